import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '#db/client';
import { createStampedReadCache, tableStamp, type Fingerprint, type StampedReadCache } from '#lib/stamped-read-cache';
import { nextParisMidnight } from '#lib/paris-time';

/**
 * What visitors read most (the events list, an event page's head, the home page and its figures,
 * every rendered page, the association's settings) kept ready to send (`lib/stamped-read-cache.ts`),
 * and still right when several server instances share one PostgreSQL: its fingerprint covers the
 * events, registrations, memberships, settings, news, announcements and album photos tables, so a
 * change made by any instance (or by a cascade, such as an account deletion removing registrations
 * and memberships, or a payment recording a membership) empties it. Entries also expire when the
 * next event starts, since it then moves from upcoming to past (and counts as held), when the next
 * scheduled article is due (it then shows on the site), and at Paris's next midnight, when
 * memberships start and end (the home page's count of active members). This instance's own writes
 * empty it at once (`emptyAfterEachWrite`).
 *
 * Registrations are counted by rows and ids only (they are added and removed, never updated); the
 * association's settings by their count of versions (a save only ever adds one).
 *
 * On the embedded PGlite there is only ever one instance (it is a file of this process), and its
 * queries run on this very thread: a check per request would cost as much as the read it saves.
 * There, the fingerprint is checked at most once a second, which only concerns cascades from other
 * modules (an account deleted: its registrations vanish from visitors' counts within a second).
 */
export type EventsReadCache = StampedReadCache;

/**
 * Room for the site's pages and lists (a rendered page weighs tens of KB, the events page with its
 * whole list a few hundred) while staying a small part of a 1 GB server's memory.
 */
export const READ_CACHE_MAX_BYTES = 8 * 1024 * 1024;

async function readVisitorsFingerprint(db: Database, now: Date): Promise<Fingerprint> {
  type Row = { stamp: string; next_start: Date | string | null; next_article: Date | string | null };
  const result = await db.execute<Row>(sql`
    select
      concat_ws('/', ${tableStamp('events')}, ${tableStamp('registrations', { rowsAreNeverUpdated: true })}, ${tableStamp('memberships')},
        (select count(*)::text from association_settings), ${tableStamp('news_articles')}, ${tableStamp('announcements')}, ${tableStamp('event_photos')}) as stamp,
      (select min(starts_at) from events where starts_at >= ${now.toISOString()}) as next_start,
      (select min(published_at) from news_articles where status = 'scheduled' and published_at > ${now.toISOString()}) as next_article`);
  const row = (result as unknown as { rows: Row[] }).rows[0]!;
  const nextStart = row.next_start === null ? Number.POSITIVE_INFINITY : new Date(row.next_start).getTime();
  const nextArticle = row.next_article === null ? Number.POSITIVE_INFINITY : new Date(row.next_article).getTime();
  return { stamp: row.stamp, validUntil: Math.min(nextStart, nextArticle, nextParisMidnight(now)) };
}

export function createEventsReadCache(db: Database, options: { revalidateEveryMs: number; maxBytes?: number }): EventsReadCache {
  return createStampedReadCache((now) => readVisitorsFingerprint(db, now), {
    revalidateEveryMs: options.revalidateEveryMs,
    maxBytes: options.maxBytes ?? READ_CACHE_MAX_BYTES,
  });
}

/** How stale, at worst, a visitor's read may be after a write this instance did not make. */
export function revalidationIntervalFor(db: Database): number {
  // Tested on PostgreSQL's pool, so that PGlite is not loaded on a site that does not use it.
  return (db as unknown as { $client?: unknown }).$client instanceof pg.Pool ? 0 : 1000;
}

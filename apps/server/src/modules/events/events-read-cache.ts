import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { addDays, toParisDate } from '@action-plus/contract';
import type { Database } from '#db/client';
import { fromParisDateTime } from '#lib/paris-time';
import { approximateByteSize } from './approximate-byte-size';

/**
 * What visitors read most (the events list, an event page's head, the home page and its figures,
 * every rendered page, the association's settings) kept ready to send, and still right when several
 * server instances share one PostgreSQL: before answering from the cache, a request checks a
 * fingerprint of the events, registrations, memberships, settings, news, announcements and album photos tables, one small query shared by every request waiting at that moment. A change made
 * by any instance (or by a cascade, such as an account deletion removing registrations and
 * memberships, or a payment recording a membership) changes the fingerprint and empties the cache.
 * Entries also expire when the next event starts, since it then moves from upcoming to past (and
 * counts as held), when the next scheduled article is due (it then shows on the site), and at Paris's next midnight, when memberships start and end (the home page's
 * count of active members). This instance's own writes empty it at once (`emptyAfterEachWrite`).
 *
 * The fingerprint: row count and id sum of the tables, plus the sum of the events', memberships',
 * articles', announcements' and photos' xmin (the transaction that last wrote each row), which
 * changes on every update (an announcement leaving by the sending job, which no request of this
 * instance saw; a photo hidden on another instance); and
 * the count of the association's settings versions (a save only ever adds one), since every page
 * and the settings themselves (`context.associationSettings`) are kept here too.
 *
 * On the embedded PGlite there is only ever one instance (it is a file of this process), and its
 * queries run on this very thread: a check per request would cost as much as the read it saves.
 * There, the fingerprint is checked at most once a second, which only concerns cascades from other
 * modules (an account deleted: its registrations vanish from visitors' counts within a second).
 *
 * What it holds is capped in bytes (encoded lists and whole rendered pages weigh tens of KB each),
 * the least recently read going first: a flood of distinct keys costs renders and queries, never
 * memory. Keys are built by the callers from validated input only (the page's address reduced to
 * what it reads, the list's parameters). Readers of a key being computed wait for that computation
 * rather than starting their own.
 */
export interface EventsReadCache {
  /**
   * The cached value for `key`, computed when missing or outdated, and kept unless `keep` says
   * otherwise (a page answered 404, which would only push real pages out).
   */
  read<T>(key: string, compute: () => Promise<T>, keep?: (value: T) => boolean): Promise<T>;
  /** Called by this instance's writes, so that it never has to wait for the next check to see them. */
  invalidate(): void;
  /** What it holds now: entries and their approximate size in bytes (at most `maxBytes`). */
  size(): { entries: number; bytes: number };
}

/**
 * Room for the site's pages and lists (a rendered page weighs tens of KB, the events page with its
 * whole list a few hundred) while staying a small part of a 1 GB server's memory.
 */
export const READ_CACHE_MAX_BYTES = 8 * 1024 * 1024;

/** The Map's own slot and the entry's record, beside the key and the value. */
const ENTRY_OVERHEAD_BYTES = 96;

type Entry = { value: unknown; bytes: number };

async function readFingerprint(db: Database, now: Date): Promise<{ stamp: string; validUntil: number }> {
  type Row = {
    events_stamp: string;
    registrations_stamp: string;
    memberships_stamp: string;
    settings_stamp: string;
    news_stamp: string;
    announcements_stamp: string;
    photos_stamp: string;
    next_start: Date | string | null;
    next_article: Date | string | null;
  };
  const result = await db.execute<Row>(sql`
    select
      (select count(*)::text || ':' || coalesce(sum(id), 0)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text from events) as events_stamp,
      (select count(*)::text || ':' || coalesce(sum(id), 0)::text from registrations) as registrations_stamp,
      (select count(*)::text || ':' || coalesce(sum(id), 0)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text from memberships) as memberships_stamp,
      (select count(*)::text from association_settings) as settings_stamp,
      (select count(*)::text || ':' || coalesce(sum(id), 0)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text from news_articles) as news_stamp,
      (select count(*)::text || ':' || coalesce(sum(id), 0)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text from announcements) as announcements_stamp,
      (select count(*)::text || ':' || coalesce(sum(id), 0)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text from event_photos) as photos_stamp,
      (select min(starts_at) from events where starts_at >= ${now.toISOString()}) as next_start,
      (select min(published_at) from news_articles where status = 'scheduled' and published_at > ${now.toISOString()}) as next_article`);
  const row = (result as unknown as { rows: Row[] }).rows[0]!;
  const nextStart = row.next_start === null ? Number.POSITIVE_INFINITY : new Date(row.next_start).getTime();
  const nextArticle = row.next_article === null ? Number.POSITIVE_INFINITY : new Date(row.next_article).getTime();
  const nextParisMidnight = fromParisDateTime(addDays(toParisDate(now), 1), '00:00').getTime();
  return {
    stamp: `${row.events_stamp}/${row.registrations_stamp}/${row.memberships_stamp}/${row.settings_stamp}/${row.news_stamp}/${row.announcements_stamp}/${row.photos_stamp}`,
    validUntil: Math.min(nextStart, nextArticle, nextParisMidnight),
  };
}

export function createEventsReadCache(db: Database, options: { revalidateEveryMs: number; maxBytes?: number }): EventsReadCache {
  const maxBytes = options.maxBytes ?? READ_CACHE_MAX_BYTES;
  let stamp: string | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let validUntil = 0;
  /** Bumped on every change seen: a computation started before it must not be stored after it. */
  let generation = 0;
  /** In the order they were last read, the least recent first. */
  let entries = new Map<string, Entry>();
  let totalBytes = 0;
  let computing = new Map<string, Promise<unknown>>();
  let check: Promise<void> | null = null;

  function clear() {
    generation += 1;
    entries = new Map();
    totalBytes = 0;
    computing = new Map();
  }

  function remember(key: string, value: unknown) {
    const bytes = ENTRY_OVERHEAD_BYTES + approximateByteSize(key) + approximateByteSize(value);
    if (bytes > maxBytes) return;
    const previous = entries.get(key);
    if (previous) {
      entries.delete(key);
      totalBytes -= previous.bytes;
    }
    entries.set(key, { value, bytes });
    totalBytes += bytes;
    for (const [oldestKey, oldest] of entries) {
      if (totalBytes <= maxBytes) break;
      entries.delete(oldestKey);
      totalBytes -= oldest.bytes;
    }
  }

  function revalidate(): Promise<void> {
    check ??= (async () => {
      try {
        const now = new Date();
        checkedAt = now.getTime();
        const fingerprint = await readFingerprint(db, now);
        if (fingerprint.stamp !== stamp || now.getTime() >= validUntil) clear();
        stamp = fingerprint.stamp;
        validUntil = fingerprint.validUntil;
      } finally {
        check = null;
      }
    })();
    return check;
  }

  return {
    async read<T>(key: string, compute: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
      // A reader arriving during a check waits for it too: until it ends, what is kept may be outdated.
      if (check !== null || Date.now() - checkedAt >= options.revalidateEveryMs) await revalidate();
      if (Date.now() >= validUntil) clear();
      const entry = entries.get(key);
      if (entry) {
        entries.delete(key);
        entries.set(key, entry);
        return entry.value as T;
      }
      const pending = computing.get(key);
      if (pending) return pending as Promise<T>;
      const startedAt = generation;
      const waitingFor = computing;
      const computation = Promise.resolve()
        .then(compute)
        .then((value) => {
          if (startedAt === generation && keep(value)) remember(key, value);
          return value;
        });
      waitingFor.set(key, computation);
      const forget = () => {
        if (waitingFor.get(key) === computation) waitingFor.delete(key);
      };
      computation.then(forget, forget);
      return computation;
    },
    invalidate() {
      stamp = null;
      checkedAt = Number.NEGATIVE_INFINITY;
      clear();
    },
    size: () => ({ entries: entries.size, bytes: totalBytes }),
  };
}

/**
 * Empties the visitors' cache after each successful write of the routes of `app` (one plugin's
 * scope): what they change is what visitors see, and the next read anywhere, the writer's first,
 * must see it. Writes elsewhere are caught by the cache's fingerprint.
 */
export function emptyAfterEachWrite(app: FastifyInstance, cache: EventsReadCache): void {
  // Synchronous: an async hook costs every read a promise for nothing.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) cache.invalidate();
    done(null, payload);
  });
}

/** How stale, at worst, a visitor's read may be after a write this instance did not make. */
export function revalidationIntervalFor(db: Database): number {
  // Tested on PostgreSQL's pool, so that PGlite is not loaded on a site that does not use it.
  return (db as unknown as { $client?: unknown }).$client instanceof pg.Pool ? 0 : 1000;
}

import { sql } from 'drizzle-orm';
import type { Database } from '#db/client';
import { createStampedReadCache, tableStamp, type Fingerprint, type StampedReadCache } from '#lib/stamped-read-cache';
import { nextParisMidnight } from '#lib/paris-time';

/** A report weighs about 100 KB with two years of events: room for a few years asked for at once. */
const TREASURY_CACHE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The treasurer's report is many sums over whole tables: kept between reads as sent, and checked
 * against a fingerprint of every table it reads, so that a figure is never behind a payment, a
 * cancelled receipt or a deleted account, whichever instance or job wrote it: on PostgreSQL before
 * every read. On the embedded PGlite (one instance, whose queries run on this thread) at most once a
 * second, as the visitors' cache (counting the registrations costs more than the read it saves), and
 * this instance's writes, every route's, empty it at once (`app.ts`): only a job's write (a payment
 * seen by HelloAsso's reconciliation) can take up to a second to show. A new day empties it too (the
 * last 24 months and the memberships ending soon move with it).
 */
export function createTreasuryReadCache(db: Database, options: { revalidateEveryMs: number }): StampedReadCache {
  return createStampedReadCache((now) => readTreasuryFingerprint(db, now), { ...options, maxBytes: TREASURY_CACHE_MAX_BYTES });
}

async function readTreasuryFingerprint(db: Database, now: Date): Promise<Fingerprint> {
  const result = await db.execute<{ stamp: string }>(sql`
    select concat_ws('/', ${tableStamp('memberships')}, ${tableStamp('invoices')}, ${tableStamp('payments')}, ${tableStamp('donations')},
      ${tableStamp('tax_receipts')}, ${tableStamp('events')}, ${tableStamp('registrations', { rowsAreNeverUpdated: true })}, ${tableStamp('users')}) as stamp`);
  const row = (result as unknown as { rows: { stamp: string }[] }).rows[0]!;
  return { stamp: row.stamp, validUntil: nextParisMidnight(now) };
}

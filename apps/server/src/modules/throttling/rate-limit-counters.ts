import { eq, lte, sql } from 'drizzle-orm';
import type { Database } from '#db/client';
import { rateLimitCounters } from '#db/schema';

export interface CounterState {
  /** Attempts counted in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends, by the database's clock (every instance reads the same). */
  msLeft: number;
}

const msLeftInWindow = sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitCounters.windowEndsAt} - now())) * 1000))::integer`;

/**
 * Counts one attempt under `key` (or `count` of them), in one statement: of two instances counting
 * at once, each sees the other's attempts. A window that has ended starts again from these.
 */
export async function countAttempt(db: Database, key: string, windowMs: number, count = 1): Promise<CounterState> {
  const windowEnd = sql`now() + ${windowMs} * interval '1 millisecond'`;
  const hasEnded = sql`${rateLimitCounters.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: count, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${hasEnded} then ${count}::integer else ${rateLimitCounters.hits} + ${count}::integer end`,
        windowEndsAt: sql`case when ${hasEnded} then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, msLeft: msLeftInWindow });
  if (!row) throw new Error('rate_limit_counters : l’upsert n’a renvoyé aucune ligne');
  return row;
}

/** The attempts counted under `key` without counting one more; an ended window reads as none. */
export async function readAttempts(db: Database, key: string): Promise<CounterState> {
  const [row] = await db
    .select({ hits: rateLimitCounters.hits, msLeft: msLeftInWindow })
    .from(rateLimitCounters)
    .where(sql`${rateLimitCounters.key} = ${key} and ${rateLimitCounters.windowEndsAt} > now()`);
  return row ?? { hits: 0, msLeft: 0 };
}

export async function clearAttempts(db: Database, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/** The daily purge: counters whose window has ended count as zero and can go. */
export async function deleteEndedCounters(db: Database, now: Date): Promise<number> {
  const deleted = await db.delete(rateLimitCounters).where(lte(rateLimitCounters.windowEndsAt, now)).returning({ key: rateLimitCounters.key });
  return deleted.length;
}

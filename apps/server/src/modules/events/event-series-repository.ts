import { and, asc, eq, gt, or } from 'drizzle-orm';
import type { Transaction } from '#db/client';
import { events } from '#db/schema';
import type { EventRow } from './event-repository';

/**
 * The dates of a series from `from` on (it included), soonest first, locked until the transaction
 * ends: a member joining one of them, or another edit of the series, waits for this change.
 * "Later" is by start, then by id for two dates at the same instant.
 */
export async function lockSeriesOccurrencesFrom(tx: Transaction, from: Pick<EventRow, 'id' | 'seriesId' | 'startsAt'>): Promise<EventRow[]> {
  if (from.seriesId === null) return [];
  return tx
    .select()
    .from(events)
    .where(
      and(
        eq(events.seriesId, from.seriesId),
        or(gt(events.startsAt, from.startsAt), and(eq(events.startsAt, from.startsAt), gt(events.id, from.id)), eq(events.id, from.id)),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .for('update');
}

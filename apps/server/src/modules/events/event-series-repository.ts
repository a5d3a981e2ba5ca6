import { asc, eq } from 'drizzle-orm';
import type { Transaction } from '#db/client';
import { events } from '#db/schema';
import { lockEvent, type EventRow } from './event-repository';

const isAtOrAfter = (occurrence: EventRow, from: EventRow) =>
  occurrence.startsAt.getTime() > from.startsAt.getTime() || (occurrence.startsAt.getTime() === from.startsAt.getTime() && occurrence.id >= from.id);

const bySoonest = (a: EventRow, b: EventRow) => a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id;

/**
 * The date `id` and the later dates of its series (soonest first; only itself outside a series),
 * locked until the transaction ends: a member joining one of them, or another edit of the series,
 * waits for this change. "Later" is by start, then by id for two dates at the same instant. The
 * series' rows are locked in the order of their ids, the order every path that locks several events
 * keeps (an account's deletion too), so that two of them never wait for each other. Undefined when
 * the date does not exist.
 */
export async function lockOccurrencesFrom(tx: Transaction, id: number): Promise<{ current: EventRow; occurrences: EventRow[] } | undefined> {
  const [seen] = await tx.select({ seriesId: events.seriesId }).from(events).where(eq(events.id, id));
  if (!seen) return undefined;
  if (seen.seriesId === null) {
    const current = await lockEvent(tx, id);
    return current && { current, occurrences: [current] };
  }
  const series = await tx.select().from(events).where(eq(events.seriesId, seen.seriesId)).orderBy(asc(events.id)).for('update');
  const current = series.find((occurrence) => occurrence.id === id);
  if (!current) return undefined;
  return { current, occurrences: series.filter((occurrence) => isAtOrAfter(occurrence, current)).sort(bySoonest) };
}

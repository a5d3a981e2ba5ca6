import { and, asc, eq, gte, ne } from 'drizzle-orm';
import type { TSeriesDate, TSeriesScope } from '@action-plus/contract';
import type { Database, Transaction } from '#db/client';
import { events } from '#db/schema';
import { toParisDateTime } from '#lib/paris-time';
import { lockEvent, type EventRow } from './event-repository';

const isAtOrAfter = (occurrence: EventRow, from: EventRow) =>
  occurrence.startsAt.getTime() > from.startsAt.getTime() || (occurrence.startsAt.getTime() === from.startsAt.getTime() && occurrence.id >= from.id);

const bySoonest = (a: EventRow, b: EventRow) => a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id;

/** Which of a series' dates a scope reaches from the date addressed (`current`), `now` deciding what is still to come. */
function isReached(occurrence: EventRow, current: EventRow, scope: Exclude<TSeriesScope, 'this'>, now: Date): boolean {
  if (occurrence.id === current.id) return true;
  // Upcoming as the lists say it: starting now or later. The dates before the one addressed are reached too.
  if (scope === 'upcoming') return occurrence.startsAt.getTime() >= now.getTime();
  return isAtOrAfter(occurrence, current);
}

/**
 * The date `id` and the dates of its series that `scope` reaches (soonest first; only itself outside
 * a series): `following` the later dates, `upcoming` every date still to come, before or after it.
 * They are locked until the transaction ends: a member joining one of them, or another edit of the
 * series, waits for this change. "Later" is by start, then by id for two dates at the same instant.
 * The series' rows are locked in the order of their ids, the order every path that locks several
 * events keeps (an account's deletion too), so that two of them never wait for each other.
 * Undefined when the date does not exist.
 */
export async function lockSeriesOccurrences(
  tx: Transaction,
  id: number,
  scope: Exclude<TSeriesScope, 'this'>,
  now = new Date(),
): Promise<{ current: EventRow; occurrences: EventRow[] } | undefined> {
  const [seen] = await tx.select({ seriesId: events.seriesId }).from(events).where(eq(events.id, id));
  if (!seen) return undefined;
  if (seen.seriesId === null) {
    const current = await lockEvent(tx, id);
    return current && { current, occurrences: [current] };
  }
  const series = await tx.select().from(events).where(eq(events.seriesId, seen.seriesId)).orderBy(asc(events.id)).for('update');
  const current = series.find((occurrence) => occurrence.id === id);
  if (!current) return undefined;
  return { current, occurrences: series.filter((occurrence) => isReached(occurrence, current, scope, now)).sort(bySoonest) };
}

/** The dates of series `seriesId` still to come but `exceptId`, soonest first: what a date's page links to. */
export async function findUpcomingSeriesDates(db: Database | Transaction, seriesId: number, exceptId: number, now = new Date()): Promise<TSeriesDate[]> {
  const rows = await db
    .select({ id: events.id, startsAt: events.startsAt })
    .from(events)
    .where(and(eq(events.seriesId, seriesId), ne(events.id, exceptId), gte(events.startsAt, now)))
    .orderBy(asc(events.startsAt), asc(events.id));
  return rows.map((row) => ({ id: row.id, ...toParisDateTime(row.startsAt), starts_at: row.startsAt.toISOString() }));
}

import { and, asc, count, desc, eq, gte, inArray, isNull, lt, notExists, or, sql, type SQL } from 'drizzle-orm';
import {
  decodeEventCursor,
  encodeEventCursor,
  EVENT_SEARCH_LIMITS,
  EVENT_SEARCH_MESSAGES,
  foldForSearch,
  SEARCH_FOLD,
  type TEvent,
  type TEventCursor,
  type TListEventsQuery,
} from '@action-plus/contract';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '#db/client';
import { events } from '#db/schema';
import { badRequest } from '#lib/errors';
import { selectEvents, toApiEvent } from './event-repository';
import { fromParisDateTime } from '#lib/paris-time';

export type EventPage = { events: TEvent[]; hasMore: boolean; nextCursor: string | null };
type Part = TEventCursor['part'];
/** `isEveryDateListed`: each date of a series on its own (the calendar feed), not once at its next date. */
type PageQuery = TListEventsQuery & { userId?: number; isEveryDateListed?: boolean };

/** The same events table under another name, for the dates a listed date is compared with. */
const otherDates = alias(events, 'other_dates');
type EventsTable = typeof events | typeof otherDates;

/** The column as the search compares it: the same folding as the contract's `foldForSearch`. */
const folded = (column: AnyPgColumn) => sql`replace(replace(translate(lower(${column}), ${SEARCH_FOLD.FROM}, ${SEARCH_FOLD.TO}), 'œ', 'oe'), 'æ', 'ae')`;

/** `%`, `_` and the escape character itself match only themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The search and the filters, the same for both parts of the list (and for the dates a series folds). */
function filtersOf(query: TListEventsQuery, table: EventsTable = events): SQL[] {
  const conditions: SQL[] = [];
  const search = query.q?.trim();
  if (search) {
    const pattern = `%${escapeLike(foldForSearch(search))}%`;
    conditions.push(
      or(
        sql`${folded(table.title)} like ${pattern} escape '\\'`,
        sql`${folded(table.description)} like ${pattern} escape '\\'`,
        sql`${folded(table.location)} like ${pattern} escape '\\'`,
      )!,
    );
  }
  if (query.type) conditions.push(eq(table.type, query.type));
  if (query.month) {
    const [year, month] = query.month.split('-').map(Number) as [number, number];
    const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
    // A month as Paris's calendar reads it: from its first midnight to the next month's.
    conditions.push(gte(table.startsAt, fromParisDateTime(`${query.month}-01`, '00:00')), lt(table.startsAt, fromParisDateTime(`${next}-01`, '00:00')));
  }
  return conditions;
}

/**
 * The upcoming part shows a series once, at its next date that the search and filters hold: a date
 * is listed unless an earlier upcoming date of its series is (decision 023). Being a condition on
 * each row, not a grouping of rows, it keeps the keyset order and cursor as they are: a page ends on
 * a listed date, and the next page's dates are the listed ones after it.
 */
function isNextDateOfItsSeries(db: Database, query: TListEventsQuery, now: Date): SQL {
  const earlierListedDates = db
    .select({ one: sql`1` })
    .from(otherDates)
    .where(
      and(
        eq(otherDates.seriesId, events.seriesId),
        gte(otherDates.startsAt, now),
        sql`(${otherDates.startsAt}, ${otherDates.id}) < (${events.startsAt}, ${events.id})`,
        ...filtersOf(query, otherDates),
      ),
    );
  return or(isNull(events.seriesId), notExists(earlierListedDates))!;
}

/** For the listed upcoming dates of series: how many later dates of the same series the search and filters hold. */
async function countLaterDates(db: Database, query: TListEventsQuery, seriesIds: number[], now: Date): Promise<Map<number, number>> {
  if (seriesIds.length === 0) return new Map();
  const rows = await db
    .select({ seriesId: events.seriesId, dates: count() })
    .from(events)
    .where(and(inArray(events.seriesId, seriesIds), gte(events.startsAt, now), ...filtersOf(query)))
    .groupBy(events.seriesId);
  // The listed date is the series' first one the search holds: the others all come after it.
  return new Map(rows.map((row) => [row.seriesId!, row.dates - 1]));
}

/** Upcoming: starting now or later, soonest first. Past: most recent first. Equal starts by id. */
async function readPart(db: Database, part: Part, query: PageQuery, after: TEventCursor | null, count: number, now: Date) {
  const conditions = filtersOf(query);
  conditions.push(part === 'u' ? gte(events.startsAt, now) : lt(events.startsAt, now));
  if (part === 'u' && !query.isEveryDateListed) conditions.push(isNextDateOfItsSeries(db, query, now));
  if (after) {
    const startsAt = new Date(after.startsAtMs).toISOString();
    conditions.push(
      part === 'u'
        ? sql`(${events.startsAt}, ${events.id}) > (${startsAt}::timestamptz, ${after.id}::int)`
        : sql`(${events.startsAt}, ${events.id}) < (${startsAt}::timestamptz, ${after.id}::int)`,
    );
  }
  const order = part === 'u' ? [asc(events.startsAt), asc(events.id)] : [desc(events.startsAt), desc(events.id)];
  return selectEvents(db, query.userId)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(count);
}

/**
 * One page of the events list: without `when`, the upcoming events then the past ones. It reads one
 * event more than it answers, to say whether more follow; the cursor names the last one answered.
 * An upcoming series shows once, at its next date, saying how many later dates it folds; its past
 * dates are listed each on its own, as what happened on each day (decision 023).
 */
export async function findEventPage(db: Database, query: PageQuery, now = new Date()): Promise<EventPage> {
  const limit = query.limit ?? EVENT_SEARCH_LIMITS.DEFAULT_PAGE_SIZE;
  const cursor = query.cursor === undefined ? null : decodeEventCursor(query.cursor);
  let parts: Part[] = query.when === 'upcoming' ? ['u'] : query.when === 'past' ? ['p'] : ['u', 'p'];
  if (cursor) {
    // A cursor of the past part given to the upcoming list (or the reverse) was not handed out for it.
    if (!parts.includes(cursor.part)) throw badRequest(EVENT_SEARCH_MESSAGES.cursorInvalid);
    parts = parts.slice(parts.indexOf(cursor.part));
  }
  const found: { part: Part; row: Awaited<ReturnType<typeof readPart>>[number] }[] = [];
  for (const part of parts) {
    const wanted = limit + 1 - found.length;
    if (wanted <= 0) break;
    const rows = await readPart(db, part, query, cursor?.part === part ? cursor : null, wanted, now);
    found.push(...rows.map((row) => ({ part, row })));
  }
  const hasMore = found.length > limit;
  const page = found.slice(0, limit);
  const last = page.at(-1);
  const foldedSeriesIds = query.isEveryDateListed
    ? []
    : [...new Set(page.flatMap(({ part, row }) => (part === 'u' && row.seriesId !== null ? [row.seriesId] : [])))];
  const laterDates = await countLaterDates(db, query, foldedSeriesIds, now);
  return {
    events: page.map(({ part, row }) => {
      const event = toApiEvent(row, now);
      return part === 'u' && row.seriesId !== null && laterDates.has(row.seriesId)
        ? { ...event, series_later_dates_count: laterDates.get(row.seriesId)! }
        : event;
    }),
    hasMore,
    nextCursor: hasMore && last ? encodeEventCursor({ part: last.part, startsAtMs: last.row.startsAt.getTime(), id: last.row.id }) : null,
  };
}

/**
 * How many events a list without search nor cursor holds (an upcoming series once): a limit at or
 * above it is the whole list.
 */
export async function countListedEvents(db: Database, when: TListEventsQuery['when'], now = new Date()): Promise<number> {
  const upcoming = and(gte(events.startsAt, now), isNextDateOfItsSeries(db, {}, now));
  const condition = when === 'upcoming' ? upcoming : when === 'past' ? lt(events.startsAt, now) : or(upcoming, lt(events.startsAt, now));
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(events)
    .where(condition);
  return Number(row?.value ?? 0);
}

/** The public feed: the soonest upcoming events, every date of a series (a calendar shows each day). */
export async function findUpcomingEventsForFeed(db: Database, now = new Date()): Promise<TEvent[]> {
  return (await findEventPage(db, { when: 'upcoming', limit: EVENT_SEARCH_LIMITS.FEED_MAX_EVENTS, isEveryDateListed: true }, now)).events;
}

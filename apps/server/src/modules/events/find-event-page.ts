import { and, asc, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
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
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '#db/client';
import { events } from '#db/schema';
import { badRequest } from '#lib/errors';
import { selectEvents, toApiEvent } from './event-repository';
import { fromParisDateTime } from '#lib/paris-time';

export type EventPage = { events: TEvent[]; hasMore: boolean; nextCursor: string | null };
type Part = TEventCursor['part'];

/** The column as the search compares it: the same folding as the contract's `foldForSearch`. */
const folded = (column: AnyPgColumn) => sql`replace(replace(translate(lower(${column}), ${SEARCH_FOLD.FROM}, ${SEARCH_FOLD.TO}), 'œ', 'oe'), 'æ', 'ae')`;

/** `%`, `_` and the escape character itself match only themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The search and the filters, the same for both parts of the list. */
function filtersOf(query: TListEventsQuery): SQL[] {
  const conditions: SQL[] = [];
  const search = query.q?.trim();
  if (search) {
    const pattern = `%${escapeLike(foldForSearch(search))}%`;
    conditions.push(
      or(
        sql`${folded(events.title)} like ${pattern} escape '\\'`,
        sql`${folded(events.description)} like ${pattern} escape '\\'`,
        sql`${folded(events.location)} like ${pattern} escape '\\'`,
      )!,
    );
  }
  if (query.type) conditions.push(eq(events.type, query.type));
  if (query.month) {
    const [year, month] = query.month.split('-').map(Number) as [number, number];
    const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
    // A month as Paris's calendar reads it: from its first midnight to the next month's.
    conditions.push(gte(events.startsAt, fromParisDateTime(`${query.month}-01`, '00:00')), lt(events.startsAt, fromParisDateTime(`${next}-01`, '00:00')));
  }
  return conditions;
}

/** Upcoming: starting now or later, soonest first. Past: most recent first. Equal starts by id. */
async function readPart(db: Database, part: Part, query: TListEventsQuery & { userId?: number }, after: TEventCursor | null, count: number, now: Date) {
  const conditions = filtersOf(query);
  conditions.push(part === 'u' ? gte(events.startsAt, now) : lt(events.startsAt, now));
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
 */
export async function findEventPage(db: Database, query: TListEventsQuery & { userId?: number }, now = new Date()): Promise<EventPage> {
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
  return {
    events: page.map(({ row }) => toApiEvent(row, now)),
    hasMore,
    nextCursor: hasMore && last ? encodeEventCursor({ part: last.part, startsAtMs: last.row.startsAt.getTime(), id: last.row.id }) : null,
  };
}

/** How many events a list without search nor cursor holds: a limit at or above it is the whole list. */
export async function countListedEvents(db: Database, when: TListEventsQuery['when'], now = new Date()): Promise<number> {
  const condition = when === 'upcoming' ? gte(events.startsAt, now) : when === 'past' ? lt(events.startsAt, now) : undefined;
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(events)
    .where(condition);
  return Number(row?.value ?? 0);
}

/** The public feed: the soonest upcoming events. */
export async function findUpcomingEventsForFeed(db: Database, now = new Date()): Promise<TEvent[]> {
  return (await findEventPage(db, { when: 'upcoming', limit: EVENT_SEARCH_LIMITS.FEED_MAX_EVENTS }, now)).events;
}

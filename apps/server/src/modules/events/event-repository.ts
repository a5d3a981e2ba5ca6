import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { TEvent, TEventType } from '@action-plus/contract';
import type { Database, Transaction } from '#db/client';
import { events, registrations, waitingListEntries } from '#db/schema';
import { toParisDateTime } from '#lib/paris-time';

export type EventRow = typeof events.$inferSelect;

// Written out with table names: drizzle leaves columns unqualified in single-table selects, and an
// unqualified "id" inside the subquery would be the registration's own.
/** Derived from the registrations on every read: never a stored counter that could drift. */
const participantCount = sql<number>`(select count(*)::int from "registrations" as "r" where "r"."event_id" = "events"."id")`;

const isParticipatingFor = (userId: number) =>
  sql<boolean>`exists (select 1 from "registrations" as "r" where "r"."event_id" = "events"."id" and "r"."user_id" = ${userId})`;

/** The member's place in the event's waiting list (1 = next in line), or null: first come, first served. */
const waitingListPositionFor = (userId: number) =>
  sql<number | null>`(
    select (select count(*)::int from "waiting_list_entries" as "w2"
            where "w2"."event_id" = "w"."event_id" and ("w2"."created_at", "w2"."id") <= ("w"."created_at", "w"."id"))
    from "waiting_list_entries" as "w" where "w"."event_id" = "events"."id" and "w"."user_id" = ${userId})`;

export function selectEvents(db: Database | Transaction, userId: number | undefined) {
  return db
    .select({
      id: events.id,
      title: events.title,
      description: events.description,
      startsAt: events.startsAt,
      type: events.type,
      location: events.location,
      image: events.image,
      images: events.images,
      maxParticipants: events.maxParticipants,
      isFeatured: events.isFeatured,
      createdBy: events.createdBy,
      createdAt: events.createdAt,
      seriesId: events.seriesId,
      participantCount,
      ...(userId === undefined ? {} : { isParticipating: isParticipatingFor(userId), waitingListPosition: waitingListPositionFor(userId) }),
    })
    .from(events);
}

type SelectedEvent = Omit<EventRow, 'isSample' | 'remindersQueuedAt'> & {
  participantCount: number;
  isParticipating?: boolean;
  waitingListPosition?: number | null;
};

/** The API's shape of an event (spec §7): date and time as Paris's clocks show them. */
export function toApiEvent(row: SelectedEvent, now: Date): TEvent {
  const { date, time } = toParisDateTime(row.startsAt);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    date,
    time,
    starts_at: row.startsAt.toISOString(),
    type: (row.type as TEventType | null) ?? null,
    location: row.location,
    image: row.image,
    images: row.images,
    max_participants: row.maxParticipants,
    participant_count: Number(row.participantCount),
    isFeatured: row.isFeatured,
    isPast: row.startsAt.getTime() < now.getTime(),
    is_full: Number(row.participantCount) >= row.maxParticipants,
    ...(row.isParticipating === undefined ? {} : { isParticipating: Boolean(row.isParticipating) }),
    ...(row.waitingListPosition === undefined ? {} : { waitingListPosition: row.waitingListPosition === null ? null : Number(row.waitingListPosition) }),
    created_at: row.createdAt.toISOString(),
    created_by: row.createdBy,
    series_id: row.seriesId,
  };
}

export async function findEventById(db: Database | Transaction, id: number, userId?: number, now = new Date()): Promise<TEvent | undefined> {
  const [row] = await selectEvents(db, userId).where(eq(events.id, id));
  return row ? toApiEvent(row, now) : undefined;
}

/** A member's events (the profile's order): the upcoming ones soonest first, then the past ones most recent first. */
export async function findEventsOfUser(db: Database, userId: number, now = new Date()): Promise<TEvent[]> {
  const rows = await selectEvents(db, userId)
    .innerJoin(registrations, and(eq(registrations.eventId, events.id), eq(registrations.userId, userId)))
    .orderBy(asc(events.startsAt), asc(events.id));
  const listed = rows.map((row) => toApiEvent(row, now));
  return [...listed.filter((event) => !event.isPast), ...listed.filter((event) => event.isPast).reverse()];
}

/** The upcoming events the member waits for, soonest first, each with their place in line (1 = next). */
export async function findWaitingEventsOfUser(db: Database, userId: number, now = new Date()): Promise<Array<TEvent & { waitingListPosition: number }>> {
  const rows = await selectEvents(db, userId)
    .innerJoin(waitingListEntries, and(eq(waitingListEntries.eventId, events.id), eq(waitingListEntries.userId, userId)))
    .where(gte(events.startsAt, now))
    .orderBy(asc(events.startsAt), asc(events.id));
  return rows.flatMap((row) => {
    const event = toApiEvent(row, now);
    return event.waitingListPosition ? [{ ...event, waitingListPosition: event.waitingListPosition }] : [];
  });
}

/** Every event's id, for the sitemap. */
export async function findEventIds(db: Database): Promise<number[]> {
  const rows = await db.select({ id: events.id }).from(events).orderBy(desc(events.startsAt), desc(events.id));
  return rows.map((row) => row.id);
}

/** Locks the event's row until the transaction ends: joins and capacity changes queue behind it. */
export async function lockEvent(tx: Transaction, id: number): Promise<EventRow | undefined> {
  const [row] = await tx.select().from(events).where(eq(events.id, id)).for('update');
  return row;
}

export async function countParticipants(tx: Database | Transaction, eventId: number): Promise<number> {
  const [row] = await tx
    .select({ value: sql<number>`count(*)::int` })
    .from(registrations)
    .where(eq(registrations.eventId, eventId));
  return Number(row?.value ?? 0);
}

export async function isRegistered(db: Database, eventId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.userId, userId)));
  return row !== undefined;
}

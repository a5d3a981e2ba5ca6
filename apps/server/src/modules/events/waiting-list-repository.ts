import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#db/client';
import { registrations, users, waitingListEntries } from '#db/schema';
import { countParticipants, type EventRow } from './event-repository';

/** Whom an event mail goes to. */
export interface EventPerson {
  userId: number;
  firstName: string;
  email: string;
  eventRemindersEnabled: boolean;
}

const personColumns = { userId: users.id, firstName: users.firstName, email: users.email, eventRemindersEnabled: users.eventRemindersEnabled };

export async function findPerson(db: Database | Transaction, userId: number): Promise<EventPerson | undefined> {
  const [row] = await db.select(personColumns).from(users).where(eq(users.id, userId));
  return row;
}

/** The event's participants; `registeredBefore`: only those who joined before that instant. */
export async function findParticipants(db: Database | Transaction, eventId: number, options: { registeredBefore?: Date } = {}): Promise<EventPerson[]> {
  return db
    .select(personColumns)
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(and(eq(registrations.eventId, eventId), options.registeredBefore ? lt(registrations.createdAt, options.registeredBefore) : undefined))
    .orderBy(asc(registrations.id));
}

/** The event's waiting list, first in line first. */
export async function findWaitingList(db: Database | Transaction, eventId: number): Promise<EventPerson[]> {
  return db
    .select(personColumns)
    .from(waitingListEntries)
    .innerJoin(users, eq(users.id, waitingListEntries.userId))
    .where(eq(waitingListEntries.eventId, eventId))
    .orderBy(asc(waitingListEntries.createdAt), asc(waitingListEntries.id));
}

/** The member's place in line (1 = next), or null. */
export async function findWaitingListPosition(db: Database | Transaction, eventId: number, userId: number): Promise<number | null> {
  // Outer columns written with the table's name: drizzle leaves them unqualified, and inside the
  // subquery an unqualified "event_id" would be w2's own.
  const [row] = await db
    .select({
      position: sql<number>`(select count(*)::int from "waiting_list_entries" as "w2" where "w2"."event_id" = "waiting_list_entries"."event_id" and ("w2"."created_at", "w2"."id") <= ("waiting_list_entries"."created_at", "waiting_list_entries"."id"))`,
    })
    .from(waitingListEntries)
    .where(and(eq(waitingListEntries.eventId, eventId), eq(waitingListEntries.userId, userId)));
  return row ? Number(row.position) : null;
}

/**
 * Puts the member at the end of the line. `created_at` is the clock at the insert, not the
 * transaction's start: under the event's lock, inserts happen one after the other, so the order of
 * the clock is the order of arrival.
 */
export async function addToWaitingList(tx: Transaction, eventId: number, userId: number): Promise<void> {
  await tx.insert(waitingListEntries).values({ eventId, userId, createdAt: sql`clock_timestamp()` });
}

export async function removeFromWaitingList(db: Database | Transaction, eventId: number, userId: number): Promise<boolean> {
  const deleted = await db
    .delete(waitingListEntries)
    .where(and(eq(waitingListEntries.eventId, eventId), eq(waitingListEntries.userId, userId)))
    .returning({ id: waitingListEntries.id });
  return deleted.length > 0;
}

/**
 * Gives the event's free places to the first in line, in the caller's transaction, which holds the
 * event's row lock (lockEvent), as every path that changes the places or the line does: the count,
 * the choice and the registrations cannot interleave with another join, leave or capacity change on
 * any instance. Only the entries this DELETE removed become registrations, and only they are
 * returned (to be mailed): an entry gone meanwhile is never registered. A past event promotes nobody.
 */
export async function fillFreedPlaces(tx: Transaction, event: EventRow, now: Date): Promise<EventPerson[]> {
  if (event.startsAt.getTime() <= now.getTime()) return [];
  const freePlaces = event.maxParticipants - (await countParticipants(tx, event.id));
  if (freePlaces <= 0) return [];
  const first = await tx
    .select({ id: waitingListEntries.id })
    .from(waitingListEntries)
    .where(eq(waitingListEntries.eventId, event.id))
    .orderBy(asc(waitingListEntries.createdAt), asc(waitingListEntries.id))
    .limit(freePlaces);
  if (first.length === 0) return [];
  const removed = await tx
    .delete(waitingListEntries)
    .where(
      and(
        eq(waitingListEntries.eventId, event.id),
        inArray(
          waitingListEntries.id,
          first.map((entry) => entry.id),
        ),
      ),
    )
    .returning({ id: waitingListEntries.id, userId: waitingListEntries.userId });
  if (removed.length === 0) return [];
  const registered = await tx
    .insert(registrations)
    .values(removed.map((entry) => ({ eventId: event.id, userId: entry.userId })))
    .onConflictDoNothing()
    .returning({ userId: registrations.userId });
  const registeredIds = new Set(registered.map((row) => row.userId));
  const promoted =
    registeredIds.size === 0
      ? []
      : await tx
          .select(personColumns)
          .from(users)
          .where(inArray(users.id, [...registeredIds]));
  // In the order of the line, for the mails and the tests.
  return first
    .map((entry) => removed.find((row) => row.id === entry.id))
    .filter((entry) => entry !== undefined && registeredIds.has(entry.userId))
    .map((entry) => promoted.find((person) => person.userId === entry!.userId))
    .filter((person): person is EventPerson => person !== undefined);
}

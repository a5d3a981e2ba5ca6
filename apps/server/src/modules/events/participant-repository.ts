import { asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '#db/client';
import { registrations, users, waitingListEntries } from '#db/schema';

export interface ListedPerson {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  /** When they took their place, or their place in the line. */
  since: Date;
}

const person = { userId: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };

/** The event's participants in the order they joined (then by registration id, for equal instants). */
export function findParticipants(db: Database | Transaction, eventId: number): Promise<ListedPerson[]> {
  return db
    .select({ ...person, since: registrations.createdAt })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(eq(registrations.eventId, eventId))
    .orderBy(asc(registrations.createdAt), asc(registrations.id));
}

/** The event's waiting list, first in line first: the order promotions follow (`created_at`, then `id`). */
export function findWaitingList(db: Database | Transaction, eventId: number): Promise<ListedPerson[]> {
  return db
    .select({ ...person, since: waitingListEntries.createdAt })
    .from(waitingListEntries)
    .innerJoin(users, eq(users.id, waitingListEntries.userId))
    .where(eq(waitingListEntries.eventId, eventId))
    .orderBy(asc(waitingListEntries.createdAt), asc(waitingListEntries.id));
}

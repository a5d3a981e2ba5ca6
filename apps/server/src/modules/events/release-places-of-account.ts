import { asc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '#db/client';
import { events, registrations, users, waitingListEntries } from '#db/schema';
import { collectEventMails, type EventMails } from './event-mails';
import { findEventById, type EventRow } from './event-repository';
import { participantMails } from './participant-mails';
import { fillFreedPlaces } from './waiting-list-repository';

/** How many times the deletion is run again when the account joined an event between the read and the locks. */
const ATTEMPTS = 5;

class AccountEventsChanged extends Error {}

async function eventIdsOfAccount(tx: Transaction, userId: number): Promise<number[]> {
  const [registered, waiting] = [
    await tx.select({ eventId: registrations.eventId }).from(registrations).where(eq(registrations.userId, userId)),
    await tx.select({ eventId: waitingListEntries.eventId }).from(waitingListEntries).where(eq(waitingListEntries.userId, userId)),
  ];
  return [...new Set([...registered, ...waiting].map((row) => row.eventId))].sort((a, b) => a - b);
}

const lockEvents = async (tx: Transaction, ids: number[]): Promise<EventRow[]> =>
  ids.length === 0 ? [] : tx.select().from(events).where(inArray(events.id, ids)).orderBy(asc(events.id)).for('update');

/**
 * Runs `removeAccount` (which deletes the account, its registrations and places in line going with
 * it by cascade) under the row locks of every event the account is registered to or waiting for,
 * then gives each freed place to the first in line, in the same transaction, and mails them.
 *
 * The events are locked in the order of their ids, as a series' edit locks its dates, so that two
 * of these paths never wait for each other; then the account's row, which every registration or
 * place in line inserted for it waits for. Should the account have joined an event or a line
 * between the read and the locks (a request of its own at the same moment), the transaction is run
 * again rather than locking that event out of order.
 */
export async function releasePlacesOfAccount(
  db: Database,
  userId: number,
  removeAccount: (tx: Transaction) => Promise<void>,
  { now = new Date(), mails }: { now?: Date; mails?: EventMails } = {},
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const outbox = collectEventMails(mails);
    try {
      await db.transaction(async (tx) => {
        const eventIds = await eventIdsOfAccount(tx, userId);
        const locked = await lockEvents(tx, eventIds);
        // From here on, nothing can be inserted for the account: such an insert waits for this lock.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const missed = (await eventIdsOfAccount(tx, userId)).filter((eventId) => !eventIds.includes(eventId));
        if (missed.length > 0) {
          if (attempt < ATTEMPTS) throw new AccountEventsChanged();
          // The last attempt locks them late: PostgreSQL would end a deadlock, never leave a place unfilled.
          locked.push(...(await lockEvents(tx, missed)));
        }

        await removeAccount(tx);
        for (const event of locked) {
          const promoted = await fillFreedPlaces(tx, event, now);
          if (mails && promoted.length > 0) {
            const saved = (await findEventById(tx, event.id, undefined, now))!;
            await outbox.store(
              tx,
              promoted.map((person) => participantMails.promoted(mails, saved, person)),
            );
          }
        }
      });
      outbox.sendAfterCommit();
      return;
    } catch (error) {
      if (!(error instanceof AccountEventsChanged) || attempt === ATTEMPTS) throw error;
    }
  }
}

import { and, eq } from 'drizzle-orm';
import { EVENT_MESSAGES, WAITING_LIST_MESSAGES } from '@action-plus/contract';
import type { Database } from '#db/client';
import { registrations } from '#db/schema';
import { conflict, isUniqueViolation, notFound } from '#lib/errors';
import { collectEventMails, type EventMails } from './event-mails';
import { countParticipants, findEventById, lockEvent } from './event-repository';
import { participantMails } from './participant-mails';
import { addToWaitingList, findPerson, findWaitingListPosition } from './waiting-list-repository';

/**
 * Puts the member at the end of a full event's waiting list and returns their position. Under the
 * event's row lock, as joining: a place cannot free up between the check that the event is full and
 * the insert, so nobody waits in line for an event that has room. The confirmation, which says the
 * position and how to leave the line, is stored by the same transaction and sent once it has committed.
 */
export async function joinWaitingList(
  db: Database,
  eventId: number,
  userId: number,
  { now = new Date(), mails }: { now?: Date; mails?: EventMails } = {},
): Promise<{ position: number; participantCount: number }> {
  const outbox = collectEventMails(mails);
  try {
    const joined = await db.transaction(async (tx) => {
      const event = await lockEvent(tx, eventId);
      if (!event) throw notFound(EVENT_MESSAGES.eventNotFound);
      if (event.startsAt.getTime() < now.getTime()) throw conflict(WAITING_LIST_MESSAGES.eventPast);

      const [registered] = await tx
        .select({ id: registrations.id })
        .from(registrations)
        .where(and(eq(registrations.eventId, eventId), eq(registrations.userId, userId)));
      if (registered) throw conflict(WAITING_LIST_MESSAGES.alreadyRegistered);

      const participantCount = await countParticipants(tx, eventId);
      if (participantCount < event.maxParticipants) throw conflict(WAITING_LIST_MESSAGES.placesLeft);
      if ((await findWaitingListPosition(tx, eventId, userId)) !== null) throw conflict(WAITING_LIST_MESSAGES.alreadyWaiting);

      await addToWaitingList(tx, eventId, userId);
      const position = (await findWaitingListPosition(tx, eventId, userId))!;
      if (mails) {
        const person = await findPerson(tx, userId);
        const saved = await findEventById(tx, eventId, undefined, now);
        if (person && saved) await outbox.store(tx, [participantMails.waitingListJoined(mails, saved, person, position)]);
      }
      return { position, participantCount };
    });
    outbox.sendAfterCommit();
    return joined;
  } catch (error) {
    if (isUniqueViolation(error, 'waiting_list_event_user_unique')) throw conflict(WAITING_LIST_MESSAGES.alreadyWaiting);
    throw error;
  }
}

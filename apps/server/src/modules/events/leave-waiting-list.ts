import { EVENT_MESSAGES, WAITING_LIST_MESSAGES } from '@action-plus/contract';
import type { Database } from '#db/client';
import { conflict, notFound } from '#lib/errors';
import { countParticipants, lockEvent } from './event-repository';
import { removeFromWaitingList } from './waiting-list-repository';

/**
 * Takes the member off the event's waiting list; those behind move up one place. Returns the
 * participant count. Under the event's row lock, as every change of the places or the line: a
 * promotion running at the same moment either comes first (the member is then registered, and
 * told they are no longer in line) or after (they are out of the line, and the place goes to the
 * next one).
 */
export async function leaveWaitingList(db: Database, eventId: number, userId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw notFound(EVENT_MESSAGES.eventNotFound);
    if (!(await removeFromWaitingList(tx, eventId, userId))) throw conflict(WAITING_LIST_MESSAGES.notWaiting);
    return countParticipants(tx, eventId);
  });
}

import { eq } from 'drizzle-orm';
import { EVENT_MESSAGES, WAITING_LIST_MESSAGES } from '@action-plus/contract';
import type { Database } from '#db/client';
import { events } from '#db/schema';
import { conflict, notFound } from '#lib/errors';
import { countParticipants } from './event-repository';
import { removeFromWaitingList } from './waiting-list-repository';

/** Takes the member off the event's waiting list; those behind move up one place. Returns the participant count. */
export async function leaveWaitingList(db: Database, eventId: number, userId: number): Promise<number> {
  if (!(await removeFromWaitingList(db, eventId, userId))) {
    const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
    throw event ? conflict(WAITING_LIST_MESSAGES.notWaiting) : notFound(EVENT_MESSAGES.eventNotFound);
  }
  return countParticipants(db, eventId);
}

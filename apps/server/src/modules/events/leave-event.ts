import { and, eq } from 'drizzle-orm';
import { EVENT_MESSAGES } from '@action-plus/contract';
import type { Database } from '#db/client';
import { events, registrations } from '#db/schema';
import { conflict, notFound } from '#lib/errors';
import { countParticipants } from './event-repository';

/**
 * Unregisters the member and returns the new participant count. Leaving stays possible after the
 * event (the profile offers 'Se désinscrire' on past events too).
 */
export async function leaveEvent(db: Database, eventId: number, userId: number): Promise<number> {
  const deleted = await db
    .delete(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.userId, userId)))
    .returning({ id: registrations.id });
  if (deleted.length === 0) {
    const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
    throw event ? conflict(EVENT_MESSAGES.notRegistered) : notFound(EVENT_MESSAGES.eventNotFound);
  }
  return countParticipants(db, eventId);
}

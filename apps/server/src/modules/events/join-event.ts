import { and, eq } from 'drizzle-orm';
import { EVENT_MESSAGES } from '@action-plus/contract';
import type { Database } from '#db/client';
import { registrations } from '#db/schema';
import { conflict, isUniqueViolation, notFound } from '#lib/errors';
import { countParticipants, lockEvent } from './event-repository';

/**
 * Registers the member and returns the new participant count. The event's row is locked for the
 * transaction, so concurrent joins (from any number of server instances on one PostgreSQL) count
 * and insert one after the other: the capacity cannot be exceeded.
 */
export async function joinEvent(db: Database, eventId: number, userId: number, now = new Date()): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const event = await lockEvent(tx, eventId);
      if (!event) throw notFound(EVENT_MESSAGES.eventNotFound);
      if (event.startsAt.getTime() < now.getTime()) throw conflict(EVENT_MESSAGES.eventPast);

      const [existing] = await tx
        .select({ id: registrations.id })
        .from(registrations)
        .where(and(eq(registrations.eventId, eventId), eq(registrations.userId, userId)));
      if (existing) throw conflict(EVENT_MESSAGES.alreadyRegistered);

      const participantCount = await countParticipants(tx, eventId);
      if (participantCount >= event.maxParticipants) throw conflict(EVENT_MESSAGES.eventFull);

      await tx.insert(registrations).values({ eventId, userId });
      return participantCount + 1;
    });
  } catch (error) {
    // The unique (event_id, user_id) is the last word should a double click slip through.
    if (isUniqueViolation(error, 'registrations_event_user_unique')) throw conflict(EVENT_MESSAGES.alreadyRegistered);
    throw error;
  }
}

import { and, eq } from 'drizzle-orm';
import { EVENT_MESSAGES } from '@action-plus/contract';
import type { Database } from '#db/client';
import { registrations } from '#db/schema';
import { conflict, isUniqueViolation, notFound } from '#lib/errors';
import { collectEventMails, type EventMails } from './event-mails';
import { countParticipants, findEventById, lockEvent } from './event-repository';
import { participantMails } from './participant-mails';
import { findPerson, removeFromWaitingList } from './waiting-list-repository';

/**
 * Registers the member and returns the new participant count. The event's row is locked for the
 * transaction, so concurrent joins (from any number of server instances on one PostgreSQL) count
 * and insert one after the other: the capacity cannot be exceeded. The confirmation (with the
 * event's .ics) is stored in the outbox by the same transaction, and sent once it has committed.
 */
export async function joinEvent(
  db: Database,
  eventId: number,
  userId: number,
  { now = new Date(), mails }: { now?: Date; mails?: EventMails } = {},
): Promise<number> {
  const outbox = collectEventMails(mails);
  try {
    const participantCount = await db.transaction(async (tx) => {
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
      // A member in line who finds a place (the capacity was raised and the line is shorter) leaves the line.
      await removeFromWaitingList(tx, eventId, userId);
      if (mails) {
        const person = await findPerson(tx, userId);
        const saved = await findEventById(tx, eventId, undefined, now);
        if (person && saved) await outbox.store(tx, [participantMails.joined(mails, saved, person)]);
      }
      return participantCount + 1;
    });
    outbox.sendAfterCommit();
    return participantCount;
  } catch (error) {
    // The unique (event_id, user_id) is the last word should a double click slip through.
    if (isUniqueViolation(error, 'registrations_event_user_unique')) throw conflict(EVENT_MESSAGES.alreadyRegistered);
    throw error;
  }
}

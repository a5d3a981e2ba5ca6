import { and, eq } from 'drizzle-orm';
import { EVENT_MESSAGES } from '@action-plus/contract';
import type { Database } from '#db/client';
import { registrations } from '#db/schema';
import { conflict, notFound } from '#lib/errors';
import { collectEventMails, type EventMails } from './event-mails';
import { countParticipants, findEventById, lockEvent } from './event-repository';
import { participantMails } from './participant-mails';
import { fillFreedPlaces, findPerson } from './waiting-list-repository';

/**
 * Unregisters the member and returns the new participant count. Leaving stays possible after the
 * event (the profile offers 'Se désinscrire' on past events too). The place freed goes at once to
 * the first in line, in the same transaction under the event's row lock, so that no join from any
 * instance can take it in between; the acknowledgement and the promotion mail are stored with it.
 */
export async function leaveEvent(
  db: Database,
  eventId: number,
  userId: number,
  { now = new Date(), mails }: { now?: Date; mails?: EventMails } = {},
): Promise<number> {
  const outbox = collectEventMails(mails);
  const participantCount = await db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw notFound(EVENT_MESSAGES.eventNotFound);
    const deleted = await tx
      .delete(registrations)
      .where(and(eq(registrations.eventId, eventId), eq(registrations.userId, userId)))
      .returning({ id: registrations.id });
    if (deleted.length === 0) throw conflict(EVENT_MESSAGES.notRegistered);

    const promoted = await fillFreedPlaces(tx, event, now);
    if (mails) {
      const saved = (await findEventById(tx, eventId, undefined, now))!;
      const person = await findPerson(tx, userId);
      await outbox.store(tx, [
        ...(person && !saved.isPast ? [participantMails.left(mails, saved, person)] : []),
        ...promoted.map((promotedPerson) => participantMails.promoted(mails, saved, promotedPerson)),
      ]);
    }
    return countParticipants(tx, eventId);
  });
  outbox.sendAfterCommit();
  return participantCount;
}

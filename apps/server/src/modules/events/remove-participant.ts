import { and, eq } from 'drizzle-orm';
import { EVENT_MESSAGES, WAITING_LIST_MESSAGES } from '@action-plus/contract';
import type { Database } from '#db/client';
import { registrations } from '#db/schema';
import { notFound } from '#lib/errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { collectEventMails, type EventMails } from './event-mails';
import { countParticipants, findEventById, lockEvent } from './event-repository';
import { participantMails } from './participant-mails';
import { fillFreedPlaces, findPerson, removeFromWaitingList } from './waiting-list-repository';

/**
 * The organiser takes someone off the event, or off its waiting list: they are told by mail, and a
 * freed place goes to the first in line in the same transaction (under the event's row lock).
 */
export async function removeParticipant(
  db: Database,
  eventId: number,
  userId: number,
  { now = new Date(), mails, actor }: { now?: Date; mails?: EventMails; actor?: AuditActor } = {},
): Promise<{ participantCount: number; wasWaiting: boolean }> {
  const outbox = collectEventMails(mails);
  const result = await db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw notFound(EVENT_MESSAGES.eventNotFound);
    const person = await findPerson(tx, userId);
    const deleted = await tx
      .delete(registrations)
      .where(and(eq(registrations.eventId, eventId), eq(registrations.userId, userId)))
      .returning({ id: registrations.id });
    const wasWaiting = deleted.length === 0;
    if (wasWaiting && !(await removeFromWaitingList(tx, eventId, userId))) throw notFound(WAITING_LIST_MESSAGES.personNotFound);

    if (actor !== undefined) {
      const removed = { user_id: userId, first_name: person?.firstName ?? null, list: wasWaiting ? 'waiting_list' : 'participants' };
      await recordAudit(tx, { actor, action: 'participant.remove', targetType: 'event', targetId: eventId, before: removed });
    }
    const promoted = wasWaiting ? [] : await fillFreedPlaces(tx, event, now);
    if (mails) {
      const saved = (await findEventById(tx, eventId, undefined, now))!;
      await outbox.store(tx, [
        ...(person ? [participantMails.removed(mails, saved, person, wasWaiting)] : []),
        ...promoted.map((promotedPerson) => participantMails.promoted(mails, saved, promotedPerson)),
      ]);
    }
    return { participantCount: await countParticipants(tx, eventId), wasWaiting };
  });
  outbox.sendAfterCommit();
  return result;
}

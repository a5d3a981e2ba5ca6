import { eq } from 'drizzle-orm';
import { EVENT_MESSAGES, type TEvent, type TUpdateEventRequest } from '@action-plus/contract';
import type { Database } from '#db/client';
import { events } from '#db/schema';
import { conflict, notFound } from '#lib/errors';
import type { EventChange } from '../mail/event-mail-templates';
import { deleteUnreferencedUploads, uploadIdsOf } from '../uploads/upload-repository';
import { collectEventMails, formatEventDate, formatEventTime, type EventMailOutbox, type EventMails } from './event-mails';
import { countParticipants, findEventById, lockEvent, type EventRow } from './event-repository';
import { fromParisDateTime, toParisDateTime } from '#lib/paris-time';
import { noticeRecipients, participantMails } from './participant-mails';
import { changedFields, recordAudit, type AuditActor } from '../audit/record-audit';
import { fillFreedPlaces, findParticipants, findWaitingList } from './waiting-list-repository';

/** What participants are told of: a new date, time or place, as it was and as it is. */
function changesBetween(before: Pick<EventRow, 'startsAt' | 'location'>, after: Pick<EventRow, 'startsAt' | 'location'>): EventChange[] {
  const changes: EventChange[] = [];
  const [oldDate, newDate] = [formatEventDate(before.startsAt), formatEventDate(after.startsAt)];
  const [oldTime, newTime] = [formatEventTime(before.startsAt), formatEventTime(after.startsAt)];
  if (oldDate !== newDate) changes.push({ label: 'Date', before: oldDate, after: newDate });
  if (oldTime !== newTime) changes.push({ label: 'Heure', before: oldTime, after: newTime });
  if (before.location !== after.location) changes.push({ label: 'Lieu', before: before.location, after: after.location });
  return changes;
}

/**
 * Changes the fields sent. The row is locked first, so that lowering the capacity and a member
 * joining cannot both succeed past the new limit; raising it gives the new places to the first in
 * line at once. A new date, time or place of an upcoming event is mailed to its participants and
 * its waiting list (those who keep reminders on), stored by the same transaction; a new start also
 * lets the day-before reminders go again. `outbox`: the caller's, which then sends after its own
 * commit (a series edit running this once per date in one transaction).
 */
export async function updateEvent(
  db: Database,
  id: number,
  request: TUpdateEventRequest,
  { now = new Date(), mails, outbox, actor }: { now?: Date; mails?: EventMails; outbox?: EventMailOutbox; actor?: AuditActor } = {},
): Promise<TEvent> {
  const ownOutbox = outbox ?? collectEventMails(mails);
  await db.transaction(async (tx) => {
    const current = await lockEvent(tx, id);
    if (!current) throw notFound(EVENT_MESSAGES.eventNotFound);

    if (request.max_participants !== undefined && request.max_participants < current.maxParticipants) {
      const participantCount = await countParticipants(tx, id);
      if (request.max_participants < participantCount) throw conflict(EVENT_MESSAGES.maxBelowParticipants(participantCount));
    }

    const currentStart = toParisDateTime(current.startsAt);
    const startsAt =
      request.date !== undefined || request.time !== undefined
        ? fromParisDateTime(request.date ?? currentStart.date, request.time ?? currentStart.time)
        : undefined;
    const isMoved = startsAt !== undefined && startsAt.getTime() !== current.startsAt.getTime();

    await tx
      .update(events)
      .set({
        ...(request.title !== undefined && { title: request.title }),
        ...(request.description !== undefined && { description: request.description }),
        ...(startsAt !== undefined && { startsAt }),
        ...(request.type !== undefined && { type: request.type }),
        ...(request.location !== undefined && { location: request.location }),
        ...(request.image !== undefined && { image: request.image }),
        ...(request.images !== undefined && { images: request.images }),
        ...(request.max_participants !== undefined && { maxParticipants: request.max_participants }),
        ...(request.isFeatured !== undefined && { isFeatured: request.isFeatured }),
        // The new day gets its own reminders.
        ...(isMoved && { remindersQueuedAt: null }),
      })
      .where(eq(events.id, id));

    if (actor !== undefined) {
      const { date, time } = toParisDateTime(current.startsAt);
      const was: Record<string, unknown> = {
        title: current.title,
        description: current.description,
        date,
        time,
        type: current.type,
        location: current.location,
        image: current.image,
        images: current.images,
        max_participants: current.maxParticipants,
        isFeatured: current.isFeatured,
      };
      const sent = Object.fromEntries(Object.entries(request).filter(([key, value]) => value !== undefined && key in was));
      const change = changedFields(Object.fromEntries(Object.keys(sent).map((key) => [key, was[key]])), sent);
      await recordAudit(tx, { actor, action: 'event.update', targetType: 'event', targetId: id, ...change });
    }

    // Images the event no longer shows go, unless something else still shows them.
    const kept = new Set(uploadIdsOf([request.image !== undefined ? request.image : current.image, ...(request.images ?? current.images)]));
    const dropped = uploadIdsOf([current.image, ...current.images]).filter((uploadId) => !kept.has(uploadId));
    await deleteUnreferencedUploads(tx, dropped);

    const updated: EventRow = {
      ...current,
      startsAt: startsAt ?? current.startsAt,
      location: request.location ?? current.location,
      maxParticipants: request.max_participants ?? current.maxParticipants,
    };
    const changes = updated.startsAt.getTime() > now.getTime() ? changesBetween(current, updated) : [];
    const toldOfChanges = changes.length > 0 && mails ? [...(await findParticipants(tx, id)), ...(await findWaitingList(tx, id))] : [];
    const promoted = await fillFreedPlaces(tx, updated, now);

    if (mails && (promoted.length > 0 || toldOfChanges.length > 0)) {
      const saved = (await findEventById(tx, id, undefined, now))!;
      const promotedIds = new Set(promoted.map((person) => person.userId));
      await ownOutbox.store(tx, [
        ...promoted.map((person) => participantMails.promoted(mails, saved, person)),
        // The promoted learn the new details from their promotion mail.
        ...noticeRecipients(toldOfChanges)
          .filter((person) => !promotedIds.has(person.userId))
          .map((person) => participantMails.changed(mails, saved, person, changes)),
      ]);
    }
  });
  if (!outbox) ownOutbox.sendAfterCommit();
  return (await findEventById(db, id, undefined, now))!;
}

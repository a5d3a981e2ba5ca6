import { eq } from 'drizzle-orm';
import { EVENT_MESSAGES } from '@action-plus/contract';
import type { Database } from '#db/client';
import { eventPhotos, events } from '#db/schema';
import { notFound } from '#lib/errors';
import { toParisDateTime } from '#lib/paris-time';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { deleteUnreferencedUploads, uploadIdsOf } from '../uploads/upload-repository';
import { collectEventMails, type EventMailOutbox, type EventMails } from './event-mails';
import { findEventById, lockEvent } from './event-repository';
import { noticeRecipients, participantMails } from './participant-mails';
import { findParticipants, findWaitingList } from './waiting-list-repository';

/**
 * The registrations and the waiting list go with the event (ON DELETE CASCADE); its images too,
 * unless shown elsewhere. An upcoming event's participants and waiting list (those who keep
 * reminders on) are told by mail, stored by the same transaction; a past event's, nobody.
 * `outbox`: the caller's, which then sends after its own commit (a series deleted in one transaction).
 */
export async function deleteEvent(
  db: Database,
  id: number,
  { now = new Date(), mails, outbox, actor }: { now?: Date; mails?: EventMails; outbox?: EventMailOutbox; actor?: AuditActor } = {},
): Promise<void> {
  const ownOutbox = outbox ?? collectEventMails(mails);
  await db.transaction(async (tx) => {
    const event = await lockEvent(tx, id);
    if (!event) throw notFound(EVENT_MESSAGES.eventNotFound);
    if (mails && event.startsAt.getTime() > now.getTime()) {
      const told = noticeRecipients([...(await findParticipants(tx, id)), ...(await findWaitingList(tx, id))]);
      const saved = (await findEventById(tx, id, undefined, now))!;
      await ownOutbox.store(
        tx,
        told.map((person) => participantMails.cancelled(mails, saved, person)),
      );
    }
    if (actor !== undefined) {
      const { date, time } = toParisDateTime(event.startsAt);
      const was = {
        title: event.title,
        date,
        time,
        type: event.type,
        location: event.location,
        max_participants: event.maxParticipants,
        series_id: event.seriesId,
      };
      await recordAudit(tx, { actor, action: 'event.delete', targetType: 'event', targetId: id, before: was });
    }
    // The album's photos go with the event (cascade): their images too, unless used elsewhere.
    const photos = await tx.select({ uploadId: eventPhotos.uploadId }).from(eventPhotos).where(eq(eventPhotos.eventId, id));
    const [deleted] = await tx.delete(events).where(eq(events.id, id)).returning({ image: events.image, images: events.images });
    await deleteUnreferencedUploads(tx, [...uploadIdsOf([deleted!.image, ...deleted!.images]), ...photos.map(({ uploadId }) => uploadId)]);
  });
  if (!outbox) ownOutbox.sendAfterCommit();
}

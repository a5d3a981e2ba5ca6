import { eq } from 'drizzle-orm';
import { EVENT_MESSAGES, type TEvent, type TUpdateEventRequest } from '@action-plus/contract';
import type { Database } from '#db/client';
import { events } from '#db/schema';
import { conflict, notFound } from '#lib/errors';
import { deleteUnreferencedUploads, uploadIdsOf } from '../uploads/upload-repository';
import { countParticipants, findEventById, lockEvent } from './event-repository';
import { fromParisDateTime, toParisDateTime } from './paris-time';

/**
 * Changes the fields sent. The row is locked first, so that lowering the capacity and a member
 * joining cannot both succeed past the new limit.
 */
export async function updateEvent(db: Database, id: number, request: TUpdateEventRequest): Promise<TEvent> {
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
      })
      .where(eq(events.id, id));

    // Images the event no longer shows go, unless something else still shows them.
    const kept = new Set(uploadIdsOf([request.image !== undefined ? request.image : current.image, ...(request.images ?? current.images)]));
    const dropped = uploadIdsOf([current.image, ...current.images]).filter((uploadId) => !kept.has(uploadId));
    await deleteUnreferencedUploads(tx, dropped);
  });
  return (await findEventById(db, id))!;
}

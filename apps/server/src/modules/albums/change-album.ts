import { and, eq, sql } from 'drizzle-orm';
import { ALBUM_LIMITS, ALBUM_MESSAGES, EVENT_MESSAGES, type TAlbumPhoto, type TUpdatePhotoRequest } from '@action-plus/contract';
import type { Database, Transaction } from '#db/client';
import { eventPhotos, events } from '#db/schema';
import { badRequest, conflict, notFound } from '#lib/errors';
import type { AuditActor } from '../audit/record-audit';
import { recordAudit } from '../audit/record-audit';
import { deleteUnreferencedUploads, insertUpload } from '../uploads/upload-repository';
import type { EncodedImage } from '../uploads/store-uploaded-images';
import type { UploadStore } from '../uploads/upload-store';
import { countAlbumPhotos, findAlbumPhoto, listAlbumPhotos } from './album-repository';

/**
 * Locks the event's row for an album change: two uploads at once get positions one after the
 * other, the count checked against the album's limit is the one written, and two covers chosen at
 * once end with one.
 */
async function lockAlbum(tx: Transaction, eventId: number): Promise<{ startsAt: Date }> {
  const [event] = await tx.select({ startsAt: events.startsAt }).from(events).where(eq(events.id, eventId)).for('update');
  if (!event) throw notFound(EVENT_MESSAGES.eventNotFound);
  return event;
}

async function requirePhoto(tx: Transaction, eventId: number, photoId: number): Promise<TAlbumPhoto> {
  const photo = await findAlbumPhoto(tx, eventId, photoId);
  if (!photo) throw notFound(ALBUM_MESSAGES.photoNotFound);
  return photo;
}

/** Adds an encoded photo at the end of the album of an event that has taken place. */
export async function addPhoto(
  db: Database,
  store: UploadStore,
  eventId: number,
  image: EncodedImage,
  actor: NonNullable<AuditActor>,
  now = new Date(),
): Promise<TAlbumPhoto> {
  return db.transaction(async (tx) => {
    const { startsAt } = await lockAlbum(tx, eventId);
    if (startsAt.getTime() > now.getTime()) throw badRequest(ALBUM_MESSAGES.eventNotPast);
    if ((await countAlbumPhotos(tx, eventId)) >= ALBUM_LIMITS.MAX_PHOTOS_PER_ALBUM) throw conflict(ALBUM_MESSAGES.albumFull);
    await insertUpload(tx, store, { ...image, uploadedBy: actor.id });
    const [created] = await tx
      .insert(eventPhotos)
      .values({
        eventId,
        uploadId: image.id,
        position: sql`(select coalesce(max(${eventPhotos.position}), 0) + 1 from ${eventPhotos} where ${eventPhotos.eventId} = ${eventId})`,
        uploadedBy: actor.id,
      })
      .returning({ id: eventPhotos.id });
    await recordAudit(tx, { actor, action: 'photo.add', targetType: 'photo', targetId: created!.id, after: { event_id: eventId, upload_id: image.id } });
    return (await findAlbumPhoto(tx, eventId, created!.id))!;
  });
}

export async function updatePhoto(
  db: Database,
  eventId: number,
  photoId: number,
  request: TUpdatePhotoRequest,
  actor: NonNullable<AuditActor>,
): Promise<TAlbumPhoto> {
  return db.transaction(async (tx) => {
    const before = await requirePhoto(tx, eventId, photoId);
    await tx.update(eventPhotos).set({ caption: request.caption, alt: request.alt, isHidden: request.is_hidden }).where(eq(eventPhotos.id, photoId));
    await recordAudit(tx, {
      actor,
      action: 'photo.update',
      targetType: 'photo',
      targetId: photoId,
      before: { caption: before.caption, alt: before.alt, is_hidden: before.is_hidden },
      after: request,
    });
    return (await findAlbumPhoto(tx, eventId, photoId))!;
  });
}

/** Deletes a photo, and its image unless something else shows it. */
export async function deletePhoto(db: Database, eventId: number, photoId: number, actor: NonNullable<AuditActor>): Promise<void> {
  await db.transaction(async (tx) => {
    const photo = await requirePhoto(tx, eventId, photoId);
    const [deleted] = await tx.delete(eventPhotos).where(eq(eventPhotos.id, photoId)).returning({ uploadId: eventPhotos.uploadId });
    await deleteUnreferencedUploads(tx, [deleted!.uploadId]);
    await recordAudit(tx, {
      actor,
      action: 'photo.delete',
      targetType: 'photo',
      targetId: photoId,
      before: { event_id: eventId, caption: photo.caption, image_url: photo.image_url },
    });
  });
}

/** Puts the album in the order given: every photo of it, once each. */
export async function reorderPhotos(db: Database, eventId: number, photoIds: number[], actor: NonNullable<AuditActor>): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAlbum(tx, eventId);
    const current = await listAlbumPhotos(tx, eventId, { withHidden: true });
    const given = new Set(photoIds);
    if (given.size !== photoIds.length || photoIds.length !== current.length || current.some((photo) => !given.has(photo.id))) {
      throw badRequest(ALBUM_MESSAGES.orderInvalid);
    }
    for (const [index, id] of photoIds.entries())
      await tx
        .update(eventPhotos)
        .set({ position: index + 1 })
        .where(eq(eventPhotos.id, id));
    await recordAudit(tx, {
      actor,
      action: 'album.reorder',
      targetType: 'event',
      targetId: eventId,
      before: { order: current.map((photo) => photo.id) },
      after: { order: photoIds },
    });
  });
}

/** Makes this photo the album's cover, and no other. */
export async function setAlbumCover(db: Database, eventId: number, photoId: number, actor: NonNullable<AuditActor>): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAlbum(tx, eventId);
    await requirePhoto(tx, eventId, photoId);
    const [previous] = await tx
      .update(eventPhotos)
      .set({ isCover: false })
      .where(and(eq(eventPhotos.eventId, eventId), eq(eventPhotos.isCover, true)))
      .returning({ id: eventPhotos.id });
    await tx.update(eventPhotos).set({ isCover: true }).where(eq(eventPhotos.id, photoId));
    await recordAudit(tx, {
      actor,
      action: 'album.cover',
      targetType: 'event',
      targetId: eventId,
      before: { cover: previous?.id ?? null },
      after: { cover: photoId },
    });
  });
}

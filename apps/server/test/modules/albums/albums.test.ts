import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALBUM_LIMITS, ALBUM_MESSAGES, type TAlbumListResponse, type TAlbumPhoto, type TEventAlbumResponse } from '@action-plus/contract';
import { auditLog, contactMessages, events, uploads } from '#db/schema';
import { insertEvent, type TestUser } from '#test/support/event-fixtures';
import { toMultipart } from '#test/support/multipart';
import { createTestApp, createTestUser, type TestApp } from '#test/support/test-app';

const HEIC_PHOTO = readFileSync(path.join(import.meta.dirname, '../../fixtures/photo.heic'));

/** A phone's photo: EXIF with a GPS position, the camera, and an orientation. */
const phonePhoto = (seed: number) =>
  sharp({ create: { width: 1800, height: 1200, channels: 3, background: { r: seed % 256, g: 80, b: 30 } } })
    .jpeg()
    .withMetadata({
      orientation: 1,
      exif: { IFD0: { Make: 'PhoneMaker', Model: `Modèle ${seed}` }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '49/1 7/1 0/1' } },
    })
    .toBuffer();

describe('photo albums', () => {
  let first: TestApp;
  let second: TestApp;
  let organiser: TestUser;
  let member: TestUser;
  let pastEventId: number;
  const inject = (options: InjectOptions, testApp = first) => testApp.app.inject(options);

  const upload = async (eventId: number, bytes: Buffer, name = 'photo.jpg', user = organiser, testApp = first) => {
    const { payload, headers } = await toMultipart([{ name, bytes }]);
    return inject({ method: 'POST', url: `/api/events/${eventId}/photos`, headers: { ...user.authorization, ...headers }, payload }, testApp);
  };

  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp({ database: first.database });
    organiser = await createTestUser(first, { roles: ['organiser'] });
    member = await createTestUser(first);
    const event = await insertEvent(first, { startsAt: new Date(Date.now() - 86_400_000), title: 'Concert de la Saint-Jean' });
    await first.context.db.update(events).set({ createdBy: organiser.user.id }).where(eq(events.id, event.id));
    pastEventId = event.id;
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('stores 50 photos sent on two instances, in order, re-encoded to WebP without EXIF', { timeout: 120_000 }, async () => {
    expect((await phonePhoto(0)).includes(Buffer.from('PhoneMaker'))).toBe(true);
    const added: TAlbumPhoto[] = [];
    for (let index = 0; index < 50; index += 1) {
      const response = await upload(pastEventId, await phonePhoto(index), `photo-${index}.jpg`, organiser, index % 2 === 0 ? first : second);
      expect(response.statusCode, response.body).toBe(201);
      added.push((response.json() as { photo: TAlbumPhoto }).photo);
    }
    expect(added.map((photo) => photo.position)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    expect(added[0]).toMatchObject({ width: 1600, height: 1067, is_hidden: false, is_cover: false });

    const album = (await inject({ method: 'GET', url: `/api/events/${pastEventId}/photos` })).json() as TEventAlbumResponse;
    expect(album.photos.map((photo) => photo.id)).toEqual(added.map((photo) => photo.id));

    for (const url of [added[0]!.image_url, added[0]!.card_url]) {
      const served = await inject({ method: 'GET', url });
      expect(served.headers['content-type']).toBe('image/webp');
      const bytes = served.rawPayload;
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      // No EXIF, XMP or ICC chunk: the position, the camera and the model are gone.
      for (const chunk of ['EXIF', 'XMP ', 'ICCP']) expect(bytes.includes(Buffer.from(chunk, 'latin1')), chunk).toBe(false);
      expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    }
  });

  it('reads an iPhone’s HEIC photo, and refuses what is not a photo, a file over 20 MB and an event still to come', async () => {
    const heic = await upload(pastEventId, HEIC_PHOTO, 'IMG_0001.HEIC');
    expect(heic.statusCode, heic.body).toBe(201);
    expect((heic.json() as { photo: TAlbumPhoto }).photo).toMatchObject({ width: 64, height: 48 });

    const text = await upload(pastEventId, Buffer.from('pas une image'), 'notes.jpg');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ detail: ALBUM_MESSAGES.notAPhoto('notes.jpg') });

    const tooLarge = await upload(pastEventId, Buffer.alloc(ALBUM_LIMITS.MAX_PHOTO_BYTES + 1, 1), 'enorme.jpg');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ detail: ALBUM_MESSAGES.photoTooLarge });

    const upcoming = await insertEvent(first, { startsAt: new Date(Date.now() + 86_400_000) });
    const admin = await createTestUser(first, { roles: ['admin'] });
    const early = await upload(upcoming.id, await phonePhoto(1), 'photo.jpg', admin);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ detail: ALBUM_MESSAGES.eventNotPast });
  });

  it('lets its managers caption, hide, reorder, choose the cover and delete; the gallery shows the album with its cover', async () => {
    const photos = (
      (await inject({ method: 'GET', url: `/api/events/${pastEventId}/photos/manage`, headers: organiser.authorization })).json() as TEventAlbumResponse
    ).photos;
    const [one, two, three] = photos;
    const headers = organiser.authorization;

    const captioned = await inject({
      method: 'PUT',
      url: `/api/events/${pastEventId}/photos/${one!.id}`,
      headers,
      payload: { caption: 'La chorale', alt: 'Vingt choristes sur la scène', is_hidden: false },
    });
    expect(captioned.json()).toMatchObject({ photo: { caption: 'La chorale', alt: 'Vingt choristes sur la scène' } });
    await inject({ method: 'PUT', url: `/api/events/${pastEventId}/photos/${two!.id}`, headers, payload: { caption: '', alt: '', is_hidden: true } });

    const reversed = [...photos].reverse().map((photo) => photo.id);
    expect((await inject({ method: 'PUT', url: `/api/events/${pastEventId}/photos/order`, headers, payload: { photo_ids: reversed } })).statusCode).toBe(200);
    const wrongOrder = await inject({ method: 'PUT', url: `/api/events/${pastEventId}/photos/order`, headers, payload: { photo_ids: reversed.slice(1) } });
    expect(wrongOrder.json()).toEqual({ detail: ALBUM_MESSAGES.orderInvalid });

    // Two covers chosen at once, on two instances: one cover.
    await Promise.all([
      inject({ method: 'PUT', url: `/api/events/${pastEventId}/photos/cover`, headers, payload: { photo_id: three!.id } }),
      inject({ method: 'PUT', url: `/api/events/${pastEventId}/photos/cover`, headers, payload: { photo_id: one!.id } }, second),
    ]);
    const managed = ((await inject({ method: 'GET', url: `/api/events/${pastEventId}/photos/manage`, headers })).json() as TEventAlbumResponse).photos;
    expect(managed.filter((photo) => photo.is_cover)).toHaveLength(1);
    expect(managed.map((photo) => photo.id)).toEqual(reversed);

    const visible = ((await inject({ method: 'GET', url: `/api/events/${pastEventId}/photos` }, second)).json() as TEventAlbumResponse).photos;
    expect(visible.map((photo) => photo.id)).toEqual(reversed.filter((id) => id !== two!.id));

    const gallery = (await inject({ method: 'GET', url: '/api/albums' })).json() as TAlbumListResponse;
    const album = gallery.albums.find((entry) => entry.event_id === pastEventId);
    expect(album).toMatchObject({ event_title: 'Concert de la Saint-Jean', photo_count: visible.length });
    const cover = managed.find((photo) => photo.is_cover)!;
    expect(album?.cover.card_url).toBe(cover.card_url);

    const deleted = await inject({ method: 'DELETE', url: `/api/events/${pastEventId}/photos/${three!.id}`, headers });
    expect(deleted.json()).toEqual({ message: ALBUM_MESSAGES.photoDeleted });
    const uploadId = /\/uploads\/([a-f0-9]{32})\.webp/.exec(three!.image_url)![1]!;
    expect(await first.context.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.id, uploadId))).toEqual([]);
    const actions = await first.context.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.actorId, organiser.user.id));
    expect(new Set(actions.map(({ action }) => action))).toEqual(new Set(['photo.add', 'photo.update', 'album.reorder', 'album.cover', 'photo.delete']));
  });

  it('refuses the album’s changes to a member and to another organiser', async () => {
    const other = await createTestUser(first, { roles: ['organiser'] });
    for (const user of [member, other]) {
      expect((await upload(pastEventId, await phonePhoto(7), 'photo.jpg', user)).statusCode).toBe(403);
      expect((await inject({ method: 'GET', url: `/api/events/${pastEventId}/photos/manage`, headers: user.authorization })).statusCode).toBe(403);
    }
  });

  it('sends a member’s request to remove a photo to the admins’ inbox', async () => {
    const [photo] = ((await inject({ method: 'GET', url: `/api/events/${pastEventId}/photos` })).json() as TEventAlbumResponse).photos;
    const response = await inject({
      method: 'POST',
      url: `/api/photos/${photo!.id}/removal-request`,
      headers: member.authorization,
      payload: { reason: 'Je suis au premier rang.' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ message: ALBUM_MESSAGES.removalRequested });
    const [message] = await first.context.db.select().from(contactMessages).where(eq(contactMessages.subject, ALBUM_MESSAGES.removalSubject));
    expect(message).toMatchObject({ email: member.user.email, userId: member.user.id, status: 'unread' });
    expect(message?.message).toContain(`/events/${pastEventId}#photo-${photo!.id}`);
    expect(message?.message).toContain('Je suis au premier rang.');
    expect((await inject({ method: 'POST', url: `/api/photos/${photo!.id}/removal-request`, payload: {} })).statusCode).toBe(401);
  });

  it('goes with its event: deleting the event deletes its photos and their images', async () => {
    const admin = await createTestUser(first, { roles: ['admin'] });
    const event = await insertEvent(first, { startsAt: new Date(Date.now() - 3_600_000), title: 'Pique-nique' });
    const added = await upload(event.id, await phonePhoto(99), 'pique-nique.jpg', admin);
    const uploadId = /\/uploads\/([a-f0-9]{32})\.webp/.exec((added.json() as { photo: TAlbumPhoto }).photo.image_url)![1]!;
    expect((await inject({ method: 'DELETE', url: `/api/events/${event.id}`, headers: admin.authorization })).statusCode).toBe(200);
    expect(await first.context.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.id, uploadId))).toEqual([]);
  });
});

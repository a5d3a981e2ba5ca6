import { existsSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAlbumPhoto } from '@action-plus/contract';
import { events, uploads } from '#db/schema';
import { moveUploadBytesToFiles, sweepUnnamedUploadFiles, UNNAMED_FILE_GRACE_MS, uploadsOutOfReach } from '#modules/uploads/upload-files-upkeep';
import { findUploadImage } from '#modules/uploads/upload-repository';
import { directoryUploadStore, isDirectoryStore } from '#modules/uploads/upload-store';
import { insertEvent, type TestUser } from '#test/support/event-fixtures';
import { toMultipart, uploadImageThroughApi } from '#test/support/multipart';
import { createTestApp, createTestUser, type TestApp } from '#test/support/test-app';

const picture = (seed: number) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: 90 } } })
    .jpeg()
    .toBuffer();

const idOf = (url: string) => /\/uploads\/([a-f0-9]{32})/.exec(url)![1]!;
const fileOf = (directory: string, url: string) => path.join(directory, idOf(url).slice(0, 2), url.slice('/uploads/'.length));
const LATER = () => new Date(Date.now() + UNNAMED_FILE_GRACE_MS + 60_000);

/** Decision 045: the same site with UPLOADS_DIR, two instances sharing the directory, and one without it. */
describe('upload bytes as files (UPLOADS_DIR)', () => {
  let inDatabase: TestApp;
  let first: TestApp;
  let second: TestApp;
  let directory: string;
  let admin: TestUser;

  const uploadImage = async (testApp: TestApp, seed: number) =>
    uploadImageThroughApi(testApp.app, admin.authorization, { name: `image-${seed}.jpg`, bytes: await picture(seed) });
  const rowOf = async (url: string) =>
    (
      await first.context.db
        .select()
        .from(uploads)
        .where(eq(uploads.id, idOf(url)))
    )[0];

  beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'action-plus-images-'));
    inDatabase = await createTestApp();
    first = await createTestApp({ database: inDatabase.database, config: { uploadsDir: directory } });
    second = await createTestApp({ database: inDatabase.database, config: { uploadsDir: directory } });
    admin = await createTestUser(first, { role: 'admin' });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await inDatabase.close();
  });

  it('writes an upload’s two variants as files the row does not hold, served by every instance', async () => {
    expect(isDirectoryStore(first.context.uploadStore)).toBe(true);
    expect(isDirectoryStore(inDatabase.context.uploadStore)).toBe(false);
    const uploaded = await uploadImage(first, 1);
    const row = await rowOf(uploaded.image_url);
    expect(row).toMatchObject({ cardImage: null, fullImage: null, width: 900, height: 600 });

    for (const url of [uploaded.image_url, uploaded.card_url]) {
      const onDisk = readFileSync(fileOf(directory, url));
      expect(onDisk.subarray(8, 12).toString('latin1')).toBe('WEBP');
      for (const instance of [first, second]) {
        const served = await instance.app.inject({ method: 'GET', url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(served.rawPayload.equals(onDisk)).toBe(true);
      }
    }
    expect((await sharp(readFileSync(fileOf(directory, uploaded.card_url))).metadata()).width).toBeLessThan(900);
  });

  it('stops serving a deleted photo at once, and sweeps its files once no row names them', async () => {
    const organiser = await createTestUser(first, { roles: ['organiser'] });
    const event = await insertEvent(first, { startsAt: new Date(Date.now() - 86_400_000), title: 'Fête des voisins' });
    await first.context.db.update(events).set({ createdBy: organiser.user.id }).where(eq(events.id, event.id));
    const body = await toMultipart([{ name: 'voisins.jpg', bytes: await picture(2) }]);
    const added = await second.app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/photos`,
      headers: { ...organiser.authorization, ...body.headers },
      payload: body.payload,
    });
    expect(added.statusCode, added.body).toBe(201);
    const photo = (added.json() as { photo: TAlbumPhoto }).photo;
    expect((await first.app.inject({ method: 'GET', url: photo.image_url })).statusCode).toBe(200);
    const kept = await uploadImage(first, 3);

    const removed = await first.app.inject({ method: 'DELETE', url: `/api/events/${event.id}/photos/${photo.id}`, headers: organiser.authorization });
    expect(removed.statusCode, removed.body).toBe(200);
    // The row went with the photo: no instance serves the file still on disk.
    expect(existsSync(fileOf(directory, photo.image_url))).toBe(true);
    for (const instance of [first, second]) expect((await instance.app.inject({ method: 'GET', url: photo.image_url })).statusCode).toBe(404);

    // A write a crash interrupted, and a file written a moment ago (its row is on its way): the first goes, the second stays.
    const interrupted = path.join(directory, 'ab', `${'ab'.padEnd(32, '0')}.webp.123456.partiel`);
    const young = path.join(directory, 'cd', `${'cd'.padEnd(32, '1')}.webp`);
    for (const file of [interrupted, young]) {
      await import('node:fs/promises').then(({ mkdir }) => mkdir(path.dirname(file), { recursive: true }));
      writeFileSync(file, 'x');
    }
    const now = LATER();
    utimesSync(young, now, now);

    const store = first.context.uploadStore;
    if (!isDirectoryStore(store)) throw new Error('directory store expected');
    // Within the grace period nothing goes: the deleted photo's files are too young.
    expect(await sweepUnnamedUploadFiles(first.context.db, store)).toBe(0);
    expect(await sweepUnnamedUploadFiles(first.context.db, store, now)).toBe(3);
    expect(existsSync(fileOf(directory, photo.image_url))).toBe(false);
    expect(existsSync(fileOf(directory, photo.card_url))).toBe(false);
    expect(existsSync(interrupted)).toBe(false);
    expect(existsSync(young)).toBe(true);
    // Files rows still name are kept.
    expect(existsSync(fileOf(directory, kept.image_url))).toBe(true);
    expect((await second.app.inject({ method: 'GET', url: kept.card_url })).statusCode).toBe(200);
  });

  it('moves the bytes of images uploaded before UPLOADS_DIR into files, once, whatever the number of instances', async () => {
    const before = await Promise.all([1, 2, 3, 4, 5].map((seed) => uploadImage(inDatabase, 100 + seed)));
    const servedBefore = await Promise.all(before.map(async (image) => (await inDatabase.app.inject({ method: 'GET', url: image.image_url })).rawPayload));
    expect((await rowOf(before[0]!.image_url))!.fullImage).not.toBeNull();
    // Before the move, an instance with UPLOADS_DIR serves them from their rows.
    expect((await first.app.inject({ method: 'GET', url: before[0]!.card_url })).statusCode).toBe(200);

    const stores = [first, second].map((instance) => instance.context.uploadStore);
    if (!stores.every(isDirectoryStore)) throw new Error('directory stores expected');
    const moved = await Promise.all(stores.map((store) => moveUploadBytesToFiles(first.context.db, store)));
    expect(moved.reduce((sum, count) => sum + count, 0)).toBe(5);
    expect(await moveUploadBytesToFiles(first.context.db, stores[0]!)).toBe(0);

    for (const [index, image] of before.entries()) {
      expect(await rowOf(image.image_url)).toMatchObject({ cardImage: null, fullImage: null });
      expect(readFileSync(fileOf(directory, image.image_url)).equals(servedBefore[index]!)).toBe(true);
      expect((await second.app.inject({ method: 'GET', url: image.image_url })).rawPayload.equals(servedBefore[index]!)).toBe(true);
    }
    // The receipts' signature and every other reader go through the same store.
    expect((await findUploadImage(first.context.db, directoryUploadStore(directory), idOf(before[1]!.card_url), 'card'))!.length).toBeGreaterThan(0);
  });

  it('tells the admin when UPLOADS_DIR is taken away from images whose bytes are files', async () => {
    const message = await uploadsOutOfReach(inDatabase.context.db, inDatabase.context.uploadStore);
    expect(message).toMatch(/^\d+ images ont leurs octets dans le dossier UPLOADS_DIR/);
    expect(await uploadsOutOfReach(first.context.db, first.context.uploadStore)).toBeUndefined();
    const [inFiles] = await first.context.db.select().from(uploads).where(eq(uploads.width, 900)).limit(1);
    expect((await inDatabase.app.inject({ method: 'GET', url: `/uploads/${inFiles!.id}.webp` })).statusCode).toBe(404);
  });
});

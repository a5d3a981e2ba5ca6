/**
 * npm run bench:albums: what 2 000 album photos cost the database (issue 26's storage question).
 * Fills a fresh database (embedded, or PostgreSQL with TEST_DATABASE_URL) with 40 past events of 50
 * photos each, every photo stored as the site stores one (its two WebP variants in `uploads`, sized
 * like a phone's photo once re-encoded: about 250 KB at 1 600 px and 35 KB at 640 px; the bytes are
 * random, as incompressible as WebP), then prints the database's size and, under load (autocannon,
 * 10 connections), the time to serve a full photo, a card, an album's list and the gallery.
 * Then it moves the bytes into files (UPLOADS_DIR) as a site given that setting does, and serves
 * the photos again from there. Not a test: it prints figures; decision 045 records them.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import autocannon from 'autocannon';
import type { AddressInfo } from 'node:net';
import type { Database } from '#db/client';
import { eventPhotos, events, uploads } from '#db/schema';
import { moveUploadBytesToFiles } from '#modules/uploads/upload-files-upkeep';
import { directoryUploadStore } from '#modules/uploads/upload-store';
import { createTestApp, type TestApp } from '#test/support/test-app';

const ALBUMS = 40;
const PHOTOS_PER_ALBUM = 50;
const FULL_BYTES = 250 * 1024;
const CARD_BYTES = 35 * 1024;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
const DAY_MS = 86_400_000;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} Mo`;

async function printSizes(db: Database) {
  const sizes = await db.execute<{ database: string; uploads: string }>(
    sql`select pg_database_size(current_database())::text as database, pg_total_relation_size('uploads')::text as uploads`,
  );
  const { database, uploads: uploadsSize } = (sizes as unknown as { rows: Array<{ database: string; uploads: string }> }).rows[0]!;
  console.log(`base de données : ${megabytes(Number(database))}, dont uploads : ${megabytes(Number(uploadsSize))}`);
}

async function serve(testApp: TestApp, scenarios: readonly (readonly [string, string])[]) {
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  for (const [label, path] of scenarios) {
    const result = await autocannon({ url: `${base}${path}`, connections: 10, duration: DURATION_SECONDS });
    console.log(
      `${label.padEnd(24)} ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
    );
  }
}

async function main() {
  const testApp = await createTestApp();
  const { db } = testApp.context;
  const started = Date.now();
  const eventIds: number[] = [];
  for (let album = 0; album < ALBUMS; album += 1) {
    const [event] = await db
      .insert(events)
      .values({
        title: `Album ${album + 1}`,
        description: 'Un événement passé.',
        startsAt: new Date(Date.now() - (album + 1) * DAY_MS),
        location: 'Metz',
        maxParticipants: 50,
      })
      .returning({ id: events.id });
    eventIds.push(event!.id);
    for (let photo = 0; photo < PHOTOS_PER_ALBUM; photo += 1) {
      const id = randomBytes(16).toString('hex');
      await db.insert(uploads).values({ id, fullImage: randomBytes(FULL_BYTES), cardImage: randomBytes(CARD_BYTES), width: 1600, height: 1067 });
      await db.insert(eventPhotos).values({ eventId: event!.id, uploadId: id, position: photo + 1, alt: `Photo ${photo + 1}` });
    }
  }
  const filledInSeconds = (Date.now() - started) / 1000;
  const [first] = await db.select({ id: eventPhotos.uploadId }).from(eventPhotos).limit(1);
  const photos = [
    ['une photo (1 600 px)', `/uploads/${first!.id}.webp`],
    ['une vignette (640 px)', `/uploads/${first!.id}-card.webp`],
  ] as const;
  console.log(`${ALBUMS * PHOTOS_PER_ALBUM} photos écrites en ${filledInSeconds.toFixed(0)} s`);
  console.log('— octets dans la base');
  await printSizes(db);
  await serve(testApp, [...photos, ['un album (50 photos)', `/api/events/${eventIds[0]}/photos`], ['la galerie', '/api/albums']]);

  const directory = mkdtempSync(path.join(tmpdir(), 'action-plus-bench-images-'));
  const onFiles = await createTestApp({ database: testApp.database, config: { uploadsDir: directory } });
  const moveStarted = Date.now();
  const moved = await moveUploadBytesToFiles(db, directoryUploadStore(directory));
  console.log(`— octets dans UPLOADS_DIR : ${moved} images déplacées en ${((Date.now() - moveStarted) / 1000).toFixed(0)} s`);
  await printSizes(db);
  await serve(onFiles, photos);
  await onFiles.close();
  await testApp.close();
  rmSync(directory, { recursive: true, force: true });
}

await main();

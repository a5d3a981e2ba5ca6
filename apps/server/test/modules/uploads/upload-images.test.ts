import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { EVENT_MESSAGES, UPLOAD_LIMITS, type TUploadResponse, ROLE_MESSAGES } from '@action-plus/contract';
import { uploads } from '#db/schema';
import { createAppWithAdminAndMember, createEventThroughApi, type TestUser } from '#test/support/event-fixtures';
import { toMultipart, type Upload } from '#test/support/multipart';
import type { TestApp } from '#test/support/test-app';

/** A photo as a phone takes it: landscape pixels, EXIF saying "rotate 90°", and a GPS-like comment. */
const createPhoneJpeg = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 80, b: 30 } } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Secret GPS 49.12N 6.18E', Make: 'PhoneMaker' } } })
    .toBuffer();

const createPng = (width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 4, background: '#00ff00' } })
    .png()
    .toBuffer();

describe('POST /api/upload-multiple-images', () => {
  let testApp: TestApp;
  let admin: TestUser;
  let member: TestUser;

  beforeAll(async () => ({ testApp, admin, member } = await createAppWithAdminAndMember()));
  afterAll(() => testApp.close());

  const upload = async (files: Upload[], authorization: Record<string, string> = admin.authorization) => {
    const body = await toMultipart(files);
    return testApp.app.inject({ method: 'POST', url: '/api/upload-multiple-images', headers: { ...authorization, ...body.headers }, payload: body.payload });
  };

  it('re-encodes a real JPEG into WebP variants, upright and without its metadata, served with immutable caching', async () => {
    const response = await upload([{ name: 'photo.jpg', bytes: await createPhoneJpeg(), type: 'image/jpeg' }]);
    expect(response.statusCode).toBe(200);
    const body = response.json() as TUploadResponse;
    expect(body.uploaded_files).toHaveLength(1);
    const [file] = body.uploaded_files;
    expect(file!.image_url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    expect(file!.card_url).toBe(file!.image_url.replace('.webp', '-card.webp'));
    // Turned upright from the EXIF orientation: portrait now.
    expect(file).toMatchObject({ width: 800, height: 1200 });

    const full = await testApp.app.inject({ method: 'GET', url: file!.image_url });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const fullMetadata = await sharp(full.rawPayload).metadata();
    expect(fullMetadata).toMatchObject({ format: 'webp', width: 800, height: 1200 });
    expect(fullMetadata.exif).toBeUndefined();
    expect(fullMetadata.orientation).toBeUndefined();
    expect(full.rawPayload.includes(Buffer.from('Secret GPS'))).toBe(false);
    expect(full.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);

    const card = await testApp.app.inject({ method: 'GET', url: file!.card_url });
    expect(card.statusCode).toBe(200);
    expect(card.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({ format: 'webp', width: UPLOAD_LIMITS.CARD_WIDTH });
  });

  it('shrinks a large image to the full width and never enlarges a small one', async () => {
    const response = await upload([
      { name: 'grande.png', bytes: await createPng(3000, 1500) },
      { name: 'petite.png', bytes: await createPng(300, 200) },
    ]);
    expect(response.statusCode).toBe(200);
    const [large, small] = (response.json() as TUploadResponse).uploaded_files;
    expect(large).toMatchObject({ width: UPLOAD_LIMITS.FULL_WIDTH, height: 800 });
    expect(small).toMatchObject({ width: 300, height: 200 });
    const smallCard = await testApp.app.inject({ method: 'GET', url: small!.card_url });
    expect((await sharp(smallCard.rawPayload).metadata()).width).toBe(300);
  });

  it('judges by the bytes: a PNG named .jpg is an image', async () => {
    const response = await upload([{ name: 'vacances.jpg', bytes: await createPng(), type: 'image/jpeg' }]);
    expect(response.statusCode).toBe(200);
    expect(response.json().uploaded_files).toHaveLength(1);
  });

  it('accepts WebP, GIF and AVIF too', async () => {
    const base = sharp({ create: { width: 64, height: 64, channels: 3, background: '#123456' } });
    const response = await upload([
      { name: 'a.webp', bytes: await base.clone().webp().toBuffer() },
      { name: 'b.gif', bytes: await base.clone().gif().toBuffer() },
      { name: 'c.avif', bytes: await base.clone().avif().toBuffer() },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().uploaded_files).toHaveLength(3);
  });

  it('judges by the bytes: a text file named .png is refused, and nothing of the batch is stored', async () => {
    const before = (await testApp.context.db.select({ id: uploads.id }).from(uploads)).length;
    const response = await upload([
      { name: 'bonne.png', bytes: await createPng(111, 111), type: 'image/png' },
      { name: 'virus.png', bytes: Buffer.from('Ceci est un fichier texte, pas une image.\n'.repeat(20)), type: 'image/png' },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ detail: EVENT_MESSAGES.notAnImage('virus.png') });
    expect((await testApp.context.db.select({ id: uploads.id }).from(uploads)).length).toBe(before);
  });

  it('refuses an SVG (it can carry scripts) and a truncated JPEG', async () => {
    const svg = await upload([{ name: 'logo.svg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') }]);
    expect(svg.statusCode).toBe(415);
    expect(svg.json()).toEqual({ detail: EVENT_MESSAGES.notAnImage('logo.svg') });

    const truncated = (await createPhoneJpeg()).subarray(0, 400);
    const broken = await upload([{ name: 'cassee.jpg', bytes: truncated }]);
    expect(broken.statusCode).toBe(415);
    expect(broken.json()).toEqual({ detail: EVENT_MESSAGES.unreadableImage('cassee.jpg') });
  });

  it('refuses a file over 10 MB with a French 413, not a 5xx', async () => {
    const header = await createPng();
    const oversized = Buffer.concat([header, Buffer.alloc(UPLOAD_LIMITS.MAX_FILE_BYTES + 1024)]);
    const response = await upload([{ name: 'enorme.png', bytes: oversized }]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: EVENT_MESSAGES.fileTooLarge });
  });

  it('refuses more than 10 files with a French 413', async () => {
    const png = await createPng();
    const response = await upload(Array.from({ length: UPLOAD_LIMITS.MAX_FILES + 1 }, (_, index) => ({ name: `${index}.png`, bytes: png })));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: EVENT_MESSAGES.tooManyFiles });
  });

  it('accepts exactly 10 files', async () => {
    const files = await Promise.all(
      Array.from({ length: UPLOAD_LIMITS.MAX_FILES }, async (_, index) => ({ name: `${index}.png`, bytes: await createPng(50 + index, 50) })),
    );
    const response = await upload(files);
    expect(response.statusCode).toBe(200);
    expect(response.json().uploaded_files).toHaveLength(10);
  });

  it('refuses an empty upload, another field name, and a body that is not multipart', async () => {
    const wrongField = await upload([{ name: 'a.png', bytes: await createPng(), field: 'image' }]);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual({ detail: EVENT_MESSAGES.noFiles });

    const json = await testApp.app.inject({ method: 'POST', url: '/api/upload-multiple-images', headers: admin.authorization, payload: { files: [] } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ detail: EVENT_MESSAGES.notMultipart });
  });

  it('is for admins only', async () => {
    const png = await createPng();
    expect((await upload([{ name: 'a.png', bytes: png }], {})).statusCode).toBe(401);
    const asMember = await upload([{ name: 'a.png', bytes: png }], member.authorization);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toEqual({ detail: ROLE_MESSAGES.permissionDenied });
  });

  it('answers 404 for unknown or malformed upload names', async () => {
    for (const url of [
      '/uploads/0123456789abcdef0123456789abcdef.webp',
      '/uploads/0123456789abcdef0123456789abcdef-card.webp',
      '/uploads/../etc/passwd',
      '/uploads/abc.webp',
      '/uploads/x',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('deleting an event deletes the uploads only it showed; editing one away deletes it too', async () => {
    const response = await upload([
      { name: 'a.png', bytes: await createPng(201, 100) },
      { name: 'b.png', bytes: await createPng(202, 100) },
      { name: 'c.png', bytes: await createPng(203, 100) },
    ]);
    const [onlyHere, shared, removedByEdit] = (response.json() as TUploadResponse).uploaded_files.map((file) => file.image_url) as [string, string, string];
    const event = await createEventThroughApi(testApp, admin.authorization, { image: onlyHere, images: [onlyHere, shared, removedByEdit] });
    await createEventThroughApi(testApp, admin.authorization, { images: [shared] });
    const status = async (url: string) => (await testApp.app.inject({ method: 'GET', url })).statusCode;

    const edited = await testApp.app.inject({
      method: 'PUT',
      url: `/api/events/${event.id}`,
      headers: admin.authorization,
      payload: { images: [onlyHere, shared] },
    });
    expect(edited.statusCode).toBe(200);
    expect(await status(removedByEdit)).toBe(404);
    expect(await status(onlyHere)).toBe(200);

    const deleted = await testApp.app.inject({ method: 'DELETE', url: `/api/events/${event.id}`, headers: admin.authorization });
    expect(deleted.statusCode).toBe(200);
    expect(await status(onlyHere)).toBe(404);
    expect(await status(onlyHere.replace('.webp', '-card.webp'))).toBe(404);
    expect(await status(shared)).toBe(200);
  });
});

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventThroughApi } from '#test/support/event-fixtures';
import { createTestApp, createTestUser, type TestApp } from '#test/support/test-app';

/**
 * The reads kept ready to send (visitors' lists and feeds, the treasurer's figures) are compressed
 * once, when they are built: each request then sends the bytes its client accepts, the same bytes
 * every time, never compressed again.
 */
describe('reads kept ready to send, compressed once', () => {
  let testApp: TestApp;
  let adminHeaders: { authorization: string };
  beforeAll(async () => {
    testApp = await createTestApp();
    const admin = await createTestUser(testApp, { role: 'admin' });
    adminHeaders = admin.authorization;
    // Enough events for the lists to be worth compressing (over 1 KB), titles in several alphabets.
    for (const title of ['Atelier d’écriture', 'Вечер поэзии', 'ليلة الموسيقى', '書道ワークショップ', 'Ciné-débat'])
      await createEventThroughApi(testApp, admin.authorization, { title });
  });
  afterAll(() => testApp.close());

  const read = (url: string, acceptEncoding: string | undefined, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers: { ...headers, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) } });

  const reads = [
    { url: '/api/events', type: 'application/json; charset=utf-8' },
    { url: '/api/events?when=upcoming&limit=12', type: 'application/json; charset=utf-8' },
    { url: '/api/events/feed.ics', type: 'text/calendar; charset=utf-8' },
    { url: '/api/admin/treasury', type: 'application/json; charset=utf-8', admin: true },
  ];

  it.each(reads)('$url: brotli, gzip or plain as the client asks, the same content in each', async ({ url, type, admin }) => {
    const headers = admin ? adminHeaders : {};
    const plain = await read(url, undefined, headers);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe(type);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await read(url, 'gzip, deflate, br, zstd', headers);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['content-type']).toBe(type);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);

    const gzip = await read(url, 'gzip, deflate', headers);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);

    expect((await read(url, 'br;q=0, gzip;q=0', headers)).rawPayload.equals(plain.rawPayload)).toBe(true);
    // Kept compressed: the next reader gets the very same bytes.
    expect((await read(url, 'br', headers)).rawPayload.equals(br.rawPayload)).toBe(true);
  });

  it('sends a list under 1 KB plain whatever the client accepts, as the compression plugin would', async () => {
    const response = await read('/api/events?when=past&limit=1', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ events: expect.any(Array) });
  });

  it('compresses a new list once the events change, never sending the old bytes', async () => {
    const before = brotliDecompressSync((await read('/api/events', 'br')).rawPayload).toString();
    await createEventThroughApi(testApp, adminHeaders, { title: 'Soirée jeux' });
    const after = brotliDecompressSync((await read('/api/events', 'br')).rawPayload).toString();
    expect(before).not.toContain('Soirée jeux');
    expect(after).toContain('Soirée jeux');
  });
});

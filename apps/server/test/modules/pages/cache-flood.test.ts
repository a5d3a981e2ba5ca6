import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_RENDERER_FILE } from '#modules/pages/page-renderer';
import { createEventThroughApi } from '#test/support/event-fixtures';
import { createTestApp, createTestUser, type TestApp } from '#test/support/test-app';

/**
 * A stand-in for the web build's renderer (apps/web/src/entry-server.tsx) that writes down each
 * address it renders and weighs what a real page weighs (tens of KB), as the 170 MB flood did.
 */
const RENDERER = `
export function createPageRenderer(readApi) {
  globalThis.renderedAddresses = [];
  return async (url) => {
    globalThis.renderedAddresses.push(url);
    const { events } = await (await readApi('/api/events')).json();
    const titles = events.map((event) => '<li>' + event.title + '</li>').join('');
    return { markup: '<main data-url="' + url + '"><ul>' + titles + '</ul><p>' + 'contenu '.repeat(5000) + '</p></main>', dataScript: '' };
  };
}`;

function createWebBuildWithRenderer(): string {
  const distDir = mkdtempSync(path.join(tmpdir(), 'action-plus-dist-'));
  mkdirSync(path.join(distDir, path.dirname(PAGE_RENDERER_FILE)), { recursive: true });
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html lang="fr"><head><!--page-head--></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(distDir, PAGE_RENDERER_FILE), RENDERER);
  return distDir;
}

const renderedAddresses = () => (globalThis as unknown as { renderedAddresses: string[] }).renderedAddresses;

/** The engine's collector, exposed at run time when the test runner did not start Node with --expose-gc. */
function findGarbageCollector(): (() => void) | null {
  if (typeof globalThis.gc === 'function') return globalThis.gc as () => void;
  try {
    v8.setFlagsFromString('--expose-gc');
    return vm.runInNewContext('gc') as () => void;
  } catch {
    return null;
  }
}

describe('a flood of distinct addresses leaves the server’s memory flat', () => {
  let testApp: TestApp;
  let eventId: number;
  const distinctUrl = (index: number) =>
    [
      `/events?v=${index}`,
      `/?utm=${index}`,
      `/events/${eventId}?x=${index}`,
      `/api/events?limit=${(index % 1000) + 1}&junk=${index}`,
      // Searches (issue 14): any text, in the page's address or the API's query, is read per request.
      `/events?q=recherche${index}&type=concert&month=2030-07`,
      `/api/events?q=recherche${index}&when=upcoming`,
    ][index % 6]!;

  let agent: http.Agent;
  let port: number;
  /** Over HTTP: app.inject keeps about 9 KB per request of its own, which would hide the server's. */
  const statusOf = (url: string) =>
    new Promise<number>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: url, agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        })
        .on('error', reject);
    });

  /** 3 000 requests, 50 at a time as a crawler would send them; every one answered. */
  async function flood(from: number) {
    for (let start = from; start < from + 3000; start += 50) {
      const statuses = await Promise.all(Array.from({ length: 50 }, (_, offset) => statusOf(distinctUrl(start + offset))));
      expect(new Set(statuses)).toEqual(new Set([200]));
    }
  }

  beforeAll(async () => {
    testApp = await createTestApp({ config: { webDistDir: createWebBuildWithRenderer() } });
    const admin = await createTestUser(testApp, { role: 'admin' });
    for (const title of ['Concert du soir', 'Atelier cuisine', 'Repas partagé']) {
      eventId = (await createEventThroughApi(testApp, admin.authorization, { title })).id;
    }
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    port = (testApp.app.server.address() as AddressInfo).port;
    agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
  });
  afterAll(async () => {
    agent.destroy();
    await testApp.close();
  });

  it('renders each page once and keeps it once, whatever its query string carries', { timeout: 120_000 }, async () => {
    for (const url of ['/events', '/', `/events/${eventId}`, '/api/events?limit=1', '/api/events?limit=2', '/api/events']) {
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    expect(renderedAddresses()).toEqual(['/events', '/', `/events/${eventId}`]);
    const cache = testApp.context.visitorsReadCache;
    const before = cache.size();

    await flood(0);

    expect(renderedAddresses()).toHaveLength(3);
    expect(cache.size()).toEqual(before);
  });

  it('sends a page asked for with extra parameters rendered, the same as without them', async () => {
    const plain = await testApp.app.inject({ method: 'GET', url: `/events/${eventId}` });
    const withJunk = await testApp.app.inject({ method: 'GET', url: `/events/${eventId}?utm_source=lettre&fbclid=abc&v=%00%ff` });
    expect(withJunk.statusCode).toBe(200);
    expect(withJunk.body).toContain(`<main data-url="/events/${eventId}"><ul><li>Concert du soir</li>`);
    expect(withJunk.body).toBe(plain.body);
  });

  it('renders and keeps a page asked for with trailing slashes as the page itself', async () => {
    const canonical = { '/events': '', [`/events/${eventId}`]: '' };
    for (const url of Object.keys(canonical)) canonical[url] = (await testApp.app.inject({ method: 'GET', url })).body;
    const rendersBefore = renderedAddresses().length;
    const cache = testApp.context.visitorsReadCache;
    const entriesBefore = cache.size().entries;
    const samePages = [
      ['/events/', '/events'],
      ['/events//', '/events'],
      ['/events///?v=1', '/events'],
      [`/events/${eventId}/`, `/events/${eventId}`],
      [`/events/${eventId}////`, `/events/${eventId}`],
    ] as const;
    for (const [url, same] of samePages) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(canonical[same]);
    }
    expect(renderedAddresses().slice(rendersBefore)).toEqual([]);
    expect(cache.size().entries).toBe(entriesBefore);
  });

  it('never keeps a page answered 404, such as an event that does not exist', async () => {
    const cache = testApp.context.visitorsReadCache;
    const entriesBefore = cache.size().entries;
    const rendersBefore = renderedAddresses().length;
    for (const id of [123456789, 123456789, 987654321]) {
      const response = await testApp.app.inject({ method: 'GET', url: `/events/${id}` });
      expect(response.statusCode).toBe(404);
    }
    // Rendered each time it is asked for, kept never.
    expect(renderedAddresses().slice(rendersBefore)).toEqual(['/events/123456789', '/events/123456789', '/events/987654321']);
    expect(cache.size().entries).toBe(entriesBefore);
  });

  it('does not grow the heap however many distinct addresses follow', { timeout: 120_000 }, async () => {
    const collectGarbage = findGarbageCollector();
    const memoryInUse = () => {
      collectGarbage?.();
      collectGarbage?.();
      const { heapUsed, arrayBuffers } = process.memoryUsage();
      return heapUsed + arrayBuffers;
    };
    await flood(3000); // warm-up: every code path compiled, every pool at its size
    const before = memoryInUse();
    await flood(6000);
    const growth = memoryInUse() - before;
    // Kept by address, the flood's 2 250 pages would weigh about 90 MB.
    expect(growth).toBeLessThan((collectGarbage ? 4 : 40) * 1024 * 1024);
  });
});

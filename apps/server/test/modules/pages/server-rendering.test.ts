import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_RENDERER_FILE } from '#modules/pages/page-renderer';
import { createEventThroughApi, type TestUser } from '#test/support/event-fixtures';
import { createTestApp, createTestUser, type TestApp } from '#test/support/test-app';
import { expectLoggedError } from '#test/support/logged-errors';

/**
 * A stand-in for the web build's renderer (apps/web/src/entry-server.tsx): it lists the events it
 * reads through the API, fails on /contact, and redirects /profile, so that the tests see what the
 * server does with each answer.
 */
const RENDERER = `
export function createPageRenderer(readApi) {
  let renders = 0;
  return async (url) => {
    renders += 1;
    if (url === '/contact') throw new Error('rendu en panne');
    if (url === '/profile') return null;
    const response = await readApi('/api/events');
    const { events } = await response.json();
    const refused = await readApi('/api/users/me').then((answer) => answer.status);
    const titles = events.map((event) => '<li>' + event.title + '</li>').join('');
    return { markup: '<main data-url="' + url + '" data-me="' + refused + '" data-render="' + renders + '"><ul>' + titles + '</ul></main>', dataScript: '<script type="application/json" id="donnees">' + events.length + '</script>' };
  };
}`;

function createWebBuildWithRenderer(): string {
  const distDir = mkdtempSync(path.join(tmpdir(), 'action-plus-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  mkdirSync(path.join(distDir, path.dirname(PAGE_RENDERER_FILE)));
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><html lang="fr"><head><!--page-head--><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(distDir, PAGE_RENDERER_FILE), RENDERER);
  return distDir;
}

describe('sending each page already rendered', () => {
  let testApp: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    testApp = await createTestApp({ config: { webDistDir: createWebBuildWithRenderer() } });
    admin = await createTestUser(testApp, { role: 'admin' });
  });
  afterAll(() => testApp.close());

  it('fills the root with the first render and puts its data after it, reading the API as a visitor', async () => {
    await createEventThroughApi(testApp, admin.authorization, { title: 'Concert du soir' });
    const response = await testApp.app.inject({ method: 'GET', url: '/events', headers: admin.authorization });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<div id="root"><main data-url="/events" data-me="401" data-render="1"><ul><li>Concert du soir</li></ul></main></div><script type="application/json" id="donnees">1</script>',
    );
  });

  it('renders a one-time link’s page at each request with its token, never keeping it', async () => {
    const renderOf = (body: string) => Number(/data-render="(\d+)"/.exec(body)![1]);
    const first = await testApp.app.inject({ method: 'GET', url: '/reset-password?token=jeton-1&utm_source=lettre' });
    expect(first.body).toContain('data-url="/reset-password?token=jeton-1"');
    const again = await testApp.app.inject({ method: 'GET', url: '/reset-password?token=jeton-1' });
    expect(renderOf(again.body)).toBe(renderOf(first.body) + 1);
    const kept = await testApp.app.inject({ method: 'GET', url: '/about' });
    expect(renderOf((await testApp.app.inject({ method: 'GET', url: '/about' })).body)).toBe(renderOf(kept.body));
  });

  it('sends a new render once the events change, the same page otherwise', async () => {
    const first = (await testApp.app.inject({ method: 'GET', url: '/' })).body;
    expect((await testApp.app.inject({ method: 'GET', url: '/' })).body).toBe(first);
    await createEventThroughApi(testApp, admin.authorization, { title: 'Atelier cuisine' });
    const after = (await testApp.app.inject({ method: 'GET', url: '/' })).body;
    expect(after).toContain('<li>Atelier cuisine</li>');
  });

  it('sends the bare page, which the browser draws, when the renderer fails or redirects', async () => {
    // The operators are told in the log.
    expectLoggedError(/Rendu de la page par le serveur impossible/);
    for (const url of ['/contact', '/profile']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });

  it('renders an unknown address as the app’s 404 page, with status 404', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/nulle-part' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<main data-url="/nulle-part"');
  });
});

describe('loading the renderer', () => {
  const LOADS = '__actionPlusRendererLoads';
  const loads = () => (globalThis as Record<string, unknown>)[LOADS];
  let testApp: TestApp;
  beforeAll(async () => {
    const distDir = createWebBuildWithRenderer();
    // The same renderer, counting how many times its module is evaluated.
    writeFileSync(path.join(distDir, PAGE_RENDERER_FILE), `globalThis.${LOADS} = (globalThis.${LOADS} ?? 0) + 1;\n${RENDERER}`);
    testApp = await createTestApp({ config: { webDistDir: distDir } });
  });
  afterAll(async () => {
    await testApp.close();
    delete (globalThis as Record<string, unknown>)[LOADS];
  });

  it('loads it with the first page to render, once however many pages ask at the same time, and never for the API', async () => {
    expect(loads()).toBeUndefined();
    expect((await testApp.app.inject({ method: 'GET', url: '/api/events' })).statusCode).toBe(200);
    expect(loads()).toBeUndefined();

    const pages = await Promise.all(['/about', '/events', '/profile'].map((url) => testApp.app.inject({ method: 'GET', url })));
    expect(pages.map((page) => page.body.includes('<main data-url='))).toEqual([true, true, false]);
    expect(loads()).toBe(1);
    await testApp.app.inject({ method: 'GET', url: '/' });
    expect(loads()).toBe(1);
  });
});

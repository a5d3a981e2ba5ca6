import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatPageTitle, PATHS } from '@action-plus/contract';
import { events } from '#db/schema';
import { revalidationIntervalFor } from '#modules/events/events-read-cache';
import { escapeHtml } from '#modules/pages/static-page-heads';
import { createEventThroughApi } from '#test/support/event-fixtures';
import { createTestApp, createTestUser, type TestApp } from '#test/support/test-app';
import { SEEDED_ASSOCIATION_SETTINGS as ACTION_PLUS } from '@action-plus/contract/association-settings-seed';

const PUBLIC_URL = 'https://actionplusmetz.org';

/** A stand-in for the web build: its own title and description, and the head marker. */
function createFakeWebBuild(): string {
  const distDir = mkdtempSync(path.join(tmpdir(), 'action-plus-dist-'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><html lang="fr"><head><title>Titre par défaut</title><meta name="description" content="Description par défaut" /><!--page-head--></head><body><div id="root"></div></body></html>',
  );
  return distDir;
}

const metaContent = (html: string, attribute: 'name' | 'property', key: string) => new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('the event page as first sent by the server', () => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof createTestUser>>;

  beforeAll(async () => {
    testApp = await createTestApp({ config: { webDistDir: createFakeWebBuild(), publicUrl: PUBLIC_URL } });
    admin = await createTestUser(testApp, { role: 'admin' });
  });
  afterAll(() => testApp.close());

  it('carries the title, a description, canonical and OpenGraph tags with an absolute image, and Event JSON-LD', async () => {
    const event = await createEventThroughApi(testApp, admin.authorization, {
      title: 'Concert "Rock & Folk" <live>',
      description: `Une soirée ${'très '.repeat(60)}musicale.`,
      date: '2030-06-21',
      time: '20:00',
      location: 'Metz, place de la République',
      image: '/uploads/0123456789abcdef0123456789abcdef.webp',
      images: ['https://exemple.fr/photo.jpg'],
      max_participants: 80,
    });
    const response = await testApp.app.inject({ method: 'GET', url: `/events/${event.id}` });
    expect(response.statusCode).toBe(200);
    const html = response.body;

    expect(html).toContain(`<title>Concert &quot;Rock &amp; Folk&quot; &lt;live&gt; | ${ACTION_PLUS.identity.name}</title>`);
    expect(html).not.toContain('Titre par défaut');
    expect(html).not.toContain('Description par défaut');
    const description = metaContent(html, 'name', 'description')!;
    expect(description.startsWith('Une soirée très très')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/events/${event.id}" />`);
    expect(metaContent(html, 'property', 'og:title')).toBe(`Concert &quot;Rock &amp; Folk&quot; &lt;live&gt; | ${ACTION_PLUS.identity.name}`);
    expect(metaContent(html, 'property', 'og:description')).toBe(description);
    expect(metaContent(html, 'property', 'og:type')).toBe('website');
    expect(metaContent(html, 'property', 'og:url')).toBe(`${PUBLIC_URL}/events/${event.id}`);
    expect(metaContent(html, 'property', 'og:image')).toBe(`${PUBLIC_URL}/uploads/0123456789abcdef0123456789abcdef.webp`);

    const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    // Data, not code: no '<' that could close the element, whatever the title holds.
    expect(script).not.toContain('<');
    expect(JSON.parse(script)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Concert "Rock & Folk" <live>',
      description: event.description,
      startDate: '2030-06-21T20:00:00+02:00',
      endDate: '2030-06-21T22:00:00+02:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Metz, place de la République', address: 'Metz, place de la République' },
      image: [`${PUBLIC_URL}/uploads/0123456789abcdef0123456789abcdef.webp`, 'https://exemple.fr/photo.jpg'],
      organizer: { '@type': 'Organization', name: ACTION_PLUS.identity.name, url: ACTION_PLUS.contact.website },
      maximumAttendeeCapacity: 80,
      remainingAttendeeCapacity: 80,
      url: `${PUBLIC_URL}/events/${event.id}`,
    });
  });

  it('cannot be broken out of by a title closing the script element', async () => {
    const event = await createEventThroughApi(testApp, admin.authorization, { title: '</script><script>alert(1)</script>', date: '2030-12-01' });
    const html = (await testApp.app.inject({ method: 'GET', url: `/events/${event.id}` })).body;
    expect(html.match(/<script/g)).toHaveLength(1);
    const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(script).name).toBe('</script><script>alert(1)</script>');
    expect(JSON.parse(script).startDate).toBe('2030-12-01T19:30:00+01:00');
  });

  it('is not rate limited like unknown addresses: a class behind one address may open it many times', async () => {
    const event = await createEventThroughApi(testApp, admin.authorization, { title: 'Très demandé' });
    const statuses = new Set<number>();
    for (let attempt = 0; attempt < 320; attempt += 1) {
      statuses.add((await testApp.app.inject({ method: 'GET', url: `/events/${event.id}` })).statusCode);
    }
    expect([...statuses]).toEqual([200]);
  });

  it('shows an edit, a registration and a deletion on the very next view, though visitors’ pages are kept', async () => {
    const event = await createEventThroughApi(testApp, admin.authorization, { title: 'Première affiche', max_participants: 40 });
    const view = async () => {
      const response = await testApp.app.inject({ method: 'GET', url: `/events/${event.id}` });
      const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(response.body)?.[1];
      return { status: response.statusCode, html: response.body, data: script ? JSON.parse(script) : null };
    };
    const first = await view();
    expect((await view()).html).toBe(first.html);
    expect(first.data).toMatchObject({ name: 'Première affiche', remainingAttendeeCapacity: 40 });

    const edited = await testApp.app.inject({
      method: 'PUT',
      url: `/api/events/${event.id}`,
      headers: admin.authorization,
      payload: { title: 'Seconde affiche' },
    });
    expect(edited.statusCode).toBe(200);
    const afterEdit = await view();
    expect(afterEdit.html).toContain(`<title>Seconde affiche | ${ACTION_PLUS.identity.name}</title>`);
    expect(afterEdit.html).not.toContain('Première affiche');

    const member = await createTestUser(testApp);
    expect((await testApp.app.inject({ method: 'POST', url: `/api/events/${event.id}/join`, headers: member.authorization })).statusCode).toBe(200);
    expect((await view()).data).toMatchObject({ remainingAttendeeCapacity: 39 });

    // Written by another instance: seen at once on PostgreSQL, within a second on the embedded database.
    await testApp.context.db.update(events).set({ title: 'Affiche d’une autre instance' }).where(eq(events.id, event.id));
    await new Promise((resolve) => setTimeout(resolve, revalidationIntervalFor(testApp.context.db) + 50));
    expect((await view()).data).toMatchObject({ name: 'Affiche d’une autre instance' });

    expect((await testApp.app.inject({ method: 'DELETE', url: `/api/events/${event.id}`, headers: admin.authorization })).statusCode).toBe(200);
    const afterDeletion = await view();
    expect(afterDeletion.status).toBe(404);
    expect(afterDeletion.html).toContain(`<title>${escapeHtml(formatPageTitle(ACTION_PLUS))}</title>`);
  });

  it('writes a title holding replacement patterns as it is', async () => {
    const event = await createEventThroughApi(testApp, admin.authorization, { title: "Prix : 5 $& 10 $' ou $$" });
    const html = (await testApp.app.inject({ method: 'GET', url: `/events/${event.id}` })).body;
    expect(html).toContain(`<title>Prix : 5 $&amp; 10 $&#39; ou $$ | ${ACTION_PLUS.identity.name}</title>`);
  });

  it('still rate limits unknown addresses', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 301; attempt += 1) {
      statuses.push((await testApp.app.inject({ method: 'GET', url: `/wp-admin/${attempt}.php` })).statusCode);
    }
    expect(statuses.slice(0, 300).every((status) => status === 404)).toBe(true);
    expect(statuses[300]).toBe(429);
  });

  it('answers an unknown event with the app and status 404, keeping the default head', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/events/987654' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
    expect(response.body).toContain(`<title>${escapeHtml(formatPageTitle(ACTION_PLUS))}</title>`);
    const tooLarge = await testApp.app.inject({ method: 'GET', url: '/events/99999999999999999999' });
    expect(tooLarge.statusCode).toBe(404);
  });

  it('lists the public pages and every event in /sitemap.xml, and nothing behind a sign-in', async () => {
    const event = await createEventThroughApi(testApp, admin.authorization, { title: 'Dans le plan du site' });
    const response = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const page of [PATHS.home, PATHS.about, PATHS.events, PATHS.contact, PATHS.legalNotice, PATHS.privacy, PATHS.terms]) {
      expect(locations, page).toContain(`${PUBLIC_URL}${page}`);
    }
    expect(locations).toContain(`${PUBLIC_URL}/events/${event.id}`);
    const eventCount = (await testApp.app.inject({ method: 'GET', url: '/api/events' })).json().events.length;
    expect(locations.filter((location) => /\/events\/\d+$/.test(location!))).toHaveLength(eventCount);
    for (const location of locations) expect(location).not.toMatch(/\/(profile|admin|api)|\/events\/(create|edit)/);
  });

  it('points robots to the sitemap and keeps them out of private pages and the API', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of ['/profile', '/admin', '/api']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

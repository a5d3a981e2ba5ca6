import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TEvent } from '@action-plus/contract';
import type { DatabaseHandle } from '#db/client';
import { announcements, eventPhotos, events, registrations, uploads, users } from '#db/schema';
import { createEventsReadCache, revalidationIntervalFor } from '#modules/events/events-read-cache';
import { createManyMembers, insertEvent, validEvent, type TestUser } from '#test/support/event-fixtures';
import { createTestApp, createTestUser, type TestApp } from '#test/support/test-app';
import { createTestDatabase } from '#test/support/test-database';

/**
 * Visitors' reads are served from a cache: a write made elsewhere (another server instance, a
 * cascade) reaches the database without passing through this instance's routes, and must show at once.
 */
describe('the visitors’ cache stays right when another instance writes', () => {
  // Writes below go straight to the database, as another instance's (or a cascade) would.
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  /** At once on PostgreSQL; within a second on the embedded database, which has no other instance. */
  const waitForRevalidation = () => new Promise((resolve) => setTimeout(resolve, revalidationIntervalFor(testApp.context.db) + 50));

  const visitorSees = async (id: number) => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/events' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    return (response.json().events as TEvent[]).find((event) => event.id === id);
  };

  it('shows registrations, edits and deletions written straight into the database', async () => {
    expect(revalidationIntervalFor(testApp.context.db)).toBe(process.env.TEST_DATABASE_URL ? 0 : 1000);
    const event = await insertEvent(testApp, { startsAt: new Date(Date.now() + 86_400_000), title: 'Avant' });
    const [first, second] = await createManyMembers(testApp, 2);
    expect(await visitorSees(event.id)).toMatchObject({ title: 'Avant', participant_count: 0 });
    expect(await visitorSees(event.id)).toMatchObject({ title: 'Avant', participant_count: 0 });

    await testApp.context.db.insert(registrations).values([
      { eventId: event.id, userId: first!.user.id },
      { eventId: event.id, userId: second!.user.id },
    ]);
    await waitForRevalidation();
    expect(await visitorSees(event.id)).toMatchObject({ participant_count: 2 });

    await testApp.context.db.update(events).set({ title: 'Après' }).where(eq(events.id, event.id));
    await waitForRevalidation();
    expect(await visitorSees(event.id)).toMatchObject({ title: 'Après', participant_count: 2 });

    // An account deleted on another instance takes its registrations with it (cascade).
    await testApp.context.db.delete(users).where(eq(users.id, first!.user.id));
    await waitForRevalidation();
    expect(await visitorSees(event.id)).toMatchObject({ participant_count: 1 });

    await testApp.context.db.delete(events).where(eq(events.id, event.id));
    await waitForRevalidation();
    expect(await visitorSees(event.id)).toBeUndefined();
  });

  it('empties what it holds when an announcement is written or leaves, on another instance too (the archive /annonces is a kept page)', async () => {
    const cache = createEventsReadCache(testApp.context.db, { revalidateEveryMs: 0 });
    let renders = 0;
    const render = () => cache.read('annonces', async () => (renders += 1));
    expect(await render()).toBe(1);
    expect(await render()).toBe(1);
    const [announcement] = await testApp.context.db
      .insert(announcements)
      .values({
        subject: 'La saison',
        bodyMarkdown: 'Bonjour',
        kind: 'association_news',
        segment: { type: 'consenting' },
        archive: 'public',
        authorFirstName: 'Inès',
      })
      .returning({ id: announcements.id });
    expect(await render()).toBe(2);
    // Sent by the job of another instance: no request of this one saw it.
    await testApp.context.db.update(announcements).set({ state: 'queued', sentAt: new Date() }).where(eq(announcements.id, announcement!.id));
    expect(await render()).toBe(3);
    expect(await render()).toBe(3);
  });

  it('empties what it holds when a photo of an album is added or hidden on another instance (the gallery and the albums are kept)', async () => {
    const cache = createEventsReadCache(testApp.context.db, { revalidateEveryMs: 0 });
    let renders = 0;
    const render = () => cache.read('galerie', async () => (renders += 1));
    const event = await insertEvent(testApp, { startsAt: new Date(Date.now() - 86_400_000), title: 'Concert passé' });
    await testApp.context.db.insert(uploads).values({ id: 'ab'.repeat(16), width: 10, height: 10 });
    expect(await render()).toBe(1);
    const [photo] = await testApp.context.db
      .insert(eventPhotos)
      .values({ eventId: event.id, uploadId: 'ab'.repeat(16), position: 1 })
      .returning({ id: eventPhotos.id });
    expect(await render()).toBe(2);
    // A photo hidden at someone's request must leave every instance's gallery.
    await testApp.context.db.update(eventPhotos).set({ isHidden: true }).where(eq(eventPhotos.id, photo!.id));
    expect(await render()).toBe(3);
    expect(await render()).toBe(3);
  });

  it('moves an event from upcoming to past when it starts, without any write', async () => {
    const startsAt = new Date(Date.now() + 2500);
    const event = await insertEvent(testApp, { startsAt, title: 'Imminent' });
    await waitForRevalidation();
    const upcoming = await testApp.app.inject({ method: 'GET', url: '/api/events?when=upcoming' });
    expect((upcoming.json().events as TEvent[]).some((candidate) => candidate.id === event.id)).toBe(true);
    expect((await visitorSees(event.id))?.isPast).toBe(false);

    await new Promise((resolve) => setTimeout(resolve, startsAt.getTime() - Date.now() + 100));
    expect((await visitorSees(event.id))?.isPast).toBe(true);
    const past = await testApp.app.inject({ method: 'GET', url: '/api/events?when=past' });
    expect((past.json().events as TEvent[]).some((candidate) => candidate.id === event.id)).toBe(true);
    const upcomingAfter = await testApp.app.inject({ method: 'GET', url: '/api/events?when=upcoming' });
    expect((upcomingAfter.json().events as TEvent[]).some((candidate) => candidate.id === event.id)).toBe(false);
  });
});

/**
 * This instance's own writes show at once, whatever the fingerprint says: here it is never checked
 * again (an hour), so only the events routes' emptying of the cache can make a write visible.
 */
describe('the visitors’ cache shows a write through each events route at once', () => {
  let testApp: TestApp;
  let admin: TestUser;
  let member: TestUser;
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp({
      database,
      context: { visitorsReadCache: createEventsReadCache(database.db, { revalidateEveryMs: 60 * 60_000 }) },
    });
    admin = await createTestUser(testApp, { role: 'admin' });
    member = await createTestUser(testApp);
  });
  afterAll(async () => {
    await testApp.close();
    await database.close();
  });

  const visitorSees = async (id: number) => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/events' });
    expect(response.statusCode).toBe(200);
    return (response.json().events as TEvent[]).find((event) => event.id === id);
  };
  const write = async (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) => {
    const response = await testApp.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    expect(response.statusCode, `${method} ${url}`).toBeLessThan(300);
    return response;
  };

  it('creation, edit, join, leave and deletion', async () => {
    await visitorSees(0);
    const created = (await write('POST', '/api/events', admin.authorization, validEvent({ title: 'Avant' }))).json() as TEvent;
    expect(await visitorSees(created.id)).toMatchObject({ title: 'Avant', participant_count: 0 });

    await write('PUT', `/api/events/${created.id}`, admin.authorization, validEvent({ title: 'Après' }));
    expect(await visitorSees(created.id)).toMatchObject({ title: 'Après' });

    await write('POST', `/api/events/${created.id}/join`, member.authorization);
    expect(await visitorSees(created.id)).toMatchObject({ participant_count: 1 });

    await write('DELETE', `/api/events/${created.id}/register`, member.authorization);
    expect(await visitorSees(created.id)).toMatchObject({ participant_count: 0 });

    await write('DELETE', `/api/events/${created.id}`, admin.authorization);
    expect(await visitorSees(created.id)).toBeUndefined();
  });

  it('keeps what it holds when a write is refused', async () => {
    const created = (await write('POST', '/api/events', admin.authorization, validEvent({ title: 'Gardé' }))).json() as TEvent;
    await visitorSees(created.id);
    const entries = testApp.context.visitorsReadCache.size().entries;
    expect(entries).toBeGreaterThan(0);
    const refused = await testApp.app.inject({ method: 'PUT', url: `/api/events/${created.id}`, headers: member.authorization, payload: validEvent() });
    expect(refused.statusCode).toBe(403);
    expect(testApp.context.visitorsReadCache.size().entries).toBe(entries);
  });
});

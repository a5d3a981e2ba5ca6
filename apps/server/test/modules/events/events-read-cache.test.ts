import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TEvent } from '@action-plus/contract';
import { events, registrations, users } from '../../../src/db/schema';
import { revalidationIntervalFor } from '../../../src/modules/events/events-read-cache';
import { createManyMembers, insertEvent } from '../../support/event-fixtures';
import { createTestApp, type TestApp } from '../../support/test-app';

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

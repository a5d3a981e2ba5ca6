import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { EVENT_MESSAGES } from '@action-plus/contract';
import { registrations, waitingListEntries } from '#db/schema';
import { createEventThroughApi, createManyMembers, type TestUser } from '#test/support/event-fixtures';
import { createTestApp, createTestUser, type TestApp } from '#test/support/test-app';

/**
 * The waiting list under a crowd, through two app instances on one database (as behind a load
 * balancer; on PostgreSQL when TEST_DATABASE_URL is set, as in CI's second run): the event's row
 * lock orders leaves, promotions, joins and the line, whichever instance serves them.
 */
describe('the waiting list under concurrency, on two instances', () => {
  let first: TestApp;
  let second: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp({ database: first.database });
    admin = await createTestUser(first, { role: 'admin' });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const instance = (index: number) => (index % 2 === 0 ? first : second);
  const send = (index: number, method: 'POST' | 'DELETE', url: string, person: { authorization: Record<string, string> }) =>
    instance(index).app.inject({ method, url, headers: person.authorization, ...(method === 'POST' ? { payload: {} } : {}) });

  it('10 leaving, 20 joining and 20 queueing at once: exactly 10 places, given to the first 10 in line, in order', async () => {
    const event = await createEventThroughApi(first, admin.authorization, { max_participants: 10 });
    const [participants, line, joiners, latecomers] = [
      await createManyMembers(first, 10),
      await createManyMembers(first, 20),
      await createManyMembers(first, 20),
      await createManyMembers(first, 20),
    ];
    for (const [index, person] of participants.entries()) expect((await send(index, 'POST', `/api/events/${event.id}/join`, person)).statusCode).toBe(200);
    for (const [index, person] of line.entries()) expect((await send(index, 'POST', `/api/events/${event.id}/waiting-list`, person)).statusCode).toBe(200);

    const responses = await Promise.all([
      ...participants.map((person, index) =>
        send(index, 'DELETE', `/api/events/${event.id}/register`, person).then((response) => ({ kind: 'leave', response })),
      ),
      ...joiners.map((person, index) => send(index, 'POST', `/api/events/${event.id}/join`, person).then((response) => ({ kind: 'join', response }))),
      ...latecomers.map((person, index) =>
        send(index + 1, 'POST', `/api/events/${event.id}/waiting-list`, person).then((response) => ({ kind: 'queue', response })),
      ),
    ]);

    // Every freed place went to the line at once: a direct join always found the event full.
    for (const { kind, response } of responses) {
      if (kind === 'join') expect(response.json()).toEqual({ detail: EVENT_MESSAGES.eventFull });
      else expect(response.statusCode).toBe(200);
    }
    const registered = await first.context.db.select().from(registrations).where(eq(registrations.eventId, event.id));
    expect(registered.map((row) => row.userId).sort()).toEqual(
      line
        .slice(0, 10)
        .map((person) => person.user.id)
        .sort(),
    );

    const waiting = await first.context.db
      .select()
      .from(waitingListEntries)
      .where(eq(waitingListEntries.eventId, event.id))
      .orderBy(asc(waitingListEntries.createdAt), asc(waitingListEntries.id));
    // The rest of the line first, in its order, then the latecomers (in whatever order they arrived).
    expect(waiting.slice(0, 10).map((row) => row.userId)).toEqual(line.slice(10).map((person) => person.user.id));
    expect(
      waiting
        .slice(10)
        .map((row) => row.userId)
        .sort(),
    ).toEqual(latecomers.map((person) => person.user.id).sort());
    // Each sees their own place: 1…30, no two alike, in the line's order.
    const positions = await Promise.all(
      [...line.slice(10), ...latecomers].map(
        async (person, index) =>
          (await instance(index).app.inject({ method: 'GET', url: `/api/events/${event.id}`, headers: person.authorization })).json().waitingListPosition,
      ),
    );
    expect(positions.slice(0, 10)).toEqual(Array.from({ length: 10 }, (_, index) => index + 1));
    expect([...positions].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
  });

  it('the same member queueing many times at once, on both instances, is in line once', async () => {
    const event = await createEventThroughApi(first, admin.authorization, { max_participants: 1 });
    const [taker] = await createManyMembers(first, 1);
    await send(0, 'POST', `/api/events/${event.id}/join`, taker!);
    const someone = await createTestUser(first);
    const responses = await Promise.all(Array.from({ length: 20 }, (_, index) => send(index, 'POST', `/api/events/${event.id}/waiting-list`, someone)));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(19);
    const entries = await first.context.db.select().from(waitingListEntries).where(eq(waitingListEntries.eventId, event.id));
    expect(entries).toHaveLength(1);
  });
});

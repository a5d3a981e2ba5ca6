import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { COMMON_MESSAGES, EVENT_MESSAGES, type TEvent } from '@action-plus/contract';
import { registrations } from '#db/schema';
import { createAppWithAdminAndMember, createEventThroughApi, createManyMembers, daysFromNow, insertEvent, type TestUser } from '#test/support/event-fixtures';
import { createTestUser, type TestApp } from '#test/support/test-app';

describe('members join and leave events', () => {
  let testApp: TestApp;
  let admin: TestUser;
  let member: TestUser;

  beforeAll(async () => ({ testApp, admin, member } = await createAppWithAdminAndMember()));
  afterAll(() => testApp.close());

  const join = (id: number, headers: Record<string, string> = member.authorization) =>
    testApp.app.inject({ method: 'POST', url: `/api/events/${id}/join`, headers, payload: {} });
  const leave = (id: number, headers: Record<string, string> = member.authorization) =>
    testApp.app.inject({ method: 'DELETE', url: `/api/events/${id}/register`, headers });
  const check = (id: number, headers: Record<string, string> = member.authorization) =>
    testApp.app.inject({ method: 'GET', url: `/api/events/${id}/check-registration`, headers });

  it('a member joins, is counted, checks, sees it in their events, then leaves', async () => {
    const event = await createEventThroughApi(testApp, admin.authorization, { max_participants: 50 });
    expect((await check(event.id)).json()).toEqual({ registered: false });

    const joined = await join(event.id);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toEqual({ message: EVENT_MESSAGES.joinSuccess, registered: true, participant_count: 1 });
    expect((await check(event.id)).json()).toEqual({ registered: true });
    const detail = await testApp.app.inject({ method: 'GET', url: `/api/events/${event.id}`, headers: member.authorization });
    expect(detail.json()).toMatchObject({ participant_count: 1, max_participants: 50, isParticipating: true });

    const mine = await testApp.app.inject({ method: 'GET', url: '/api/users/me/events', headers: member.authorization });
    expect(mine.statusCode).toBe(200);
    expect((mine.json().events as TEvent[]).map((mineEvent) => mineEvent.id)).toContain(event.id);

    const left = await leave(event.id);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ message: EVENT_MESSAGES.leaveSuccess, registered: false, participant_count: 0 });
    expect((await check(event.id)).json()).toEqual({ registered: false });
  });

  it('refuses to join twice', async () => {
    const event = await createEventThroughApi(testApp, admin.authorization);
    expect((await join(event.id)).statusCode).toBe(200);
    const again = await join(event.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: EVENT_MESSAGES.alreadyRegistered });
  });

  it('refuses to leave an event one is not registered to', async () => {
    const event = await createEventThroughApi(testApp, admin.authorization);
    const response = await leave(event.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: EVENT_MESSAGES.notRegistered });
  });

  it('refuses to join a past event, but lets one leave it', async () => {
    const past = await insertEvent(testApp, { startsAt: new Date(Date.now() - 60_000) });
    const response = await join(past.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: EVENT_MESSAGES.eventPast });

    await testApp.context.db.insert(registrations).values({ eventId: past.id, userId: member.user.id });
    expect((await leave(past.id)).statusCode).toBe(200);
  });

  it('refuses to join a full event', async () => {
    const event = await createEventThroughApi(testApp, admin.authorization, { max_participants: 1 });
    const first = await createTestUser(testApp);
    expect((await join(event.id, first.authorization)).statusCode).toBe(200);
    const response = await join(event.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: EVENT_MESSAGES.eventFull });
  });

  it('answers 404 Événement non trouvé for an unknown event', async () => {
    for (const response of [await join(999999), await leave(999999), await check(999999)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: EVENT_MESSAGES.eventNotFound });
    }
  });

  it('requires a token to join, leave, check or list one’s events', async () => {
    const event = await createEventThroughApi(testApp, admin.authorization);
    for (const response of [
      await testApp.app.inject({ method: 'POST', url: `/api/events/${event.id}/join`, payload: {} }),
      await testApp.app.inject({ method: 'DELETE', url: `/api/events/${event.id}/register` }),
      await testApp.app.inject({ method: 'GET', url: `/api/events/${event.id}/check-registration` }),
      await testApp.app.inject({ method: 'GET', url: '/api/users/me/events' }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: COMMON_MESSAGES.authenticationRequired });
    }
  });

  it("lists a member's upcoming events soonest first, then the past ones most recent first, in the events' shape", async () => {
    const someone = await createTestUser(testApp);
    const past = await insertEvent(testApp, { startsAt: new Date(Date.now() - 3 * 24 * 3600_000), title: 'passé' });
    const far = await createEventThroughApi(testApp, admin.authorization, { date: daysFromNow(30), title: 'lointain' });
    const near = await createEventThroughApi(testApp, admin.authorization, { date: daysFromNow(5), title: 'proche' });
    await createEventThroughApi(testApp, admin.authorization, { date: daysFromNow(6), title: 'pas inscrit' });
    await testApp.context.db.insert(registrations).values({ eventId: past.id, userId: someone.user.id });
    expect((await join(far.id, someone.authorization)).statusCode).toBe(200);
    expect((await join(near.id, someone.authorization)).statusCode).toBe(200);

    const response = await testApp.app.inject({ method: 'GET', url: '/api/users/me/events', headers: someone.authorization });
    const list = response.json().events as TEvent[];
    expect(list.map((event) => [event.title, event.isPast])).toEqual([
      ['proche', false],
      ['lointain', false],
      ['passé', true],
    ]);
    expect(list.every((event) => event.isParticipating === true && event.participant_count === 1)).toBe(true);
    // An event's own answer lists its series' other dates; a list does not.
    const { series_upcoming_dates: seriesUpcomingDates, ...nearAsListed } = near;
    expect(seriesUpcomingDates).toEqual([]);
    expect(list[0]).toEqual({ ...nearAsListed, participant_count: 1, isParticipating: true, waitingListPosition: null });
  });

  it('never exceeds the capacity: 200 simultaneous joins to 50 places leave exactly 50', async () => {
    const event = await createEventThroughApi(testApp, admin.authorization, { max_participants: 50 });
    const crowd = await createManyMembers(testApp, 200);
    const responses = await Promise.all(crowd.map((person) => join(event.id, person.authorization)));

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(50);
    expect(statuses.filter((status) => status === 409)).toHaveLength(150);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json()).toEqual({ detail: EVENT_MESSAGES.eventFull });
    }
    const stored = await testApp.context.db.select().from(registrations).where(eq(registrations.eventId, event.id));
    expect(stored).toHaveLength(50);
    const counts = responses.filter((response) => response.statusCode === 200).map((response) => response.json().participant_count as number);
    expect(new Set(counts).size).toBe(50);
    expect(Math.max(...counts)).toBe(50);
  });

  it('the same member clicking join many times at once is registered once', async () => {
    const event = await createEventThroughApi(testApp, admin.authorization);
    const someone = await createTestUser(testApp);
    const responses = await Promise.all(Array.from({ length: 20 }, () => join(event.id, someone.authorization)));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409).every((response) => response.json().detail === EVENT_MESSAGES.alreadyRegistered)).toBe(
      true,
    );
    const stored = await testApp.context.db.select().from(registrations).where(eq(registrations.eventId, event.id));
    expect(stored).toHaveLength(1);
  });
});

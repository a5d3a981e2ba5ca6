import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { EVENT_SEARCH_MESSAGES, EVENTS_FEED_PATH, type TCalendarFeedResponse } from '@action-plus/contract';
import { createEventThroughApi, daysFromNow, insertEvent } from '#test/support/event-fixtures';
import { createTestApp, createTestUser, type TestApp } from '#test/support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The feed as a calendar application reads it: its events by UID, with their title and start. */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return { uid: event.uid, summary: event.summary, start: event.startDate.toJSDate().toISOString() };
  });
}

describe('calendar feeds', () => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof createTestUser>>;
  let member: Awaited<ReturnType<typeof createTestUser>>;

  beforeAll(async () => {
    testApp = await createTestApp({ config: { publicUrl: 'https://actionplusmetz.org' } });
    admin = await createTestUser(testApp, { role: 'admin' });
    member = await createTestUser(testApp);
  });
  afterAll(() => testApp.close());

  const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });

  it('publishes the upcoming events, soonest first, one VEVENT each with a stable UID, and no past event', async () => {
    const later = await createEventThroughApi(testApp, admin.authorization, { title: 'Concert d’été', date: '2031-07-14', time: '21:00' });
    const sooner = await createEventThroughApi(testApp, admin.authorization, { title: 'Atelier « cuisine »', date: daysFromNow(5), time: '18:30' });
    await insertEvent(testApp, { startsAt: new Date(Date.now() - 3 * DAY_MS), title: 'Fête passée' });

    const response = await get(EVENTS_FEED_PATH);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const feed = parseFeed(response.body);
    expect(feed).toEqual([
      { uid: `event-${sooner.id}@actionplusmetz.org`, summary: 'Atelier « cuisine »', start: sooner.starts_at },
      { uid: `event-${later.id}@actionplusmetz.org`, summary: 'Concert d’été', start: '2031-07-14T19:00:00.000Z' },
    ]);
    // The same UID as the event's own .ics: a calendar holding both sees one event.
    const single = await get(`/api/events/${later.id}.ics`);
    expect(parseFeed(single.body)[0]!.uid).toBe(feed[1]!.uid);

    // An edit shows in the feed at once, under the same UID.
    await testApp.app.inject({ method: 'PUT', url: `/api/events/${later.id}`, headers: admin.authorization, payload: { title: 'Concert d’automne' } });
    expect(parseFeed((await get(EVENTS_FEED_PATH)).body)[1]).toMatchObject({ uid: `event-${later.id}@actionplusmetz.org`, summary: 'Concert d’automne' });
  });

  it('gives each member a secret feed of the events they joined, readable without a session, and renewable', async () => {
    const joined = await createEventThroughApi(testApp, admin.authorization, { title: 'Repas partagé', date: daysFromNow(8) });
    const notJoined = await createEventThroughApi(testApp, admin.authorization, { title: 'Exposition', date: daysFromNow(9) });
    await testApp.app.inject({ method: 'POST', url: `/api/events/${joined.id}/join`, headers: member.authorization, payload: {} });

    const first = await get('/api/users/me/calendar-feed', member.authorization);
    expect(first.statusCode).toBe(200);
    const feed = first.json() as TCalendarFeedResponse;
    expect(feed.url).toMatch(/^https:\/\/actionplusmetz\.org\/api\/events\/member-feed\.ics\?token=[\w-]{43}$/);
    expect(feed.webcal_url).toBe(feed.url.replace('https://', 'webcal://'));
    // Asked again, the same address: it is what the member's calendar application already follows.
    expect((await get('/api/users/me/calendar-feed', member.authorization)).json()).toEqual(feed);
    // Another member gets another secret.
    const other = await createTestUser(testApp);
    expect((await get('/api/users/me/calendar-feed', other.authorization)).json().url).not.toBe(feed.url);

    const path = feed.url.replace('https://actionplusmetz.org', '');
    const private_ = await get(path);
    expect(private_.statusCode).toBe(200);
    expect(private_.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const summaries = parseFeed(private_.body).map((event) => event.summary);
    expect(summaries).toEqual(['Repas partagé']);
    expect(summaries).not.toContain(notJoined.title);

    const renewed = await testApp.app.inject({ method: 'POST', url: '/api/users/me/calendar-feed', headers: member.authorization });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().message).toBe(EVENT_SEARCH_MESSAGES.calendarFeedRenewed);
    expect(renewed.json().url).not.toBe(feed.url);
    const old = await get(path);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ detail: EVENT_SEARCH_MESSAGES.calendarFeedNotFound });
    expect((await get(renewed.json().url.replace('https://actionplusmetz.org', ''))).statusCode).toBe(200);
  });

  it.each([
    '/api/events/member-feed.ics?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    '/api/events/member-feed.ics?token=court',
    `/api/events/member-feed.ics?token=${'x'.repeat(5000)}`,
  ])('answers %s with a French 404 (or 400 when malformed), never a feed', async (url) => {
    const response = await get(url);
    expect([400, 404]).toContain(response.statusCode);
    expect(response.json()).toEqual({ detail: EVENT_SEARCH_MESSAGES.calendarFeedNotFound });
  });

  it('keeps the member’s feed address to the member: 401 for a visitor', async () => {
    expect((await get('/api/users/me/calendar-feed')).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'POST', url: '/api/users/me/calendar-feed' })).statusCode).toBe(401);
  });
});

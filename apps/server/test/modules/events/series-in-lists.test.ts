import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEvent, TEventDetail, TEventListResponse } from '@action-plus/contract';
import { events, eventSeries } from '#db/schema';
import { insertEvent } from '#test/support/event-fixtures';
import { createTestApp, createTestUser, type TestApp } from '#test/support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('a series in the lists and on its dates’ pages', () => {
  let testApp: TestApp;
  let member: Awaited<ReturnType<typeof createTestUser>>;
  /** The weekly workshop's dates, soonest first: two past, four to come. */
  let workshop: { id: number; startsAt: Date }[];
  let concert: { id: number };

  const insert = (title: string, startsAt: Date, fields: { seriesId?: number; location?: string } = {}) => insertEvent(testApp, { title, startsAt, ...fields });

  beforeAll(async () => {
    testApp = await createTestApp();
    member = await createTestUser(testApp);
    const now = Date.now();
    const [series] = await testApp.context.db.insert(eventSeries).values({ frequency: 'weekly' }).returning();
    // Inserted out of order, so that the listed date is the soonest by start, not by id.
    const dayOffsets = [20, -13, 6, -6, 27, 13];
    const rows = [];
    for (const days of dayOffsets) rows.push(await insert('Atelier d’écriture', new Date(now + days * DAY_MS + 3_600_000), { seriesId: series!.id }));
    workshop = rows.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    concert = await insert('Concert de oud', new Date(now + 10 * DAY_MS));
    await insert('Conférence passée', new Date(now - 3 * DAY_MS));
    await insert('Repas partagé', new Date(now + 30 * DAY_MS));
  });
  afterAll(() => testApp.close());

  const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });

  async function list(query: string, headers: Record<string, string> = {}): Promise<TEventListResponse> {
    const response = await get(`/api/events?${query}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TEventListResponse;
  }

  /** Each listed event as title, the day it is on (days from now, rounded down) and the later dates it folds. */
  const summary = (listed: TEvent[]) =>
    listed.map((event) => [event.title, Math.floor((Date.parse(event.starts_at) - Date.now()) / DAY_MS), event.series_later_dates_count]);

  it('shows an upcoming series once, at its next date, with how many later dates it folds, to visitors and members alike', async () => {
    const expected = [
      ['Atelier d’écriture', 6, 3],
      ['Concert de oud', 9, undefined],
      ['Repas partagé', 29, undefined],
    ];
    const visitors = await list('when=upcoming');
    expect(summary(visitors.events)).toEqual(expected);
    expect(visitors.events[0]!.id).toBe(workshop[2]!.id);
    // Kept for visitors, read afresh for members: the same list.
    expect(summary((await list('when=upcoming')).events)).toEqual(expected);
    expect(summary((await list('when=upcoming', member.authorization)).events)).toEqual(expected);
  });

  it('lists the past dates each on its own, after the upcoming part', async () => {
    const whole = await list('limit=50');
    expect(whole.events.map((event) => [event.title, event.isPast])).toEqual([
      ['Atelier d’écriture', false],
      ['Concert de oud', false],
      ['Repas partagé', false],
      ['Conférence passée', true],
      ['Atelier d’écriture', true],
      ['Atelier d’écriture', true],
    ]);
    expect(whole.events.filter((event) => event.isPast).every((event) => event.series_later_dates_count === undefined)).toBe(true);
    // The home page's three: the series once, then the next single events.
    expect((await list('limit=3')).events.map((event) => event.title)).toEqual(['Atelier d’écriture', 'Concert de oud', 'Repas partagé']);
  });

  it('pages through the grouped list by the cursor without repeating or skipping anything', async () => {
    const titles: string[] = [];
    let cursor: string | null = null;
    for (let guard = 0; guard < 20; guard += 1) {
      const page: TEventListResponse = await list(`limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.events).toHaveLength(1);
      titles.push(`${page.events[0]!.title}${page.events[0]!.isPast ? ' (passé)' : ''}`);
      if (!page.has_more) break;
      cursor = page.next_cursor!;
    }
    expect(titles).toEqual([
      'Atelier d’écriture',
      'Concert de oud',
      'Repas partagé',
      'Conférence passée (passé)',
      'Atelier d’écriture (passé)',
      'Atelier d’écriture (passé)',
    ]);
  });

  it('folds only the dates the search and filters hold: a month shows the series at its first date in it', async () => {
    const inMonth = (date: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit' }).format(date);
    const month = inMonth(workshop[4]!.startsAt);
    const listed = (await list(`when=upcoming&month=${month}`)).events.filter((event) => event.series_id !== null);
    const datesInMonth = workshop.slice(2).filter((date) => inMonth(date.startsAt) === month);
    expect(listed.map((event) => [event.id, event.series_later_dates_count])).toEqual([[datesInMonth[0]!.id, datesInMonth.length - 1]]);
  });

  it('lists the date a search finds when an earlier date of its series does not match', async () => {
    const { db } = testApp.context;
    await db.update(events).set({ location: 'Bibliothèque Verlaine' }).where(eq(events.id, workshop[4]!.id));
    const found = await list('when=upcoming&q=verlaine');
    expect(found.events.map((event) => [event.id, event.series_later_dates_count])).toEqual([[workshop[4]!.id, 0]]);
    // Unfiltered, the series still shows once, at its next date, folding the renamed date with the others.
    expect(summary((await list('when=upcoming', member.authorization)).events)[0]).toEqual(['Atelier d’écriture', 6, 3]);
    await db.update(events).set({ location: 'Metz' }).where(eq(events.id, workshop[4]!.id));
  });

  it('keeps every date in the calendar feed', async () => {
    const feed = await get('/api/events/feed.ics');
    expect(feed.statusCode).toBe(200);
    expect(feed.body.match(/SUMMARY:Atelier d’écriture/g)).toHaveLength(4);
  });

  it('gives each date’s page the other upcoming dates of its series, soonest first, without the past ones', async () => {
    const upcoming = workshop.slice(2);
    const page = (await get(`/api/events/${upcoming[1]!.id}`)).json() as TEventDetail;
    expect(page.series_upcoming_dates.map((date) => date.id)).toEqual([upcoming[0]!.id, upcoming[2]!.id, upcoming[3]!.id]);
    const [first] = page.series_upcoming_dates;
    expect(first).toEqual({
      id: upcoming[0]!.id,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      time: expect.stringMatching(/^\d{2}:\d{2}$/),
      starts_at: upcoming[0]!.startsAt.toISOString(),
    });
    // A past date leads to the dates still to come.
    const past = (await get(`/api/events/${workshop[0]!.id}`, member.authorization)).json() as TEventDetail;
    expect(past.series_upcoming_dates.map((date) => date.id)).toEqual(upcoming.map((date) => date.id));
    // A single event has none.
    expect(((await get(`/api/events/${concert.id}`)).json() as TEventDetail).series_upcoming_dates).toEqual([]);
  });
});

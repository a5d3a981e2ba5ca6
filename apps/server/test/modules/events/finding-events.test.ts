import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeEventCursor, EVENT_SEARCH_LIMITS, EVENT_SEARCH_MESSAGES, type TEvent, type TEventListResponse } from '@action-plus/contract';
import { events, registrations } from '#db/schema';
import { createTestApp, createTestUser, type TestApp } from '#test/support/test-app';

const HOUR_MS = 60 * 60 * 1000;

describe('finding events: order, pages, search and filters', () => {
  let testApp: TestApp;
  let member: Awaited<ReturnType<typeof createTestUser>>;
  /** Titles in the order the list must give them: upcoming soonest first, then past most recent first. */
  let expectedTitles: string[];

  async function insert(title: string, startsAt: Date, fields: { description?: string; location?: string; type?: string } = {}) {
    const [row] = await testApp.context.db
      .insert(events)
      .values({ title, description: fields.description ?? 'Une soirée.', location: fields.location ?? 'Metz', startsAt, type: fields.type ?? null })
      .returning();
    return row!;
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    member = await createTestUser(testApp);
    const now = Date.now();
    const sameSoon = new Date(now + 5 * HOUR_MS);
    const samePast = new Date(now - 5 * HOUR_MS);
    // Inserted out of order, several at the very same instant, so that only (start, id) orders them.
    await insert('À venir 3', new Date(now + 50 * HOUR_MS));
    await insert('À venir 1a', sameSoon);
    await insert('Passé 2', new Date(now - 50 * HOUR_MS));
    await insert('À venir 1b', sameSoon);
    await insert('Passé 1a', samePast);
    await insert('À venir 1c', sameSoon);
    await insert('Passé 1b', samePast);
    await insert('À venir 2', new Date(now + 20 * HOUR_MS));
    await insert('Passé 3', new Date(now - 500 * HOUR_MS));
    expectedTitles = ['À venir 1a', 'À venir 1b', 'À venir 1c', 'À venir 2', 'À venir 3', 'Passé 1b', 'Passé 1a', 'Passé 2', 'Passé 3'];
  });
  afterAll(() => testApp.close());

  const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });

  /** Every page of a list, following `next_cursor`, with the size of each. */
  async function readAllPages(query: string, headers: Record<string, string> = {}) {
    const titles: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    for (let guard = 0; guard < 50; guard += 1) {
      const response = await get(`/api/events?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, headers);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json() as TEventListResponse;
      titles.push(...page.events.map((event) => event.title));
      sizes.push(page.events.length);
      expect(page.has_more).toBe(page.next_cursor !== null);
      if (!page.has_more) return { titles, sizes };
      cursor = page.next_cursor!;
    }
    throw new Error('les pages ne finissent pas');
  }

  it('lists upcoming events soonest first then past ones most recent first, page after page, even among equal start times', async () => {
    for (const headers of [{}, member.authorization]) {
      const all = await readAllPages('limit=2', headers);
      expect(all.titles).toEqual(expectedTitles);
      expect(all.sizes).toEqual([2, 2, 2, 2, 1]);
      expect((await readAllPages('when=upcoming&limit=2', headers)).titles).toEqual(expectedTitles.slice(0, 5));
      expect((await readAllPages('when=past&limit=3', headers)).titles).toEqual(expectedTitles.slice(5));
    }
  });

  it('says when no more follow, and pages by 20 without a limit', async () => {
    const response = await get('/api/events');
    expect(response.json()).toMatchObject({ has_more: false, next_cursor: null });
    expect((response.json() as TEventListResponse).events.map((event) => event.title)).toEqual(expectedTitles);
    const exact = await get('/api/events?when=upcoming&limit=5');
    expect(exact.json()).toMatchObject({ has_more: false, next_cursor: null });
    expect(EVENT_SEARCH_LIMITS.DEFAULT_PAGE_SIZE).toBe(20);
  });

  it.each([
    ['nimportequoi!', 'not base64url'],
    ['YWJj', 'base64 of « abc »'],
    [encodeEventCursor({ part: 'p', startsAtMs: Date.now(), id: 1 }), 'a past cursor for the upcoming list'],
    ['A'.repeat(500), 'far too long'],
    [Buffer.from('u:12:0').toString('base64url'), 'an id of 0'],
  ])('refuses the cursor %s (%s) with a French 400', async (cursor) => {
    const response = await get(`/api/events?when=upcoming&cursor=${encodeURIComponent(cursor)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: EVENT_SEARCH_MESSAGES.cursorInvalid });
  });

  describe('search and filters', () => {
    let searchApp: TestApp;
    beforeAll(async () => {
      searchApp = await createTestApp();
      const add = (title: string, startsAt: string, fields: { description?: string; location?: string; type?: string } = {}) =>
        searchApp.context.db.insert(events).values({
          title,
          description: fields.description ?? 'Une soirée.',
          location: fields.location ?? 'Metz',
          startsAt: new Date(startsAt),
          type: fields.type ?? null,
        });
      await add('THÉÂTRE d’ombres', '2031-07-10T18:00:00Z', { type: 'théâtre' });
      await add('Concert', '2031-07-31T21:30:00Z', { description: 'Une Œuvre de jeunesse, 100% improvisée.', type: 'concert' });
      await add('Atelier', '2031-07-31T22:30:00Z', { location: 'Salle Saint-Étienne', type: 'atelier' });
      await add('Conférence', '2031-09-01T18:00:00Z', { description: 'Le mot_clé du jour.', type: 'conférence' });
    });
    afterAll(() => searchApp.close());

    const titlesOf = async (query: string) => {
      const response = await searchApp.app.inject({ method: 'GET', url: `/api/events?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as TEventListResponse).events.map((event: TEvent) => event.title);
    };

    it('finds the title, the description and the place, whatever the case and the accents', async () => {
      expect(await titlesOf('q=theatre')).toEqual(['THÉÂTRE d’ombres']);
      expect(await titlesOf('q=%C3%A9tienne')).toEqual(['Atelier']);
      expect(await titlesOf('q=OEUVRE')).toEqual(['Concert']);
      expect(await titlesOf('q=%20%20saint-etienne%20')).toEqual(['Atelier']);
      expect(await titlesOf('q=opéra')).toEqual([]);
    });

    it('takes % and _ as themselves, not as wildcards', async () => {
      expect(await titlesOf('q=%25')).toEqual(['Concert']);
      expect(await titlesOf('q=_')).toEqual(['Conférence']);
      expect(await titlesOf('q=mot_cl')).toEqual(['Conférence']);
      expect(await titlesOf('q=t%25')).toEqual([]);
    });

    it('filters by type and by month as Paris reads it, with the search and the pages', async () => {
      expect(await titlesOf('type=concert')).toEqual(['Concert']);
      // 21:30 UTC on 31 July is 23:30 in Paris (July); 22:30 UTC is already 1 August there.
      expect(await titlesOf('month=2031-07')).toEqual(['THÉÂTRE d’ombres', 'Concert']);
      expect(await titlesOf('month=2031-08')).toEqual(['Atelier']);
      expect(await titlesOf('month=2031-07&type=théâtre')).toEqual(['THÉÂTRE d’ombres']);
      expect(await titlesOf('month=2031-07&q=oeuvre')).toEqual(['Concert']);
      const firstPage = await searchApp.app.inject({ method: 'GET', url: '/api/events?month=2031-07&limit=1' });
      expect(firstPage.json()).toMatchObject({ has_more: true, events: [{ title: 'THÉÂTRE d’ombres' }] });
      expect(await titlesOf(`month=2031-07&limit=1&cursor=${firstPage.json().next_cursor}`)).toEqual(['Concert']);
    });

    it.each([
      [`q=${'a'.repeat(EVENT_SEARCH_LIMITS.QUERY_MAX + 1)}`, EVENT_SEARCH_MESSAGES.searchTooLong],
      [`q=${'%25'.repeat(100_000)}`, EVENT_SEARCH_MESSAGES.searchTooLong],
      ['month=2031-13', EVENT_SEARCH_MESSAGES.monthInvalid],
      ['month=juillet', EVENT_SEARCH_MESSAGES.monthInvalid],
      ['type=cinéma', EVENT_SEARCH_MESSAGES.typeInvalid],
    ])('refuses %s with a French 400', async (query, detail) => {
      const response = await searchApp.app.inject({ method: 'GET', url: `/api/events?${query.slice(0, 300_000)}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail });
    });

    it('reads searches for each request: distinct searches never fill the visitors’ cache', async () => {
      await titlesOf('');
      const before = searchApp.context.visitorsReadCache.size();
      for (let index = 0; index < 30; index += 1) await titlesOf(`q=recherche${index}&type=concert`);
      for (let index = 0; index < 10; index += 1) await titlesOf(`month=2031-0${index}`.replace('-00', '-10'));
      expect(searchApp.context.visitorsReadCache.size()).toEqual(before);
    });
  });

  it('gives a member their events upcoming soonest first, then past most recent first', async () => {
    const rows = await testApp.context.db.select({ id: events.id, title: events.title }).from(events);
    await testApp.context.db.insert(registrations).values(rows.map((row) => ({ eventId: row.id, userId: member.user.id })));
    const response = await get('/api/users/me/events', member.authorization);
    expect((response.json() as TEventListResponse).events.map((event) => event.title)).toEqual(expectedTitles);
  });
});

import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EVENT_MESSAGES, EVENT_SERIES_MESSAGES, shiftSeriesDate, type TEvent, type TEventDetail } from '@action-plus/contract';
import { events, eventSeries, registrations } from '#db/schema';
import { createAppWithAdminAndMember, createManyMembers, daysFromNow, validEvent, type TestUser } from '#test/support/event-fixtures';
import { createTestAppWithMail, createTestUser, type TestApp, type TestAppWithMail } from '#test/support/test-app';

describe('event series', () => {
  let testApp: TestApp;
  let admin: TestUser;
  let member: TestUser;

  beforeAll(async () => ({ testApp, admin, member } = await createAppWithAdminAndMember()));
  afterAll(() => testApp.close());

  const post = (payload: object, headers: Record<string, string> = admin.authorization) =>
    testApp.app.inject({ method: 'POST', url: '/api/events', headers, payload });

  async function createSeries(overrides: object): Promise<TEvent> {
    const response = await post({ ...validEvent({ time: '19:00' }), ...overrides });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as TEvent;
  }

  /** Every date of a series, soonest first, as the API shows each. */
  async function datesOf(seriesId: number): Promise<TEvent[]> {
    const rows = await testApp.context.db.select({ id: events.id }).from(events).where(eq(events.seriesId, seriesId)).orderBy(asc(events.startsAt));
    return Promise.all(rows.map(async ({ id }) => (await testApp.app.inject({ method: 'GET', url: `/api/events/${id}` })).json() as TEvent));
  }

  async function countEvents(): Promise<number> {
    const [row] = await testApp.context.db.select({ value: count() }).from(events);
    return row!.value;
  }

  describe('admins create a series', () => {
    it('creates every week on the same weekday at the same Paris time, across the change to summer time', async () => {
      // Tuesday 16 March 2027; Paris moves to summer time on Sunday 28 March 2027.
      const first = await createSeries({ date: '2027-03-16', recurrence: { frequency: 'weekly', count: 4 } });
      expect(first).toMatchObject({ date: '2027-03-16', time: '19:00', series_id: expect.any(Number) });
      const dates = await datesOf(first.series_id!);
      expect(dates.map((event) => [event.date, event.time, event.starts_at])).toEqual([
        ['2027-03-16', '19:00', '2027-03-16T18:00:00.000Z'],
        ['2027-03-23', '19:00', '2027-03-23T18:00:00.000Z'],
        ['2027-03-30', '19:00', '2027-03-30T17:00:00.000Z'],
        ['2027-04-06', '19:00', '2027-04-06T17:00:00.000Z'],
      ]);
      expect(dates[0]!.id).toBe(first.id);
      // Each date is its own event: its own id, capacity and (empty) list of participants.
      expect(new Set(dates.map((event) => event.id)).size).toBe(4);
      expect(dates.every((event) => event.max_participants === 40 && event.participant_count === 0 && event.title === first.title)).toBe(true);
      const [series] = await testApp.context.db.select().from(eventSeries).where(eq(eventSeries.id, first.series_id!));
      expect(series).toMatchObject({ frequency: 'weekly', createdBy: admin.user.id });
    });

    it('creates every month on the same weekday of the month (the 2nd Tuesday), across the change to winter time', async () => {
      const first = await createSeries({ date: '2027-09-14', recurrence: { frequency: 'monthly', count: 4 } });
      const dates = await datesOf(first.series_id!);
      expect(dates.map((event) => [event.date, event.time, event.starts_at])).toEqual([
        ['2027-09-14', '19:00', '2027-09-14T17:00:00.000Z'],
        ['2027-10-12', '19:00', '2027-10-12T17:00:00.000Z'],
        ['2027-11-09', '19:00', '2027-11-09T18:00:00.000Z'],
        ['2027-12-14', '19:00', '2027-12-14T18:00:00.000Z'],
      ]);
    });

    it('puts a series started on a 5th Tuesday on the last Tuesday of each month, 5th or 4th', async () => {
      // 30 March 2027 is the 5th Tuesday of March; April and May 2027 have four Tuesdays, June five.
      const first = await createSeries({ date: '2027-03-30', recurrence: { frequency: 'monthly', count: 4 } });
      const dates = await datesOf(first.series_id!);
      expect(dates.map((event) => event.date)).toEqual(['2027-03-30', '2027-04-27', '2027-05-25', '2027-06-29']);
    });

    it('stops at the end date, which is included', async () => {
      const first = await createSeries({ date: '2027-01-05', recurrence: { frequency: 'weekly', until: '2027-01-26' } });
      expect((await datesOf(first.series_id!)).map((event) => event.date)).toEqual(['2027-01-05', '2027-01-12', '2027-01-19', '2027-01-26']);
    });

    it('takes the largest series allowed: 52 weekly dates', async () => {
      const first = await createSeries({ date: '2027-01-04', recurrence: { frequency: 'weekly', count: 52 } });
      const dates = await datesOf(first.series_id!);
      expect(dates).toHaveLength(52);
      expect(dates.at(-1)!.date).toBe('2027-12-27');
    });

    it('creates a single event, without series, when no recurrence is sent', async () => {
      const response = await post(validEvent({ date: '2027-02-02' }));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ date: '2027-02-02', series_id: null });
      const nullRecurrence = await post({ ...validEvent({ date: '2027-02-03' }), recurrence: null });
      expect(nullRecurrence.json()).toMatchObject({ date: '2027-02-03', series_id: null });
    });

    it.each([
      ['a frequency the site does not know', { frequency: 'daily', count: 3 }, EVENT_SERIES_MESSAGES.frequencyInvalid],
      ['no end', { frequency: 'weekly' }, EVENT_SERIES_MESSAGES.endMissing],
      ['two ends', { frequency: 'weekly', count: 3, until: '2027-06-01' }, EVENT_SERIES_MESSAGES.endContradictory],
      ['a single date', { frequency: 'weekly', count: 1 }, EVENT_SERIES_MESSAGES.countInvalid],
      ['53 dates', { frequency: 'weekly', count: 53 }, EVENT_SERIES_MESSAGES.countInvalid],
      ['a count that is not a whole number', { frequency: 'weekly', count: 2.5 }, EVENT_SERIES_MESSAGES.countInvalid],
      ['an end that is not a date', { frequency: 'weekly', until: '2027-02-30' }, EVENT_SERIES_MESSAGES.untilInvalid],
      ['an end before the first date', { frequency: 'weekly', until: '2027-04-30' }, EVENT_SERIES_MESSAGES.untilNotAfterStart],
      ['an end on the first date', { frequency: 'monthly', until: '2027-05-04' }, EVENT_SERIES_MESSAGES.untilNotAfterStart],
      ['an end more than two years ahead', { frequency: 'monthly', until: '2029-05-05' }, EVENT_SERIES_MESSAGES.untilTooFar],
      ['an end that gives one date only', { frequency: 'weekly', until: '2027-05-10' }, EVENT_SERIES_MESSAGES.tooFewOccurrences],
      ['an end that gives more than 52 dates', { frequency: 'weekly', until: '2028-06-01' }, EVENT_SERIES_MESSAGES.tooManyOccurrences(53)],
      ['a count that ends more than two years ahead', { frequency: 'monthly', count: 30 }, EVENT_SERIES_MESSAGES.lastDateTooFar('2029-10-02')],
      ['something that is not an object', 'chaque semaine', EVENT_SERIES_MESSAGES.recurrenceInvalid],
    ])('refuses %s in French and creates nothing', async (_case, recurrence, detail) => {
      const before = await countEvents();
      // Tuesday 4 May 2027.
      const response = await post({ ...validEvent({ date: '2027-05-04' }), recurrence });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(detail);
      expect(await countEvents()).toBe(before);
    });

    it('refuses a series to members and visitors', async () => {
      const payload = { ...validEvent({ date: '2027-05-04' }), recurrence: { frequency: 'weekly', count: 3 } };
      expect((await post(payload, member.authorization)).statusCode).toBe(403);
      expect((await testApp.app.inject({ method: 'POST', url: '/api/events', payload })).statusCode).toBe(401);
    });
  });

  describe('admins edit a date or the dates to come', () => {
    const put = (id: number, payload: object, scope?: string, headers: Record<string, string> = admin.authorization) =>
      testApp.app.inject({ method: 'PUT', url: `/api/events/${id}${scope === undefined ? '' : `?scope=${scope}`}`, headers, payload });

    it('changes only the date addressed with « cette date seulement » (the default)', async () => {
      const first = await createSeries({ date: '2027-06-01', recurrence: { frequency: 'weekly', count: 3 } });
      const [, second] = await datesOf(first.series_id!);
      expect((await put(second!.id, { title: 'Édition spéciale' }, 'this')).statusCode).toBe(200);
      expect((await put(first.id, { location: 'Nancy' })).statusCode).toBe(200);
      const dates = await datesOf(first.series_id!);
      expect(dates.map((event) => [event.title, event.location])).toEqual([
        [first.title, 'Nancy'],
        ['Édition spéciale', first.location],
        [first.title, first.location],
      ]);
    });

    it('carries what changed to every later date with « cette date et les suivantes », keeping their own edits and the Paris time across the change of time', async () => {
      // Tuesdays 12, 19 and 26 October, 2 November 2027; Paris goes back to winter time on 31 October.
      const first = await createSeries({ date: '2027-10-12', recurrence: { frequency: 'weekly', count: 4 } });
      const [, second, , fourth] = await datesOf(first.series_id!);
      expect((await put(fourth!.id, { location: 'Salle Braun' }, 'this')).statusCode).toBe(200);

      // The form sends every field: only the title and the time differ from the second date's.
      const response = await put(second!.id, { ...validEvent({ date: second!.date, time: '20:30' }), title: 'Club de lecture' }, 'following');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: second!.id, title: 'Club de lecture', time: '20:30', series_id: first.series_id });

      const dates = await datesOf(first.series_id!);
      expect(dates.map((event) => [event.date, event.time, event.starts_at, event.title, event.location])).toEqual([
        ['2027-10-12', '19:00', '2027-10-12T17:00:00.000Z', first.title, first.location],
        ['2027-10-19', '20:30', '2027-10-19T18:30:00.000Z', 'Club de lecture', first.location],
        ['2027-10-26', '20:30', '2027-10-26T18:30:00.000Z', 'Club de lecture', first.location],
        ['2027-11-02', '20:30', '2027-11-02T19:30:00.000Z', 'Club de lecture', 'Salle Braun'],
      ]);
    });

    it('moves the later dates by as many days as the date addressed moved', async () => {
      const first = await createSeries({ date: '2027-07-06', recurrence: { frequency: 'weekly', count: 4 } });
      const [, second] = await datesOf(first.series_id!);
      expect((await put(second!.id, { date: '2027-07-14' }, 'following')).statusCode).toBe(200);
      expect((await datesOf(first.series_id!)).map((event) => [event.date, event.time])).toEqual([
        ['2027-07-06', '19:00'],
        ['2027-07-14', '19:00'],
        ['2027-07-21', '19:00'],
        ['2027-07-28', '19:00'],
      ]);
    });

    it('refuses the whole change, naming the date, when a later date has more participants than the new capacity', async () => {
      const first = await createSeries({ date: '2027-08-03', recurrence: { frequency: 'weekly', count: 3 } });
      const [, second, third] = await datesOf(first.series_id!);
      const members = await createManyMembers(testApp, 2);
      await testApp.context.db.insert(registrations).values(members.map(({ user }) => ({ eventId: third!.id, userId: user.id })));

      const response = await put(second!.id, { title: 'Nouveau titre', max_participants: 1 }, 'following');
      expect(response.statusCode).toBe(409);
      expect(response.json().detail).toBe(EVENT_SERIES_MESSAGES.capacityBelowParticipantsOn('2027-08-17', 2));
      expect(response.json().detail).toBe("Le 17/08/2027\u00a0: le nombre maximum de participants ne peut pas être inférieur au nombre d'inscrits (2).");
      const dates = await datesOf(first.series_id!);
      expect(dates.map((event) => [event.title, event.max_participants])).toEqual([
        [first.title, 40],
        [first.title, 40],
        [first.title, 40],
      ]);
      // Two places are enough for everyone: accepted everywhere.
      expect((await put(second!.id, { max_participants: 2 }, 'following')).statusCode).toBe(200);
      expect((await datesOf(first.series_id!)).map((event) => event.max_participants)).toEqual([40, 2, 2]);
    });

    it('never lets a date of the series hold more participants than a capacity lowered while members join it', async () => {
      const first = await createSeries({ date: '2027-08-31', max_participants: 6, recurrence: { frequency: 'weekly', count: 3 } });
      const [, second, third] = await datesOf(first.series_id!);
      const members = await createManyMembers(testApp, 8);
      const joins = members.map(({ authorization }) => testApp.app.inject({ method: 'POST', url: `/api/events/${third!.id}/join`, headers: authorization }));
      const [change] = await Promise.all([put(second!.id, { max_participants: 3 }, 'following'), ...joins]);
      const dates = await datesOf(first.series_id!);
      // Either the change came first (and the joins stopped at 3) or the joins did (and it was refused).
      expect(dates[2]!.participant_count).toBeLessThanOrEqual(dates[2]!.max_participants);
      if (change!.statusCode === 200) expect(dates.map((event) => event.max_participants)).toEqual([6, 3, 3]);
      else {
        // The refusal names the count it found, above 3; the joins that came after it may have added more.
        const refusedAt = [4, 5, 6].find((count) => change!.json().detail === EVENT_SERIES_MESSAGES.capacityBelowParticipantsOn('2027-09-14', count));
        expect(refusedAt, change!.body).toBeDefined();
        expect(refusedAt!).toBeLessThanOrEqual(dates[2]!.participant_count);
        expect(dates.map((event) => event.max_participants)).toEqual([6, 6, 6]);
      }
    });

    it('carries what changed to every date still to come with « toutes les dates à venir », those before the date addressed included, never to the past ones', async () => {
      // Three dates past (15, 8 and 1 days ago), three to come (in 6, 13 and 20 days).
      const first = await createSeries({ date: daysFromNow(-15), recurrence: { frequency: 'weekly', count: 6 } });
      const before = await datesOf(first.series_id!);
      const fifth = before[4]!;

      const response = await put(fifth.id, { ...validEvent({ date: fifth.date, time: '20:00' }), title: 'Atelier du soir' }, 'upcoming');
      expect(response.statusCode, response.body).toBe(200);
      // The answer is the date as its page shows it: with the other dates to come.
      expect((response.json() as TEventDetail).series_upcoming_dates.map((date) => date.id)).toEqual([before[3]!.id, before[5]!.id]);
      const after = await datesOf(first.series_id!);
      expect(after.map((event) => [event.date, event.time, event.title])).toEqual([
        ...before.slice(0, 3).map((event) => [event.date, '19:00', first.title]),
        ...before.slice(3).map((event) => [event.date, '20:00', 'Atelier du soir']),
      ]);

      // A new date moves every date to come, the earlier one too, by as many days.
      expect((await put(fifth.id, { date: shiftSeriesDate(fifth.date, 1) }, 'upcoming')).statusCode).toBe(200);
      expect((await datesOf(first.series_id!)).map((event) => event.date)).toEqual([
        ...before.slice(0, 3).map((event) => event.date),
        ...before.slice(3).map((event) => shiftSeriesDate(event.date, 1)),
      ]);
    });

    it('changes the date addressed and the later ones only with « cette date et les suivantes », not the earlier dates to come', async () => {
      const first = await createSeries({ date: daysFromNow(-8), recurrence: { frequency: 'weekly', count: 5 } });
      const before = await datesOf(first.series_id!);
      expect((await put(before[3]!.id, { location: 'Salle Braun' }, 'following')).statusCode).toBe(200);
      expect((await datesOf(first.series_id!)).map((event) => event.location)).toEqual([
        first.location,
        first.location,
        first.location,
        'Salle Braun',
        'Salle Braun',
      ]);
    });

    it('edits a single event alone whatever the scope', async () => {
      const single = (await post(validEvent({ date: '2027-09-01' }))).json() as TEvent;
      const response = await put(single.id, { title: 'Seul' }, 'following');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ title: 'Seul', series_id: null });
    });

    it('refuses an unknown scope in French, and members', async () => {
      const first = await createSeries({ date: '2027-09-07', recurrence: { frequency: 'weekly', count: 2 } });
      const response = await put(first.id, { title: 'x' }, 'toutes');
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(EVENT_SERIES_MESSAGES.scopeInvalid);
      expect(response.json().detail).toBe(
        'Le paramètre « scope » doit valoir « this » (cette date seulement), « following » (cette date et les suivantes) ou « upcoming » (toutes les dates à venir).',
      );
      for (const query of ['scope=', 'scope=this&scope=upcoming', 'scope=UPCOMING']) {
        const refused = await testApp.app.inject({
          method: 'PUT',
          url: `/api/events/${first.id}?${query}`,
          headers: admin.authorization,
          payload: { title: 'x' },
        });
        expect(refused.statusCode, query).toBe(400);
        expect(refused.json().detail, query).toBe(EVENT_SERIES_MESSAGES.scopeInvalid);
      }
      expect((await datesOf(first.series_id!)).every((event) => event.title !== 'x')).toBe(true);
      expect((await put(first.id, { title: 'x' }, 'following', member.authorization)).statusCode).toBe(403);
      expect((await put(999_999, { title: 'x' }, 'following')).json().detail).toBe(EVENT_MESSAGES.eventNotFound);
    });
  });

  describe('admins delete a date or the dates to come', () => {
    const remove = (id: number, scope?: string, headers: Record<string, string> = admin.authorization) =>
      testApp.app.inject({ method: 'DELETE', url: `/api/events/${id}${scope === undefined ? '' : `?scope=${scope}`}`, headers });

    it('deletes only the date addressed with « cette date seulement »', async () => {
      const first = await createSeries({ date: '2027-11-02', recurrence: { frequency: 'weekly', count: 3 } });
      const [, second] = await datesOf(first.series_id!);
      const response = await remove(second!.id, 'this');
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(EVENT_MESSAGES.deleted);
      expect((await datesOf(first.series_id!)).map((event) => event.date)).toEqual(['2027-11-02', '2027-11-16']);
    });

    it('deletes the date addressed and every later one with « cette date et les suivantes », their registrations with them', async () => {
      const first = await createSeries({ date: '2027-12-07', recurrence: { frequency: 'weekly', count: 4 } });
      const [, second, third] = await datesOf(first.series_id!);
      await testApp.context.db.insert(registrations).values({ eventId: third!.id, userId: member.user.id });

      expect((await remove(second!.id, 'following', member.authorization)).statusCode).toBe(403);
      const response = await remove(second!.id, 'following');
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(EVENT_SERIES_MESSAGES.datesDeleted(3));
      expect(response.json().message).toBe('3 dates de la série supprimées avec succès\u202f!');
      expect((await datesOf(first.series_id!)).map((event) => event.date)).toEqual(['2027-12-07']);
      expect(await testApp.context.db.select().from(registrations).where(eq(registrations.eventId, third!.id))).toEqual([]);
      expect((await remove(second!.id, 'following')).statusCode).toBe(404);
    });

    it('deletes the date addressed and every date still to come with « toutes les dates à venir », the earlier ones included, keeping the past ones', async () => {
      const first = await createSeries({ date: daysFromNow(-12), recurrence: { frequency: 'weekly', count: 5 } });
      const before = await datesOf(first.series_id!);
      await testApp.context.db.insert(registrations).values({ eventId: before[2]!.id, userId: member.user.id });

      expect((await remove(before[3]!.id, 'upcoming', member.authorization)).statusCode).toBe(403);
      const response = await remove(before[3]!.id, 'upcoming');
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(EVENT_SERIES_MESSAGES.datesDeleted(3));
      expect((await datesOf(first.series_id!)).map((event) => event.id)).toEqual([before[0]!.id, before[1]!.id]);
      expect(await testApp.context.db.select().from(registrations).where(eq(registrations.eventId, before[2]!.id))).toEqual([]);
    });

    it('deletes from the date addressed with « cette date et les suivantes », keeping the earlier dates to come', async () => {
      const first = await createSeries({ date: daysFromNow(-9), recurrence: { frequency: 'weekly', count: 4 } });
      const before = await datesOf(first.series_id!);
      const response = await remove(before[2]!.id, 'following');
      expect(response.json().message).toBe(EVENT_SERIES_MESSAGES.datesDeleted(2));
      expect((await datesOf(first.series_id!)).map((event) => event.id)).toEqual([before[0]!.id, before[1]!.id]);
    });

    it('refuses an unknown scope in French', async () => {
      const first = await createSeries({ date: '2027-12-08', recurrence: { frequency: 'weekly', count: 2 } });
      const response = await remove(first.id, 'tout');
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(EVENT_SERIES_MESSAGES.scopeInvalid);
      expect(await datesOf(first.series_id!)).toHaveLength(2);
    });
  });
});

describe("the participants of a series' dates", () => {
  let testApp: TestAppWithMail;
  let admin: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    testApp = await createTestAppWithMail();
    admin = await createTestUser(testApp, { role: 'admin' });
    member = await createTestUser(testApp, { firstName: 'Lina' });
  });
  afterAll(() => testApp.close());

  it('are told by mail, date by date, of a change and of a deletion of the dates to come, and of nothing when the change is refused', async () => {
    const title = 'Atelier couture';
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: admin.authorization,
      payload: { ...validEvent({ title, date: '2027-10-05', time: '18:00' }), recurrence: { frequency: 'weekly', count: 3 } },
    });
    const seriesId = (created.json() as TEvent).series_id!;
    const rows = await testApp.context.db.select({ id: events.id }).from(events).where(eq(events.seriesId, seriesId)).orderBy(asc(events.startsAt));
    const [first, second, third] = rows.map((row) => row.id);
    for (const id of [first, second, third]) {
      expect((await testApp.app.inject({ method: 'POST', url: `/api/events/${id}/join`, headers: member.authorization })).statusCode).toBe(200);
    }
    /** Which October day each mail is about, sorted: mails leave in no set order. */
    const daysIn = (mails: { text: string }[]) => mails.map((mail) => /mardi (\d+) octobre 2027/.exec(mail.text)?.[1]).sort();
    const toMember = (subject: string) => testApp.smtp.mails.filter((mail) => mail.to.includes(member.user.email) && mail.subject === subject);

    // Refused (the third date has two participants, one place asked): nobody is told anything.
    const other = await createTestUser(testApp, { firstName: 'Noé' });
    expect((await testApp.app.inject({ method: 'POST', url: `/api/events/${third}/join`, headers: other.authorization })).statusCode).toBe(200);
    const refused = await testApp.app.inject({
      method: 'PUT',
      url: `/api/events/${second}?scope=following`,
      headers: admin.authorization,
      payload: { location: 'Nancy', max_participants: 1 },
    });
    expect(refused.statusCode).toBe(409);

    const changed = await testApp.app.inject({
      method: 'PUT',
      url: `/api/events/${second}?scope=following`,
      headers: admin.authorization,
      payload: { location: 'Nancy' },
    });
    expect(changed.statusCode).toBe(200);
    const changeMails = () => testApp.smtp.mails.filter((mail) => mail.subject === `Changement pour ${title}`);
    await vi.waitFor(() => expect(changeMails()).toHaveLength(3), { timeout: 5_000 });
    expect(toMember(`Changement pour ${title}`)).toHaveLength(2);
    // One per date and person: the member on the second and third dates, the other on the third.
    expect(daysIn(toMember(`Changement pour ${title}`))).toEqual(['12', '19']);
    expect(toMember(`Changement pour ${title}`).every((mail) => mail.text.includes('Nancy'))).toBe(true);

    const deleted = await testApp.app.inject({ method: 'DELETE', url: `/api/events/${second}?scope=following`, headers: admin.authorization });
    expect(deleted.statusCode).toBe(200);
    const cancelMails = () => testApp.smtp.mails.filter((mail) => mail.subject === `Événement annulé\u00a0: ${title}`);
    await vi.waitFor(() => expect(cancelMails()).toHaveLength(3), { timeout: 5_000 });
    expect(daysIn(toMember(`Événement annulé\u00a0: ${title}`))).toEqual(['12', '19']);
    // The first date was neither changed nor deleted: nothing about it.
    expect(testApp.smtp.mails.some((mail) => mail.subject !== `Inscription confirmée\u00a0: ${title}` && mail.text.includes('mardi 5 octobre 2027'))).toBe(
      false,
    );
  });
});

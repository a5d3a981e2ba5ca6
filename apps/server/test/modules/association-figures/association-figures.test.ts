import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, memberStatusOf, toParisDate, type TAssociationFigures } from '@action-plus/contract';
import { memberships, registrations } from '#db/schema';
import { fromParisDateTime } from '#lib/paris-time';
import { revalidationIntervalFor } from '#modules/events/events-read-cache';
import { createManyMembers, insertEvent, validEvent, type TestUser } from '#test/support/event-fixtures';
import { insertMembership } from '#test/support/membership-fixtures';
import { createTestApp, createTestUser, type TestApp } from '#test/support/test-app';

const DAY_MS = 86_400_000;

describe("the home page's figures", () => {
  let testApp: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await createTestUser(testApp, { role: 'admin' });
  });
  afterAll(() => testApp.close());

  const readFigures = async (): Promise<TAssociationFigures> => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/association-figures' });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  /** At once on PostgreSQL; within a second on the embedded database, which has no other instance. */
  const waitForRevalidation = () => new Promise((resolve) => setTimeout(resolve, revalidationIntervalFor(testApp.context.db) + 50));

  it('are open to visitors and start from nothing', async () => {
    expect(await readFigures()).toEqual({ events_held: 0, active_members: 0, participants_this_year: 0 });
  });

  it('count the events already held, never the ones to come', async () => {
    await insertEvent(testApp, { startsAt: new Date(Date.now() - 400 * DAY_MS), title: "L'an passé" });
    await insertEvent(testApp, { startsAt: new Date(Date.now() - 60_000), title: 'Commencé il y a une minute' });
    await insertEvent(testApp, { startsAt: new Date(Date.now() + 60 * 60_000), title: 'Dans une heure' });
    await insertEvent(testApp, { startsAt: new Date(Date.now() + 30 * DAY_MS), title: 'Le mois prochain' });
    await waitForRevalidation();
    expect((await readFigures()).events_held).toBe(2);

    // An event created through the API (in ten days) leaves the count as it is, and is seen at once.
    const created = await testApp.app.inject({ method: 'POST', url: '/api/events', headers: admin.authorization, payload: validEvent() });
    expect(created.statusCode).toBe(201);
    expect((await readFigures()).events_held).toBe(2);
  });

  it('count the members whose membership runs today, by the membership states, each member once', async () => {
    const today = toParisDate();
    const [running, expiringSoon, renewed, upcoming, lapsed, endsToday, startsToday] = await createManyMembers(testApp, 7);
    const periods: [{ user: { id: number } } | undefined, { startDate: string; durationMonths?: number }[]][] = [
      [running, [{ startDate: addMonths(today, -2) }]],
      [expiringSoon, [{ startDate: addDays(addMonths(today, -12), 10) }]],
      // A renewal bought in advance overlaps the running membership: still one member.
      [renewed, [{ startDate: addMonths(today, -11) }, { startDate: addMonths(addMonths(today, -11), 12) }]],
      [upcoming, [{ startDate: addDays(today, 10) }]],
      [lapsed, [{ startDate: addMonths(today, -14) }]],
      [endsToday, [{ startDate: addMonths(today, -12) }]],
      [startsToday, [{ startDate: today, durationMonths: 1 }]],
    ];
    const expected = new Set<number>();
    for (const [member, memberPeriods] of periods) {
      const rows = [];
      for (const period of memberPeriods) rows.push(await insertMembership(testApp, member!.user.id, period));
      const { state } = memberStatusOf(rows, today);
      if (state === 'active' || state === 'expiring-soon') expected.add(member!.user.id);
    }
    // The rule, spelled out: running today, lapsed and upcoming ones left out.
    expect([...expected].sort()).toEqual([running, expiringSoon, renewed, endsToday, startsToday].map((member) => member!.user.id).sort());
    await waitForRevalidation();
    expect((await readFigures()).active_members).toBe(expected.size);
  });

  it('follow a membership the admin records at once, and one written elsewhere within the revalidation', async () => {
    const before = await readFigures();
    const newcomer = await createTestUser(testApp);
    const recorded = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/create-membership',
      headers: admin.authorization,
      payload: { userId: newcomer.user.id, membershipType: 'standard', duration: 12, amount: 25 },
    });
    expect(recorded.statusCode).toBe(201);
    expect((await readFigures()).active_members).toBe(before.active_members + 1);

    // Another instance (or a payment's notification) records one straight into the database.
    const [other] = await createManyMembers(testApp, 1);
    await insertMembership(testApp, other!.user.id, { startDate: toParisDate() });
    await waitForRevalidation();
    expect((await readFigures()).active_members).toBe(before.active_members + 2);

    // And a membership ended early (a refund) leaves the count as soon.
    await testApp.context.db.update(memberships).set({ endDate: addDays(toParisDate(), -1) });
    await waitForRevalidation();
    expect((await readFigures()).active_members).toBe(0);
  });

  it("count this Paris year's participants once each, whether their events are held or to come, and no one from last year's", async () => {
    const before = (await readFigures()).participants_this_year;
    const year = Number(toParisDate().slice(0, 4));
    const [early, late, lastYear] = await Promise.all([
      insertEvent(testApp, { startsAt: fromParisDateTime(`${year}-01-01`, '00:30'), title: 'Nouvel an' }),
      insertEvent(testApp, { startsAt: fromParisDateTime(`${year}-12-31`, '23:30'), title: 'Réveillon' }),
      insertEvent(testApp, { startsAt: fromParisDateTime(`${year - 1}-12-31`, '23:30'), title: "Réveillon de l'an passé" }),
    ]);
    const [both, once, onlyLastYear] = await createManyMembers(testApp, 3);
    await testApp.context.db.insert(registrations).values([
      { eventId: early!.id, userId: both!.user.id },
      { eventId: late!.id, userId: both!.user.id },
      { eventId: late!.id, userId: once!.user.id },
      { eventId: lastYear!.id, userId: onlyLastYear!.user.id },
    ]);
    await waitForRevalidation();
    expect((await readFigures()).participants_this_year).toBe(before + 2);
  });
});

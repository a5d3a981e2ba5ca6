import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { COMMON_MESSAGES, MEMBERSHIP_MESSAGES, addDays, addMonths, toParisDate, type TMemberDetailsResponse } from '@action-plus/contract';
import { mailOutbox, membershipReminders, memberships } from '#db/schema';
import { fromParisDateTime } from '#lib/paris-time';
import { queueDueMembershipReminders, remindersDayAt } from '#modules/memberships/queue-membership-reminders';
import { createTestApp, createTestAppWithMail, createTestUser, type TestApp, type TestAppWithMail } from '#test/support/test-app';

const PUBLIC_URL = 'https://actionplusmetz.org';

describe('membership reminders', () => {
  let testApp: TestAppWithMail;
  let adminHeaders: Record<string, string>;

  beforeAll(async () => {
    testApp = await createTestAppWithMail({ publicUrl: PUBLIC_URL });
    adminHeaders = (await createTestUser(testApp, { role: 'admin' })).authorization;
  });
  afterAll(() => testApp.close());

  const mails = () => ({ mailer: testApp.context.mailer, publicUrl: PUBLIC_URL });
  const runAt = (date: string, time = '10:00', app: TestApp = testApp) =>
    queueDueMembershipReminders(app.context.db, { mailer: app.context.mailer, publicUrl: PUBLIC_URL }, { now: fromParisDateTime(date, time) });

  async function memberWith(periods: { startDate: string; endDate: string }[], firstName = 'Camille') {
    const member = await createTestUser(testApp, { firstName });
    const rows = [];
    for (const period of periods) {
      const [row] = await testApp.context.db
        .insert(memberships)
        .values({ userId: member.user.id, membershipType: 'standard', ...period, durationMonths: 12, amountCents: 2500 })
        .returning();
      rows.push(row!);
    }
    return { ...member, memberships: rows };
  }

  const remindersOf = (membershipId: number) => testApp.context.db.select().from(membershipReminders).where(eq(membershipReminders.membershipId, membershipId));
  const outboxFor = (email: string) => testApp.context.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));

  it("starts the reminders' day at 09:00 in Paris", () => {
    expect(remindersDayAt(fromParisDateTime('2031-03-10', '08:59'))).toBe('2031-03-09');
    expect(remindersDayAt(fromParisDateTime('2031-03-10', '09:00'))).toBe('2031-03-10');
    // 23:30 UTC on 31 December is 00:30 on New Year's Day in Paris: still the 31st's reminders.
    expect(remindersDayAt(new Date('2031-12-31T23:30:00Z'))).toBe('2031-12-31');
  });

  it('mails 30 days and 7 days before the end and the day after it lapsed, each once, with the link to renew', async () => {
    const {
      user,
      memberships: [membership],
    } = await memberWith([{ startDate: '2031-01-15', endDate: '2032-01-15' }], 'Élodie');

    // 30 days before, but before 09:00: not yet; at 09:00: the first reminder; again: nothing more.
    expect(await runAt('2031-12-16', '08:59')).toBe(0);
    expect(await runAt('2031-12-16', '09:00')).toBe(1);
    expect(await runAt('2031-12-16', '09:15')).toBe(0);
    expect(await runAt('2031-12-20')).toBe(0);
    // 7 days before.
    expect(await runAt('2032-01-08')).toBe(1);
    expect(await runAt('2032-01-10')).toBe(0);
    // On its last day it still runs: no lapse notice yet. The day after: the lapse notice, once.
    expect(await runAt('2032-01-15')).toBe(0);
    expect(await runAt('2032-01-16')).toBe(1);
    expect(await runAt('2032-01-17')).toBe(0);

    const first = await testApp.smtp.waitForMail(
      (mail) => mail.to.includes(user.email) && mail.subject === 'Votre adhésion à Action Plus se termine le 15 janvier 2032',
    );
    expect(first.text).toContain('Bonjour Élodie,');
    expect(first.text).toContain('se termine dans 30 jours, le 15 janvier 2032');
    expect(first.text).toMatch(/Renouveler mon adhésion\u00a0:\r?\nhttps:\/\/actionplusmetz\.org\/profile#adhesion/);
    expect(first.text).toContain('3A rue des Jardiniers');
    const last = await testApp.smtp.waitForMail(
      (mail) => mail.to.includes(user.email) && mail.subject === 'Rappel\u00a0: votre adhésion à Action Plus se termine dans 7 jours',
    );
    expect(last.text).toContain('le 15 janvier 2032');
    expect(last.html).toContain(`href="${PUBLIC_URL}/profile#adhesion"`);
    const lapsed = await testApp.smtp.waitForMail((mail) => mail.to.includes(user.email) && mail.subject === 'Votre adhésion à Action Plus a expiré');
    expect(lapsed.text).toContain('a pris fin le 15 janvier 2032');
    expect(lapsed.text).toContain(`${PUBLIC_URL}/profile#adhesion`);

    const rows = await remindersOf(membership!.id);
    expect(rows.map((row) => row.kind).sort()).toEqual(['ends-in-30-days', 'ends-in-7-days', 'lapsed']);
    expect(await outboxFor(user.email)).toHaveLength(3);
    await testApp.context.mailer.whenIdle();
  });

  it('catching up after a stop sends only the most relevant reminder: never « 30 days » within the last 7, no lapse notice weeks late', async () => {
    const {
      user,
      memberships: [late],
    } = await memberWith([{ startDate: '2033-03-10', endDate: '2034-03-10' }]);
    // The site was down from 30 days before until 5 days before the end: only the 7-day reminder.
    expect(await runAt('2034-03-05')).toBe(1);
    expect((await remindersOf(late!.id)).map((row) => row.kind)).toEqual(['ends-in-7-days']);
    // Down again until well after the end: the lapse notice is not sent weeks late.
    expect(await runAt('2034-03-25')).toBe(0);
    expect(await outboxFor(user.email)).toHaveLength(1);

    const {
      memberships: [ended],
    } = await memberWith([{ startDate: '2033-06-10', endDate: '2034-06-10' }]);
    // Back four days after the end: the lapse notice, not the missed reminders.
    expect(await runAt('2034-06-14')).toBe(1);
    expect((await remindersOf(ended!.id)).map((row) => row.kind)).toEqual(['lapsed']);
    await testApp.context.mailer.whenIdle();
  });

  it('reminds nobody who has already renewed, in advance or after the lapse', async () => {
    const inAdvance = await memberWith([
      { startDate: '2035-05-10', endDate: '2036-05-10' },
      { startDate: '2036-05-10', endDate: '2037-05-10' },
    ]);
    const afterLapse = await memberWith([
      { startDate: '2035-08-01', endDate: '2036-08-01' },
      { startDate: '2036-08-03', endDate: '2037-08-03' },
    ]);
    for (const day of ['2036-04-10', '2036-05-03', '2036-05-11', '2036-07-02', '2036-07-25', '2036-08-04']) expect(await runAt(day), day).toBe(0);
    for (const membership of [...inAdvance.memberships, ...afterLapse.memberships]) expect(await remindersOf(membership.id)).toEqual([]);
    expect(await outboxFor(inAdvance.user.email)).toEqual([]);
    expect(await outboxFor(afterLapse.user.email)).toEqual([]);
  });

  it('two instances on one database running the job at once queue each reminder once', async () => {
    const second = await createTestApp({ database: testApp.database });
    try {
      const people = [];
      for (let index = 0; index < 12; index += 1) {
        // Six ending within 30 days, six within 7: one reminder each.
        people.push(await memberWith([{ startDate: '2038-01-01', endDate: index < 6 ? '2039-01-20' : '2039-01-05' }]));
      }
      const now = fromParisDateTime('2039-01-01', '12:00');
      const counts = await Promise.all(
        [testApp, second, testApp, second].map((app) =>
          queueDueMembershipReminders(app.context.db, { mailer: app.context.mailer, publicUrl: PUBLIC_URL }, { now }),
        ),
      );
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(12);
      const queued = await testApp.context.db
        .select()
        .from(mailOutbox)
        .where(
          inArray(
            mailOutbox.recipient,
            people.map((person) => person.user.email),
          ),
        );
      expect(queued).toHaveLength(12);
      expect(new Set(queued.map((row) => row.recipient)).size).toBe(12);
      const claims = await testApp.context.db
        .select()
        .from(membershipReminders)
        .where(
          inArray(
            membershipReminders.membershipId,
            people.map((person) => person.memberships[0]!.id),
          ),
        );
      expect(claims.map((claim) => claim.kind).sort()).toEqual([...Array(6).fill('ends-in-30-days'), ...Array(6).fill('ends-in-7-days')]);
      await Promise.all([testApp.context.mailer.whenIdle(), second.context.mailer.whenIdle()]);
    } finally {
      await second.close();
    }
  });

  it('the admin sees in the member details which reminders were sent when', async () => {
    const {
      user,
      memberships: [membership],
    } = await memberWith([{ startDate: '2040-02-01', endDate: '2041-02-01' }]);
    expect(await runAt('2041-01-10')).toBe(1);
    expect(await runAt('2041-01-26')).toBe(1);
    const response = await testApp.app.inject({ method: 'GET', url: `/api/admin/members/${user.id}`, headers: adminHeaders });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const details = response.json() as TMemberDetailsResponse;
    expect(details.reminders).toEqual([
      { membership_id: membership!.id, kind: 'ends-in-7-days', sent_at: fromParisDateTime('2041-01-26', '10:00').toISOString() },
      { membership_id: membership!.id, kind: 'ends-in-30-days', sent_at: fromParisDateTime('2041-01-10', '10:00').toISOString() },
    ]);
    await testApp.context.mailer.whenIdle();
    void mails;
  });
});

describe('membership states in the API', () => {
  let testApp: TestApp;
  let adminHeaders: Record<string, string>;
  const today = toParisDate();

  beforeAll(async () => {
    testApp = await createTestApp();
    adminHeaders = (await createTestUser(testApp, { role: 'admin' })).authorization;
  });
  afterAll(() => testApp.close());

  async function memberWith(periods: { startDate: string; endDate: string }[]) {
    const member = await createTestUser(testApp);
    const ids = [];
    for (const period of periods) {
      const [row] = await testApp.context.db
        .insert(memberships)
        .values({ userId: member.user.id, membershipType: 'standard', ...period, durationMonths: 12, amountCents: 2500 })
        .returning();
      ids.push(row!.id);
    }
    return { user: member.user, ids };
  }

  const details = async (userId: number) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/admin/members/${userId}`, headers: adminHeaders });
    expect(response.statusCode).toBe(200);
    return response.json() as TMemberDetailsResponse;
  };

  it('says active, expiring soon, upcoming and lapsed, in the list and the details', async () => {
    const active = await memberWith([{ startDate: addMonths(today, -2), endDate: addMonths(today, 10) }]);
    const expiring = await memberWith([{ startDate: addMonths(today, -11), endDate: addDays(today, 30) }]);
    const notExpiring = await memberWith([{ startDate: addMonths(today, -11), endDate: addDays(today, 31) }]);
    const renewed = await memberWith([
      { startDate: addMonths(today, -11), endDate: addDays(today, 10) },
      { startDate: addDays(today, 10), endDate: addMonths(addDays(today, 10), 12) },
    ]);
    const upcoming = await memberWith([{ startDate: addDays(today, 1), endDate: addMonths(addDays(today, 1), 12) }]);
    const lapsed = await memberWith([{ startDate: addMonths(today, -13), endDate: addDays(today, -1) }]);

    const response = await testApp.app.inject({ method: 'GET', url: '/api/admin/members', headers: adminHeaders });
    const list = response.json().members as { id: number; state: string; membership: { id: number; state: string; status: string } | null }[];
    const stateOf = (userId: number) => list.find((member) => member.id === userId)!;
    // The specification's coarser `status` stays beside: running is active, a renewal to come is upcoming, never inactive.
    expect(stateOf(active.user.id)).toMatchObject({ state: 'active', membership: { state: 'active', status: 'active' } });
    expect(stateOf(expiring.user.id)).toMatchObject({ state: 'expiring-soon', membership: { state: 'expiring-soon', status: 'active' } });
    expect(stateOf(notExpiring.user.id)).toMatchObject({ state: 'active' });
    // Renewed in advance: the member is active; their current period still ends soon, the renewal is to come.
    expect(stateOf(renewed.user.id)).toMatchObject({ state: 'active', membership: { id: renewed.ids[0], state: 'expiring-soon' } });
    expect(stateOf(upcoming.user.id)).toMatchObject({ state: 'upcoming', membership: { state: 'upcoming', status: 'upcoming' } });
    expect(stateOf(lapsed.user.id)).toMatchObject({ state: 'lapsed', membership: { state: 'lapsed', status: 'inactive' } });

    const renewedDetails = await details(renewed.user.id);
    expect(renewedDetails.member).toMatchObject({ state: 'active', covered_until: addMonths(addDays(today, 10), 12) });
    expect(renewedDetails.memberships.map((membership) => [membership.id, membership.state])).toEqual([
      [renewed.ids[1], 'upcoming'],
      [renewed.ids[0], 'expiring-soon'],
    ]);
    expect(renewedDetails.reminders).toEqual([]);
  });

  it('answers 404 for an unknown member, and keeps visitors and members out', async () => {
    const unknown = await testApp.app.inject({ method: 'GET', url: '/api/admin/members/999999', headers: adminHeaders });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: MEMBERSHIP_MESSAGES.memberNotFound });
    const visitor = await testApp.app.inject({ method: 'GET', url: '/api/admin/members/1' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ detail: COMMON_MESSAGES.authenticationRequired });
    const member = await createTestUser(testApp);
    const forbidden = await testApp.app.inject({ method: 'GET', url: '/api/admin/members/1', headers: member.authorization });
    expect(forbidden.statusCode).toBe(403);
  });
});

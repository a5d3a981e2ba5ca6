import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  COMMON_MESSAGES,
  MEMBERSHIP_MESSAGES,
  addDays,
  addMonths,
  offeredDurationsOf,
  toParisDate,
  type TMemberListItem,
  ROLE_MESSAGES,
} from '@action-plus/contract';
import { SEEDED_ASSOCIATION_SETTINGS } from '@action-plus/contract/association-settings-seed';
import { users } from '#db/schema';
import { insertMembership } from '#test/support/membership-fixtures';
import { type SmtpCatcher } from '#test/support/smtp-catcher';
import { createTestAppWithMail, createTestUser, type TestAppWithMail } from '#test/support/test-app';

/** What a duration the association's dues do not offer is answered: the offered ones, named. */
const NOT_OFFERED = MEMBERSHIP_MESSAGES.durationNotOffered(offeredDurationsOf(SEEDED_ASSOCIATION_SETTINGS.dues));

describe('membership administration', () => {
  let testApp: TestAppWithMail;
  let smtp: SmtpCatcher;
  let adminHeaders: Record<string, string>;
  const today = () => toParisDate();

  beforeAll(async () => {
    testApp = await createTestAppWithMail();
    smtp = testApp.smtp;
    adminHeaders = (await createTestUser(testApp, { role: 'admin' })).authorization;
  });
  afterAll(() => testApp.close());

  const post = (url: string, payload: object, headers = adminHeaders) => testApp.app.inject({ method: 'POST', url, headers, payload });
  const listMembers = async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/admin/members', headers: adminHeaders });
    expect(response.statusCode).toBe(200);
    return response.json().members as TMemberListItem[];
  };

  describe('guards', () => {
    const routes = [
      { method: 'GET', url: '/api/admin/members' },
      { method: 'POST', url: '/api/admin/create-user', payload: {} },
      { method: 'POST', url: '/api/admin/create-membership', payload: {} },
      { method: 'POST', url: '/api/admin/members/1/renew', payload: {} },
      { method: 'GET', url: '/api/admin/download-invoice-membership/1' },
    ] as const;

    it('asks visitors to sign in', async () => {
      for (const route of routes) {
        const response = await testApp.app.inject(route);
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(response.json()).toEqual({ detail: COMMON_MESSAGES.authenticationRequired });
      }
    });

    it('keeps members who are not admins out', async () => {
      const { authorization } = await createTestUser(testApp);
      for (const route of routes) {
        const response = await testApp.app.inject({ ...route, headers: authorization });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(response.json()).toEqual({ detail: ROLE_MESSAGES.permissionDenied });
      }
    });
  });

  describe('POST /api/admin/create-user', () => {
    const newcomer = { firstName: 'Aïcha', lastName: 'Benali', email: 'aicha.benali@exemple.fr', username: 'aicha.b' };

    it('creates the member without a password and mails them an invitation whose link lets them choose one and sign in', async () => {
      const response = await post('/api/admin/create-user', { ...newcomer, password: 'ignored-default' });
      expect(response.statusCode).toBe(201);
      const created = response.json();
      expect(created).toMatchObject({ ...newcomer, role: 'user', profileImage: null });
      expect(created).not.toHaveProperty('password');
      expect(created).not.toHaveProperty('passwordHash');
      const [row] = await testApp.context.db.select().from(users).where(eq(users.id, created.id));
      expect(row!.passwordHash).toBeNull();

      // Nobody can sign in with the spec's old fixed default password, or any other.
      const before = await post('/api/auth/login', { email: newcomer.email, password: 'ignored-default' }, {});
      expect(before.statusCode).toBe(401);

      const mail = await smtp.waitForMail((candidate) => candidate.to.includes(newcomer.email));
      expect(mail.subject).toContain('choisissez votre mot de passe');
      expect(mail.text).toContain('Aïcha');
      const link = mail.text.match(/https?:\/\/\S+\/reset-password\?\S+/)?.[0];
      expect(link).toBeDefined();
      const url = new URL(link!);
      expect(url.searchParams.get('invitation')).toBe('1');

      const chosen = await post('/api/auth/reset-password', { token: url.searchParams.get('token'), password: 'mon-beau-mot-de-passe' }, {});
      expect(chosen.statusCode).toBe(200);
      const login = await post('/api/auth/login', { email: newcomer.username, password: 'mon-beau-mot-de-passe' }, {});
      expect(login.statusCode).toBe(200);
      expect(login.json().user.id).toBe(created.id);
    });

    it('can create an admin when asked to', async () => {
      const response = await post('/api/admin/create-user', {
        firstName: 'Paul',
        lastName: 'Admin',
        email: 'paul.admin@exemple.fr',
        username: 'pauladmin',
        role: 'admin',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().role).toBe('admin');
    });

    it('refuses a duplicate e-mail or username, whatever the case', async () => {
      const sameEmail = await post('/api/admin/create-user', { ...newcomer, username: 'autre.pseudo', email: 'AICHA.BENALI@exemple.fr' });
      expect(sameEmail.statusCode).toBe(409);
      expect(sameEmail.json()).toEqual({ detail: AUTH_MESSAGES.emailTaken });
      const sameUsername = await post('/api/admin/create-user', { ...newcomer, username: 'AICHA.B', email: 'autre@exemple.fr' });
      expect(sameUsername.statusCode).toBe(409);
      expect(sameUsername.json()).toEqual({ detail: AUTH_MESSAGES.usernameTaken });
    });

    it('names a missing field and a malformed e-mail in French', async () => {
      const missing = await post('/api/admin/create-user', { firstName: 'Jo', lastName: 'Doe', email: 'jo@exemple.fr' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ detail: "Le nom d'utilisateur est obligatoire." });
      const badEmail = await post('/api/admin/create-user', { ...newcomer, email: 'aicha@exemple', username: 'aicha2' });
      expect(badEmail.statusCode).toBe(400);
      expect(badEmail.json()).toEqual({ detail: MEMBERSHIP_MESSAGES.invalidEmail });
    });
  });

  describe('POST /api/admin/create-membership', () => {
    it('records a membership from today for the chosen months, with its invoice', async () => {
      const { user } = await createTestUser(testApp);
      const response = await post('/api/admin/create-membership', { userId: user.id, membershipType: 'premium', duration: 24, amount: 45 });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.membership_id).toBe(body.membership.id);
      expect(body.membership).toMatchObject({
        membership_type: 'premium',
        start_date: today(),
        end_date: addMonths(today(), 24),
        duration_months: 24,
        renewal_count: 0,
        state: 'active',
        amount: 45,
      });
      expect(body.membership.invoice_number).toMatch(new RegExp(`^${today().slice(0, 4)}-\\d{4}$`));
    });

    it('keeps cents exact', async () => {
      const { user } = await createTestUser(testApp);
      const response = await post('/api/admin/create-membership', { userId: user.id, membershipType: 'standard', duration: 6, amount: 19.99 });
      expect(response.statusCode).toBe(201);
      expect(response.json().membership.amount).toBe(19.99);
    });

    it('answers 404 for an unknown member', async () => {
      const response = await post('/api/admin/create-membership', { userId: 999_999, membershipType: 'standard', duration: 12, amount: 25 });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: MEMBERSHIP_MESSAGES.memberNotFound });
    });

    it('refuses an amount below zero, with more than two decimals, or a duration not offered', async () => {
      const { user } = await createTestUser(testApp);
      const cases = [
        [{ amount: -1 }, MEMBERSHIP_MESSAGES.amountNegative],
        [{ amount: 10.005 }, MEMBERSHIP_MESSAGES.amountTooPrecise],
        [{ duration: 18 }, NOT_OFFERED],
        [{ duration: 0 }, NOT_OFFERED],
        [{ membershipType: 'gold' }, "Type d'adhésion inconnu\u00a0: standard, premium ou vip."],
        [{ amount: '25' }, MEMBERSHIP_MESSAGES.amountRequired],
      ] as const;
      for (const [change, detail] of cases) {
        const response = await post('/api/admin/create-membership', { userId: user.id, membershipType: 'standard', duration: 12, amount: 25, ...change });
        expect(response.statusCode, JSON.stringify(change)).toBe(400);
        expect(response.json()).toEqual({ detail });
      }
    });

    it('refuses a second membership while one is running: that is a renewal', async () => {
      const { user } = await createTestUser(testApp);
      expect((await post('/api/admin/create-membership', { userId: user.id, membershipType: 'standard', duration: 12, amount: 25 })).statusCode).toBe(201);
      const again = await post('/api/admin/create-membership', { userId: user.id, membershipType: 'standard', duration: 12, amount: 25 });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ detail: MEMBERSHIP_MESSAGES.alreadyActive });
    });

    it('accepts a free membership', async () => {
      const { user } = await createTestUser(testApp);
      const response = await post('/api/admin/create-membership', { userId: user.id, membershipType: 'vip', duration: 36, amount: 0 });
      expect(response.statusCode).toBe(201);
      expect(response.json().membership.amount).toBe(0);
    });
  });

  describe('POST /api/admin/members/{id}/renew', () => {
    it('extends an active membership from its end date', async () => {
      const { user } = await createTestUser(testApp);
      const current = await insertMembership(testApp, user.id, { startDate: addMonths(today(), -10), type: 'premium' });
      const response = await post(`/api/admin/members/${user.id}/renew`, { duration: 12, amount: 25 });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.membership_id).not.toBe(current.id);
      expect(body.membership).toMatchObject({
        membership_type: 'premium',
        start_date: current.endDate,
        end_date: addMonths(current.endDate, 12),
        renewal_count: 1,
        amount: 25,
      });
    });

    it('renews twice in advance: each renewal follows the previous one', async () => {
      const { user } = await createTestUser(testApp);
      const current = await insertMembership(testApp, user.id, { startDate: addMonths(today(), -1), durationMonths: 6 });
      const first = (await post(`/api/admin/members/${user.id}/renew`, { duration: 6, amount: 15 })).json();
      const second = (await post(`/api/admin/members/${user.id}/renew`, { duration: 12, amount: 25 })).json();
      expect(first.membership.start_date).toBe(current.endDate);
      // Bought in advance, the renewals have not started: « à venir », not inactive.
      expect(first.membership).toMatchObject({ state: 'upcoming' });
      expect(second.membership).toMatchObject({ start_date: first.membership.end_date, renewal_count: 2, state: 'upcoming' });

      const member = (await listMembers()).find((candidate) => candidate.id === user.id)!;
      // The list shows the membership running today, and offers the latest invoice.
      expect(member.membership).toMatchObject({ id: current.id, state: 'active' });
      expect(member.state).toBe('active');
      expect(member.lastMembershipId).toBe(second.membership_id);
    });

    it('starts a lapsed membership again today', async () => {
      const { user } = await createTestUser(testApp);
      await insertMembership(testApp, user.id, { startDate: addMonths(today(), -14) });
      const response = await post(`/api/admin/members/${user.id}/renew`, { duration: 6, amount: 15 });
      expect(response.statusCode).toBe(201);
      expect(response.json().membership).toMatchObject({ start_date: today(), end_date: addMonths(today(), 6), state: 'active', renewal_count: 1 });
    });

    it('gives a member who never had one a first standard membership from today', async () => {
      const { user } = await createTestUser(testApp);
      const response = await post(`/api/admin/members/${user.id}/renew`, { duration: 12, amount: 25 });
      expect(response.statusCode).toBe(201);
      expect(response.json().membership).toMatchObject({ membership_type: 'standard', start_date: today(), renewal_count: 0, state: 'active' });
    });

    it('answers 404 for an unknown member and 400 for bad input', async () => {
      const unknown = await post('/api/admin/members/999999/renew', { duration: 12, amount: 25 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ detail: MEMBERSHIP_MESSAGES.memberNotFound });
      const { user } = await createTestUser(testApp);
      const negative = await post(`/api/admin/members/${user.id}/renew`, { duration: 12, amount: -5 });
      expect(negative.json()).toEqual({ detail: MEMBERSHIP_MESSAGES.amountNegative });
      const notOffered = await post(`/api/admin/members/${user.id}/renew`, { duration: 3, amount: 10 });
      expect(notOffered.statusCode).toBe(400);
      expect(notOffered.json()).toEqual({ detail: NOT_OFFERED });
      const missing = await post(`/api/admin/members/${user.id}/renew`, { amount: 10 });
      expect(missing.json()).toEqual({ detail: MEMBERSHIP_MESSAGES.durationRequired });
      const badId = await post('/api/admin/members/abc/renew', { duration: 12, amount: 25 });
      expect(badId.statusCode).toBe(404);
      expect(badId.json()).toEqual({ detail: 'Identifiant invalide.' });
    });
  });

  describe('GET /api/admin/members', () => {
    it('lists each member once with their current or latest membership, and no secret', async () => {
      const { user: lapsed } = await createTestUser(testApp, { firstName: 'Zoé' });
      const old = await insertMembership(testApp, lapsed.id, { startDate: addMonths(today(), -30) });
      const latest = await insertMembership(testApp, lapsed.id, { startDate: addMonths(today(), -18), renewalCount: 1 });
      const { user: nobody } = await createTestUser(testApp);

      const members = await listMembers();
      expect(members.filter((member) => member.id === lapsed.id)).toHaveLength(1);
      expect(new Set(members.map((member) => member.id)).size).toBe(members.length);
      const listed = members.find((member) => member.id === lapsed.id)!;
      expect(listed).toMatchObject({
        firstName: 'Zoé',
        email: lapsed.email,
        username: lapsed.username,
        lastMembershipId: latest.id,
        membership: { id: latest.id, state: 'lapsed', end_date: latest.endDate, renewal_count: 1, amount: 25 },
        state: 'lapsed',
      });
      expect(listed.membership!.id).not.toBe(old.id);
      expect(listed).not.toHaveProperty('passwordHash');
      expect(members.find((member) => member.id === nobody.id)).toMatchObject({ membership: null, lastMembershipId: null, state: 'none' });
    });

    it('counts a membership running (expiring soon) on its last day and lapsed the day after', async () => {
      const { user: lastDay } = await createTestUser(testApp);
      await insertMembership(testApp, lastDay.id, { startDate: addMonths(today(), -12) });
      const { user: dayAfter } = await createTestUser(testApp);
      await insertMembership(testApp, dayAfter.id, { startDate: addDays(addMonths(today(), -12), -1) });
      const members = await listMembers();
      expect(members.find((member) => member.id === lastDay.id)!.membership!.state).toBe('expiring-soon');
      expect(members.find((member) => member.id === dayAfter.id)!.membership!.state).toBe('lapsed');
    });
  });

  describe('GET /api/admin/download-invoice-membership/{membershipId}', () => {
    it('downloads the PDF as facture_membership_{id}.pdf, the same document every time', async () => {
      const { user } = await createTestUser(testApp);
      const created = (await post('/api/admin/create-membership', { userId: user.id, membershipType: 'standard', duration: 12, amount: 25 })).json();
      const url = `/api/admin/download-invoice-membership/${created.membership_id}`;
      const first = await testApp.app.inject({ method: 'GET', url, headers: adminHeaders });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('application/pdf');
      expect(first.headers['content-disposition']).toBe(`attachment; filename="facture_membership_${created.membership_id}.pdf"`);
      expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const second = await testApp.app.inject({ method: 'GET', url, headers: adminHeaders });
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    });

    it('issues the invoice of a membership recorded without one on its first download, once', async () => {
      const { user } = await createTestUser(testApp);
      const membership = await insertMembership(testApp, user.id, { startDate: today() });
      const url = `/api/admin/download-invoice-membership/${membership.id}`;
      const downloads = await Promise.all([1, 2, 3].map(() => testApp.app.inject({ method: 'GET', url, headers: adminHeaders })));
      expect(downloads.map((download) => download.statusCode)).toEqual([200, 200, 200]);
      const members = await listMembers();
      const number = members.find((member) => member.id === user.id)!.membership!.invoice_number;
      expect(number).toMatch(/^\d{4}-\d{4}$/);
      expect(downloads[1]!.rawPayload.equals(downloads[0]!.rawPayload)).toBe(true);
    });

    it('answers 404 for an unknown membership and for a malformed id', async () => {
      const unknown = await testApp.app.inject({ method: 'GET', url: '/api/admin/download-invoice-membership/999999', headers: adminHeaders });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ detail: MEMBERSHIP_MESSAGES.membershipNotFound });
      const malformed = await testApp.app.inject({ method: 'GET', url: '/api/admin/download-invoice-membership/-3', headers: adminHeaders });
      expect(malformed.statusCode).toBe(404);
    });
  });
});

import { and, asc, eq, like } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_SECURITY_MESSAGES, ROLE_MESSAGES } from '@action-plus/contract';
import { accountRoles, auditLog, users } from '#db/schema';
import { createEventThroughApi } from '#test/support/event-fixtures';
import { createTestAppWithMail, createTestUser, TEST_PASSWORD, type TestAppWithMail } from '#test/support/test-app';
import { DONOR, receiptOfDonation, today } from '../donations/donation-test-helpers';

describe('roles as sets of permissions', () => {
  let testApp: TestAppWithMail;
  const inject = (options: InjectOptions) => testApp.app.inject(options);

  beforeAll(async () => {
    testApp = await createTestAppWithMail({ taxReceipts: { eligibleOverride: true, signatureFile: undefined } });
  });
  afterAll(() => testApp.close());

  const rolesOf = async (userId: number) =>
    (await testApp.context.db.select({ role: accountRoles.role }).from(accountRoles).where(eq(accountRoles.userId, userId))).map(({ role }) => role).sort();

  it('an organiser edits and lists their own event, gets 403 on another’s, and manages one they are made co-organiser of', async () => {
    const organiser = await createTestUser(testApp, { roles: ['organiser'] });
    const otherOrganiser = await createTestUser(testApp, { roles: ['organiser'] });
    const own = await createEventThroughApi(testApp, organiser.authorization);
    const others = await createEventThroughApi(testApp, otherOrganiser.authorization, { title: 'Atelier couture' });

    const edit = (id: number, headers: { authorization: string }) =>
      inject({ method: 'PUT', url: `/api/events/${id}`, headers, payload: { title: 'Nouveau titre pour la soirée' } });
    expect((await edit(own.id, organiser.authorization)).statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: `/api/events/${own.id}/participants`, headers: organiser.authorization })).statusCode).toBe(200);
    const refused = await edit(others.id, organiser.authorization);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: ROLE_MESSAGES.eventNotManaged });
    expect((await inject({ method: 'DELETE', url: `/api/events/${others.id}`, headers: organiser.authorization })).statusCode).toBe(403);
    expect((await inject({ method: 'GET', url: `/api/events/${others.id}/participants.csv`, headers: organiser.authorization })).statusCode).toBe(403);

    const detailOf = async (id: number, headers: { authorization: string }) =>
      (await inject({ method: 'GET', url: `/api/events/${id}`, headers })).json() as { is_organiser?: boolean };
    expect(await detailOf(others.id, organiser.authorization)).toMatchObject({ is_organiser: false });
    expect((await inject({ method: 'GET', url: `/api/events/${others.id}` })).json()).not.toHaveProperty('is_organiser');

    // The other event's creator sees whom they may add: organisers, not plain members, not themselves.
    const member = await createTestUser(testApp);
    const organisersOf = async (id: number, headers: { authorization: string }) =>
      (await inject({ method: 'GET', url: `/api/events/${id}/organisers`, headers })).json() as {
        organisers: Array<{ user_id: number; is_creator: boolean }>;
        may_assign: boolean;
        candidates: Array<{ user_id: number }>;
      };
    const before = await organisersOf(others.id, otherOrganiser.authorization);
    expect(before.may_assign).toBe(true);
    const candidateIds = before.candidates.map((row) => row.user_id);
    expect(candidateIds).toContain(organiser.user.id);
    expect(candidateIds).not.toContain(otherOrganiser.user.id);
    expect(candidateIds).not.toContain(member.user.id);

    // They make the first organiser co-organiser: who manages it at once, but may not assign others.
    const add = (id: number, userId: number, headers: { authorization: string }) =>
      inject({ method: 'POST', url: `/api/events/${id}/organisers`, headers, payload: { user_id: userId } });
    const added = await add(others.id, organiser.user.id, otherOrganiser.authorization);
    expect(added.statusCode, added.body).toBe(201);
    expect((await add(others.id, organiser.user.id, otherOrganiser.authorization)).json()).toEqual({ detail: ROLE_MESSAGES.alreadyOrganiser });
    expect((await add(others.id, otherOrganiser.user.id, otherOrganiser.authorization)).statusCode).toBe(409);
    expect((await edit(others.id, organiser.authorization)).statusCode).toBe(200);
    expect(await detailOf(others.id, organiser.authorization)).toMatchObject({ is_organiser: true });
    const listed = await organisersOf(others.id, organiser.authorization);
    expect(listed.organisers.map((row) => [row.user_id, row.is_creator])).toEqual([
      [otherOrganiser.user.id, true],
      [organiser.user.id, false],
    ]);
    expect(listed).toMatchObject({ may_assign: false, candidates: [] });
    const third = await createTestUser(testApp, { roles: ['organiser'] });
    const byCoOrganiser = await add(others.id, third.user.id, organiser.authorization);
    expect(byCoOrganiser.statusCode).toBe(403);
    expect(byCoOrganiser.json()).toEqual({ detail: ROLE_MESSAGES.eventNotManaged });

    // A plain member cannot be made co-organiser, nor an account that does not exist.
    const notOrganiser = await add(others.id, member.user.id, otherOrganiser.authorization);
    expect(notOrganiser.statusCode).toBe(400);
    expect(notOrganiser.json()).toEqual({ detail: ROLE_MESSAGES.notAnOrganiser });
    expect((await add(others.id, 2_000_000_000, otherOrganiser.authorization)).json()).toEqual({ detail: ROLE_MESSAGES.accountNotFound });

    // Removed, the co-organiser loses the event at once; a second removal finds nothing.
    const remove = () => inject({ method: 'DELETE', url: `/api/events/${others.id}/organisers/${organiser.user.id}`, headers: otherOrganiser.authorization });
    expect((await remove()).statusCode).toBe(200);
    expect((await remove()).json()).toEqual({ detail: ROLE_MESSAGES.notAnOrganiserOfEvent });
    expect((await edit(others.id, organiser.authorization)).statusCode).toBe(403);

    // Both changes are in the journal, under the event, with the person concerned.
    const journal = await testApp.context.db
      .select({ action: auditLog.action, actorId: auditLog.actorId, actorRole: auditLog.actorRole, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'event'), eq(auditLog.targetId, String(others.id)), like(auditLog.action, 'event.organiser%')))
      .orderBy(asc(auditLog.id));
    const coOrganiser = { id: organiser.user.id, name: `${organiser.user.firstName} ${organiser.user.lastName}` };
    expect(journal).toEqual([
      { action: 'event.organiser_add', actorId: otherOrganiser.user.id, actorRole: 'organiser', before: null, after: { co_organiser: coOrganiser } },
      { action: 'event.organiser_remove', actorId: otherOrganiser.user.id, actorRole: 'organiser', before: { co_organiser: coOrganiser }, after: null },
    ]);
  });

  it('a treasurer records a donation and cancels its receipt, but gets 403 on the settings and the contact messages', async () => {
    const treasurer = await createTestUser(testApp, { roles: ['treasurer'] });
    const recorded = await inject({
      method: 'POST',
      url: '/api/admin/donations',
      headers: treasurer.authorization,
      payload: { ...DONOR, amount: 50, method: 'cheque', receivedOn: today() },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const donation = recorded.json() as { id: number };
    const cancelled = await inject({ method: 'POST', url: `/api/admin/donations/${donation.id}/cancel`, headers: treasurer.authorization });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await receiptOfDonation(testApp, donation.id))?.cancelledAt).not.toBeNull();

    for (const url of ['/api/admin/association-settings', '/api/admin/contact-messages', '/api/admin/roles']) {
      const response = await inject({ method: 'GET', url, headers: treasurer.authorization });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ detail: ROLE_MESSAGES.permissionDenied });
    }
    const me = (await inject({ method: 'GET', url: '/api/users/me', headers: treasurer.authorization })).json();
    expect(me).toMatchObject({ role: 'user', roles: ['treasurer'], permissions: expect.arrayContaining(['donations.manage', 'treasury.read']) });
    // The journal shows each act under the role it was done with, the values before and after.
    const admin = await createTestUser(testApp, { role: 'admin' });
    const journal = await inject({ method: 'GET', url: `/api/admin/journal?person=${treasurer.user.id}`, headers: admin.authorization });
    const entries = journal.json().entries as { action: string; actor_role: string; target_id: string | null; before: unknown; after: unknown }[];
    expect(entries.map((entry) => entry.action).sort()).toEqual(['donation.cancel', 'donation.record', 'tax_receipt.cancel', 'tax_receipt.issue']);
    expect(new Set(entries.map((entry) => entry.actor_role))).toEqual(new Set(['treasurer']));
    const cancel = entries.find((entry) => entry.action === 'donation.cancel')!;
    expect(cancel.target_id).toBe(String(donation.id));
    expect(cancel.before).not.toBeNull();
    expect(cancel.after).not.toBeNull();
    expect((await inject({ method: 'GET', url: '/api/admin/journal', headers: treasurer.authorization })).statusCode).toBe(403);
  });

  it('a role change asks the admin’s password, takes effect at once and is mailed to the person concerned', async () => {
    const admin = await createTestUser(testApp, { role: 'admin' });
    const member = await createTestUser(testApp, { firstName: 'Yasmine' });
    const change = (action: 'grant' | 'remove', payload: Record<string, unknown>) =>
      inject({
        method: 'POST',
        url: `/api/admin/roles/${action}`,
        headers: admin.authorization,
        payload: { user_id: member.user.id, role: 'secretary', ...payload },
      });

    const withoutPassword = await change('grant', {});
    expect(withoutPassword.statusCode).toBe(400);
    expect(withoutPassword.json()).toEqual({ detail: ACCOUNT_SECURITY_MESSAGES.currentPasswordRequired });
    const wrongPassword = await change('grant', { current_password: 'pas-le-bon-mot-de-passe' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(await rolesOf(member.user.id)).toEqual([]);

    expect((await inject({ method: 'GET', url: '/api/admin/contact-messages', headers: member.authorization })).statusCode).toBe(403);
    const granted = await change('grant', { current_password: TEST_PASSWORD });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(await rolesOf(member.user.id)).toEqual(['secretary']);
    expect((await inject({ method: 'GET', url: '/api/admin/contact-messages', headers: member.authorization })).statusCode).toBe(200);
    const mail = await testApp.smtp.waitForMail((candidate) => candidate.to.includes(member.user.email) && /Secrétaire/.test(candidate.subject));
    expect(mail.text).toContain('Secrétaire');

    const team = (await inject({ method: 'GET', url: '/api/admin/roles', headers: admin.authorization })).json() as {
      members: { id: number; roles: string[] }[];
    };
    expect(team.members.find((row) => row.id === member.user.id)?.roles).toEqual(['secretary']);
    const found = await inject({ method: 'GET', url: `/api/admin/roles/candidates?q=${encodeURIComponent('yasmine martin')}`, headers: admin.authorization });
    expect(found.json().members.map((row: { id: number }) => row.id)).toContain(member.user.id);

    const grants = await inject({ method: 'GET', url: `/api/admin/journal?action=role.grant&person=${admin.user.id}`, headers: admin.authorization });
    expect(grants.json().entries).toMatchObject([
      {
        actor_id: admin.user.id,
        actor_role: 'admin',
        target_type: 'member',
        target_id: String(member.user.id),
        before: { role: null },
        after: { role: 'secretary' },
      },
    ]);
    expect((await change('remove', { current_password: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: '/api/admin/contact-messages', headers: member.authorization })).statusCode).toBe(403);
    await testApp.smtp.waitForMail((candidate) => candidate.to.includes(member.user.email) && /retiré/.test(candidate.subject));
  });

  it('an account without a password must have signed in with Google recently to change a role', async () => {
    const admin = await createTestUser(testApp, { role: 'admin' });
    await testApp.context.db.update(users).set({ passwordHash: null }).where(eq(users.id, admin.user.id));
    const member = await createTestUser(testApp);
    const staleToken = await testApp.context.accessTokens.sign(admin.user, { signedInAt: new Date(Date.now() - 60 * 60 * 1000) });
    const stale = await inject({
      method: 'POST',
      url: '/api/admin/roles/grant',
      headers: { authorization: `Bearer ${staleToken}` },
      payload: { user_id: member.user.id, role: 'organiser' },
    });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toEqual({ detail: ACCOUNT_SECURITY_MESSAGES.recentSignInRequired });
    const recent = await inject({
      method: 'POST',
      url: '/api/admin/roles/grant',
      headers: admin.authorization,
      payload: { user_id: member.user.id, role: 'organiser' },
    });
    expect(recent.statusCode, recent.body).toBe(200);
  });
});

describe('the last admin', () => {
  let testApp: TestAppWithMail;
  beforeAll(async () => {
    testApp = await createTestAppWithMail();
  });
  afterAll(() => testApp.close());

  const remove = (actor: { authorization: string }, userId: number) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/admin/roles/remove',
      headers: actor,
      payload: { user_id: userId, role: 'admin', current_password: TEST_PASSWORD },
    });
  const countAdmins = async () => (await testApp.context.db.select().from(accountRoles).where(eq(accountRoles.role, 'admin'))).length;

  it('cannot be removed, with a French message, even by themselves', async () => {
    const only = await createTestUser(testApp, { role: 'admin' });
    const refused = await remove(only.authorization, only.user.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: ROLE_MESSAGES.lastAdmin });
    expect(await countAdmins()).toBe(1);
    await testApp.context.db.delete(accountRoles).where(eq(accountRoles.userId, only.user.id));
  });

  it('two admins removing each other at once leave one admin', async () => {
    const first = await createTestUser(testApp, { role: 'admin' });
    const second = await createTestUser(testApp, { role: 'admin' });
    const outcomes = await Promise.all([remove(first.authorization, second.user.id), remove(second.authorization, first.user.id)]);
    // The loser is refused either as the last admin (its permission was read before the winner committed)
    // or as no longer an admin (read after): both keep one admin.
    const statuses = outcomes.map((response) => response.statusCode).sort();
    expect([
      [200, 403],
      [200, 409],
    ]).toContainEqual(statuses);
    const refused = outcomes.find((response) => response.statusCode !== 200)!;
    if (refused.statusCode === 409) expect(refused.json()).toEqual({ detail: ROLE_MESSAGES.lastAdmin });
    expect(await countAdmins()).toBe(1);
    const [left] = await testApp.context.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, outcomes[0]!.statusCode === 200 ? first.user.id : second.user.id));
    expect(left?.role).toBe('admin');
  });
});

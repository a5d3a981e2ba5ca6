import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_DURATIONS, AUTH_MESSAGES, COMMON_MESSAGES, REFRESH_COOKIE_NAME, ROLE_MESSAGES } from '@action-plus/contract';
import { buildApp } from '#app';
import { accountRoles, refreshTokens, users } from '#db/schema';
import { createAccessTokens } from '#modules/auth/access-tokens';
import { endAllSessions } from '#modules/auth/end-sessions';
import { issueOneTimeToken } from '#modules/auth/one-time-tokens';
import { issueRefreshToken, newSessionFamily } from '#modules/auth/refresh-tokens';
import { hashSecretToken } from '#modules/auth/secret-tokens';
import { insertEvent } from '#test/support/event-fixtures';
import { createGoogleTestApp } from '#test/support/google-sign-in';
import type { OpenIdStandIn } from '@action-plus/test-stand-ins/openid-stand-in';
import { createTestApp, createTestUser, TEST_JWT_SECRET, TEST_PASSWORD, type TestApp } from '#test/support/test-app';

const ADMIN_ROUTE = '/api/admin/contact-messages';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('access tokens answer to the account as it is now', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const get = (url: string, token: string) => testApp.app.inject({ method: 'GET', url, headers: bearer(token) });
  const expectSessionExpired = (response: Awaited<ReturnType<typeof get>>) => {
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: COMMON_MESSAGES.sessionExpired });
  };

  it('a password reset voids the access tokens handed out before it, at once', async () => {
    const { user, token } = await createTestUser(testApp);
    expect((await get('/api/users/me', token)).statusCode).toBe(200);
    const link = await issueOneTimeToken(testApp.context.db, { userId: user.id, purpose: 'password_reset', ttlMs: 60_000 });
    const reset = await testApp.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: link, password: 'un-nouveau-mot-de-passe' } });
    expect(reset.statusCode).toBe(200);
    expectSessionExpired(await get('/api/users/me', token));
    // Whoever signs in with the new password gets a token that works.
    const login = await testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'un-nouveau-mot-de-passe' } });
    expect((await get('/api/users/me', login.json().access_token)).statusCode).toBe(200);
  });

  it('a deleted account’s token is refused at once, on member and admin routes', async () => {
    const admin = await createTestUser(testApp, { role: 'admin' });
    const deleted = await testApp.app.inject({ method: 'DELETE', url: '/api/users/me', headers: admin.authorization });
    expect(deleted.statusCode).toBe(200);
    expectSessionExpired(await get('/api/users/me', admin.token));
    expectSessionExpired(await get(ADMIN_ROUTE, admin.token));
  });

  it('a demoted admin (role changed and sessions ended) is refused at once', async () => {
    const admin = await createTestUser(testApp, { role: 'admin' });
    expect((await get(ADMIN_ROUTE, admin.token)).statusCode).toBe(200);
    await testApp.context.db.update(users).set({ role: 'user' }).where(eq(users.id, admin.user.id));
    await endAllSessions(testApp.context.db, admin.user.id);
    expectSessionExpired(await get(ADMIN_ROUTE, admin.token));
    expectSessionExpired(await get('/api/users/me', admin.token));
  });

  it('admin rights come from the account’s roles, not the token: a role changed in the database alone is enough', async () => {
    const admin = await createTestUser(testApp, { role: 'admin' });
    await testApp.context.db.delete(accountRoles).where(eq(accountRoles.userId, admin.user.id));
    const refused = await get(ADMIN_ROUTE, admin.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: ROLE_MESSAGES.permissionDenied });
    // Still a member, who may read their own account.
    expect((await get('/api/users/me', admin.token)).statusCode).toBe(200);

    // And the other way round: a promoted member is an admin on their next request.
    const member = await createTestUser(testApp);
    expect((await get(ADMIN_ROUTE, member.token)).statusCode).toBe(403);
    await testApp.context.db.insert(accountRoles).values({ userId: member.user.id, role: 'admin' });
    expect((await get(ADMIN_ROUTE, member.token)).statusCode).toBe(200);
  });

  it('a stale token on a page open to visitors is treated as a visitor’s', async () => {
    const member = await createTestUser(testApp);
    const event = await insertEvent(testApp, { startsAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000) });
    const joined = await testApp.app.inject({ method: 'POST', url: `/api/events/${event.id}/join`, headers: member.authorization });
    expect(joined.statusCode).toBe(200);
    expect((await get(`/api/events/${event.id}`, member.token)).json().isParticipating).toBe(true);

    await endAllSessions(testApp.context.db, member.user.id);
    const asVisitor = await get(`/api/events/${event.id}`, member.token);
    expect(asVisitor.statusCode).toBe(200);
    expect(asVisitor.json()).not.toHaveProperty('isParticipating');
  });

  it('a refresh racing the end of sessions never outlives it: no live token, no valid access token', async () => {
    const { user } = await createTestUser(testApp);
    for (let round = 0; round < 15; round += 1) {
      const cookie = await issueRefreshToken(testApp.context.db, user.id, newSessionFamily());
      const [refreshed] = await Promise.all([
        testApp.app.inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: { [REFRESH_COOKIE_NAME]: cookie } }),
        endAllSessions(testApp.context.db, user.id),
      ]);
      const live = await testApp.context.db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.userId, user.id), isNull(refreshTokens.revokedAt)));
      expect(live).toEqual([]);
      if (refreshed.statusCode === 200) expectSessionExpired(await get('/api/users/me', refreshed.json().access_token));
      else expect(refreshed.statusCode).toBe(401);
    }
  });

  it('endAllSessions also revokes every refresh token of the account', async () => {
    const { user } = await createTestUser(testApp);
    const login = await testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: TEST_PASSWORD } });
    const cookie = login.cookies.find((candidate) => candidate.name === REFRESH_COOKIE_NAME)!.value;
    await endAllSessions(testApp.context.db, user.id);
    const refreshed = await testApp.app.inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: { [REFRESH_COOKIE_NAME]: cookie } });
    expect(refreshed.statusCode).toBe(401);
    expect(refreshed.json()).toEqual({ detail: AUTH_MESSAGES.invalidRefreshToken });
  });
});

describe('two server instances on one database agree on every session', () => {
  let testApp: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    testApp = await createTestApp();
    // Its own signer (same secret, as every instance has) and nothing shared in memory but the database.
    second = await buildApp({ ...testApp.context, accessTokens: createAccessTokens(TEST_JWT_SECRET) });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await testApp.close();
  });

  const instances = () => [testApp.app, second];
  const refreshOn = (app: FastifyInstance, cookie: string) =>
    app.inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: { [REFRESH_COOKIE_NAME]: cookie } });

  it('a demotion or an ended session on one instance is seen by the other on the next request', async () => {
    const admin = await createTestUser(testApp, { role: 'admin' });
    for (const app of instances()) expect((await app.inject({ method: 'GET', url: ADMIN_ROUTE, headers: admin.authorization })).statusCode).toBe(200);
    await testApp.context.db.delete(accountRoles).where(eq(accountRoles.userId, admin.user.id));
    for (const app of instances()) expect((await app.inject({ method: 'GET', url: ADMIN_ROUTE, headers: admin.authorization })).statusCode).toBe(403);
    await endAllSessions(testApp.context.db, admin.user.id);
    for (const app of instances()) expect((await app.inject({ method: 'GET', url: '/api/users/me', headers: admin.authorization })).statusCode).toBe(401);
  });

  it('a refresh token exchanged on one instance and replayed on the other ends the family for both', async () => {
    const { user } = await createTestUser(testApp);
    const login = await testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: TEST_PASSWORD } });
    const first = login.cookies.find((candidate) => candidate.name === REFRESH_COOKIE_NAME)!.value;
    const onSecond = await refreshOn(second, first);
    expect(onSecond.statusCode).toBe(200);
    const next = onSecond.cookies.find((candidate) => candidate.name === REFRESH_COOKIE_NAME)!.value;
    // Within the grace period, the first instance too takes it for a race.
    expect((await refreshOn(testApp.app, first)).statusCode).toBe(409);

    await testApp.context.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - (AUTH_DURATIONS.refreshRaceGraceSeconds + 1) * 1000) })
      .where(eq(refreshTokens.tokenHash, hashSecretToken(first)));
    expect((await refreshOn(testApp.app, first)).statusCode).toBe(401);
    expect((await refreshOn(second, next)).statusCode).toBe(401);
    const accessToken = onSecond.json().access_token as string;
    for (const app of instances()) expect((await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(accessToken) })).statusCode).toBe(401);
  });
});

describe('a sign-in that ends the account’s other sessions still opens a working one', () => {
  let testApp: TestApp;
  let standIn: OpenIdStandIn;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ testApp, standIn, close } = await createGoogleTestApp());
  });
  afterAll(() => close());

  it('Google sign-in taking over an account by its address: the old token dies, the new one works at once', async () => {
    const { user, token: oldToken } = await createTestUser(testApp, { email: 'ines.haddad@exemple.fr' });
    const nonceAnswer = await testApp.app.inject({ method: 'GET', url: '/api/auth/google/nonce' });
    const cookies = Object.fromEntries(nonceAnswer.cookies.map((cookie) => [cookie.name, cookie.value]));
    const credential = await standIn.signIdToken({
      sub: 'google-ines',
      email: 'ines.haddad@exemple.fr',
      email_verified: true,
      given_name: 'Inès',
      family_name: 'Haddad',
      nonce: nonceAnswer.json().nonce,
    });
    const signedIn = await testApp.app.inject({ method: 'POST', url: '/api/auth/google-login', payload: { credential }, cookies });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().user.id).toBe(user.id);

    const withOld = await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(oldToken) });
    expect(withOld.statusCode).toBe(401);
    const withNew = await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(signedIn.json().access_token) });
    expect(withNew.statusCode).toBe(200);
  });
});

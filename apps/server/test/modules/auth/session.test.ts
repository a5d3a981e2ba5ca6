import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, REFRESH_COOKIE_NAME } from '@action-plus/contract';
import { createTestApp, createTestUser, TEST_PASSWORD, type TestApp } from '#test/support/test-app';

function refreshCookieOf(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((candidate) => candidate.name === REFRESH_COOKIE_NAME);
  if (!cookie) throw new Error('no refresh cookie in the response');
  return cookie.value;
}

describe('sessions: login, refresh and logout', () => {
  let testApp: TestApp;
  let member: Awaited<ReturnType<typeof createTestUser>>;

  beforeAll(async () => {
    testApp = await createTestApp();
    member = await createTestUser(testApp, { email: 'Sami.Benali@exemple.fr', username: 'SamiB', firstName: 'Sami' });
  });
  afterAll(() => testApp.close());

  const login = (email: string, password: string) => testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('members log in with their e-mail, whatever its case', async () => {
    const response = await login('sami.benali@EXEMPLE.fr', TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: member.user.id, firstName: 'Sami' });
    expect(response.json().access_token).toEqual(expect.any(String));
  });

  it('members log in with their username', async () => {
    const response = await login('samib', TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.username).toBe('SamiB');
  });

  it('gives one message for a wrong password and for an unknown account', async () => {
    const wrongPassword = await login('samib', 'pas-le-bon');
    const unknown = await login('personne@exemple.fr', TEST_PASSWORD);
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ detail: AUTH_MESSAGES.invalidCredentials });
    expect(unknown.json()).toEqual({ detail: AUTH_MESSAGES.invalidCredentials });
  });

  it('refuses an empty identifier with a French message', async () => {
    const response = await login('', TEST_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: "L'e-mail ou le nom d'utilisateur est obligatoire." });
  });

  it('the access token opens /api/users/me', async () => {
    const token = (await login('samib', TEST_PASSWORD)).json().access_token;
    const response = await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: member.user.id, email: 'Sami.Benali@exemple.fr' });
    expect(Object.keys(response.json()).sort()).toEqual([
      'created_at',
      'email',
      'emailVerified',
      'eventRemindersEnabled',
      'firstName',
      'hasPassword',
      'id',
      'lastName',
      'permissions',
      'profileImage',
      'role',
      'roles',
      'username',
    ]);
    expect(response.json()).toMatchObject({ role: 'user', roles: [], permissions: [] });
  });

  it('the refresh cookie gives a new access token once, then is spent', async () => {
    const first = refreshCookieOf(await login('samib', TEST_PASSWORD));
    const refreshed = await testApp.app.inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: { [REFRESH_COOKIE_NAME]: first } });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().user.id).toBe(member.user.id);
    const second = refreshCookieOf(refreshed);
    expect(second).not.toBe(first);

    // Spent a moment ago: taken for another tab that lost the race (refresh-token-families.test.ts has the rest).
    const replayed = await testApp.app.inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: { [REFRESH_COOKIE_NAME]: first } });
    expect(replayed.statusCode).toBe(409);
    expect(replayed.json()).toEqual({ detail: AUTH_MESSAGES.refreshRaced });

    const next = await testApp.app.inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: { [REFRESH_COOKIE_NAME]: second } });
    expect(next.statusCode).toBe(200);
  });

  it('refresh without a cookie answers 204: a visitor has no session to restore, which is no error', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/auth/refresh-token' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('logout revokes the refresh token and clears the cookie', async () => {
    const cookie = refreshCookieOf(await login('samib', TEST_PASSWORD));
    const loggedOut = await testApp.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { [REFRESH_COOKIE_NAME]: cookie } });
    expect(loggedOut.statusCode).toBe(200);
    expect(loggedOut.cookies.find((candidate) => candidate.name === REFRESH_COOKIE_NAME)?.value).toBe('');
    const refreshed = await testApp.app.inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: { [REFRESH_COOKIE_NAME]: cookie } });
    expect(refreshed.statusCode).toBe(401);
  });
});

describe('sign-in rate limits', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ config: { authRateLimitMax: 3 } });
  });
  afterAll(() => testApp.close());

  it('answers a French 429 once a client has tried too often', async () => {
    const attempt = () => testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'x@exemple.fr', password: 'faux-mot' } });
    for (let index = 0; index < 3; index += 1) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: 'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.' });
  });

  it('limits registrations too', async () => {
    const attempt = () => testApp.app.inject({ method: 'POST', url: '/api/auth/register', payload: {} });
    for (let index = 0; index < 3; index += 1) expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(429);
  });
});

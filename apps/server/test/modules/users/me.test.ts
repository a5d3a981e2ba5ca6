import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_SECURITY_MESSAGES, REFRESH_COOKIE_NAME } from '@action-plus/contract';
import { refreshTokens, users } from '#db/schema';
import { createTestApp, createTestUser, TEST_PASSWORD, type TestApp } from '#test/support/test-app';

describe('/api/users/me', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('members update their name and photo; the form sends back the address it shows', async () => {
    const { user, authorization } = await createTestUser(testApp);
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: authorization,
      payload: { firstName: 'Inès', lastName: 'Moreau', email: user.email.toUpperCase(), profileImage: 'https://exemple.fr/ines.jpg' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, firstName: 'Inès', email: user.email, profileImage: 'https://exemple.fr/ines.jpg' });
  });

  it('never changes the e-mail directly: another address, free or taken, goes through its confirmation', async () => {
    const taken = await createTestUser(testApp);
    const { user, authorization } = await createTestUser(testApp);
    for (const email of ['nouvelle.adresse@exemple.fr', taken.user.email.toUpperCase()]) {
      const response = await testApp.app.inject({
        method: 'PUT',
        url: '/api/users/me',
        headers: authorization,
        payload: { firstName: 'A', lastName: 'B', email },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: ACCOUNT_SECURITY_MESSAGES.emailChangeThroughForm });
    }
    const [stored] = await testApp.context.db.select().from(users).where(eq(users.id, user.id));
    expect(stored).toMatchObject({ email: user.email, firstName: user.firstName });
  });

  it('refuses a malformed e-mail and a non-web photo address', async () => {
    const { authorization } = await createTestUser(testApp);
    const badEmail = await testApp.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: authorization,
      payload: { firstName: 'A', lastName: 'B', email: 'pas-un-email' },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toEqual({ detail: "Format d'email invalide" });
    const badImage = await testApp.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: authorization,
      payload: { firstName: 'A', lastName: 'B', email: 'a.b@exemple.fr', profileImage: 'javascript:alert(1)' },
    });
    expect(badImage.statusCode).toBe(400);
  });

  it('deleting the account removes it and its sessions, and its login is refused afterwards', async () => {
    const { user, authorization } = await createTestUser(testApp);
    const login = await testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: TEST_PASSWORD } });
    const cookie = login.cookies.find((candidate) => candidate.name === REFRESH_COOKIE_NAME)!.value;

    const deleted = await testApp.app.inject({ method: 'DELETE', url: '/api/users/me', headers: authorization });
    expect(deleted.statusCode).toBe(200);
    expect(await testApp.context.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await testApp.context.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id))).toHaveLength(0);

    const again = await testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: TEST_PASSWORD } });
    expect(again.statusCode).toBe(401);
    const refreshed = await testApp.app.inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: { [REFRESH_COOKIE_NAME]: cookie } });
    expect(refreshed.statusCode).toBe(401);
    const me = await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: authorization });
    expect(me.statusCode).toBe(401);
  });
});

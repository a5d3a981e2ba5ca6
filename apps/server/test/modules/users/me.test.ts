import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES, REFRESH_COOKIE_NAME } from '@action-plus/contract';
import { refreshTokens, users } from '../../../src/db/schema';
import { createTestApp, createTestUser, TEST_PASSWORD, type TestApp } from '../../support/test-app';

describe('/api/users/me', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('members update their name, e-mail and photo', async () => {
    const { user, authorization } = await createTestUser(testApp);
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: authorization,
      payload: { firstName: 'Inès', lastName: 'Moreau', email: 'ines.moreau@exemple.fr', profileImage: 'https://exemple.fr/ines.jpg' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, firstName: 'Inès', email: 'ines.moreau@exemple.fr', profileImage: 'https://exemple.fr/ines.jpg' });
  });

  it("refuses another member's e-mail", async () => {
    const taken = await createTestUser(testApp);
    const { authorization } = await createTestUser(testApp);
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: authorization,
      payload: { firstName: 'A', lastName: 'B', email: taken.user.email.toUpperCase() },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: AUTH_MESSAGES.emailTaken });
  });

  it('refuses a malformed e-mail and a non-web photo address', async () => {
    const { authorization } = await createTestUser(testApp);
    const badEmail = await testApp.app.inject({ method: 'PUT', url: '/api/users/me', headers: authorization, payload: { firstName: 'A', lastName: 'B', email: 'pas-un-email' } });
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

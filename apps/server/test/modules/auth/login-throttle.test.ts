import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AUTH_MESSAGES, LOGIN_THROTTLE } from '@action-plus/contract';
import { rateLimitCounters } from '#db/schema';
import { createTestApp, createTestUser, TEST_PASSWORD, type TestApp } from '#test/support/test-app';

const WINDOW_SECONDS = LOGIN_THROTTLE.windowMinutes * 60;
const lockedMessage = AUTH_MESSAGES.tooManyLoginFailures(LOGIN_THROTTLE.windowMinutes);

describe('failed logins are limited per account, on every instance', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await createTestApp();
    // A second instance on the same database, as behind a load balancer.
    second = await createTestApp({ database: first.database });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const login = (testApp: TestApp, email: string, password: string, remoteAddress = '198.51.100.1') =>
    testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

  async function failTimes(count: number, identifier: string) {
    for (let attempt = 0; attempt < count; attempt += 1) {
      // Alternating instances and addresses: neither the instance nor the address matters.
      const response = await login(attempt % 2 === 0 ? first : second, identifier, 'pas-le-bon', `198.51.100.${attempt + 10}`);
      expect(response.statusCode).toBe(401);
    }
  }

  it('after too many failures, the account answers 429 with Retry-After, even to the right password', async () => {
    await createTestUser(first, { email: 'lea.roux@exemple.fr', username: 'learoux' });
    await failTimes(LOGIN_THROTTLE.maxFailures, 'lea.roux@exemple.fr');

    const locked = await login(second, 'LEA.ROUX@exemple.fr', TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ detail: lockedMessage });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(WINDOW_SECONDS - 60);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
    expect((await login(first, 'lea.roux@exemple.fr', TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('an unknown identifier is throttled exactly like an account, so the answer tells nobody which exists', async () => {
    await createTestUser(first, { email: 'hugo.petit@exemple.fr', username: 'hugopetit' });
    await failTimes(LOGIN_THROTTLE.maxFailures, 'hugo.petit@exemple.fr');
    await failTimes(LOGIN_THROTTLE.maxFailures, 'personne.inconnue@exemple.fr');

    const known = await login(first, 'hugo.petit@exemple.fr', 'pas-le-bon');
    const unknown = await login(first, 'Personne.Inconnue@exemple.fr', 'pas-le-bon');
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({ detail: lockedMessage });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(WINDOW_SECONDS - 60);
    }
  });

  it('e-mail, username and the current-password check share one count: naming the account another way gives no more guesses', async () => {
    const { token } = await createTestUser(first, { email: 'noah.leroy@exemple.fr', username: 'noahleroy' });
    const half = Math.floor(LOGIN_THROTTLE.maxFailures / 2);
    await failTimes(half, 'noah.leroy@exemple.fr');
    await failTimes(LOGIN_THROTTLE.maxFailures - half - 1, 'NoahLeroy');
    const wrongCurrent = await second.app.inject({
      method: 'PUT',
      url: '/api/users/me/password',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: 'pas-le-bon', password: 'nouveau-secret' },
    });
    expect(wrongCurrent.statusCode).toBe(400);

    for (const identifier of ['noahleroy', 'noah.leroy@exemple.fr']) {
      const locked = await login(first, identifier, TEST_PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({ detail: lockedMessage });
    }
  });

  it('a successful login clears the count of the account', async () => {
    await createTestUser(first, { email: 'ines.garcia@exemple.fr', username: 'inesgarcia' });
    await failTimes(LOGIN_THROTTLE.maxFailures - 1, 'ines.garcia@exemple.fr');
    expect((await login(second, 'inesgarcia', TEST_PASSWORD)).statusCode).toBe(200);

    await failTimes(LOGIN_THROTTLE.maxFailures, 'ines.garcia@exemple.fr');
    expect((await login(first, 'ines.garcia@exemple.fr', TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('attempts sent all at once get no more tries than the limit', async () => {
    await createTestUser(first, { email: 'yanis.morel@exemple.fr', username: 'yanismorel' });
    const burst = await Promise.all(
      Array.from({ length: 3 * LOGIN_THROTTLE.maxFailures }, (_, index) => login(index % 2 === 0 ? first : second, 'yanis.morel@exemple.fr', 'pas-le-bon')),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_THROTTLE.maxFailures);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2 * LOGIN_THROTTLE.maxFailures);
  });

  it('the account opens again once its window has ended', async () => {
    await createTestUser(first, { email: 'zoe.fabre@exemple.fr', username: 'zoefabre' });
    await failTimes(LOGIN_THROTTLE.maxFailures, 'zoe.fabre@exemple.fr');
    expect((await login(first, 'zoe.fabre@exemple.fr', TEST_PASSWORD)).statusCode).toBe(429);

    // Fifteen minutes later, by the database's clock.
    await first.context.db.update(rateLimitCounters).set({ windowEndsAt: sql`now() - interval '1 second'` });
    expect((await login(first, 'zoe.fabre@exemple.fr', TEST_PASSWORD)).statusCode).toBe(200);
  });
});

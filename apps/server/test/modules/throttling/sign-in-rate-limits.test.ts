import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '@action-plus/contract';
import { loadConfig } from '#config';
import { createTestApp, type TestApp } from '#test/support/test-app';

const LIMIT = 3;
const limits = { authRateLimitMax: LIMIT };

/** A request to a limited sign-in route that fails validation: cheap, and counted all the same. */
const attempt = (testApp: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'POST', url: '/api/auth/reset-password-request', payload: {}, remoteAddress, headers });

function expectRefused(response: Awaited<ReturnType<typeof attempt>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ detail: COMMON_MESSAGES.tooManyRequests });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('the per-address limit of the sign-in routes holds across instances', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ config: limits });
    second = await createTestApp({ config: limits, database: first.database });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('two instances on one database count the same client together', async () => {
    for (let index = 0; index < LIMIT; index += 1) {
      expect((await attempt(index % 2 === 0 ? first : second, '203.0.113.5')).statusCode).toBe(400);
    }
    expectRefused(await attempt(second, '203.0.113.5'));
    expectRefused(await attempt(first, '203.0.113.5'));
    expect((await attempt(first, '203.0.113.6')).statusCode).toBe(400);
  });

  it('each route keeps its own count', async () => {
    const register = await first.app.inject({ method: 'POST', url: '/api/auth/register', payload: {}, remoteAddress: '203.0.113.5' });
    expect(register.statusCode).toBe(400);
  });
});

describe('behind a proxy, a forged X-Forwarded-For does not change who the client is', () => {
  const PROXY = '10.0.0.2';
  const CLIENT = '192.0.2.44';
  let forgedCounter = 0;
  /** What an attacker sends: a new made-up address each time, which the proxy passes on, adding the real one. */
  const throughProxy = (testApp: TestApp, client = CLIENT) => {
    forgedCounter += 1;
    return attempt(testApp, PROXY, { 'x-forwarded-for': `172.16.${forgedCounter % 250}.${forgedCounter % 200}, ${client}` });
  };

  for (const trustProxy of ['1', '10.0.0.0/8', 'loopback, 10.0.0.2']) {
    describe(`TRUST_PROXY=${trustProxy}`, () => {
      let testApp: TestApp;
      beforeAll(async () => {
        testApp = await createTestApp({ config: { trustProxy: loadConfig({ TRUST_PROXY: trustProxy }).trustProxy, ...limits } });
      });
      afterAll(() => testApp.close());

      it('keys the limit on the address the proxy saw', async () => {
        for (let index = 0; index < LIMIT; index += 1) expect((await throughProxy(testApp)).statusCode).toBe(400);
        expectRefused(await throughProxy(testApp));
        // Another visitor behind the same proxy is not held back by the first one.
        expect((await throughProxy(testApp, '192.0.2.45')).statusCode).toBe(400);
      });
    });
  }

  it('with a list of proxies, a client reaching the server directly cannot claim an address at all', async () => {
    const testApp = await createTestApp({ config: { trustProxy: loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy, ...limits } });
    try {
      for (let index = 0; index < LIMIT; index += 1) {
        const response = await attempt(testApp, '198.51.100.9', { 'x-forwarded-for': `192.0.2.${index + 100}` });
        expect(response.statusCode).toBe(400);
      }
      expectRefused(await attempt(testApp, '198.51.100.9', { 'x-forwarded-for': '192.0.2.200' }));
    } finally {
      await testApp.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  it('takes true, false, a hop count or a list of addresses and ranges', () => {
    const trustProxyOf = (value?: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(trustProxyOf(undefined)).toBe(false);
    expect(trustProxyOf('false')).toBe(false);
    expect(trustProxyOf('0')).toBe(false);
    expect(trustProxyOf('true')).toBe(true);
    expect(trustProxyOf('2')).toBe(2);
    expect(trustProxyOf(' 10.0.0.1, 192.168.0.0/16 ,::1, fd00::/8,uniquelocal')).toEqual(['10.0.0.1', '192.168.0.0/16', '::1', 'fd00::/8', 'uniquelocal']);
  });

  it('refuses anything else with a French message naming the wrong entries', () => {
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.300, 10.0.0.0/33, oui' })).toThrow(
      /TRUST_PROXY prend true, false, un nombre de proxys ou une liste .* invalide : 10\.0\.0\.300, 10\.0\.0\.0\/33, oui/,
    );
  });
});

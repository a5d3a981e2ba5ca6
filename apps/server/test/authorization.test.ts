import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { COMMON_MESSAGES } from '@action-plus/contract';
import { createTestApp, createTestUser, TEST_JWT_SECRET, type TestApp } from './support/test-app';

/**
 * The routes anyone may call. Every other /api route must refuse a visitor: a new route that
 * forgets its guard is not in this list, answers without a token, and fails the walk below.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/ready',
  'GET /api/docs',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/refresh-token',
  'POST /api/auth/logout',
  'GET /api/auth/google/config',
  'GET /api/auth/google/start',
  'GET /api/auth/google/callback',
  'GET /api/auth/google/nonce',
  'POST /api/auth/google-login',
  'POST /api/auth/reset-password-request',
  'POST /api/auth/reset-password',
  'POST /api/auth/confirm-email',
  'POST /api/contact',
  // « Faire un don »: what the page offers, and a visitor's gift paid through HelloAsso (rate limited).
  'GET /api/donations/options',
  'POST /api/donations/checkout',
  // Online payment (decision 025): whether it is offered, HelloAsso's return of the payer and its
  // notification. Both read the intent from HelloAsso before recording anything.
  'GET /api/payments/availability',
  'GET /api/payments/return',
  'POST /api/payments/helloasso-webhook',
  'GET /api/events',
  'GET /api/events/:id',
  'GET /api/events/:id.ics',
  // The reminders' opt-out of event mails: the link's HMAC is the proof, no session (RFC 8058).
  'POST /api/event-reminders/unsubscribe',
  'GET /api/event-reminders/unsubscribe',
  // The subscription feeds: the public one, and a member's, opened by the secret token it carries.
  'GET /api/events/feed.ics',
  'GET /api/events/member-feed.ics',
]);

const isPublic = (method: string, url: string) => PUBLIC_ROUTES.has(`${method} ${url}`) || url.startsWith('/api/docs');

/** A concrete URL for a route pattern: every parameter becomes 1. */
const concreteUrl = (url: string) => url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');

describe('authorization of every API route', () => {
  let testApp: TestApp;
  let memberToken: string;
  let expiredToken: string;
  let forgedToken: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    const member = await createTestUser(testApp);
    memberToken = member.token;
    expiredToken = await testApp.context.accessTokens.sign(member.user, { lifetimeSeconds: -60 });
    forgedToken = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(member.user.id))
      .setIssuer('action-plus')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(`${TEST_JWT_SECRET}-but-not-the-real-one`));
  });
  afterAll(() => testApp.close());

  const protectedRoutes = () =>
    testApp.app.registeredRoutes.filter(
      (route) => route.url.startsWith('/api/') && !['HEAD', 'OPTIONS'].includes(route.method) && !isPublic(route.method, route.url),
    );

  it('finds the routes it is meant to guard', () => {
    const urls = protectedRoutes().map((route) => `${route.method} ${route.url}`);
    expect(urls).toContain('GET /api/users/me');
    expect(urls).toContain('DELETE /api/users/me');
  });

  it('every protected route answers 401 without a token, with an expired one and with a forged one', async () => {
    for (const route of protectedRoutes()) {
      const method = route.method as 'GET';
      const url = concreteUrl(route.url);
      const anonymous = await testApp.app.inject({ method, url });
      expect(anonymous.statusCode, `${route.method} ${route.url} without a token`).toBe(401);
      expect(anonymous.json(), `${route.method} ${route.url}`).toEqual({ detail: COMMON_MESSAGES.authenticationRequired });
      for (const token of [expiredToken, forgedToken]) {
        const refused = await testApp.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
        expect(refused.statusCode, `${route.method} ${route.url} with a bad token`).toBe(401);
      }
    }
  });

  it("every admin route answers 403 to a member's token", async () => {
    const adminRoutes = protectedRoutes().filter((route) => route.onRequest.includes(testApp.app.requireAdmin));
    for (const route of adminRoutes) {
      const response = await testApp.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        headers: { authorization: `Bearer ${memberToken}` },
      });
      expect(response.statusCode, `${route.method} ${route.url} as a member`).toBe(403);
      expect(response.json()).toEqual({ detail: COMMON_MESSAGES.adminOnly });
    }
  });

  it('an unknown /api route is a French JSON 404', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nexiste-pas' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: COMMON_MESSAGES.routeNotFound });
  });
});

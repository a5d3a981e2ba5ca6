import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { COMMON_MESSAGES } from '@action-plus/contract';
import type { RegisteredRoute } from '#app';
import { createTestApp, createTestUser, TEST_JWT_SECRET, type TestApp } from './support/test-app';

/**
 * Every /api route, written out with the guard it must have: the routes' declared guards are checked
 * against these lists, and each list is walked with the token it must refuse. A route whose guard is
 * weakened by mistake (admin to member, member to none) or a new route that forgets its guard fails,
 * and a new route is added here knowingly.
 */

/** Only admins: a member's token gets 403. */
const ADMIN_ROUTES = new Set([
  'GET /api/admin/association-settings',
  'PUT /api/admin/association-settings/:section',
  'GET /api/admin/association-settings/:section/history',
  'POST /api/admin/association-settings/:section/restore',
  'GET /api/admin/first-start',
  'GET /api/admin/contact-messages',
  'GET /api/admin/contact-messages/unread-count',
  'PUT /api/admin/contact-messages/:id/read',
  'POST /api/admin/contact-messages/:id/reply',
  'GET /api/admin/members',
  'GET /api/admin/members/:id',
  'POST /api/admin/create-user',
  'POST /api/admin/create-membership',
  'POST /api/admin/members/:id/renew',
  'GET /api/admin/download-invoice-membership/:membershipId',
  'POST /api/events',
  'PUT /api/events/:id',
  'DELETE /api/events/:id',
  'GET /api/events/:id/participants',
  'GET /api/events/:id/participants.csv',
  'DELETE /api/events/:id/participants/:userId',
  'GET /api/admin/donations',
  'POST /api/admin/donations',
  'POST /api/admin/donations/:id/cancel',
  'GET /api/admin/tax-receipts/:id/pdf',
  'POST /api/upload-multiple-images',
  'GET /api/admin/treasury',
  'GET /api/admin/treasury/exports/:kind.csv',
  'POST /api/admin/memberships/:membershipId/payment',
  'POST /api/admin/payments/reconcile',
  'GET /api/admin/payments/refunds',
  'GET /api/admin/journal',
  'GET /api/admin/journal.csv',
]);

/** Any signed-in account: a visitor, an expired or a forged token gets 401. */
const MEMBER_ROUTES = new Set([
  'GET /api/users/me',
  'PUT /api/users/me',
  'DELETE /api/users/me',
  'GET /api/users/me/export',
  'POST /api/users/me/email-confirmation',
  'POST /api/users/me/email',
  'PUT /api/users/me/password',
  'GET /api/users/me/memberships',
  'GET /api/users/me/memberships/:id/invoice',
  'POST /api/memberships/me/checkout',
  'POST /api/events/:id/join',
  'DELETE /api/events/:id/register',
  'GET /api/events/:id/check-registration',
  'GET /api/users/me/events',
  'GET /api/users/me/calendar-feed',
  'POST /api/users/me/calendar-feed',
  'POST /api/events/:id/waiting-list',
  'DELETE /api/events/:id/waiting-list',
  'GET /api/users/me/tax-receipts',
  'GET /api/users/me/tax-receipts/:id/pdf',
  'POST /api/users/me/tax-receipts/yearly',
  'GET /api/users/me/waiting-list',
]);

/** The routes anyone may call (`/api/docs` and its files aside). */
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
  // The home page's figures, counted from the data.
  'GET /api/association-figures',
  'GET /api/association',
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

  const apiRoutes = () => testApp.app.registeredRoutes.filter((route) => route.url.startsWith('/api/') && !['HEAD', 'OPTIONS'].includes(route.method));
  const protectedRoutes = () => apiRoutes().filter((route) => !isPublic(route.method, route.url));
  const guardOf = (route: RegisteredRoute) =>
    route.onRequest.includes(testApp.app.requireAdmin) ? 'admin' : route.onRequest.includes(testApp.app.requireUser) ? 'member' : 'none';
  const sorted = (keys: Iterable<string>) => [...keys].sort();

  it('finds each route with the guard written for it, and no route that is not written here', () => {
    const declared = { admin: [] as string[], member: [] as string[], none: [] as string[] };
    for (const route of apiRoutes()) if (!route.url.startsWith('/api/docs')) declared[guardOf(route)].push(`${route.method} ${route.url}`);
    expect(sorted(declared.admin), 'routes guarded by requireAdmin').toEqual(sorted(ADMIN_ROUTES));
    expect(sorted(declared.member), 'routes guarded by requireUser').toEqual(sorted(MEMBER_ROUTES));
    expect(sorted(declared.none), 'routes without a guard').toEqual(sorted([...PUBLIC_ROUTES].filter((key) => !key.includes(' /api/docs'))));
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
    for (const key of ADMIN_ROUTES) {
      const [method, url] = key.split(' ') as [string, string];
      const response = await testApp.app.inject({ method: method as 'GET', url: concreteUrl(url), headers: { authorization: `Bearer ${memberToken}` } });
      expect(response.statusCode, `${key} as a member`).toBe(403);
      expect(response.json()).toEqual({ detail: COMMON_MESSAGES.adminOnly });
    }
  });

  it('every written admin and member route answers 401 to a visitor, whatever its guard says', async () => {
    for (const key of [...ADMIN_ROUTES, ...MEMBER_ROUTES]) {
      const [method, url] = key.split(' ') as [string, string];
      const response = await testApp.app.inject({ method: method as 'GET', url: concreteUrl(url) });
      expect(response.statusCode, `${key} without a token`).toBe(401);
    }
  });

  it('an unknown /api route is a French JSON 404', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nexiste-pas' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: COMMON_MESSAGES.routeNotFound });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { COMMON_MESSAGES, GRANTABLE_ROLES, permissionsOf, ROLE_MESSAGES, type TGrantableRole, type TPermission } from '@action-plus/contract';
import type { RegisteredRoute } from '#app';
import type { PermissionGuard } from '#plugins/authentication';
import { createTestApp, createTestUser, TEST_JWT_SECRET, type TestApp } from './support/test-app';

/**
 * Every /api route, written out with the guard it must have: the routes' declared guards are checked
 * against these lists, and each list is walked with the token it must refuse. A route whose guard is
 * weakened by mistake (admin to member, member to none) or a new route that forgets its guard fails,
 * and a new route is added here knowingly.
 */

/**
 * The permission each route asks (decision 041), written once: the walk below derives from it and
 * from the contract's role → permissions table which routes each role passes. `event` marks the
 * routes of one event's management: `events.manage_any` passes them all, `events.manage_own` only
 * for an event one created or co-organises.
 */
const PERMISSION_ROUTES: Record<string, TPermission | 'event'> = {
  'GET /api/admin/association-settings': 'settings.manage',
  'PUT /api/admin/association-settings/:section': 'settings.manage',
  'GET /api/admin/association-settings/:section/history': 'settings.manage',
  'POST /api/admin/association-settings/:section/restore': 'settings.manage',
  'GET /api/admin/first-start': 'settings.manage',
  'GET /api/admin/contact-messages': 'contact.manage',
  'GET /api/admin/contact-messages/unread-count': 'contact.manage',
  'PUT /api/admin/contact-messages/:id/read': 'contact.manage',
  'POST /api/admin/contact-messages/:id/reply': 'contact.manage',
  'GET /api/admin/members': 'members.read',
  'GET /api/admin/members/:id': 'members.read',
  'POST /api/admin/create-user': 'members.manage',
  'POST /api/admin/create-membership': 'memberships.manage',
  'POST /api/admin/members/:id/renew': 'memberships.manage',
  'POST /api/admin/memberships/:membershipId/payment': 'memberships.manage',
  'GET /api/admin/download-invoice-membership/:membershipId': 'memberships.manage',
  'POST /api/events': 'events.create',
  'POST /api/upload-multiple-images': 'images.upload',
  'PUT /api/events/:id': 'event',
  'DELETE /api/events/:id': 'event',
  'GET /api/events/:id/participants': 'event',
  'GET /api/events/:id/participants.csv': 'event',
  'DELETE /api/events/:id/participants/:userId': 'event',
  'GET /api/events/:id/organisers': 'event',
  'POST /api/events/:id/organisers': 'event',
  'DELETE /api/events/:id/organisers/:userId': 'event',
  'GET /api/admin/donations': 'donations.manage',
  'POST /api/admin/donations': 'donations.manage',
  'POST /api/admin/donations/:id/cancel': 'donations.manage',
  'GET /api/admin/tax-receipts/:id/pdf': 'donations.manage',
  'GET /api/admin/treasury': 'treasury.read',
  'GET /api/admin/treasury/exports/:kind.csv': 'treasury.read',
  'POST /api/admin/payments/reconcile': 'payments.manage',
  'GET /api/admin/payments/refunds': 'payments.manage',
  'GET /api/admin/journal': 'journal.read',
  'GET /api/admin/journal.csv': 'journal.read',
  'GET /api/admin/roles': 'roles.manage',
  'GET /api/admin/roles/candidates': 'roles.manage',
  'POST /api/admin/roles/grant': 'roles.manage',
  'POST /api/admin/roles/remove': 'roles.manage',
  'GET /api/admin/news': 'news.write',
  'GET /api/admin/news/events': 'news.write',
  'POST /api/admin/news/preview': 'news.write',
  'GET /api/admin/news/:id': 'news.write',
  'POST /api/admin/news': 'news.write',
  'PUT /api/admin/news/:id': 'news.write',
  'DELETE /api/admin/news/:id': 'news.write',
  'GET /api/admin/announcements': 'announcements.send',
  'POST /api/admin/announcements': 'announcements.send',
  'POST /api/admin/announcements/recipients-count': 'announcements.send',
  'POST /api/admin/announcements/preview': 'announcements.send',
  'GET /api/admin/announcements/:id': 'announcements.send',
  'PUT /api/admin/announcements/:id': 'announcements.send',
  'DELETE /api/admin/announcements/:id': 'announcements.send',
  'POST /api/admin/announcements/:id/test': 'announcements.send',
  'POST /api/admin/announcements/:id/send': 'announcements.send',
  'GET /api/admin/assemblies': 'assemblies.manage',
  'POST /api/admin/assemblies': 'assemblies.manage',
  'GET /api/admin/assemblies/:id': 'assemblies.manage',
  'PUT /api/admin/assemblies/:id': 'assemblies.manage',
  'DELETE /api/admin/assemblies/:id': 'assemblies.manage',
  'POST /api/admin/assemblies/:id/agenda-items': 'assemblies.manage',
  'PUT /api/admin/assemblies/:id/agenda-items/:itemId': 'assemblies.manage',
  'DELETE /api/admin/assemblies/:id/agenda-items/:itemId': 'assemblies.manage',
  'POST /api/admin/assemblies/:id/resolutions': 'assemblies.manage',
  'PUT /api/admin/assemblies/:id/resolutions/:resolutionId': 'assemblies.manage',
  'DELETE /api/admin/assemblies/:id/resolutions/:resolutionId': 'assemblies.manage',
  'POST /api/admin/assemblies/:id/voters/freeze': 'assemblies.manage',
  'GET /api/admin/assemblies/:id/voters': 'assemblies.manage',
  'POST /api/admin/assemblies/:id/convene': 'assemblies.manage',
  'POST /api/admin/assemblies/:id/open': 'assemblies.manage',
  'PUT /api/admin/assemblies/:id/voters/:voterId/check-in': 'assemblies.manage',
  'POST /api/admin/assemblies/:id/resolutions/:resolutionId/open': 'assemblies.manage',
  'POST /api/admin/assemblies/:id/resolutions/:resolutionId/close': 'assemblies.manage',
  'PUT /api/admin/assemblies/:id/resolutions/:resolutionId/paper-totals': 'assemblies.manage',
  'POST /api/admin/assemblies/:id/close': 'assemblies.manage',
  'GET /api/admin/assemblies/:id/minutes.pdf': 'assemblies.manage',
  'GET /api/admin/assemblies/:id/attendance-sheet.pdf': 'assemblies.manage',
  // Its documents (the report, the accounts drawn from the treasury, the budget).
  'GET /api/admin/assemblies/:id/documents': 'assemblies.manage',
  'POST /api/admin/assemblies/:id/documents': 'assemblies.manage',
  'POST /api/admin/assemblies/:id/documents/treasury-accounts': 'assemblies.manage',
  'PUT /api/admin/assemblies/:id/documents/:documentId': 'assemblies.manage',
  'DELETE /api/admin/assemblies/:id/documents/:documentId': 'assemblies.manage',
  'GET /api/events/:id/photos/manage': 'event',
  'POST /api/events/:id/photos': 'event',
  'PUT /api/events/:id/photos/order': 'event',
  'PUT /api/events/:id/photos/cover': 'event',
  'PUT /api/events/:id/photos/:photoId': 'event',
  'DELETE /api/events/:id/photos/:photoId': 'event',
};
const PERMISSION_ROUTE_KEYS = Object.keys(PERMISSION_ROUTES);

/** Whether an account holding these roles passes the route's guard (on an event it neither created nor co-organises). */
function passesGuard(roles: TGrantableRole[], key: string): boolean {
  const permissions = permissionsOf(roles);
  const asked = PERMISSION_ROUTES[key]!;
  return asked === 'event' ? permissions.includes('events.manage_any') : permissions.includes(asked);
}

/** Any signed-in account: a visitor, an expired or a forged token gets 401. */
const MEMBER_ROUTES = new Set([
  'GET /api/users/me',
  'PUT /api/users/me',
  // The account's choices of mail (issue 27).
  'GET /api/users/me/mail-preferences',
  'PUT /api/users/me/mail-preferences',
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
  // A member asks for a photo of them to be removed (issue 26).
  'POST /api/photos/:id/removal-request',
  // The general assembly's voters (issue 28): each route then checks that the account is a voter of it.
  'GET /api/assemblies',
  'GET /api/assemblies/:id',
  'GET /api/assemblies/:id/voters',
  'PUT /api/assemblies/:id/answer',
  'POST /api/assemblies/:id/proxies/:voterId/accept',
  'POST /api/assemblies/:id/proxies/:voterId/decline',
  'POST /api/assemblies/:id/resolutions/:resolutionId/vote',
  'POST /api/assemblies/:id/receipt-check',
  'GET /api/assemblies/:id/minutes.pdf',
  'GET /api/assemblies/:id/documents',
  'GET /api/assemblies/:id/documents/:documentId',
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
  // The one-click unsubscribe of announcements (issue 27): the link's HMAC is the proof, no session (RFC 8058).
  'POST /api/mail-preferences/unsubscribe',
  'GET /api/mail-preferences/unsubscribe',
  // « Annonces »: the archive, public ones to everyone, members' ones to a signed-in member.
  'GET /api/announcements',
  'GET /api/announcements/:id',
  // The subscription feeds: the public one, and a member's, opened by the secret token it carries.
  'GET /api/events/feed.ics',
  'GET /api/events/member-feed.ics',
  // « Actualités »: the articles on the site.
  'GET /api/news',
  'GET /api/news/:slug',
  // The events' photo albums.
  'GET /api/events/:id/photos',
  'GET /api/albums',
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
  /** The route's guard as declared: the permission it asks (`event` for one event's management), `member`, or `none`. */
  const guardOf = (route: RegisteredRoute): string => {
    const guard = route.onRequest.find((hook): hook is PermissionGuard => typeof hook === 'function' && 'permission' in hook);
    if (guard) return guard.scope === 'event' ? 'event' : guard.permission;
    return route.onRequest.includes(testApp.app.requireUser) ? 'member' : 'none';
  };
  const sorted = (keys: Iterable<string>) => [...keys].sort();

  it('finds each route with the guard written for it, and no route that is not written here', () => {
    const declared = { permission: {} as Record<string, string>, member: [] as string[], none: [] as string[] };
    for (const route of apiRoutes()) {
      if (route.url.startsWith('/api/docs')) continue;
      const key = `${route.method} ${route.url}`;
      const guard = guardOf(route);
      if (guard === 'member' || guard === 'none') declared[guard].push(key);
      else declared.permission[key] = guard;
    }
    expect(declared.permission, 'routes guarded by a permission').toEqual(PERMISSION_ROUTES);
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

  it("every permission route answers 403 to a member's token", async () => {
    for (const key of PERMISSION_ROUTE_KEYS) {
      const [method, url] = key.split(' ') as [string, string];
      const response = await testApp.app.inject({ method: method as 'GET', url: concreteUrl(url), headers: { authorization: `Bearer ${memberToken}` } });
      expect(response.statusCode, `${key} as a member`).toBe(403);
      expect(response.json()).toEqual({ detail: ROLE_MESSAGES.permissionDenied });
    }
  });

  for (const role of GRANTABLE_ROLES) {
    it(`a member given the ${role} role passes exactly the guards its permissions open`, async () => {
      const { token } = await createTestUser(testApp, { roles: [role] });
      const outcomes: Record<string, boolean> = {};
      const expected: Record<string, boolean> = {};
      for (const key of PERMISSION_ROUTE_KEYS) {
        const [method, url] = key.split(' ') as [string, string];
        // No body: a route the guard lets through stops at its validation (400) or finds no record (404).
        const response = await testApp.app.inject({ method: method as 'GET', url: concreteUrl(url), headers: { authorization: `Bearer ${token}` } });
        expect(response.statusCode, `${key} as ${role}`).not.toBe(401);
        expect(response.statusCode, `${key} as ${role}`).toBeLessThan(500);
        outcomes[key] = response.statusCode !== 403;
        expected[key] = passesGuard([role], key);
      }
      expect(outcomes).toEqual(expected);
    });
  }

  it('every written permission and member route answers 401 to a visitor, whatever its guard says', async () => {
    for (const key of [...PERMISSION_ROUTE_KEYS, ...MEMBER_ROUTES]) {
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

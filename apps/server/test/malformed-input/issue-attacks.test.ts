import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_MESSAGES, CONTACT_LIMITS, CONTACT_MESSAGES, EVENT_DEFAULTS, EVENT_MESSAGES, ID_RANGE, LIMITS } from '@action-plus/contract';
import { validEvent } from '../support/event-fixtures';
import { createTestApp, createTestUser, type TestApp } from '../support/test-app';
import { MAX_EVENT_LOOP_DELAY_MS, measureEventLoopStall } from './event-loop-stall';
import { DOTTED_EMAIL, ONE_MEBIBYTE, operationsOf, ruleBrokenBy, urlWith } from './malformed-requests';

/** Short enough for every body limit: it reaches validation, where the former pattern took seconds. */
const DOTTED_EMAIL_WITHIN_LIMITS = `a@${'.'.repeat(12_000)}@`;

/** The routes that take an e-mail from anyone, and a body that is otherwise valid. */
const EMAIL_FORMS: { url: string; body: (email: string) => Record<string, unknown>; invalidEmail: string }[] = [
  {
    url: '/api/contact',
    body: (email) => ({ name: 'Inès', email, message: 'Bonjour' }),
    invalidEmail: CONTACT_MESSAGES.emailTooLong,
  },
  {
    url: '/api/auth/register',
    body: (email) => ({ firstName: 'Inès', lastName: 'Moreau', username: 'ines', email, password: 'motdepasse-solide' }),
    invalidEmail: `L'adresse e-mail ne doit pas dépasser ${LIMITS.emailMax} caractères.`,
  },
  {
    url: '/api/auth/reset-password-request',
    body: (email) => ({ email }),
    invalidEmail: `L'adresse e-mail ne doit pas dépasser ${LIMITS.emailMax} caractères.`,
  },
];

describe('the attacks of issue 13 on input', () => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof createTestUser>>;
  let member: Awaited<ReturnType<typeof createTestUser>>;

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await createTestUser(testApp, { role: 'admin' });
    member = await createTestUser(testApp);
  });
  afterAll(() => testApp.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });

  describe.each(EMAIL_FORMS)('the e-mail pattern on POST $url', ({ url, body, invalidEmail }) => {
    it("answers the issue's 200 000-dot e-mail 413 in French without stalling the server", async () => {
      const { result: response, delayMs } = await measureEventLoopStall(() => post(url, body(DOTTED_EMAIL)));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ detail: COMMON_MESSAGES.payloadTooLarge });
      expect(delayMs).toBeLessThan(MAX_EVENT_LOOP_DELAY_MS);
    });

    it('refuses a dotted e-mail that fits the body limit on its length, without running the pattern long', async () => {
      const { result: response, delayMs } = await measureEventLoopStall(() => post(url, body(DOTTED_EMAIL_WITHIN_LIMITS)));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: invalidEmail });
      expect(delayMs).toBeLessThan(MAX_EVENT_LOOP_DELAY_MS);
    });

    it('refuses a dotted e-mail of the allowed length as malformed', async () => {
      const dotted = `a@${'.'.repeat(LIMITS.emailMax - 3)}@`;
      const response = await post(url, body(dotted));
      expect(response.statusCode).toBe(400);
      expect(ruleBrokenBy(response)).toBeNull();
      expect(response.json().detail).not.toBe(invalidEmail);
    });
  });

  it('answers a 1 MiB string 413 in French without stalling the server, on a form, as JSON or as text', async () => {
    const oneMebibyte = 'x'.repeat(ONE_MEBIBYTE);
    const { result: responses, delayMs } = await measureEventLoopStall(() =>
      Promise.all([
        post('/api/contact', { name: 'Inès', email: 'ines@exemple.fr', message: oneMebibyte }),
        post('/api/auth/login', { email: oneMebibyte, password: oneMebibyte }),
        testApp.app.inject({ method: 'POST', url: '/api/auth/register', payload: oneMebibyte, headers: { 'content-type': 'text/plain' } }),
        post('/api/events', { ...validEvent(), description: oneMebibyte }, admin.authorization),
      ]),
    );
    for (const response of responses) {
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ detail: COMMON_MESSAGES.payloadTooLarge });
    }
    expect(delayMs).toBeLessThan(MAX_EVENT_LOOP_DELAY_MS);
  });

  it('accepts the longest valid contact message and the longest valid event, written in accented letters', async () => {
    const contact = await post('/api/contact', {
      name: 'é'.repeat(CONTACT_LIMITS.nameMax),
      email: `${'é'.repeat(LIMITS.emailMax - 11)}@exemple.fr`,
      subject: 'é'.repeat(CONTACT_LIMITS.subjectMax),
      message: 'é'.repeat(CONTACT_LIMITS.messageMax),
    });
    expect(contact.statusCode, contact.body).toBe(201);

    const longUrl = (index: number) => `https://exemple.fr/${String(index).padEnd(LIMITS.urlMax - 'https://exemple.fr/'.length, 'é')}`;
    const event = await post(
      '/api/events',
      {
        ...validEvent(),
        title: 'é'.repeat(EVENT_DEFAULTS.TITLE_MAX),
        description: 'é'.repeat(EVENT_DEFAULTS.DESCRIPTION_MAX),
        location: 'é'.repeat(EVENT_DEFAULTS.LOCATION_MAX),
        image: longUrl(0),
        images: Array.from({ length: EVENT_DEFAULTS.IMAGES_MAX }, (_, index) => longUrl(index + 1)),
      },
      admin.authorization,
    );
    expect(event.statusCode, event.body.slice(0, 200)).toBe(201);
  });

  it('refuses a form body larger than forms need (16 KB) with 413 in French', async () => {
    const response = await post('/api/auth/login', { email: 'ines@exemple.fr', password: 'x', padding: 'x'.repeat(17 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: COMMON_MESSAGES.payloadTooLarge });
  });

  describe('ids out of the integer column', () => {
    it('GET /api/events/3000000000 answers 404 in French', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/events/3000000000' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Identifiant invalide.' });
    });

    it('the largest id of the column reaches the database and is simply unknown', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/events/${ID_RANGE.max}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: EVENT_MESSAGES.eventNotFound });
    });

    it('every route with an id answers 404 in French to an id out of range, negative or not a number, for whoever asks', async () => {
      const routes = operationsOf(testApp.app.swagger()).filter((operation) => operation.pathParameters.some((name) => /id$/i.test(name)));
      expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
        expect.arrayContaining([
          'POST /api/events/{id}/join',
          'DELETE /api/events/{id}/register',
          'GET /api/events/{id}.ics',
          'GET /api/users/me/memberships/{id}/invoice',
          'GET /api/admin/download-invoice-membership/{membershipId}',
          'PUT /api/admin/contact-messages/{id}/read',
          'POST /api/admin/members/{id}/renew',
        ]),
      );
      for (const route of routes) {
        for (const id of [String(ID_RANGE.max + 1), '3000000000', '-1', '0', 'abc']) {
          for (const headers of [{}, member.authorization, admin.authorization]) {
            const response = await testApp.app.inject({ method: route.method as 'GET', url: urlWith(route, id), headers, payload: {} });
            const label = `${route.method} ${urlWith(route, id)}`;
            // A guard may answer first (401, 403); the id itself never makes a 5xx or a 400.
            expect([401, 403, 404], label).toContain(response.statusCode);
            expect(ruleBrokenBy(response), label).toBeNull();
            if (headers === admin.authorization) expect(response.statusCode, label).toBe(404);
          }
        }
      }
    });
  });

  describe('query strings', () => {
    it('answers a wrong type 400 in French', async () => {
      for (const query of ['limit=abc', 'limit=-1', 'limit=1.5', 'limit=1&limit=2', 'when=demain', `limit=${EVENT_DEFAULTS.LIST_LIMIT_MAX + 1}`]) {
        const response = await testApp.app.inject({ method: 'GET', url: `/api/events?${query}` });
        expect(response.statusCode, query).toBe(400);
        expect(response.json(), query).toEqual({ detail: EVENT_MESSAGES.listQueryInvalid });
      }
    });

    it('ignores unknown parameters: the same answer, nothing echoed', async () => {
      const plain = await testApp.app.inject({ method: 'GET', url: '/api/events?limit=2' });
      const withUnknown = await testApp.app.inject({ method: 'GET', url: '/api/events?limit=2&v=12345&__proto__=x&zz-inconnu=1' });
      expect(withUnknown.statusCode).toBe(200);
      expect(withUnknown.body).toBe(plain.body);
      expect(withUnknown.body).not.toContain('zz-inconnu');
    });
  });
});

describe('page addresses', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    const distDir = mkdtempSync(path.join(tmpdir(), 'action-plus-dist-'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html lang="fr"><head><!--page-head--></head><body><div id="root"></div></body></html>');
    testApp = await createTestApp({ config: { webDistDir: distDir } });
  });
  afterAll(() => testApp.close());

  it('answers a page address of thousands of slashes without stalling the server (trailing slashes were stripped by a quadratic pattern)', async () => {
    const slashes = '/'.repeat(15_000);
    const { result: responses, delayMs } = await measureEventLoopStall(() =>
      Promise.all([`/events${slashes}x`, `/contact${slashes}`].map((url) => testApp.app.inject({ method: 'GET', url }))),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([404, 200]);
    expect(delayMs).toBeLessThan(MAX_EVENT_LOOP_DELAY_MS);
  });
});

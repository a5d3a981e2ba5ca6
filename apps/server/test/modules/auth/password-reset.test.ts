import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_MAILS_PER_HOUR, PASSWORD_RESET_MESSAGES, REFRESH_COOKIE_NAME, ONE_TIME_LINK_DURATIONS_MS } from '@action-plus/contract';
import { mailOutbox, oneTimeTokens, users } from '#db/schema';
import { issueOneTimeToken } from '#modules/auth/one-time-tokens';
import { type CaughtMail, type SmtpCatcher } from '#test/support/smtp-catcher';
import { createTestApp, createTestAppWithMail, createTestUser, TEST_PASSWORD, type TestApp, type TestAppWithMail } from '#test/support/test-app';

const PUBLIC_URL = 'https://site.exemple.fr';

function resetLinkIn(mail: CaughtMail): URL {
  const match = mail.text.match(/https:\/\/site\.exemple\.fr\/reset-password\?token=[\w-]+/);
  if (!match) throw new Error(`no reset link in:\n${mail.text}`);
  return new URL(match[0]);
}

describe('password reset', () => {
  let smtp: SmtpCatcher;
  let testApp: TestAppWithMail;
  beforeAll(async () => {
    testApp = await createTestAppWithMail({ publicUrl: PUBLIC_URL });
    smtp = testApp.smtp;
  });
  afterAll(() => testApp.close());

  const requestReset = (email: unknown) => testApp.app.inject({ method: 'POST', url: '/api/auth/reset-password-request', payload: { email } });
  const resetPassword = (token: unknown, password: unknown) =>
    testApp.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
  const login = (email: string, password: string) => testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('mails a one-hour link to an existing account, with the single answer', async () => {
    const { user } = await createTestUser(testApp, { email: 'nadia@exemple.fr', firstName: 'Nadia' });
    const before = Date.now();
    const response = await requestReset('NADIA@exemple.fr');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.requestAnswer });
    const mail = await smtp.waitForMail((candidate) => candidate.to.includes('nadia@exemple.fr'));
    expect(mail.subject).toMatch(/Réinitialisation de votre mot de passe/);
    expect(mail.text).toContain('Bonjour Nadia,');
    const link = resetLinkIn(mail);
    expect(link.origin + link.pathname).toBe(`${PUBLIC_URL}/reset-password`);
    expect(mail.html).toContain(`href="${link.toString()}"`);
    const [stored] = await testApp.context.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id));
    const lifetime = stored!.expiresAt.getTime() - before;
    expect(lifetime).toBeGreaterThan(ONE_TIME_LINK_DURATIONS_MS.password_reset - 5_000);
    expect(lifetime).toBeLessThanOrEqual(ONE_TIME_LINK_DURATIONS_MS.password_reset + 1_000);
    // Once sent, the link is nowhere in the database: only its hash is.
    await testApp.context.mailer.whenIdle();
    const token = link.searchParams.get('token')!;
    expect(JSON.stringify(await testApp.context.db.select().from(mailOutbox))).not.toContain(token);
  });

  it('gives the same answer for an unknown address and mails nobody', async () => {
    const outboxBefore = await testApp.context.db.select().from(mailOutbox);
    const response = await requestReset('personne@exemple.fr');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.requestAnswer });
    expect(await testApp.context.db.select().from(mailOutbox)).toHaveLength(outboxBefore.length);
  });

  it('requires an e-mail address, in French', async () => {
    const missing = await requestReset('');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ detail: "L'adresse e-mail est obligatoire." });
    const malformed = await requestReset('pas-un-email');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: "Format d'email invalide" });
  });

  it('sets the new password from the link: the new one works, the old one fails, every session ends', async () => {
    await createTestUser(testApp, { email: 'yanis@exemple.fr', username: 'yanis' });
    const session = await login('yanis', TEST_PASSWORD);
    const refreshCookie = session.cookies.find((cookie) => cookie.name === REFRESH_COOKIE_NAME)!.value;

    await requestReset('yanis@exemple.fr');
    const link = resetLinkIn(await smtp.waitForMail((candidate) => candidate.to.includes('yanis@exemple.fr')));
    const response = await resetPassword(link.searchParams.get('token'), 'nouveau-secret');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.passwordChanged });

    expect((await login('yanis', 'nouveau-secret')).statusCode).toBe(200);
    expect((await login('yanis', TEST_PASSWORD)).statusCode).toBe(401);
    const refreshed = await testApp.app.inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: { [REFRESH_COOKIE_NAME]: refreshCookie } });
    expect(refreshed.statusCode).toBe(401);

    const again = await resetPassword(link.searchParams.get('token'), 'encore-un-autre');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: PASSWORD_RESET_MESSAGES.linkUsed });
    expect((await login('yanis', 'encore-un-autre')).statusCode).toBe(401);
  });

  it('lets an account created with Google choose its first password', async () => {
    const { user } = await createTestUser(testApp, { email: 'google@exemple.fr', username: 'googleuser' });
    await testApp.context.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    await requestReset('google@exemple.fr');
    const link = resetLinkIn(await smtp.waitForMail((candidate) => candidate.to.includes('google@exemple.fr')));
    expect((await resetPassword(link.searchParams.get('token'), 'premier-mdp')).statusCode).toBe(200);
    expect((await login('googleuser', 'premier-mdp')).statusCode).toBe(200);
  });

  it('accepts an invitation link and says the password is chosen', async () => {
    const { user } = await createTestUser(testApp, { username: 'invite' });
    const token = await issueOneTimeToken(testApp.context.db, { userId: user.id, purpose: 'invitation', ttlMs: 60_000 });
    const response = await resetPassword(token, 'choisi-par-moi');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.passwordChosen });
    expect((await login('invite', 'choisi-par-moi')).statusCode).toBe(200);
  });

  it('refuses an expired link and an unknown one, each with its own French message', async () => {
    const { user } = await createTestUser(testApp, { username: 'expire' });
    const expired = await issueOneTimeToken(testApp.context.db, { userId: user.id, purpose: 'password_reset', ttlMs: -1 });
    const expiredResponse = await resetPassword(expired, 'nouveau-secret');
    expect(expiredResponse.statusCode).toBe(400);
    expect(expiredResponse.json()).toEqual({ detail: PASSWORD_RESET_MESSAGES.linkExpired });
    const unknown = await resetPassword('jamais-vu', 'nouveau-secret');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ detail: PASSWORD_RESET_MESSAGES.linkUnknown });
    expect((await login('expire', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('checks the new password and the token before anything else', async () => {
    const { user } = await createTestUser(testApp, { username: 'courtmdp' });
    const token = await issueOneTimeToken(testApp.context.db, { userId: user.id, purpose: 'password_reset', ttlMs: 60_000 });
    const short = await resetPassword(token, '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ detail: 'Le mot de passe doit contenir au moins 6 caractères.' });
    const noToken = await resetPassword('', 'assez-long');
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json()).toEqual({ detail: PASSWORD_RESET_MESSAGES.tokenRequired });
    // The refused attempt did not spend the link.
    expect((await resetPassword(token, 'assez-long')).statusCode).toBe(200);
  });

  it(`sends at most ${PASSWORD_RESET_MAILS_PER_HOUR} reset mails per account and per hour, answering the same`, async () => {
    const { user } = await createTestUser(testApp, { email: 'flood@exemple.fr' });
    for (let index = 0; index < PASSWORD_RESET_MAILS_PER_HOUR + 2; index += 1) {
      const response = await requestReset('flood@exemple.fr');
      expect(response.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.requestAnswer });
    }
    const tokens = await testApp.context.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id));
    expect(tokens).toHaveLength(PASSWORD_RESET_MAILS_PER_HOUR);
  });
});

describe('password reset rate limits', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ config: { authRateLimitMax: 2 } });
  });
  afterAll(() => testApp.close());

  it('answers a French 429 to a client asking too often', async () => {
    for (const url of ['/api/auth/reset-password-request', '/api/auth/reset-password']) {
      const payload = url.endsWith('request') ? { email: 'x@exemple.fr' } : { token: 'abc', password: 'secret123' };
      const statuses: number[] = [];
      let last;
      for (let index = 0; index < 3; index += 1) {
        last = await testApp.app.inject({ method: 'POST', url, payload });
        statuses.push(last.statusCode);
      }
      expect(statuses[2], url).toBe(429);
      expect(last!.json().detail).toMatch(/Trop de tentatives/);
    }
  });
});

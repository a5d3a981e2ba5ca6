import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_SECURITY_MESSAGES, REFRESH_COOKIE_NAME } from '@action-plus/contract';
import { users } from '#db/schema';
import { takeOverUnverifiedAccount } from '#modules/google-sign-in/sign-in-with-google-identity';
import { createGoogleTestApp, signInThroughProvider } from '#test/support/google-sign-in';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '#test/support/smtp-catcher';
import { createTestUser, type TestApp } from '#test/support/test-app';

const PUBLIC_URL = 'http://localhost:3000';

function confirmationTokenIn(mail: CaughtMail): string {
  const match = mail.text.match(/\/confirm-email\?token=([\w-]+)/);
  if (!match) throw new Error(`no confirmation link in:\n${mail.text}`);
  return match[1]!;
}

describe('Google sign-in takes an unverified account over (the pre-hijack)', () => {
  let smtp: SmtpCatcher;
  let testApp: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    ({ testApp, close } = await createGoogleTestApp([], { smtpUrl: smtp.url }));
  });
  afterAll(async () => {
    await close();
    await smtp.close();
  });

  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const login = (email: string, password: string) => inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const refresh = (cookie: string) => inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: { [REFRESH_COOKIE_NAME]: cookie } });
  const refreshCookieOf = (response: Awaited<ReturnType<typeof login>>) => response.cookies.find((cookie) => cookie.name === REFRESH_COOKIE_NAME)!.value;

  it("an intruder who registered the victim's address loses password, sessions and pending links when the victim signs in with Google", async () => {
    // The intruder registers victim@gmail.com with their own password, and keeps a session open.
    const registered = await inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'Intrus', lastName: 'Malin', username: 'intrus', email: 'victime.durand@gmail.com', password: 'mot-de-passe-intrus' },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json().user).toMatchObject({ emailVerified: false, hasPassword: true });
    const intruderAccessToken = registered.json().access_token as string;
    const intruderSession = refreshCookieOf(await login('intrus', 'mot-de-passe-intrus'));
    // …and asks to move the account to their own address, hoping to confirm it later.
    const moved = await inject({
      method: 'POST',
      url: '/api/users/me/email',
      headers: { authorization: `Bearer ${intruderAccessToken}` },
      payload: { email: 'intrus@pirate.fr', currentPassword: 'mot-de-passe-intrus' },
    });
    expect(moved.statusCode, moved.body).toBe(202);
    const pendingChange = confirmationTokenIn(await smtp.waitForMail((mail) => mail.to.includes('intrus@pirate.fr')));

    // The real owner signs in with Google: the provider proves the address is theirs.
    const google = await signInThroughProvider(testApp, { email: 'victime.durand@gmail.com', givenName: 'Victime', familyName: 'Durand' });
    expect(google.landing.searchParams.get('status')).toBe('ok');
    const owner = await refresh(google.refreshCookie!);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user).toMatchObject({ id: registered.json().user.id, email: 'victime.durand@gmail.com', emailVerified: true, hasPassword: false });

    // The intruder's password no longer opens the account, their session is over, their pending link dead.
    expect((await login('intrus', 'mot-de-passe-intrus')).statusCode).toBe(401);
    expect((await login('victime.durand@gmail.com', 'mot-de-passe-intrus')).statusCode).toBe(401);
    expect((await refresh(intruderSession)).statusCode).toBe(401);
    const confirmed = await inject({ method: 'POST', url: '/api/auth/confirm-email', payload: { token: pendingChange } });
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json()).toEqual({ detail: ACCOUNT_SECURITY_MESSAGES.linkUsed });

    const [stored] = await testApp.context.db.select().from(users).where(eq(users.id, registered.json().user.id));
    expect(stored).toMatchObject({ email: 'victime.durand@gmail.com', passwordHash: null, googleSubject: expect.stringMatching(/^sub-/) });
    expect(stored!.emailVerifiedAt).toBeInstanceOf(Date);
    expect(stored!.sessionVersion).toBeGreaterThan(0);

    // The address is told, in French, and offered a way to choose a password of its own.
    const mail = await smtp.waitForMail((candidate) => candidate.to.includes('victime.durand@gmail.com') && /relié à Google/.test(candidate.subject));
    expect(mail.text).toContain('son mot de passe a été supprimé');
    expect(mail.text).toContain(`${PUBLIC_URL}/forgot-password`);
  });

  it('links an account whose address was confirmed as before: its password keeps working', async () => {
    const registered = await inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'Léa', lastName: 'Roux', username: 'learoux', email: 'lea.roux@gmail.com', password: 'mot-de-passe-lea' },
    });
    const token = confirmationTokenIn(await smtp.waitForMail((mail) => mail.to.includes('lea.roux@gmail.com')));
    expect((await inject({ method: 'POST', url: '/api/auth/confirm-email', payload: { token } })).statusCode).toBe(200);

    const google = await signInThroughProvider(testApp, { email: 'lea.roux@gmail.com', givenName: 'Léa' });
    expect(google.landing.searchParams.get('status')).toBe('ok');
    expect((await refresh(google.refreshCookie!)).json().user).toMatchObject({ id: registered.json().user.id, hasPassword: true, emailVerified: true });
    expect((await login('learoux', 'mot-de-passe-lea')).statusCode).toBe(200);
    expect(smtp.mails.some((mail) => mail.to.includes('lea.roux@gmail.com') && /relié à Google/.test(mail.subject))).toBe(false);
  });

  it('marks a new account created through Google as verified', async () => {
    const google = await signInThroughProvider(testApp, { email: 'nouveau.venu@gmail.com', givenName: 'Nouveau' });
    expect((await refresh(google.refreshCookie!)).json().user).toMatchObject({ email: 'nouveau.venu@gmail.com', emailVerified: true, hasPassword: false });
  });

  it('takes nothing over when, under its lock, the account turns out confirmed or moved since it was read', async () => {
    const { user: confirmedMeanwhile } = await createTestUser(testApp, { email: 'confirme.entretemps@gmail.com' });
    const { user: movedMeanwhile } = await createTestUser(testApp, { email: 'parti.entretemps@gmail.com' });
    // The copies the sign-in read; then the owner confirmed one address and moved the other account.
    await testApp.context.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, confirmedMeanwhile.id));
    await testApp.context.db.update(users).set({ email: 'ailleurs.entretemps@exemple.fr' }).where(eq(users.id, movedMeanwhile.id));

    for (const stale of [confirmedMeanwhile, movedMeanwhile]) {
      const identity = { subject: `sub-course-${stale.id}`, email: stale.email };
      expect(await takeOverUnverifiedAccount(testApp.context, stale, identity)).toBeNull();
      const [stored] = await testApp.context.db.select().from(users).where(eq(users.id, stale.id));
      expect(stored).toMatchObject({ passwordHash: stale.passwordHash, googleSubject: null, sessionVersion: stale.sessionVersion });
    }
  });
});

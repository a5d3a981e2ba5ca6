import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_SECURITY_MESSAGES,
  AUTH_MESSAGES,
  COMMON_MESSAGES,
  EMAIL_CONFIRMATION_MAILS_PER_HOUR,
  LOGIN_THROTTLE,
  RECENT_SIGN_IN_MAX_AGE_MS,
  REFRESH_COOKIE_NAME,
} from '@action-plus/contract';
import { contactMessages, users } from '#db/schema';
import { type CaughtMail, type SmtpCatcher } from '#test/support/smtp-catcher';
import { createTestApp, createTestAppWithMail, createTestUser, TEST_PASSWORD, type TestApp, type TestAppWithMail } from '#test/support/test-app';

const PUBLIC_URL = 'https://site.exemple.fr';

function confirmationTokenIn(mail: CaughtMail): string {
  const match = mail.text.match(/https:\/\/site\.exemple\.fr\/confirm-email\?token=([\w-]+)/);
  if (!match) throw new Error(`no confirmation link in:\n${mail.text}`);
  return match[1]!;
}

let counter = 0;
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter += 1)}`;

describe('verified addresses and changes of address and password', () => {
  let smtp: SmtpCatcher;
  let testApp: TestAppWithMail;
  beforeAll(async () => {
    testApp = await createTestAppWithMail({ publicUrl: PUBLIC_URL });
    smtp = testApp.smtp;
  });
  afterAll(() => testApp.close());

  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const login = (email: string, password: string) => inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const refresh = (cookie: string) => inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: { [REFRESH_COOKIE_NAME]: cookie } });
  const refreshCookieOf = (response: { cookies: { name: string; value: string }[] }) =>
    response.cookies.find((cookie) => cookie.name === REFRESH_COOKIE_NAME)!.value;
  const confirm = (token: unknown) => inject({ method: 'POST', url: '/api/auth/confirm-email', payload: { token } });
  const me = async (token: string) => (await inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) })).json();
  const waitForMailTo = (address: string, subject?: RegExp) =>
    smtp.waitForMail((mail) => mail.to.includes(address) && (!subject || subject.test(mail.subject)));

  async function register(email: string, password = TEST_PASSWORD) {
    const response = await inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'Zoé', lastName: 'Lambert', username: uniqueName('zoe'), email, password },
    });
    expect(response.statusCode, response.body).toBe(201);
    return { user: response.json().user, token: response.json().access_token as string, refreshCookie: refreshCookieOf(response) };
  }

  describe('confirming the address', () => {
    it('sign-up mails a link; the account stays unconfirmed until the page posts its token', async () => {
      const email = `${uniqueName('inscrit')}@exemple.fr`;
      const { user, token } = await register(email);
      expect(user).toMatchObject({ email, emailVerified: false, hasPassword: true });
      const mail = await waitForMailTo(email, /Confirmez votre adresse e-mail/);
      expect(mail.text).toContain('Bonjour Zoé,');
      expect((await me(token)).emailVerified).toBe(false);

      const confirmed = await confirm(confirmationTokenIn(mail));
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toEqual({ message: ACCOUNT_SECURITY_MESSAGES.emailConfirmed });
      expect((await me(token)).emailVerified).toBe(true);

      const again = await confirm(confirmationTokenIn(mail));
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ detail: ACCOUNT_SECURITY_MESSAGES.linkUsed });
    });

    it('refuses an unknown or missing token in French', async () => {
      expect((await confirm('inconnu')).json()).toEqual({ detail: ACCOUNT_SECURITY_MESSAGES.linkUnknown });
      const missing = await confirm('');
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ detail: ACCOUNT_SECURITY_MESSAGES.tokenRequired });
    });

    it(`resends the link on demand, at most ${EMAIL_CONFIRMATION_MAILS_PER_HOUR} links an hour per account, sign-up's included`, async () => {
      const email = `${uniqueName('relance')}@exemple.fr`;
      const { token } = await register(email);
      const resend = () => inject({ method: 'POST', url: '/api/users/me/email-confirmation', headers: bearer(token) });
      for (let sent = 1; sent < EMAIL_CONFIRMATION_MAILS_PER_HOUR; sent += 1) {
        const response = await resend();
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toEqual({ message: ACCOUNT_SECURITY_MESSAGES.confirmationSent });
      }
      const refused = await resend();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ detail: ACCOUNT_SECURITY_MESSAGES.tooManyConfirmationMails });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
      await testApp.context.mailer.whenIdle();
      expect(smtp.mails.filter((mail) => mail.to.includes(email))).toHaveLength(EMAIL_CONFIRMATION_MAILS_PER_HOUR);
    });

    it('requests sent all at once cannot pass the cap together', async () => {
      const email = `${uniqueName('rafale')}@exemple.fr`;
      const { token } = await register(email);
      const burst = await Promise.all(
        Array.from({ length: 2 * EMAIL_CONFIRMATION_MAILS_PER_HOUR }, () =>
          inject({ method: 'POST', url: '/api/users/me/email-confirmation', headers: bearer(token) }),
        ),
      );
      const statuses = burst.map((response) => response.statusCode);
      // The sign-up's link took one place.
      expect(statuses.filter((status) => status === 200)).toHaveLength(EMAIL_CONFIRMATION_MAILS_PER_HOUR - 1);
      expect(statuses.filter((status) => status === 429)).toHaveLength(EMAIL_CONFIRMATION_MAILS_PER_HOUR + 1);
      await testApp.context.mailer.whenIdle();
      expect(smtp.mails.filter((mail) => mail.to.includes(email))).toHaveLength(EMAIL_CONFIRMATION_MAILS_PER_HOUR);
    });

    it('says so when the address is already confirmed, and mails nothing', async () => {
      const { user, authorization } = await createTestUser(testApp);
      await testApp.context.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
      const response = await inject({ method: 'POST', url: '/api/users/me/email-confirmation', headers: authorization });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: ACCOUNT_SECURITY_MESSAGES.alreadyVerified });
    });

    it('an invitation link, once used, proves the address', async () => {
      const { token: adminToken } = await createTestUser(testApp, { role: 'admin' });
      const email = `${uniqueName('invite')}@exemple.fr`;
      const invited = await inject({
        method: 'POST',
        url: '/api/admin/create-user',
        headers: bearer(adminToken),
        payload: { firstName: 'Invité', lastName: 'Nouveau', username: uniqueName('invite'), email },
      });
      expect(invited.statusCode, invited.body).toBe(201);
      expect(invited.json().emailVerified).toBe(false);
      const link = (await waitForMailTo(email)).text.match(/token=([\w-]+)/)![1]!;
      expect((await inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: link, password: 'choisi-par-moi' } })).statusCode).toBe(200);
      const [stored] = await testApp.context.db.select().from(users).where(eq(users.email, email));
      expect(stored!.emailVerifiedAt).toBeInstanceOf(Date);
    });
  });

  describe('changing the address', () => {
    const changeEmail = (token: string, payload: object) => inject({ method: 'POST', url: '/api/users/me/email', headers: bearer(token), payload });

    it('refuses without the current password, or with a wrong one, in French', async () => {
      const { token } = await createTestUser(testApp);
      const missing = await changeEmail(token, { email: `${uniqueName('ailleurs')}@exemple.fr` });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ detail: ACCOUNT_SECURITY_MESSAGES.currentPasswordRequired });
      const wrong = await changeEmail(token, { email: `${uniqueName('ailleurs')}@exemple.fr`, currentPassword: 'pas-le-bon' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ detail: ACCOUNT_SECURITY_MESSAGES.wrongCurrentPassword });
      const visitor = await inject({ method: 'POST', url: '/api/users/me/email', payload: { email: 'x@exemple.fr', currentPassword: TEST_PASSWORD } });
      expect(visitor.statusCode).toBe(401);
    });

    it('an account without a password needs a recent Google sign-in', async () => {
      const { user } = await createTestUser(testApp);
      await testApp.context.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
      const staleToken = await testApp.context.accessTokens.sign(user, { signedInAt: new Date(Date.now() - RECENT_SIGN_IN_MAX_AGE_MS - 60_000) });
      const stale = await changeEmail(staleToken, { email: `${uniqueName('google')}@exemple.fr` });
      expect(stale.statusCode).toBe(403);
      expect(stale.json()).toEqual({ detail: ACCOUNT_SECURITY_MESSAGES.recentSignInRequired });

      const freshToken = await testApp.context.accessTokens.sign(user, { signedInAt: new Date() });
      const fresh = await changeEmail(freshToken, { email: `${uniqueName('google')}@exemple.fr` });
      expect(fresh.statusCode, fresh.body).toBe(202);
    });

    it('takes effect only once confirmed from the new address; the old address is told both times', async () => {
      const oldEmail = `${uniqueName('ancienne')}@exemple.fr`;
      const newEmail = `${uniqueName('nouvelle')}@exemple.fr`;
      const { user, token } = await register(oldEmail);

      const asked = await changeEmail(token, { email: newEmail, currentPassword: TEST_PASSWORD });
      expect(asked.statusCode, asked.body).toBe(202);
      expect(asked.json()).toEqual({ message: ACCOUNT_SECURITY_MESSAGES.emailChangeRequested(newEmail) });
      const told = await waitForMailTo(oldEmail, /Demande de changement/);
      expect(told.text).toContain(newEmail);
      const confirmation = await waitForMailTo(newEmail, /nouvelle adresse/);

      // Not confirmed: the account keeps its address, and the new one opens nothing.
      expect((await me(token)).email).toBe(oldEmail);
      expect((await login(newEmail, TEST_PASSWORD)).statusCode).toBe(401);
      expect((await login(oldEmail, TEST_PASSWORD)).statusCode).toBe(200);

      const confirmed = await confirm(confirmationTokenIn(confirmation));
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toEqual({ message: ACCOUNT_SECURITY_MESSAGES.emailChangeConfirmed });
      expect(await me(token)).toMatchObject({ id: user.id, email: newEmail, emailVerified: true });
      expect((await login(newEmail, TEST_PASSWORD)).statusCode).toBe(200);
      const done = await waitForMailTo(oldEmail, /a été changée/);
      expect(done.text).toContain(newEmail);
    });

    it('a change of address asked before a password change or a reset can no longer be confirmed', async () => {
      const email = `${uniqueName('proprio')}@exemple.fr`;
      const { token } = await register(email);
      const intruder = `${uniqueName('intrus')}@exemple.fr`;
      await changeEmail(token, { email: intruder, currentPassword: TEST_PASSWORD });
      const intruderLink = confirmationTokenIn(await waitForMailTo(intruder, /nouvelle adresse/));
      const changed = await inject({
        method: 'PUT',
        url: '/api/users/me/password',
        headers: bearer(token),
        payload: { currentPassword: TEST_PASSWORD, password: 'nouveau-secret' },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await confirm(intruderLink)).json()).toEqual({ detail: ACCOUNT_SECURITY_MESSAGES.linkUsed });

      const second = `${uniqueName('intrus')}@exemple.fr`;
      const fresh = (await login(email, 'nouveau-secret')).json().access_token as string;
      await changeEmail(fresh, { email: second, currentPassword: 'nouveau-secret' });
      const secondLink = confirmationTokenIn(await waitForMailTo(second, /nouvelle adresse/));
      await inject({ method: 'POST', url: '/api/auth/reset-password-request', payload: { email } });
      const resetMail = await waitForMailTo(email, /Réinitialisation/);
      const resetToken = resetMail.text.match(/reset-password\?token=([\w-]+)/)![1]!;
      const reset = await inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: resetToken, password: 'encore-autre' } });
      expect(reset.statusCode, reset.body).toBe(200);
      expect((await confirm(secondLink)).json()).toEqual({ detail: ACCOUNT_SECURITY_MESSAGES.linkUsed });
      expect((await login(email, 'encore-autre')).json().user.email).toBe(email);
    });

    it('a reset link mailed to the former address dies once a change of address is confirmed', async () => {
      const oldEmail = `${uniqueName('quitte')}@exemple.fr`;
      const newEmail = `${uniqueName('arrive')}@exemple.fr`;
      const { token } = await register(oldEmail);
      await inject({ method: 'POST', url: '/api/auth/reset-password-request', payload: { email: oldEmail } });
      const resetMail = await waitForMailTo(oldEmail, /Réinitialisation/);
      const resetToken = resetMail.text.match(/reset-password\?token=([\w-]+)/)![1]!;
      await changeEmail(token, { email: newEmail, currentPassword: TEST_PASSWORD });
      expect((await confirm(confirmationTokenIn(await waitForMailTo(newEmail, /nouvelle adresse/)))).statusCode).toBe(200);

      const reset = await inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: resetToken, password: 'pris-en-route' } });
      expect(reset.statusCode).toBe(400);
      expect((await login(newEmail, TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('only the latest address asked for can be confirmed', async () => {
      const { token } = await register(`${uniqueName('hesite')}@exemple.fr`);
      const first = `${uniqueName('premiere')}@exemple.fr`;
      const second = `${uniqueName('seconde')}@exemple.fr`;
      await changeEmail(token, { email: first, currentPassword: TEST_PASSWORD });
      const firstLink = confirmationTokenIn(await waitForMailTo(first));
      await changeEmail(token, { email: second, currentPassword: TEST_PASSWORD });
      expect((await confirm(firstLink)).json()).toEqual({ detail: ACCOUNT_SECURITY_MESSAGES.linkUsed });
      expect((await me(token)).email).not.toBe(first);
    });

    it('refuses with 409 when the address was taken meanwhile, and changes nothing', async () => {
      const { token } = await register(`${uniqueName('lente')}@exemple.fr`);
      const wanted = `${uniqueName('convoitee')}@exemple.fr`;
      await changeEmail(token, { email: wanted, currentPassword: TEST_PASSWORD });
      const link = confirmationTokenIn(await waitForMailTo(wanted));
      await register(wanted);
      const refused = await confirm(link);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ detail: AUTH_MESSAGES.emailTaken });
      expect((await me(token)).email).not.toBe(wanted);
    });

    it('refuses an address already taken, and its own address, up front', async () => {
      const taken = await createTestUser(testApp);
      const { user, token } = await createTestUser(testApp);
      const clash = await changeEmail(token, { email: taken.user.email.toUpperCase(), currentPassword: TEST_PASSWORD });
      expect(clash.statusCode).toBe(409);
      expect(clash.json()).toEqual({ detail: AUTH_MESSAGES.emailTaken });
      const same = await changeEmail(token, { email: user.email, currentPassword: TEST_PASSWORD });
      expect(same.json()).toEqual({ detail: ACCOUNT_SECURITY_MESSAGES.sameEmail });
    });
  });

  describe('the personal-data export gives only what is tied to the account', () => {
    const exportOf = async (token: string) => (await inject({ method: 'GET', url: '/api/users/me/export', headers: bearer(token) })).json();
    const sendContact = (email: string, message: string, headers: Record<string, string> = {}) =>
      inject({ method: 'POST', url: '/api/contact', headers, payload: { name: 'Quelqu’un', email, subject: 'Question', message } });

    it("registering with someone's address does not open their messages and our replies", async () => {
      const victim = `${uniqueName('victime')}@exemple.fr`;
      expect((await sendContact(victim, 'Mon dossier médical, confidentiel.')).statusCode).toBe(201);
      await testApp.context.db
        .update(contactMessages)
        .set({ replyMessage: 'Réponse confidentielle.', replySubject: 'Re', repliedAt: new Date() })
        .where(eq(contactMessages.email, victim));

      const intruder = await register(victim.toUpperCase());
      const exported = await exportOf(intruder.token);
      expect(exported.contact_messages).toEqual([]);
      expect(JSON.stringify(exported)).not.toContain('confidentiel');
    });

    it("asking to move one's account to someone's address does not open them either", async () => {
      const victim = `${uniqueName('victime')}@exemple.fr`;
      await sendContact(victim, 'Encore un message privé.');
      const intruder = await register(`${uniqueName('intrus')}@exemple.fr`);
      await changeEmailRequest(intruder.token, victim);
      expect((await exportOf(intruder.token)).contact_messages).toEqual([]);
    });

    it('gives the messages sent while signed in from its own address, and those from the address once it is confirmed', async () => {
      const email = `${uniqueName('membre')}@exemple.fr`;
      await sendContact(email, 'Envoyé en visiteur, avant de créer mon compte.');
      const member = await register(email);
      expect((await sendContact(email.toUpperCase(), 'Envoyé connecté, depuis mon adresse.', bearer(member.token))).statusCode).toBe(201);
      expect((await exportOf(member.token)).contact_messages.map((message: { message: string }) => message.message)).toEqual([
        'Envoyé connecté, depuis mon adresse.',
      ]);

      await confirm(confirmationTokenIn(await waitForMailTo(email, /Confirmez/)));
      expect((await exportOf(member.token)).contact_messages.map((message: { message: string }) => message.message)).toEqual([
        'Envoyé en visiteur, avant de créer mon compte.',
        'Envoyé connecté, depuis mon adresse.',
      ]);
    });

    it("a message sent signed in with someone else's address, and our reply to it, stay out of the sender's export", async () => {
      const member = await register(`${uniqueName('membre')}@exemple.fr`);
      const other = `${uniqueName('autre')}@exemple.fr`;
      expect((await sendContact(other, 'Écrit pour une autre adresse.', bearer(member.token))).statusCode).toBe(201);
      const [stored] = await testApp.context.db.select().from(contactMessages).where(eq(contactMessages.email, other));
      expect(stored!.userId).toBeNull();

      const admin = await createTestUser(testApp, { role: 'admin' });
      const replied = await inject({
        method: 'POST',
        url: `/api/admin/contact-messages/${stored!.id}/reply`,
        headers: admin.authorization,
        payload: { subject: 'Re: Question', message: 'Réponse destinée à cette autre adresse.' },
      });
      expect(replied.statusCode, replied.body).toBe(200);

      const exported = await exportOf(member.token);
      expect(exported.contact_messages).toEqual([]);
      expect(JSON.stringify(exported)).not.toContain('destinée à cette autre adresse');
    });

    it('a contact message with a bad token is still taken, as a visitor’s', async () => {
      const response = await sendContact(`${uniqueName('visiteur')}@exemple.fr`, 'Jeton périmé.', bearer('pas-un-jeton'));
      expect(response.statusCode).toBe(201);
      const [stored] = await testApp.context.db.select().from(contactMessages).where(eq(contactMessages.message, 'Jeton périmé.'));
      expect(stored!.userId).toBeNull();
    });

    async function changeEmailRequest(token: string, email: string) {
      const response = await inject({ method: 'POST', url: '/api/users/me/email', headers: bearer(token), payload: { email, currentPassword: TEST_PASSWORD } });
      expect(response.statusCode, response.body).toBe(202);
    }
  });

  describe('changing the password', () => {
    const changePassword = (token: string, payload: object, cookies: Record<string, string> = {}) =>
      inject({ method: 'PUT', url: '/api/users/me/password', headers: bearer(token), payload, cookies });

    it('refuses a wrong or missing current password in French, and changes nothing', async () => {
      const { user, token } = await createTestUser(testApp);
      const wrong = await changePassword(token, { currentPassword: 'pas-le-bon', password: 'nouveau-secret' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ detail: ACCOUNT_SECURITY_MESSAGES.wrongCurrentPassword });
      const missing = await changePassword(token, { password: 'nouveau-secret' });
      expect(missing.json()).toEqual({ detail: ACCOUNT_SECURITY_MESSAGES.currentPasswordRequired });
      expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
      expect((await login(user.email, 'nouveau-secret')).statusCode).toBe(401);
    });

    it('ends the other sessions, keeps this browser signed in with a fresh session, and tells the address', async () => {
      const email = `${uniqueName('change')}@exemple.fr`;
      const here = await register(email);
      const elsewhere = refreshCookieOf(await login(email, TEST_PASSWORD));

      const changed = await changePassword(
        here.token,
        { currentPassword: TEST_PASSWORD, password: 'nouveau-secret' },
        { [REFRESH_COOKIE_NAME]: here.refreshCookie },
      );
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ access_token: expect.any(String), user: { email, hasPassword: true } });
      const freshCookie = refreshCookieOf(changed);
      expect(freshCookie).not.toBe(here.refreshCookie);

      expect((await refresh(elsewhere)).statusCode).toBe(401);
      expect((await refresh(here.refreshCookie)).statusCode).toBe(401);
      expect((await refresh(freshCookie)).statusCode).toBe(200);
      expect((await me(changed.json().access_token)).email).toBe(email);

      expect((await login(email, TEST_PASSWORD)).statusCode).toBe(401);
      expect((await login(email, 'nouveau-secret')).statusCode).toBe(200);
      const mail = await waitForMailTo(email, /mot de passe a été modifié/);
      expect(mail.text).toContain('Vos autres sessions ont été fermées.');
    });

    it('lets an account without a password choose one after a recent Google sign-in only', async () => {
      const { user } = await createTestUser(testApp);
      await testApp.context.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
      const stale = await testApp.context.accessTokens.sign(user, { signedInAt: new Date(Date.now() - RECENT_SIGN_IN_MAX_AGE_MS - 60_000) });
      expect((await changePassword(stale, { password: 'premier-secret' })).statusCode).toBe(403);
      const fresh = await testApp.context.accessTokens.sign(user, { signedInAt: new Date() });
      const chosen = await changePassword(fresh, { password: 'premier-secret' });
      expect(chosen.statusCode, chosen.body).toBe(200);
      expect((await login(user.email, 'premier-secret')).statusCode).toBe(200);
    });

    it('refuses a new password that is too short, in French', async () => {
      const { token } = await createTestUser(testApp);
      const response = await changePassword(token, { currentPassword: TEST_PASSWORD, password: 'abc' });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toMatch(/au moins 6 caractères/);
    });
  });
});

describe('guessing the current password is bounded', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ config: { authRateLimitMax: 3 } });
  });
  afterAll(() => testApp.close());

  it('refuses further tries with 429 in French once the limit is reached, even the right password', async () => {
    const { token } = await createTestUser(testApp);
    const tryPassword = (currentPassword: string) =>
      testApp.app.inject({
        method: 'PUT',
        url: '/api/users/me/password',
        headers: { authorization: `Bearer ${token}` },
        payload: { currentPassword, password: 'nouveau-secret' },
      });
    for (const guess of ['essai-1', 'essai-2', 'essai-3']) expect((await tryPassword(guess)).statusCode).toBe(400);
    const limited = await tryPassword(TEST_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: COMMON_MESSAGES.tooManyRequests });
  });

  it('counts wrong current passwords against the account, whatever address they come from', async () => {
    const perAccount = await createTestApp({ config: { authRateLimitMax: 1000 } });
    try {
      const { user, token } = await createTestUser(perAccount);
      const tryPassword = (currentPassword: string, remoteAddress: string) =>
        perAccount.app.inject({
          method: 'PUT',
          url: '/api/users/me/password',
          remoteAddress,
          headers: { authorization: `Bearer ${token}` },
          payload: { currentPassword, password: 'nouveau-secret' },
        });
      for (let guess = 1; guess <= LOGIN_THROTTLE.maxFailures; guess += 1) {
        expect((await tryPassword(`essai-${guess}`, `192.0.2.${guess}`)).statusCode).toBe(400);
      }
      const limited = await tryPassword(TEST_PASSWORD, '198.51.100.7');
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      // The same count guards the password login: the guesses did not open another door.
      const login = await perAccount.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: TEST_PASSWORD } });
      expect(login.statusCode).toBe(429);
    } finally {
      await perAccount.close();
    }
  });
});

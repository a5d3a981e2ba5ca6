import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, GOOGLE_MESSAGES, REFRESH_COOKIE_NAME } from '@action-plus/contract';
import { users } from '#db/schema';
import { issueOneTimeToken } from '#modules/auth/one-time-tokens';
import { createGoogleTestApp, GOOGLE_CLIENT_ID, signInThroughProvider } from '#test/support/google-sign-in';
import type { OpenIdStandIn } from '@action-plus/test-stand-ins/openid-stand-in';
import { createTestApp, createTestUser, TEST_PASSWORD, type TestApp } from '#test/support/test-app';

const lucie = {
  subject: 'google-lucie',
  email: 'lucie.bernard@gmail.com',
  emailVerified: true,
  givenName: 'Lucie',
  familyName: 'Bernard',
  picture: 'https://lh3.googleusercontent.com/a/lucie',
};

describe('sign in with Google through the provider (authorization code + PKCE)', () => {
  let testApp: TestApp;
  let standIn: OpenIdStandIn;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ testApp, standIn, close } = await createGoogleTestApp([lucie]));
  });
  afterAll(() => close());

  const findUser = async (email: string) => {
    const [row] = await testApp.context.db.select().from(users).where(eq(users.email, email));
    return row;
  };
  const refresh = (refreshCookie: string) =>
    testApp.app.inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: { [REFRESH_COOKIE_NAME]: refreshCookie } });

  it('tells the web app that the buttons may show', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/auth/google/config' });
    expect(response.json()).toEqual({ enabled: true });
  });

  it('sends the browser to the provider with PKCE, state, nonce, the account chooser and French', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/auth/google/start?mode=popup' });
    expect(response.statusCode).toBe(302);
    const url = new URL(response.headers.location as string);
    expect(url.origin).toBe(standIn.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: GOOGLE_CLIENT_ID,
      response_type: 'code',
      scope: 'openid email profile',
      prompt: 'select_account',
      ui_locales: 'fr',
      code_challenge_method: 'S256',
      redirect_uri: 'http://localhost:3000/api/auth/google/callback',
    });
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    const transaction = response.cookies.find((cookie) => cookie.name === 'ap_google_transaction');
    expect(transaction).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/google' });
    // The PKCE verifier and the nonce stay out of the page's reach, and out of the URL.
    expect(response.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  });

  it("serves the popup's landing page without the site's opener policy, which would cut the popup from its opener", async () => {
    const landing = await testApp.app.inject({ method: 'GET', url: '/connexion/google?status=ok&mode=popup' });
    expect(landing.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    const elsewhere = await testApp.app.inject({ method: 'GET', url: '/login' });
    expect(elsewhere.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('creates the account of a newcomer from the profile, with no password, and opens a session', async () => {
    const result = await signInThroughProvider(testApp, { subject: lucie.subject });
    expect(result.landing.pathname).toBe('/connexion/google');
    expect(Object.fromEntries(result.landing.searchParams)).toEqual({ status: 'ok', mode: 'popup' });
    // No token in the URL: the page gets its access token from the refresh cookie.
    expect(result.landing.search).not.toMatch(/token/i);
    expect(result.refreshCookie).toEqual(expect.any(String));

    const created = await findUser(lucie.email);
    expect(created).toMatchObject({
      firstName: 'Lucie',
      lastName: 'Bernard',
      username: 'lucie.bernard',
      role: 'user',
      profileImage: lucie.picture,
      googleSubject: lucie.subject,
      passwordHash: null,
    });

    const restored = await refresh(result.refreshCookie!);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().user).toMatchObject({ id: created!.id, email: lucie.email, username: 'lucie.bernard' });
    expect(restored.json().access_token).toEqual(expect.any(String));
  });

  it('finds the same account again by its provider subject, even after the address changed there', async () => {
    const before = await findUser(lucie.email);
    standIn.addAccount({ ...lucie, email: 'lucie.nouvelle@gmail.com' });
    try {
      const result = await signInThroughProvider(testApp, { subject: lucie.subject }, { mode: 'redirect' });
      expect(Object.fromEntries(result.landing.searchParams)).toEqual({ status: 'ok', mode: 'redirect' });
      const restored = await refresh(result.refreshCookie!);
      expect(restored.json().user.id).toBe(before!.id);
    } finally {
      standIn.addAccount(lucie);
    }
  });

  it('links an existing account whose address was confirmed, keeps its password and ends its other sessions', async () => {
    const { user } = await createTestUser(testApp, { email: 'Karim.Haddad@exemple.fr', username: 'karim' });
    await testApp.context.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    const login = await testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'karim', password: TEST_PASSWORD } });
    const earlierSession = login.cookies.find((cookie) => cookie.name === REFRESH_COOKIE_NAME)!.value;

    const result = await signInThroughProvider(testApp, { email: 'karim.haddad@exemple.fr', givenName: 'Karim', familyName: 'Haddad' });
    expect(result.landing.searchParams.get('status')).toBe('ok');
    const restored = await refresh(result.refreshCookie!);
    expect(restored.json().user).toMatchObject({ id: user.id, username: 'karim' });

    const [linked] = await testApp.context.db.select().from(users).where(eq(users.id, user.id));
    expect(linked!.googleSubject).toMatch(/^sub-/);
    expect(linked!.passwordHash).not.toBeNull();
    expect((await refresh(earlierSession)).statusCode).toBe(401);
    const passwordLogin = await testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'karim', password: TEST_PASSWORD } });
    expect(passwordLogin.statusCode).toBe(200);
    expect(await testApp.context.db.select().from(users).where(eq(users.email, 'karim.haddad@exemple.fr'))).toHaveLength(0);
  });

  it('makes the username unique when the e-mail local part is taken', async () => {
    await createTestUser(testApp, { username: 'sami', email: 'sami@exemple.fr' });
    await signInThroughProvider(testApp, { email: 'sami@gmail.com', givenName: 'Sami' });
    expect(await findUser('sami@gmail.com')).toMatchObject({ username: 'sami1', firstName: 'Sami', lastName: '' });
  });

  it('refuses an address the provider has not verified: no account, no session', async () => {
    const result = await signInThroughProvider(testApp, { email: 'pas.verifiee@exemple.fr', emailVerified: false });
    expect(Object.fromEntries(result.landing.searchParams)).toEqual({ status: 'error', mode: 'popup', error: 'unverified_email' });
    expect(result.refreshCookie).toBeUndefined();
    expect(await findUser('pas.verifiee@exemple.fr')).toBeUndefined();
  });

  it('refuses to link an account already linked to another provider account', async () => {
    await testApp.context.db.insert(users).values({
      firstName: 'Inès',
      lastName: 'Roy',
      username: 'ines',
      email: 'ines@exemple.fr',
      passwordHash: null,
      googleSubject: 'google-another-ines',
    });
    const result = await signInThroughProvider(testApp, { email: 'ines@exemple.fr' });
    expect(result.landing.searchParams.get('error')).toBe('conflict');
    expect(result.refreshCookie).toBeUndefined();
  });

  it('stays silent when the person cancels at the provider', async () => {
    const result = await signInThroughProvider(testApp, 'cancel');
    expect(Object.fromEntries(result.landing.searchParams)).toEqual({ status: 'error', mode: 'popup', error: 'cancelled' });
    expect(result.refreshCookie).toBeUndefined();
  });

  it('refuses a callback without the cookie of the sign-in it answers', async () => {
    const result = await signInThroughProvider(testApp, { subject: lucie.subject }, { tamper: (callback) => (callback.cookies = {}) });
    expect(result.landing.searchParams.get('error')).toBe('expired');
    expect(result.refreshCookie).toBeUndefined();
  });

  it('refuses a callback whose state is not the one it sent', async () => {
    const result = await signInThroughProvider(
      testApp,
      { subject: lucie.subject },
      { tamper: (callback) => callback.url.searchParams.set('state', 'autre-etat') },
    );
    expect(result.landing.searchParams.get('error')).toBe('expired');
    expect(result.refreshCookie).toBeUndefined();
  });

  it('refuses a forged transaction cookie', async () => {
    const result = await signInThroughProvider(
      testApp,
      { subject: lucie.subject },
      {
        tamper: (callback) => (callback.cookies.ap_google_transaction = `${callback.cookies.ap_google_transaction!.slice(0, -4)}AAAA`),
      },
    );
    expect(result.landing.searchParams.get('error')).toBe('expired');
    expect(result.refreshCookie).toBeUndefined();
  });

  it('refuses a code that was already used', async () => {
    let firstCallback = { url: '', cookies: {} };
    await signInThroughProvider(
      testApp,
      { subject: lucie.subject },
      {
        tamper: (callback) => (firstCallback = { url: `${callback.url.pathname}${callback.url.search}`, cookies: { ...callback.cookies } }),
      },
    );
    const replay = await testApp.app.inject({ method: 'GET', url: firstCallback.url, cookies: firstCallback.cookies });
    expect(replay.statusCode).toBe(302);
    expect(replay.headers.location).toBe('/connexion/google?status=error&mode=popup&error=failed');
    expect(replay.cookies.find((cookie) => cookie.name === REFRESH_COOKIE_NAME && cookie.value)).toBeUndefined();
  });

  it('lets an account created through Google choose a password later with the reset link', async () => {
    const created = await findUser(lucie.email);
    const refused = await testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: lucie.email, password: 'nimporte-quoi' } });
    expect(refused.json()).toEqual({ detail: AUTH_MESSAGES.invalidCredentials });

    const token = await issueOneTimeToken(testApp.context.db, { userId: created!.id, purpose: 'password_reset', ttlMs: 60_000 });
    const reset = await testApp.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'mon-nouveau-secret' } });
    expect(reset.statusCode).toBe(200);
    const login = await testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'lucie.bernard', password: 'mon-nouveau-secret' } });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.id).toBe(created!.id);
  });
});

describe('Google sign-in when it cannot work', () => {
  it('is off without a client id: no buttons, and every route says so in French', async () => {
    const testApp = await createTestApp();
    try {
      expect((await testApp.app.inject({ method: 'GET', url: '/api/auth/google/config' })).json()).toEqual({ enabled: false });
      const start = await testApp.app.inject({ method: 'GET', url: '/api/auth/google/start?mode=redirect' });
      expect(start.statusCode).toBe(302);
      expect(start.headers.location).toBe('/connexion/google?status=error&mode=redirect&error=disabled');
      const login = await testApp.app.inject({ method: 'POST', url: '/api/auth/google-login', payload: { credential: 'a.b.c' } });
      expect(login.statusCode).toBe(404);
      expect(login.json()).toEqual({ detail: GOOGLE_MESSAGES.disabled });
    } finally {
      await testApp.close();
    }
  });

  it('sends a person who tries too often back to the page with the French message, not JSON', async () => {
    const testApp = await createTestApp({
      config: { google: { clientId: GOOGLE_CLIENT_ID, clientSecret: 'secret', issuer: 'http://127.0.0.1:9/injoignable' }, authRateLimitMax: 1 },
    });
    try {
      await testApp.app.inject({ method: 'GET', url: '/api/auth/google/callback?code=a&state=b' });
      const limited = await testApp.app.inject({ method: 'GET', url: '/api/auth/google/callback?code=a&state=b' });
      expect(limited.statusCode).toBe(302);
      expect(limited.headers.location).toBe('/connexion/google?status=error&mode=redirect&error=too_many_requests');
    } finally {
      await testApp.close();
    }
  });

  it('answers in French, never with a crash, when the provider cannot be reached', async () => {
    const testApp = await createTestApp({
      config: { google: { clientId: GOOGLE_CLIENT_ID, clientSecret: 'secret', issuer: 'http://127.0.0.1:9/injoignable' } },
    });
    try {
      const start = await testApp.app.inject({ method: 'GET', url: '/api/auth/google/start' });
      expect(start.statusCode).toBe(302);
      expect(start.headers.location).toBe('/connexion/google?status=error&mode=popup&error=unavailable');
      const login = await testApp.app.inject({ method: 'POST', url: '/api/auth/google-login', payload: { credential: 'a.b.c' } });
      expect(login.statusCode).toBe(502);
      expect(login.json()).toEqual({ detail: GOOGLE_MESSAGES.unavailable });
    } finally {
      await testApp.close();
    }
  });
});

import { eq } from 'drizzle-orm';
import { SignJWT, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOGLE_MESSAGES, REFRESH_COOKIE_NAME } from '@action-plus/contract';
import { users } from '#db/schema';
import { createGoogleTestApp, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET } from '#test/support/google-sign-in';
import type { OpenIdStandIn } from '@action-plus/test-stand-ins/openid-stand-in';
import { createTestUser, type TestApp } from '#test/support/test-app';

const NONCE_COOKIE = 'ap_google_nonce';

describe('POST /api/auth/google-login accepts only an ID token it can verify', () => {
  let testApp: TestApp;
  let standIn: OpenIdStandIn;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ testApp, standIn, close } = await createGoogleTestApp());
  });
  afterAll(() => close());

  /** What a browser does first: ask for a nonce, which comes with its cookie. */
  async function requestNonce() {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/auth/google/nonce' });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((candidate) => candidate.name === NONCE_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    return { nonce: response.json().nonce as string, cookies: { [NONCE_COOKIE]: cookie.value } };
  }

  const claimsFor = (email: string, nonce: string, extra: Record<string, unknown> = {}) => ({
    sub: `google-${email}`,
    email,
    email_verified: true,
    given_name: 'Yasmine',
    family_name: 'Benali',
    picture: 'https://lh3.googleusercontent.com/a/yasmine',
    nonce,
    ...extra,
  });

  const googleLogin = (payload: unknown, cookies: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'POST', url: '/api/auth/google-login', payload: payload as object, cookies });

  async function expectRefused(response: Awaited<ReturnType<typeof googleLogin>>, status: number, detail: string) {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toEqual({ detail });
    expect(response.cookies.find((cookie) => cookie.name === REFRESH_COOKIE_NAME && cookie.value)).toBeUndefined();
  }

  it("refuses the specification's bare userData payload: an e-mail the browser states proves nothing", async () => {
    const { user } = await createTestUser(testApp, { email: 'victime@exemple.fr' });
    const response = await googleLogin({ userData: { email: user.email, displayName: 'Moi', photoURL: 'https://exemple.fr/photo.jpg' } });
    await expectRefused(response, 400, GOOGLE_MESSAGES.credentialRequired);
    expect(response.body).not.toContain('access_token');
  });

  it('signs in with a valid ID token, creating the account', async () => {
    const { nonce, cookies } = await requestNonce();
    const credential = await standIn.signIdToken(claimsFor('yasmine.benali@gmail.com', nonce));
    const response = await googleLogin({ credential }, cookies);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().access_token).toEqual(expect.any(String));
    expect(response.json().user).toMatchObject({
      firstName: 'Yasmine',
      lastName: 'Benali',
      username: 'yasmine.benali',
      email: 'yasmine.benali@gmail.com',
      role: 'user',
    });
    expect(response.cookies.find((cookie) => cookie.name === REFRESH_COOKIE_NAME)).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    // The nonce served once.
    expect(response.cookies.find((cookie) => cookie.name === NONCE_COOKIE)?.value).toBe('');
  });

  it('signs in an existing account by its verified e-mail and links it', async () => {
    const { user } = await createTestUser(testApp, { email: 'paul.martin@exemple.fr' });
    const { nonce, cookies } = await requestNonce();
    const credential = await standIn.signIdToken(claimsFor('Paul.Martin@exemple.fr', nonce, { sub: 'google-paul' }));
    const response = await googleLogin({ credential }, cookies);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.id).toBe(user.id);
    const [linked] = await testApp.context.db.select().from(users).where(eq(users.id, user.id));
    expect(linked!.googleSubject).toBe('google-paul');
  });

  it('refuses a token signed with another key than the provider publishes', async () => {
    const { nonce, cookies } = await requestNonce();
    const { privateKey } = await generateKeyPair('RS256');
    const genuine = await standIn.signIdToken(claimsFor('faux@exemple.fr', nonce));
    const { kid } = JSON.parse(Buffer.from(genuine.split('.')[0]!, 'base64url').toString()) as { kid: string };
    const forged = await new SignJWT(claimsFor('faux@exemple.fr', nonce))
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(standIn.issuer)
      .setAudience(GOOGLE_CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    await expectRefused(await googleLogin({ credential: forged }, cookies), 401, GOOGLE_MESSAGES.invalidCredential);
  });

  it('refuses a token signed with the client secret (HS256) instead of the provider key', async () => {
    const { nonce, cookies } = await requestNonce();
    const forged = await new SignJWT(claimsFor('faux@exemple.fr', nonce))
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(standIn.issuer)
      .setAudience(GOOGLE_CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(GOOGLE_CLIENT_SECRET));
    await expectRefused(await googleLogin({ credential: forged }, cookies), 401, GOOGLE_MESSAGES.invalidCredential);
  });

  it('refuses a token from another issuer', async () => {
    const { nonce, cookies } = await requestNonce();
    const credential = await standIn.signIdToken(claimsFor('faux@exemple.fr', nonce), { issuer: 'https://accounts.google.com' });
    await expectRefused(await googleLogin({ credential }, cookies), 401, GOOGLE_MESSAGES.invalidCredential);
  });

  it('refuses a token meant for another application', async () => {
    const { nonce, cookies } = await requestNonce();
    const credential = await standIn.signIdToken(claimsFor('faux@exemple.fr', nonce), { audience: 'une-autre-application' });
    await expectRefused(await googleLogin({ credential }, cookies), 401, GOOGLE_MESSAGES.invalidCredential);
  });

  it('refuses a token whose authorized party is another application', async () => {
    const { nonce, cookies } = await requestNonce();
    const credential = await standIn.signIdToken(claimsFor('faux@exemple.fr', nonce, { azp: 'une-autre-application' }));
    await expectRefused(await googleLogin({ credential }, cookies), 401, GOOGLE_MESSAGES.invalidCredential);
  });

  it('refuses a token carrying another nonce than the one this browser was given', async () => {
    const { cookies } = await requestNonce();
    const credential = await standIn.signIdToken(claimsFor('faux@exemple.fr', 'un-autre-nonce'));
    await expectRefused(await googleLogin({ credential }, cookies), 401, GOOGLE_MESSAGES.invalidCredential);
  });

  it('refuses a token without a nonce, and a token whose nonce cookie is missing', async () => {
    const { nonce, cookies } = await requestNonce();
    const withoutNonce = await standIn.signIdToken(claimsFor('faux@exemple.fr', nonce, { nonce: undefined }));
    await expectRefused(await googleLogin({ credential: withoutNonce }, cookies), 401, GOOGLE_MESSAGES.invalidCredential);
    const withNonce = await standIn.signIdToken(claimsFor('faux@exemple.fr', nonce));
    await expectRefused(await googleLogin({ credential: withNonce }), 401, GOOGLE_MESSAGES.invalidCredential);
  });

  it('refuses an expired token', async () => {
    const { nonce, cookies } = await requestNonce();
    const now = Math.floor(Date.now() / 1000);
    const credential = await standIn.signIdToken(claimsFor('faux@exemple.fr', nonce), { issuedAt: now - 3600, expiresAt: now - 60 });
    await expectRefused(await googleLogin({ credential }, cookies), 401, GOOGLE_MESSAGES.invalidCredential);
  });

  it('refuses a token issued more than 300 seconds ago, even if not yet expired', async () => {
    const { nonce, cookies } = await requestNonce();
    const now = Math.floor(Date.now() / 1000);
    const credential = await standIn.signIdToken(claimsFor('faux@exemple.fr', nonce), { issuedAt: now - 400, expiresAt: now + 3000 });
    await expectRefused(await googleLogin({ credential }, cookies), 401, GOOGLE_MESSAGES.invalidCredential);
  });

  it('refuses a token whose e-mail the provider has not verified', async () => {
    const { nonce, cookies } = await requestNonce();
    const credential = await standIn.signIdToken(claimsFor('non.verifie@exemple.fr', nonce, { email_verified: false }));
    await expectRefused(await googleLogin({ credential }, cookies), 403, GOOGLE_MESSAGES.emailNotVerified);
    const withoutFlag = await standIn.signIdToken(claimsFor('non.verifie@exemple.fr', nonce, { email_verified: undefined }));
    await expectRefused(await googleLogin({ credential: withoutFlag }, cookies), 403, GOOGLE_MESSAGES.emailNotVerified);
    expect(await testApp.context.db.select().from(users).where(eq(users.email, 'non.verifie@exemple.fr'))).toHaveLength(0);
  });

  it('refuses what is not a token at all', async () => {
    const { cookies } = await requestNonce();
    await expectRefused(await googleLogin({ credential: 'pas-un-jeton' }, cookies), 401, GOOGLE_MESSAGES.invalidCredential);
    await expectRefused(await googleLogin({ credential: '' }), 400, GOOGLE_MESSAGES.credentialRequired);
  });
});

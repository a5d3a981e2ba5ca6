import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_DURATIONS, AUTH_MESSAGES, COMMON_MESSAGES, REFRESH_COOKIE_NAME } from '@action-plus/contract';
import { refreshTokens } from '#db/schema';
import { hashSecretToken } from '#modules/auth/secret-tokens';
import { createTestApp, createTestUser, TEST_PASSWORD, type TestApp } from '#test/support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

const refreshCookieIn = (response: Answer) => response.cookies.find((cookie) => cookie.name === REFRESH_COOKIE_NAME);

function refreshCookieOf(response: Answer): string {
  const cookie = refreshCookieIn(response);
  if (!cookie?.value) throw new Error(`no refresh cookie in the answer ${response.statusCode} ${response.body}`);
  return cookie.value;
}

describe('refresh-token families: reuse detection, the two-tab race, the absolute lifetime', () => {
  let testApp: TestApp;
  let member: Awaited<ReturnType<typeof createTestUser>>;

  beforeAll(async () => {
    testApp = await createTestApp();
    member = await createTestUser(testApp);
  });
  afterAll(() => testApp.close());

  const login = async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: member.user.email, password: TEST_PASSWORD } });
    expect(response.statusCode).toBe(200);
    return { cookie: refreshCookieOf(response), accessToken: response.json().access_token as string };
  };
  const refresh = (cookie: string) => testApp.app.inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: { [REFRESH_COOKIE_NAME]: cookie } });
  const me = (accessToken: string) => testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${accessToken}` } });
  const rowOf = async (cookie: string) =>
    (
      await testApp.context.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashSecretToken(cookie)))
    )[0]!;
  /** As if the token had been exchanged this long ago: past the grace period of two racing tabs. */
  const ageRotation = async (cookie: string, seconds: number) => {
    await testApp.context.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - seconds * 1000) })
      .where(eq(refreshTokens.tokenHash, hashSecretToken(cookie)));
  };

  it('a replayed refresh token ends its whole family: the thief’s token and the owner’s both die, another session survives', async () => {
    const otherDevice = await login();
    const victim = await login();
    // The thief copied the cookie and uses it first; the victim's browser still holds the copy.
    const thief = await refresh(victim.cookie);
    expect(thief.statusCode).toBe(200);
    const thiefCookie = refreshCookieOf(thief);
    const thiefAccessToken = thief.json().access_token as string;
    expect((await me(thiefAccessToken)).statusCode).toBe(200);

    await ageRotation(victim.cookie, AUTH_DURATIONS.refreshRaceGraceSeconds + 1);
    const replayed = await refresh(victim.cookie);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual({ detail: AUTH_MESSAGES.refreshTokenReused });
    expect(refreshCookieIn(replayed)?.value).toBe('');

    // The thief's refresh token is dead, and so is the access token it got: the session version moved.
    const thiefAgain = await refresh(thiefCookie);
    expect(thiefAgain.statusCode).toBe(401);
    expect((await rowOf(thiefCookie)).revokedAt).not.toBeNull();
    const thiefRequest = await me(thiefAccessToken);
    expect(thiefRequest.statusCode).toBe(401);
    expect(thiefRequest.json()).toEqual({ detail: COMMON_MESSAGES.sessionExpired });

    // The person's other session keeps its refresh token: one refresh and it goes on.
    const otherRefreshed = await refresh(otherDevice.cookie);
    expect(otherRefreshed.statusCode).toBe(200);
    expect((await me(otherRefreshed.json().access_token)).statusCode).toBe(200);
  });

  it('the owner replaying first ends the family just the same when the thief comes back', async () => {
    const victim = await login();
    const stolenCopy = victim.cookie;
    const victimNext = refreshCookieOf(await refresh(victim.cookie));
    await ageRotation(stolenCopy, AUTH_DURATIONS.refreshRaceGraceSeconds + 1);

    const thief = await refresh(stolenCopy);
    expect(thief.statusCode).toBe(401);
    expect(thief.json()).toEqual({ detail: AUTH_MESSAGES.refreshTokenReused });
    expect((await refresh(victimNext)).statusCode).toBe(401);
  });

  it('an old cookie of a session already ended, replayed again and again, signs no other device out', async () => {
    const victim = await login();
    const stolenCopy = victim.cookie;
    refreshCookieOf(await refresh(victim.cookie));
    await ageRotation(stolenCopy, AUTH_DURATIONS.refreshRaceGraceSeconds + 1);
    // The first replay ends the family, and voids the access tokens of the moment.
    expect((await refresh(stolenCopy)).json()).toEqual({ detail: AUTH_MESSAGES.refreshTokenReused });

    const otherDevice = await login();
    for (let replay = 0; replay < 3; replay += 1) expect((await refresh(stolenCopy)).statusCode).toBe(401);
    expect((await me(otherDevice.accessToken)).statusCode).toBe(200);
  });

  it('two tabs refreshing at once with one cookie: the loser is told to retry (409), the session goes on', async () => {
    const session = await login();
    const [first, second] = await Promise.all([refresh(session.cookie), refresh(session.cookie)]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const [winner, loser] = first.statusCode === 200 ? [first, second] : [second, first];
    expect(loser.json()).toEqual({ detail: AUTH_MESSAGES.refreshRaced });
    // The loser's answer must not clear the cookie the winner has just set.
    expect(refreshCookieIn(loser)).toBeUndefined();

    // The retry carries the winner's cookie, which the browser now holds: the family is intact.
    const retried = await refresh(refreshCookieOf(winner));
    expect(retried.statusCode).toBe(200);
    expect((await me(retried.json().access_token)).statusCode).toBe(200);
  });

  it('the same cookie again within the grace period is a race, after it a theft', async () => {
    const session = await login();
    const next = refreshCookieOf(await refresh(session.cookie));
    expect((await refresh(session.cookie)).statusCode).toBe(409);
    expect((await rowOf(next)).revokedAt).toBeNull();

    await ageRotation(session.cookie, AUTH_DURATIONS.refreshRaceGraceSeconds + 1);
    expect((await refresh(session.cookie)).statusCode).toBe(401);
    expect((await rowOf(next)).revokedAt).not.toBeNull();
  });

  it('a logged-out token presented again is refused without ending anything: it was not stolen', async () => {
    const other = await login();
    const session = await login();
    await testApp.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { [REFRESH_COOKIE_NAME]: session.cookie } });
    const replayed = await refresh(session.cookie);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual({ detail: AUTH_MESSAGES.invalidRefreshToken });
    // No theft, so the account's access tokens keep working.
    expect((await me(other.accessToken)).statusCode).toBe(200);
  });

  it('a session ends its absolute lifetime after the sign-in, however often it was refreshed', async () => {
    const session = await login();
    const family = (await rowOf(session.cookie)).familyId;
    // Signed in long ago, refreshed yesterday: the sliding expiry alone would let it go on.
    await testApp.context.db
      .update(refreshTokens)
      .set({ signedInAt: new Date(Date.now() - AUTH_DURATIONS.sessionMaxSeconds * 1000 - 60_000), expiresAt: new Date(Date.now() + 7 * DAY_MS) })
      .where(eq(refreshTokens.familyId, family));
    const refreshed = await refresh(session.cookie);
    expect(refreshed.statusCode).toBe(401);
    expect(refreshed.json()).toEqual({ detail: AUTH_MESSAGES.invalidRefreshToken });
  });

  it('rotation keeps the sliding expiry but never past the absolute end, and the cookie follows', async () => {
    const fresh = await login();
    const freshRow = await rowOf(fresh.cookie);
    expect(freshRow.expiresAt.getTime() - Date.now()).toBeGreaterThan(AUTH_DURATIONS.refreshTokenSeconds * 1000 - 60_000);

    const session = await login();
    const signedInAt = new Date(Date.now() - AUTH_DURATIONS.sessionMaxSeconds * 1000 + 2 * DAY_MS);
    await testApp.context.db
      .update(refreshTokens)
      .set({ signedInAt })
      .where(eq(refreshTokens.tokenHash, hashSecretToken(session.cookie)));
    const refreshed = await refresh(session.cookie);
    expect(refreshed.statusCode).toBe(200);
    const successor = await rowOf(refreshCookieOf(refreshed));
    const absoluteEnd = signedInAt.getTime() + AUTH_DURATIONS.sessionMaxSeconds * 1000;
    expect(successor.expiresAt.getTime()).toBe(absoluteEnd);
    expect(successor.signedInAt.getTime()).toBe(signedInAt.getTime());
    const maxAge = refreshCookieIn(refreshed)!.maxAge!;
    expect(maxAge).toBeLessThanOrEqual(2 * 24 * 60 * 60);
    expect(maxAge).toBeGreaterThan(2 * 24 * 60 * 60 - 60);
  });
});

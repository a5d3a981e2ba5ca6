import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOneTimeLinkPath, PASSWORD_RESET_MESSAGES } from '@action-plus/contract';
import { oneTimeTokens } from '#db/schema';
import { AppError } from '#lib/errors';
import { consumeOneTimeToken, issueOneTimeToken } from '#modules/auth/one-time-tokens';
import { hashSecretToken } from '#modules/auth/secret-tokens';
import { createTestApp, createTestUser, type TestApp } from '#test/support/test-app';

const hour = 60 * 60 * 1000;

async function expectRefusal(promise: Promise<unknown>, detail: string) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ statusCode: 400, detail });
}

describe('one-time tokens', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('stores only the hash of the token it hands out', async () => {
    const { user } = await createTestUser(testApp);
    const token = await issueOneTimeToken(testApp.context.db, { userId: user.id, purpose: 'password_reset', ttlMs: hour });
    const rows = await testApp.context.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashSecretToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('gives the user back once, then says the link was already used', async () => {
    const { user } = await createTestUser(testApp);
    const token = await issueOneTimeToken(testApp.context.db, { userId: user.id, purpose: 'password_reset', ttlMs: hour });
    await expect(consumeOneTimeToken(testApp.context.db, token, 'password_reset')).resolves.toEqual({
      userId: user.id,
      purpose: 'password_reset',
      email: null,
    });
    await expectRefusal(consumeOneTimeToken(testApp.context.db, token, 'password_reset'), PASSWORD_RESET_MESSAGES.linkUsed);
  });

  it('lets only one of two simultaneous uses win', async () => {
    const { user } = await createTestUser(testApp);
    const token = await issueOneTimeToken(testApp.context.db, { userId: user.id, purpose: 'invitation', ttlMs: hour });
    const outcomes = await Promise.allSettled([
      consumeOneTimeToken(testApp.context.db, token, 'invitation'),
      consumeOneTimeToken(testApp.context.db, token, 'invitation'),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
  });

  it('says an expired link has expired', async () => {
    const { user } = await createTestUser(testApp);
    const token = await issueOneTimeToken(testApp.context.db, { userId: user.id, purpose: 'password_reset', ttlMs: -1000 });
    await expectRefusal(consumeOneTimeToken(testApp.context.db, token, 'password_reset'), PASSWORD_RESET_MESSAGES.linkExpired);
  });

  it('does not know a token it never issued, nor one issued for another purpose', async () => {
    await expectRefusal(consumeOneTimeToken(testApp.context.db, 'inconnu', 'password_reset'), PASSWORD_RESET_MESSAGES.linkUnknown);
    const { user } = await createTestUser(testApp);
    const token = await issueOneTimeToken(testApp.context.db, { userId: user.id, purpose: 'invitation', ttlMs: hour });
    await expectRefusal(consumeOneTimeToken(testApp.context.db, token, 'password_reset'), PASSWORD_RESET_MESSAGES.linkUnknown);
    await expect(consumeOneTimeToken(testApp.context.db, token, ['password_reset', 'invitation'])).resolves.toEqual({
      userId: user.id,
      purpose: 'invitation',
      email: null,
    });
  });

  it('kills the older links of the same kind once one is used', async () => {
    const { user } = await createTestUser(testApp);
    const older = await issueOneTimeToken(testApp.context.db, { userId: user.id, purpose: 'password_reset', ttlMs: hour });
    const newer = await issueOneTimeToken(testApp.context.db, { userId: user.id, purpose: 'password_reset', ttlMs: hour });
    await consumeOneTimeToken(testApp.context.db, newer, 'password_reset');
    await expectRefusal(consumeOneTimeToken(testApp.context.db, older, 'password_reset'), PASSWORD_RESET_MESSAGES.linkUsed);
  });

  it('builds the links the reset page reads', () => {
    expect(buildOneTimeLinkPath('a-b_c', 'password_reset')).toBe('/reset-password?token=a-b_c');
    expect(buildOneTimeLinkPath('a-b_c', 'invitation')).toBe('/reset-password?token=a-b_c&invitation=1');
  });
});

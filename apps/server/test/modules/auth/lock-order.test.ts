import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#db/schema';
import { issueOneTimeToken } from '#modules/auth/one-time-tokens';
import { resetPassword } from '#modules/auth/reset-password';
import { confirmEmail } from '#modules/users/confirm-email';
import { lockUser } from '#modules/users/user-repository';
import { createTestApp, createTestUser, type TestApp } from '#test/support/test-app';

/**
 * Decision 012: every path locks the account's row before its tokens. A path that took a link's
 * row first and then waited for the account would deadlock (40P01, a 500) against endAllSessions,
 * which holds the account and then revokes the links. Only PostgreSQL has several connections.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('links are spent after the account is locked, never before', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  /** `spend` has run up to the lock it waits for: the account's, or (in the wrong order) after its link's. */
  async function untilAnotherConnectionWaitsOnALock() {
    for (let waited = 0; waited < 10_000; waited += 50) {
      // Asked on a connection of its own: inside a transaction, PostgreSQL keeps one snapshot of the statistics.
      const result = await testApp.context.db.execute(
        sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if ((result as unknown as { rows: { waiting: number }[] }).rows[0]!.waiting > 0) return;
      await sleep(50);
    }
    throw new Error('the other connection never waited for the account');
  }

  /**
   * Holds the account's lock, as endAllSessions does, while `spend` runs on another connection,
   * then takes the account's links as endAllSessions would: they must not be held by `spend`.
   */
  async function spendWhileAccountIsLocked(userId: number, spend: () => Promise<unknown>) {
    let spending: Promise<unknown> | undefined;
    await testApp.context.db.transaction(async (holder) => {
      await lockUser(holder, userId);
      spending = spend();
      spending.catch(() => undefined);
      await untilAnotherConnectionWaitsOnALock();
      await holder.execute(sql`select id from one_time_tokens where user_id = ${userId} for update nowait`);
    });
    return spending;
  }

  it('confirming a change of address waits for the account before touching its link', async () => {
    const { user } = await createTestUser(testApp);
    const newEmail = `deplace${Date.now().toString(36)}@exemple.fr`;
    const token = await issueOneTimeToken(testApp.context.db, { userId: user.id, purpose: 'email_change', ttlMs: 60_000, email: newEmail });
    await expect(spendWhileAccountIsLocked(user.id, () => confirmEmail(testApp.context, token))).resolves.toEqual({ purpose: 'email_change' });
    const [stored] = await testApp.context.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.email).toBe(newEmail);
  });

  it('a password reset waits for the account before touching its link', async () => {
    const { user } = await createTestUser(testApp);
    const token = await issueOneTimeToken(testApp.context.db, { userId: user.id, purpose: 'password_reset', ttlMs: 60_000, email: user.email });
    await expect(spendWhileAccountIsLocked(user.id, () => resetPassword(testApp.context.db, token, 'nouveau-secret'))).resolves.toEqual({
      purpose: 'password_reset',
    });
  });
});

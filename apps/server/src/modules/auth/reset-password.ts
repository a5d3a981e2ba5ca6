import { and, eq, sql } from 'drizzle-orm';
import type { TOneTimeLinkPurpose } from '@action-plus/contract';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { consumeOneTimeToken } from './one-time-tokens';
import { hashPassword } from './passwords';
import { endAllSessions } from './end-sessions';

/**
 * Sets the password a one-time link (reset or invitation) allows, and ends every open session of
 * the account: whoever knew the old password is signed out. All or nothing, in one transaction.
 * The link was mailed to the account's address, so using it proves that address too (when it is
 * still the one the link went to).
 */
export async function resetPassword(db: Database, token: string, password: string): Promise<{ purpose: TOneTimeLinkPurpose }> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (transaction) => {
    const { userId, purpose, email } = await consumeOneTimeToken(transaction, token, ['password_reset', 'invitation']);
    await transaction.update(users).set({ passwordHash }).where(eq(users.id, userId));
    if (email) {
      await transaction
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
        .where(and(eq(users.id, userId), sql`lower(${users.email}) = lower(${email})`));
    }
    await endAllSessions(transaction, userId);
    return { purpose };
  });
}

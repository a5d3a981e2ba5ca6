import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema';
import { revokeAllRefreshTokens } from './refresh-tokens';

/**
 * Ends every session of an account at once: its refresh tokens are revoked and its session version
 * raised, so that the access tokens already handed out stop working on their next request too.
 * After a password reset or change, a role change, or a takeover by the address's real owner.
 *
 * The version is raised first, in one transaction with the revocation: that locks the account's
 * row, which a refresh locks too (rotateRefreshToken), so no refresh can slip a new token or an
 * access token of the old version in between.
 */
export async function endAllSessions(db: Database | Transaction, userId: number): Promise<void> {
  await db.transaction(async (transaction) => {
    await transaction
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, userId));
    await revokeAllRefreshTokens(transaction, userId);
  });
}

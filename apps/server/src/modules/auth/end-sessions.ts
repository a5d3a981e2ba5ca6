import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '#db/client';
import { users } from '#db/schema';
import { raisedSessionVersion, type UserRow } from '../users/user-repository';
import { revokeOneTimeTokens } from './one-time-tokens';
import { revokeAllRefreshTokens } from './refresh-tokens';

/** What may change on the account in the same statement that ends its sessions. */
export type AccountChanges = Partial<Pick<UserRow, 'passwordHash' | 'googleSubject' | 'emailVerifiedAt' | 'profileImage'>>;

/**
 * Ends every session of an account at once: its refresh tokens are revoked and its session version
 * raised, so that the access tokens already handed out stop working on their next request too.
 * After a password reset or change, a role change, a new way in (Google linked), or a takeover by
 * the address's real owner. `changes` (a new password, say) are written by the same UPDATE.
 *
 * A pending change of address dies too: whoever asked for it may be the one the end of sessions
 * is meant to lock out, and its link needs no session.
 *
 * The account's row is updated first, in one transaction with the revocations: that locks it, as
 * every other path does before touching its tokens (decision 012), so no refresh can slip a new
 * token or an access token of the old version in between, and no two paths deadlock.
 * Returns the account as it is after, with its new session version.
 */
export async function endAllSessions(db: Database | Transaction, userId: number, changes: AccountChanges = {}): Promise<UserRow | undefined> {
  return db.transaction(async (transaction) => {
    const [updated] = await transaction
      .update(users)
      .set({ ...changes, sessionVersion: raisedSessionVersion() })
      .where(eq(users.id, userId))
      .returning();
    await revokeAllRefreshTokens(transaction, userId);
    await revokeOneTimeTokens(transaction, userId, ['email_change']);
    return updated;
  });
}

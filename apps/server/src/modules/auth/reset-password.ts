import type { TOneTimeLinkPurpose } from '@action-plus/contract';
import type { Database } from '#db/client';
import { markEmailVerified } from '../users/user-repository';
import { consumeOneTimeToken, lockUserOfOneTimeToken } from './one-time-tokens';
import { hashPassword } from './passwords';
import { endAllSessions } from './end-sessions';

const PASSWORD_PURPOSES = ['password_reset', 'invitation'] as const;

/**
 * Sets the password a one-time link (reset or invitation) allows, and ends every open session of
 * the account: whoever knew the old password is signed out. All or nothing, in one transaction.
 * The link was mailed to the account's address, so using it proves that address too (when it is
 * still the one the link went to). The account is locked before the link (decision 012).
 */
export async function resetPassword(db: Database, token: string, password: string): Promise<{ purpose: TOneTimeLinkPurpose }> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (transaction) => {
    await lockUserOfOneTimeToken(transaction, token, PASSWORD_PURPOSES);
    const { userId, purpose, email } = await consumeOneTimeToken(transaction, token, PASSWORD_PURPOSES);
    if (email) await markEmailVerified(transaction, userId, email);
    await endAllSessions(transaction, userId, { passwordHash });
    return { purpose };
  });
}

import { eq } from 'drizzle-orm';
import type { TOneTimeLinkPurpose } from '@action-plus/contract';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { consumeOneTimeToken } from './one-time-tokens';
import { hashPassword } from './passwords';
import { endAllSessions } from './end-sessions';

/**
 * Sets the password a one-time link (reset or invitation) allows, and ends every open session of
 * the account: whoever knew the old password is signed out. All or nothing, in one transaction.
 */
export async function resetPassword(db: Database, token: string, password: string): Promise<{ purpose: TOneTimeLinkPurpose }> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (transaction) => {
    const { userId, purpose } = await consumeOneTimeToken(transaction, token, ['password_reset', 'invitation']);
    await transaction.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await endAllSessions(transaction, userId);
    return { purpose };
  });
}

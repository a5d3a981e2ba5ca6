import { ACCOUNT_SECURITY_MESSAGES, RECENT_SIGN_IN_MAX_AGE_MS } from '@action-plus/contract';
import { badRequest, forbidden } from '../../lib/errors';
import { verifyPassword } from '../auth/passwords';
import type { UserRow } from './user-repository';

/**
 * Before a change that could hand the account to someone else (its address, its password): the
 * person proves they are its owner, not merely the holder of a session. An account with a password
 * gives it; one without (Google only) must have signed in within the last minutes.
 */
export async function assertCurrentCredential(
  user: UserRow,
  proof: { currentPassword?: string; signedInAt: Date },
): Promise<void> {
  if (user.passwordHash === null) {
    if (Date.now() - proof.signedInAt.getTime() > RECENT_SIGN_IN_MAX_AGE_MS) throw forbidden(ACCOUNT_SECURITY_MESSAGES.recentSignInRequired);
    return;
  }
  if (!proof.currentPassword) throw badRequest(ACCOUNT_SECURITY_MESSAGES.currentPasswordRequired);
  if (!(await verifyPassword(user.passwordHash, proof.currentPassword))) throw badRequest(ACCOUNT_SECURITY_MESSAGES.wrongCurrentPassword);
}

import { ACCOUNT_SECURITY_MESSAGES, RECENT_SIGN_IN_MAX_AGE_MS } from '@action-plus/contract';
import type { Database } from '#db/client';
import { badRequest, forbidden } from '#lib/errors';
import { claimLoginAttempt, forgetLoginFailures } from '../auth/login-throttle';
import { verifyPassword } from '../auth/passwords';
import type { UserRow } from './user-repository';

/**
 * Before a change that could hand the account to someone else (its address, its password): the
 * person proves they are its owner, not merely the holder of a session. An account with a password
 * gives it; one without (Google only) must have signed in within the last minutes. Wrong passwords
 * count against the account like failed logins: a stolen session cannot guess its way further.
 */
export async function assertCurrentCredential(db: Database, user: UserRow, proof: { currentPassword?: string; signedInAt: Date }): Promise<void> {
  if (user.passwordHash === null) {
    if (Date.now() - proof.signedInAt.getTime() > RECENT_SIGN_IN_MAX_AGE_MS) throw forbidden(ACCOUNT_SECURITY_MESSAGES.recentSignInRequired);
    return;
  }
  if (!proof.currentPassword) throw badRequest(ACCOUNT_SECURITY_MESSAGES.currentPasswordRequired);
  await claimLoginAttempt(db, user, user.email);
  if (!(await verifyPassword(user.passwordHash, proof.currentPassword))) throw badRequest(ACCOUNT_SECURITY_MESSAGES.wrongCurrentPassword);
  await forgetLoginFailures(db, user);
}

import { buildOneTimeLinkPath, ONE_TIME_LINK_DURATIONS_MS, PASSWORD_RESET_MAILS_PER_HOUR } from '@action-plus/contract';
import type { AppContext } from '#context';
import { passwordResetMail } from '../mail/templates';
import { findUserByEmail } from '../users/user-repository';
import { issueCappedOneTimeToken } from './one-time-tokens';

/**
 * Mails a reset link when the address has an account; does nothing visible otherwise, so that the
 * answer (always the same) reveals nothing. Accounts without a password (Google) may set one.
 */
export async function requestPasswordReset(context: Pick<AppContext, 'db' | 'config' | 'mailer'>, email: string): Promise<void> {
  const { db } = context;
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const issued = await issueCappedOneTimeToken(db, {
    userId: user.id,
    purpose: 'password_reset',
    ttlMs: ONE_TIME_LINK_DURATIONS_MS.password_reset,
    email: user.email,
    counted: ['password_reset'],
    cap: PASSWORD_RESET_MAILS_PER_HOUR,
  });
  // Past the cap the answer stays the same: it must not tell that the address has an account.
  if (!('token' in issued)) return;
  const link = `${context.config.publicUrl}${buildOneTimeLinkPath(issued.token, 'password_reset')}`;
  await context.mailer.queueMail({ to: user.email, ...passwordResetMail({ firstName: user.firstName, link }) });
}

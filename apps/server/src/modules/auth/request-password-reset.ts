import { buildOneTimeLinkPath, ONE_TIME_LINK_DURATIONS_MS, PASSWORD_RESET_MAILS_PER_HOUR } from '@action-plus/contract';
import type { AppContext } from '../../context';
import { passwordResetMail } from '../mail/templates';
import { findUserByEmail } from '../users/user-repository';
import { countOneTimeTokensSince, issueOneTimeToken } from './one-time-tokens';

/**
 * Mails a reset link when the address has an account; does nothing visible otherwise, so that the
 * answer (always the same) reveals nothing. Accounts without a password (Google) may set one.
 */
export async function requestPasswordReset(context: Pick<AppContext, 'db' | 'config' | 'mailer'>, email: string): Promise<void> {
  const { db } = context;
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const oneHourAgo = new Date(Date.now() - 60 * 60 * 1000);
  if ((await countOneTimeTokensSince(db, user.id, 'password_reset', oneHourAgo)) >= PASSWORD_RESET_MAILS_PER_HOUR) return;
  const token = await issueOneTimeToken(db, {
    userId: user.id,
    purpose: 'password_reset',
    ttlMs: ONE_TIME_LINK_DURATIONS_MS.password_reset,
    email: user.email,
  });
  const link = `${context.config.publicUrl}${buildOneTimeLinkPath(token, 'password_reset')}`;
  await context.mailer.queueMail({ to: user.email, ...passwordResetMail({ firstName: user.firstName, link }) });
}

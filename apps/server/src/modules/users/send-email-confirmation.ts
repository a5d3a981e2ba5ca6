import { ACCOUNT_SECURITY_MESSAGES, EMAIL_CONFIRMATION_MAILS_PER_HOUR, ONE_TIME_LINK_DURATIONS_MS, buildOneTimeLinkPath } from '@action-plus/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { countOneTimeTokensSince, issueOneTimeToken, revokeOneTimeTokens } from '../auth/one-time-tokens';
import { emailChangeConfirmationMail, emailConfirmationMail } from '../mail/templates';
import type { UserRow } from './user-repository';

const CONFIRMATION_PURPOSES = ['email_verification', 'email_change'] as const;

/**
 * Mails a link that proves `email` belongs to the account: its own address (`email_verification`,
 * after sign-up or from the profile) or the address it asks to move to (`email_change`). The link
 * carries the address, so that confirming it proves exactly the address the mail went to. Capped
 * per account and per hour, sign-up and changes together: nobody floods a mailbox from the site.
 */
export async function sendEmailConfirmation(
  context: Pick<AppContext, 'db' | 'config' | 'mailer'>,
  user: UserRow,
  options: { purpose: (typeof CONFIRMATION_PURPOSES)[number]; email: string },
): Promise<void> {
  const { db } = context;
  const oneHourAgo = new Date(Date.now() - 60 * 60 * 1000);
  if ((await countOneTimeTokensSince(db, user.id, CONFIRMATION_PURPOSES, oneHourAgo)) >= EMAIL_CONFIRMATION_MAILS_PER_HOUR) {
    throw new AppError('too_many_requests', ACCOUNT_SECURITY_MESSAGES.tooManyConfirmationMails);
  }
  // Only the latest address asked for may be confirmed: an older pending change dies here.
  if (options.purpose === 'email_change') await revokeOneTimeTokens(db, user.id, ['email_change']);
  const token = await issueOneTimeToken(db, {
    userId: user.id,
    purpose: options.purpose,
    ttlMs: ONE_TIME_LINK_DURATIONS_MS[options.purpose],
    email: options.email,
  });
  const link = `${context.config.publicUrl}${buildOneTimeLinkPath(token, options.purpose)}`;
  const content = options.purpose === 'email_change' ? emailChangeConfirmationMail : emailConfirmationMail;
  await context.mailer.queueMail({ to: options.email, ...content({ firstName: user.firstName, link }) });
}

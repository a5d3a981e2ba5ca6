import { ACCOUNT_SECURITY_MESSAGES, EMAIL_CONFIRMATION_MAILS_PER_HOUR, ONE_TIME_LINK_DURATIONS_MS, buildOneTimeLinkPath } from '@action-plus/contract';
import type { AppContext } from '#context';
import { TooManyRequestsError } from '#lib/errors';
import { issueCappedOneTimeToken, revokeOneTimeTokens } from '../auth/one-time-tokens';
import { emailChangeConfirmationMail, emailConfirmationMail } from '../mail/templates';
import type { UserRow } from './user-repository';

const CONFIRMATION_PURPOSES = ['email_verification', 'email_change'] as const;

/**
 * Mails a link that proves `email` belongs to the account: its own address (`email_verification`,
 * after sign-up or from the profile) or the address it asks to move to (`email_change`). The link
 * carries the address, so that confirming it proves exactly the address the mail went to. Capped
 * per account and per hour, sign-up and changes together: nobody floods a mailbox from the site;
 * past the cap, a 429 says when the next link may be asked for.
 */
export async function sendEmailConfirmation(
  context: Pick<AppContext, 'db' | 'config' | 'mailer'>,
  user: UserRow,
  options: { purpose: (typeof CONFIRMATION_PURPOSES)[number]; email: string },
): Promise<void> {
  const issued = await issueCappedOneTimeToken(context.db, {
    userId: user.id,
    purpose: options.purpose,
    ttlMs: ONE_TIME_LINK_DURATIONS_MS[options.purpose],
    email: options.email,
    counted: CONFIRMATION_PURPOSES,
    cap: EMAIL_CONFIRMATION_MAILS_PER_HOUR,
    // Only the latest address asked for may be confirmed: an older pending change dies here.
    beforeIssue: async (transaction) => {
      if (options.purpose === 'email_change') await revokeOneTimeTokens(transaction, user.id, ['email_change']);
    },
  });
  if (!('token' in issued)) throw new TooManyRequestsError(ACCOUNT_SECURITY_MESSAGES.tooManyConfirmationMails, issued.retryAfterSeconds);
  const link = `${context.config.publicUrl}${buildOneTimeLinkPath(issued.token, options.purpose)}`;
  const content = options.purpose === 'email_change' ? emailChangeConfirmationMail : emailConfirmationMail;
  await context.mailer.queueMail({ to: options.email, ...content({ firstName: user.firstName, link }) });
}

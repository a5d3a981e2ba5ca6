import { ACCOUNT_SECURITY_MESSAGES } from '@action-plus/contract';
import type { AppContext } from '#context';
import { badRequest } from '#lib/errors';
import { emailChangeRequestedMail } from '../mail/templates';
import { assertCurrentCredential } from './assert-current-credential';
import { assertEmailAvailable } from './create-user';
import { sendEmailConfirmation } from './send-email-confirmation';
import type { UserRow } from './user-repository';

/**
 * Asks to move the account to another address. Nothing changes yet: the new address receives a
 * link (`confirmEmail` makes the change), the current one is told, so that a stolen session cannot
 * quietly redirect the account's mail (and its reset links) elsewhere.
 */
export async function requestEmailChange(
  context: Pick<AppContext, 'db' | 'config' | 'mailer'>,
  user: UserRow,
  request: { email: string; currentPassword?: string; signedInAt: Date },
): Promise<void> {
  await assertCurrentCredential(context.db, user, request);
  if (request.email.toLowerCase() === user.email.toLowerCase()) throw badRequest(ACCOUNT_SECURITY_MESSAGES.sameEmail);
  await assertEmailAvailable(context.db, request.email);
  await sendEmailConfirmation(context, user, { purpose: 'email_change', email: request.email });
  await context.mailer.queueMail({ to: user.email, ...emailChangeRequestedMail({ firstName: user.firstName, newEmail: request.email }) });
}

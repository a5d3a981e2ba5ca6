import type { AppContext } from '#context';
import { endAllSessions } from '../auth/end-sessions';
import { hashPassword } from '../auth/passwords';
import { passwordChangedMail } from '../mail/templates';
import { assertCurrentCredential } from './assert-current-credential';
import type { UserRow } from './user-repository';

/**
 * Sets a new password once the current one (or a recent Google sign-in) is given, and ends every
 * session of the account: whoever else held one is signed out (and a change of address they asked
 * for dies with it). The caller opens a fresh session for the browser that asked (startSession
 * reads the account again under its lock, so no re-read is needed here). The address is told, in
 * case it was not its owner.
 */
export async function changePassword(
  context: Pick<AppContext, 'db' | 'mailer'>,
  user: UserRow,
  request: { currentPassword?: string; password: string; signedInAt: Date },
): Promise<UserRow> {
  await assertCurrentCredential(context.db, user, request);
  const passwordHash = await hashPassword(request.password);
  const updated = (await endAllSessions(context.db, user.id, { passwordHash })) ?? user;
  await context.mailer.queueMail({ to: updated.email, ...passwordChangedMail({ firstName: updated.firstName, changedAt: new Date() }) });
  return updated;
}

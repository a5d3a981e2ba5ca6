import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { endAllSessions } from '../auth/end-sessions';
import { hashPassword } from '../auth/passwords';
import { passwordChangedMail } from '../mail/templates';
import { assertCurrentCredential } from './assert-current-credential';
import type { UserRow } from './user-repository';

/**
 * Sets a new password once the current one (or a recent Google sign-in) is given, and ends every
 * session of the account: whoever else held one is signed out. The caller opens a fresh session
 * for the browser that asked. The address is told, in case it was not its owner.
 */
export async function changePassword(
  context: Pick<AppContext, 'db' | 'mailer'>,
  user: UserRow,
  request: { currentPassword?: string; password: string; signedInAt: Date },
): Promise<UserRow> {
  await assertCurrentCredential(context.db, user, request);
  const passwordHash = await hashPassword(request.password);
  const updated = await context.db.transaction(async (transaction) => {
    await transaction.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await endAllSessions(transaction, user.id);
    // Read after the sessions ended: the fresh session must carry the new session version.
    const [row] = await transaction.select().from(users).where(eq(users.id, user.id));
    return row!;
  });
  await context.mailer.queueMail({ to: updated.email, ...passwordChangedMail({ firstName: updated.firstName, changedAt: new Date() }) });
  return updated;
}

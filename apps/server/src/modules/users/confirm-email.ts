import { and, eq, ne, sql } from 'drizzle-orm';
import { ACCOUNT_SECURITY_MESSAGES, AUTH_MESSAGES } from '@action-plus/contract';
import type { AppContext } from '#context';
import { users } from '#db/schema';
import { badRequest, conflict } from '#lib/errors';
import { consumeOneTimeToken, lockUserOfOneTimeToken, revokeOneTimeTokens } from '../auth/one-time-tokens';
import { emailChangedMail } from '../mail/templates';
import { translateUserUniqueViolation } from './create-user';
import { markEmailVerified } from './user-repository';

const CONFIRMATION_PURPOSES = ['email_verification', 'email_change'] as const;

/**
 * Spends a confirmation link. A sign-up link marks the account's address verified (if it is still
 * the address the link went to); a change link makes its new address the account's, verified. The
 * address must still be free then; the former address is told, and every link mailed to it that
 * could still open the account (a reset, an invitation, a confirmation) dies. All or nothing: a
 * refused change leaves the link unspent. The account is locked before the link (decision 012).
 */
export async function confirmEmail(context: Pick<AppContext, 'db' | 'mailer'>, token: string): Promise<{ purpose: 'email_verification' | 'email_change' }> {
  const changed = await context.db.transaction(async (transaction) => {
    const user = await lockUserOfOneTimeToken(transaction, token, CONFIRMATION_PURPOSES);
    const spent = await consumeOneTimeToken(transaction, token, CONFIRMATION_PURPOSES, ACCOUNT_SECURITY_MESSAGES);
    if (!user || user.id !== spent.userId || !spent.email) throw badRequest(ACCOUNT_SECURITY_MESSAGES.linkUnknown);
    if (spent.purpose === 'email_verification') {
      if (user.email.toLowerCase() !== spent.email.toLowerCase()) throw badRequest(ACCOUNT_SECURITY_MESSAGES.linkOutdated);
      await markEmailVerified(transaction, user.id, spent.email);
      return null;
    }
    const [holder] = await transaction
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${spent.email})`, ne(users.id, user.id)));
    if (holder) throw conflict(AUTH_MESSAGES.emailTaken);
    try {
      await transaction.update(users).set({ email: spent.email, emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    } catch (error) {
      throw translateUserUniqueViolation(error);
    }
    await revokeOneTimeTokens(transaction, user.id, ['password_reset', 'invitation', 'email_verification']);
    return { formerEmail: user.email, newEmail: spent.email, firstName: user.firstName };
  });
  if (!changed) return { purpose: 'email_verification' };
  await context.mailer.queueMail({ to: changed.formerEmail, ...emailChangedMail({ firstName: changed.firstName, newEmail: changed.newEmail }) });
  return { purpose: 'email_change' };
}

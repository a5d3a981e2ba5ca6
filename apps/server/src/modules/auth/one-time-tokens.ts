import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { PASSWORD_RESET_MESSAGES, type TOneTimeLinkPurpose } from '@action-plus/contract';
import type { Database, Transaction } from '../../db/client';
import { oneTimeTokens } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { createSecretToken, hashSecretToken } from './secret-tokens';

type Executor = Database | Transaction;

/**
 * A link that works once (password reset, invitation). Returns the raw token for the mail; only
 * its hash is stored. Build the link with `buildOneTimeLinkPath` from the contract.
 */
export async function issueOneTimeToken(
  db: Executor,
  options: { userId: number; purpose: TOneTimeLinkPurpose; ttlMs: number },
): Promise<string> {
  const { token, tokenHash } = createSecretToken();
  await db.insert(oneTimeTokens).values({
    userId: options.userId,
    purpose: options.purpose,
    tokenHash,
    expiresAt: new Date(Date.now() + options.ttlMs),
  });
  return token;
}

/**
 * Spends a one-time token and returns its user's id, or throws a French 400 saying whether the
 * link is unknown, expired or already used. The update is conditional, so of two requests racing
 * with one link only one wins. The other unused links of the same kind for that account die with
 * it: after a reset, an older reset mail must not open the account again.
 */
export async function consumeOneTimeToken(
  db: Executor,
  token: string,
  purpose: TOneTimeLinkPurpose | readonly TOneTimeLinkPurpose[],
): Promise<{ userId: number; purpose: TOneTimeLinkPurpose }> {
  const purposes = typeof purpose === 'string' ? [purpose] : [...purpose];
  const tokenHash = hashSecretToken(token);
  const now = new Date();
  const [spent] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        inArray(oneTimeTokens.purpose, purposes),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ id: oneTimeTokens.id, userId: oneTimeTokens.userId, purpose: oneTimeTokens.purpose });
  if (spent) {
    await db
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(oneTimeTokens.userId, spent.userId),
          eq(oneTimeTokens.purpose, spent.purpose),
          isNull(oneTimeTokens.usedAt),
          ne(oneTimeTokens.id, spent.id),
        ),
      );
    return { userId: spent.userId, purpose: spent.purpose };
  }
  const [known] = await db
    .select({ usedAt: oneTimeTokens.usedAt, expiresAt: oneTimeTokens.expiresAt })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), inArray(oneTimeTokens.purpose, purposes)));
  if (!known) throw badRequest(PASSWORD_RESET_MESSAGES.linkUnknown);
  if (known.usedAt) throw badRequest(PASSWORD_RESET_MESSAGES.linkUsed);
  throw badRequest(PASSWORD_RESET_MESSAGES.linkExpired);
}

/** How many links of one kind an account was sent since `since`: caps mails sent to one address. */
export async function countOneTimeTokensSince(db: Executor, userId: number, purpose: TOneTimeLinkPurpose, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), gt(oneTimeTokens.createdAt, since)));
  return row?.count ?? 0;
}

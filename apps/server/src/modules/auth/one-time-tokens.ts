import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { PASSWORD_RESET_MESSAGES, type TOneTimeLinkPurpose } from '@action-plus/contract';
import type { Database, Transaction } from '../../db/client';
import { oneTimeTokens } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { createSecretToken, hashSecretToken } from './secret-tokens';

type Executor = Database | Transaction;

/**
 * A link that works once (password reset, invitation, address confirmation). Returns the raw token
 * for the mail; only its hash is stored. `email` is the address a confirmation link proves. Build
 * the link with `buildOneTimeLinkPath` from the contract.
 */
export async function issueOneTimeToken(
  db: Executor,
  options: { userId: number; purpose: TOneTimeLinkPurpose; ttlMs: number; email?: string },
): Promise<string> {
  const { token, tokenHash } = createSecretToken();
  await db.insert(oneTimeTokens).values({
    userId: options.userId,
    purpose: options.purpose,
    tokenHash,
    email: options.email ?? null,
    expiresAt: new Date(Date.now() + options.ttlMs),
  });
  return token;
}

/** What a refused link says: unknown, used or expired. Reset links by default. */
export interface OneTimeLinkMessages {
  linkUnknown: string;
  linkUsed: string;
  linkExpired: string;
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
  messages: OneTimeLinkMessages = PASSWORD_RESET_MESSAGES,
): Promise<{ userId: number; purpose: TOneTimeLinkPurpose; email: string | null }> {
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
    .returning({ id: oneTimeTokens.id, userId: oneTimeTokens.userId, purpose: oneTimeTokens.purpose, email: oneTimeTokens.email });
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
    return { userId: spent.userId, purpose: spent.purpose, email: spent.email };
  }
  const [known] = await db
    .select({ usedAt: oneTimeTokens.usedAt, expiresAt: oneTimeTokens.expiresAt })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), inArray(oneTimeTokens.purpose, purposes)));
  if (!known) throw badRequest(messages.linkUnknown);
  if (known.usedAt) throw badRequest(messages.linkUsed);
  throw badRequest(messages.linkExpired);
}

/**
 * Spends every unused link of an account (of the given kinds, or all): when its real owner takes
 * it over, nothing the previous holder asked for (a change of address, say) may still be opened.
 */
export async function revokeOneTimeTokens(db: Executor, userId: number, purposes?: readonly TOneTimeLinkPurpose[]): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        isNull(oneTimeTokens.usedAt),
        purposes ? inArray(oneTimeTokens.purpose, [...purposes]) : undefined,
      ),
    );
}

/** How many links of these kinds an account was sent since `since`: caps mails sent to one address. */
export async function countOneTimeTokensSince(
  db: Executor,
  userId: number,
  purpose: TOneTimeLinkPurpose | readonly TOneTimeLinkPurpose[],
  since: Date,
): Promise<number> {
  const purposes = typeof purpose === 'string' ? [purpose] : [...purpose];
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), inArray(oneTimeTokens.purpose, purposes), gt(oneTimeTokens.createdAt, since)));
  return row?.count ?? 0;
}

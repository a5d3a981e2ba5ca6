import { and, asc, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import { PASSWORD_RESET_MESSAGES, type TOneTimeLinkPurpose } from '@action-plus/contract';
import type { Database, Transaction } from '#db/client';
import { oneTimeTokens } from '#db/schema';
import { badRequest } from '#lib/errors';
import { lockUser, type UserRow } from '../users/user-repository';
import { createSecretToken, hashSecretToken } from './secret-tokens';

type Executor = Database | Transaction;

const HOUR_MS = 60 * 60 * 1000;

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

/**
 * Locks the account a link belongs to, found without locking the link: the account's row comes
 * first, before consumeOneTimeToken touches the link's, as on every path (decision 012). Undefined
 * for a link nobody issued; consumeOneTimeToken then says why it is refused.
 */
export async function lockUserOfOneTimeToken(db: Executor, token: string, purposes: readonly TOneTimeLinkPurpose[]): Promise<UserRow | undefined> {
  const [owner] = await db
    .select({ userId: oneTimeTokens.userId })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hashSecretToken(token)), inArray(oneTimeTokens.purpose, [...purposes])));
  return owner ? lockUser(db, owner.userId) : undefined;
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
      and(eq(oneTimeTokens.tokenHash, tokenHash), inArray(oneTimeTokens.purpose, purposes), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now)),
    )
    .returning({ id: oneTimeTokens.id, userId: oneTimeTokens.userId, purpose: oneTimeTokens.purpose, email: oneTimeTokens.email });
  if (spent) {
    await db
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(
        and(eq(oneTimeTokens.userId, spent.userId), eq(oneTimeTokens.purpose, spent.purpose), isNull(oneTimeTokens.usedAt), ne(oneTimeTokens.id, spent.id)),
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
    .where(and(eq(oneTimeTokens.userId, userId), isNull(oneTimeTokens.usedAt), purposes ? inArray(oneTimeTokens.purpose, [...purposes]) : undefined));
}

/**
 * Issues a link unless the account was already sent `cap` links of the `counted` kinds in the last
 * hour: caps the mails sent to one address. The account's row is locked first and the count and
 * the insert share its transaction, so requests sent in parallel (or to other instances) queue on
 * the lock and can never pass the cap together. `beforeIssue` runs under the same lock.
 * Past the cap, says in how many seconds the oldest counted link leaves the hour.
 */
export async function issueCappedOneTimeToken(
  db: Database,
  options: Parameters<typeof issueOneTimeToken>[1] & {
    counted: readonly TOneTimeLinkPurpose[];
    cap: number;
    beforeIssue?: (transaction: Transaction) => Promise<void>;
  },
): Promise<{ token: string } | { retryAfterSeconds: number }> {
  const { counted, cap, beforeIssue, ...issue } = options;
  return db.transaction(async (transaction) => {
    await lockUser(transaction, issue.userId);
    const hourAgo = new Date(Date.now() - HOUR_MS);
    const recent = await transaction
      .select({ createdAt: oneTimeTokens.createdAt })
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, issue.userId), inArray(oneTimeTokens.purpose, [...counted]), gt(oneTimeTokens.createdAt, hourAgo)))
      .orderBy(asc(oneTimeTokens.createdAt));
    if (recent.length >= cap) {
      const oldest = recent[0]!.createdAt.getTime();
      return { retryAfterSeconds: Math.max(1, Math.ceil((oldest + HOUR_MS - Date.now()) / 1000)) };
    }
    await beforeIssue?.(transaction);
    return { token: await issueOneTimeToken(transaction, issue) };
  });
}

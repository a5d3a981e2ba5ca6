import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { AUTH_DURATIONS } from '@action-plus/contract';
import type { Database, Transaction } from '#db/client';
import { refreshTokens, users } from '#db/schema';
import { raisedSessionVersion, type UserRow } from '../users/user-repository';
import { createSecretToken, hashSecretToken } from './secret-tokens';

/** The session a refresh token belongs to: one per sign-in, kept through every rotation. */
export interface SessionFamily {
  familyId: string;
  signedInAt: Date;
}

/** A new session, for a sign-in that has just happened. */
export const newSessionFamily = (): SessionFamily => ({ familyId: randomUUID(), signedInAt: new Date() });

/** When a session ends whatever happens: its sign-in plus the absolute lifetime. */
const sessionAbsoluteEnd = (family: SessionFamily): Date => new Date(family.signedInAt.getTime() + AUTH_DURATIONS.sessionMaxSeconds * 1000);

/** The sliding expiry of a token issued now, never past the session's absolute end; the cookie's max-age follows it. */
export const expiryOfNewRefreshToken = (family: SessionFamily): Date =>
  new Date(Math.min(Date.now() + AUTH_DURATIONS.refreshTokenSeconds * 1000, sessionAbsoluteEnd(family).getTime()));

export async function issueRefreshToken(db: Database | Transaction, userId: number, family: SessionFamily): Promise<string> {
  const { token, tokenHash } = createSecretToken();
  await db.insert(refreshTokens).values({ userId, tokenHash, expiresAt: expiryOfNewRefreshToken(family), ...family });
  return token;
}

/**
 * Opens a session for a sign-in that has just happened, under the account's lock like a rotation:
 * the row it returns carries the session version the access token must carry, even when the
 * caller's copy predates an endAllSessions (a takeover, a password change).
 */
export async function openSessionFamily(db: Database, userId: number): Promise<{ user: UserRow; token: string; family: SessionFamily } | null> {
  return db.transaction(async (transaction) => {
    const [user] = await transaction.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) return null;
    const family = newSessionFamily();
    return { user, token: await issueRefreshToken(transaction, user.id, family), family };
  });
}

export type RotationResult =
  /** `user` as it was under the lock: its session version is the one the new access token may carry. */
  | { outcome: 'rotated'; user: UserRow; token: string; family: SessionFamily }
  /** The token was exchanged moments ago: another tab of the same browser won the race. Retry. */
  | { outcome: 'raced' }
  /** The token had been exchanged long before: a copy is in someone else's hands; its family is ended. */
  | { outcome: 'reused' }
  /** Unknown, expired, past the session's absolute end, logged out or revoked. */
  | { outcome: 'refused' };

/**
 * Spends a refresh token and hands out its successor. The claim is one conditional UPDATE, so of
 * several requests (or server instances) racing with the same token exactly one wins; what the
 * others are told depends on how long ago the winner exchanged it. The account's row is locked
 * first, as endAllSessions does: a rotation and an end of sessions never interleave, so neither
 * a successor nor an access token can outlive the end.
 */
export async function rotateRefreshToken(db: Database, token: string): Promise<RotationResult> {
  const tokenHash = hashSecretToken(token);
  return db.transaction(async (transaction) => {
    const [user] = await transaction
      .select()
      .from(users)
      .where(inArray(users.id, transaction.select({ userId: refreshTokens.userId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash))))
      .for('update');
    if (!user) return { outcome: 'refused' };
    const now = new Date();
    const [spent] = await transaction
      .update(refreshTokens)
      .set({ revokedAt: now, rotatedAt: now })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
          gt(refreshTokens.signedInAt, new Date(now.getTime() - AUTH_DURATIONS.sessionMaxSeconds * 1000)),
        ),
      )
      .returning({ familyId: refreshTokens.familyId, signedInAt: refreshTokens.signedInAt });
    if (spent) {
      const family = { familyId: spent.familyId, signedInAt: spent.signedInAt };
      return { outcome: 'rotated', user, token: await issueRefreshToken(transaction, user.id, family), family };
    }

    const [presented] = await transaction
      .select({ userId: refreshTokens.userId, familyId: refreshTokens.familyId, rotatedAt: refreshTokens.rotatedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    // Revoked by a logout or by endAllSessions, or simply expired: nothing was stolen, nothing to end.
    if (!presented?.rotatedAt) return { outcome: 'refused' };
    if (now.getTime() - presented.rotatedAt.getTime() < AUTH_DURATIONS.refreshRaceGraceSeconds * 1000) return { outcome: 'raced' };
    await endSessionFamily(transaction, presented.userId, presented.familyId);
    return { outcome: 'reused' };
  });
}

/**
 * A copied refresh token came back: every token of its session dies, the thief's and the owner's,
 * and the account's session version is raised so that the access token the thief may hold stops
 * working at once (the person's other sessions keep their refresh tokens and just refresh).
 * Only when the session was still alive: an old cookie of a session already ended, replayed again
 * and again, must not sign the person's other devices out each time.
 */
async function endSessionFamily(db: Transaction, userId: number, familyId: string): Promise<void> {
  const now = new Date();
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .returning({ expiresAt: refreshTokens.expiresAt });
  // A token's expiry never passes its session's absolute end (expiryOfNewRefreshToken).
  if (!revoked.some((token) => token.expiresAt > now)) return;
  await db.update(users).set({ sessionVersion: raisedSessionVersion() }).where(eq(users.id, userId));
}

export async function revokeRefreshToken(db: Database, token: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.tokenHash, hashSecretToken(token)), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of an account: after a password reset, say. */
export async function revokeAllRefreshTokens(db: Database | Transaction, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

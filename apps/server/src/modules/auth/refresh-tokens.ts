import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { AUTH_DURATIONS } from '@action-plus/contract';
import type { Database, Transaction } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import { createSecretToken, hashSecretToken } from './secret-tokens';

/** The session a refresh token belongs to: one per sign-in, kept through every rotation. */
export interface SessionFamily {
  familyId: string;
  signedInAt: Date;
}

/** A new session, for a sign-in that has just happened. */
export const newSessionFamily = (): SessionFamily => ({ familyId: randomUUID(), signedInAt: new Date() });

export async function issueRefreshToken(db: Database, userId: number, family: SessionFamily): Promise<string> {
  const { token, tokenHash } = createSecretToken();
  const expiresAt = new Date(Date.now() + AUTH_DURATIONS.refreshTokenSeconds * 1000);
  await db.insert(refreshTokens).values({ userId, tokenHash, expiresAt, ...family });
  return token;
}

/**
 * Spends a refresh token and hands out its successor. The update is conditional, so of two
 * requests racing with the same token only one wins.
 */
export async function rotateRefreshToken(
  db: Database,
  token: string,
): Promise<{ userId: number; token: string; family: SessionFamily } | null> {
  const [spent] = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.tokenHash, hashSecretToken(token)), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, new Date())))
    .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId, signedInAt: refreshTokens.signedInAt });
  if (!spent) return null;
  const family = { familyId: spent.familyId, signedInAt: spent.signedInAt };
  return { userId: spent.userId, token: await issueRefreshToken(db, spent.userId, family), family };
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

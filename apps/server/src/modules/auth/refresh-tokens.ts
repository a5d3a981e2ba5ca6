import { and, eq, gt, isNull } from 'drizzle-orm';
import { AUTH_DURATIONS } from '@action-plus/contract';
import type { Database, Transaction } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import { createSecretToken, hashSecretToken } from './secret-tokens';

export async function issueRefreshToken(db: Database, userId: number): Promise<string> {
  const { token, tokenHash } = createSecretToken();
  const expiresAt = new Date(Date.now() + AUTH_DURATIONS.refreshTokenSeconds * 1000);
  await db.insert(refreshTokens).values({ userId, tokenHash, expiresAt });
  return token;
}

/**
 * Spends a refresh token and hands out its successor. The update is conditional, so of two
 * requests racing with the same token only one wins.
 */
export async function rotateRefreshToken(db: Database, token: string): Promise<{ userId: number; token: string } | null> {
  const [spent] = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.tokenHash, hashSecretToken(token)), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, new Date())))
    .returning({ userId: refreshTokens.userId });
  if (!spent) return null;
  return { userId: spent.userId, token: await issueRefreshToken(db, spent.userId) };
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

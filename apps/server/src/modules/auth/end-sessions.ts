import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema';
import { revokeAllRefreshTokens } from './refresh-tokens';

/**
 * Ends every session of an account at once: its refresh tokens are revoked and its session version
 * raised, so that the access tokens already handed out stop working on their next request too.
 * After a password reset or change, a role change, or a takeover by the address's real owner.
 */
export async function endAllSessions(db: Database | Transaction, userId: number): Promise<void> {
  await revokeAllRefreshTokens(db, userId);
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
}

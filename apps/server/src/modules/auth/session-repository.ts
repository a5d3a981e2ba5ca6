import { eq } from 'drizzle-orm';
import { GRANTABLE_ROLES, type TGrantableRole } from '@action-plus/contract';
import type { Database } from '#db/client';
import { accountRoles, users } from '#db/schema';

/**
 * What each authenticated request needs of the account: its session version and the roles it holds
 * now (decision 041), in one lookup by primary key. Reading them on every request is what makes a
 * role granted or removed effective at once on every instance.
 */
export async function findSessionStanding(db: Database, userId: number): Promise<{ roles: TGrantableRole[]; sessionVersion: number } | undefined> {
  const rows = await db
    .select({ sessionVersion: users.sessionVersion, role: accountRoles.role })
    .from(users)
    .leftJoin(accountRoles, eq(accountRoles.userId, users.id))
    .where(eq(users.id, userId));
  if (rows.length === 0) return undefined;
  const held = new Set(rows.map((row) => row.role));
  return { sessionVersion: rows[0]!.sessionVersion, roles: GRANTABLE_ROLES.filter((role) => held.has(role)) };
}

import { eq } from 'drizzle-orm';
import type { TUserRole } from '@action-plus/contract';
import type { Database } from '#db/client';
import { users } from '#db/schema';

/** What each authenticated request needs of the account: one lookup by primary key. */
export async function findSessionStanding(db: Database, userId: number): Promise<{ role: TUserRole; sessionVersion: number } | undefined> {
  const [row] = await db.select({ role: users.role, sessionVersion: users.sessionVersion }).from(users).where(eq(users.id, userId));
  return row;
}

import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#db/client';
import { users } from '#db/schema';

/** 32 random bytes: as unguessable as a session's refresh token. */
const newToken = () => randomBytes(32).toString('base64url');

/** The member's private feed token, created on first use (two first reads at once agree on one). */
export async function findOrCreateCalendarFeedToken(db: Database, userId: number): Promise<string> {
  const [row] = await db
    .update(users)
    .set({ calendarFeedToken: sql`coalesce(${users.calendarFeedToken}, ${newToken()})` })
    .where(eq(users.id, userId))
    .returning({ token: users.calendarFeedToken });
  return row!.token!;
}

/** A new token: the feed's old address stops working at once. */
export async function renewCalendarFeedToken(db: Database, userId: number): Promise<string> {
  const [row] = await db.update(users).set({ calendarFeedToken: newToken() }).where(eq(users.id, userId)).returning({ token: users.calendarFeedToken });
  return row!.token!;
}

/** The member whose feed this token opens, if any. */
export async function findUserIdByCalendarFeedToken(db: Database, token: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.calendarFeedToken, token));
  return row?.id;
}

import { and, eq, or, sql } from 'drizzle-orm';
import { GRANTABLE_ROLES, permissionsOf, type TCurrentUser, type TUser } from '@action-plus/contract';
import type { Database, Transaction } from '#db/client';
import { accountRoles, users } from '#db/schema';

export type UserRow = typeof users.$inferSelect;

/** What the API may show of a user: the contract's fields and nothing else. */
export function toPublicUser(row: UserRow): TUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.username,
    email: row.email,
    role: row.role,
    profileImage: row.profileImage,
    created_at: row.createdAt.toISOString(),
    emailVerified: row.emailVerifiedAt !== null,
    hasPassword: row.passwordHash !== null,
    eventRemindersEnabled: row.eventRemindersEnabled,
  };
}

/** The signed-in account as it sees itself: its fields, the roles it holds now and what they allow. */
export async function toCurrentUser(db: Database | Transaction, row: UserRow): Promise<TCurrentUser> {
  const held = new Set((await db.select({ role: accountRoles.role }).from(accountRoles).where(eq(accountRoles.userId, row.id))).map(({ role }) => role));
  const roles = GRANTABLE_ROLES.filter((role) => held.has(role));
  return { ...toPublicUser(row), role: roles.includes('admin') ? 'admin' : 'user', roles, permissions: permissionsOf(roles) };
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

/** The name and photo the profile form sends; an empty photo removes it, an absent one keeps it. */
export async function updateUserProfile(
  db: Database,
  id: number,
  {
    firstName,
    lastName,
    profileImage,
    eventRemindersEnabled,
  }: { firstName: string; lastName: string; profileImage?: string | null; eventRemindersEnabled?: boolean },
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      firstName,
      lastName,
      ...(profileImage !== undefined ? { profileImage: profileImage || null } : {}),
      ...(eventRemindersEnabled !== undefined ? { eventRemindersEnabled } : {}),
    })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/** Registrations, sessions, one-time links and memberships go with the account (ON DELETE CASCADE). */
export async function deleteUser(db: Database | Transaction, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

export async function isUsernameTaken(db: Database, username: string): Promise<boolean> {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return taken !== undefined;
}

/** Login takes an e-mail address or a username in one field. */
export async function findUserByIdentifier(db: Database, identifier: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.email}) = lower(${identifier})`, sql`lower(${users.username}) = lower(${identifier})`));
  return row;
}

/**
 * Locks an account's row for the rest of the transaction and returns it as it is now. Every path
 * that changes an account and its tokens takes this lock first (decision 012), so no two of them
 * ever wait on each other in opposite orders.
 */
export async function lockUser(db: Database | Transaction, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/** The value that voids every access token of the account handed out until now. */
export const raisedSessionVersion = () => sql<number>`${users.sessionVersion} + 1`;

/** Marks `email` proved, when it is still the account's address; an earlier proof keeps its date. */
export async function markEmailVerified(db: Database | Transaction, id: number, email: string): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(and(eq(users.id, id), sql`lower(${users.email}) = lower(${email})`));
}

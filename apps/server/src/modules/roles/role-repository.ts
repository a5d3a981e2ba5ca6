import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { GRANTABLE_ROLES, type TGrantableRole, type TTeamMember } from '@action-plus/contract';
import type { Database, Transaction } from '#db/client';
import { accountRoles, users } from '#db/schema';

const teamColumns = { id: users.id, first_name: users.firstName, last_name: users.lastName, email: users.email, role: accountRoles.role };

type TeamRow = { id: number; first_name: string; last_name: string; email: string; role: TGrantableRole | null };

/** One entry per account, its roles in the contract's order. */
function groupByAccount(rows: TeamRow[]): TTeamMember[] {
  const byId = new Map<number, TTeamMember>();
  for (const { role, ...account } of rows) {
    const member = byId.get(account.id) ?? { ...account, roles: [] };
    if (role) member.roles.push(role);
    byId.set(account.id, member);
  }
  return [...byId.values()].map((member) => ({ ...member, roles: GRANTABLE_ROLES.filter((role) => member.roles.includes(role)) }));
}

/** The accounts holding a role beyond member: « Équipe et droits ». */
export async function listTeam(db: Database): Promise<TTeamMember[]> {
  const rows = await db
    .select(teamColumns)
    .from(accountRoles)
    .innerJoin(users, eq(users.id, accountRoles.userId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return groupByAccount(rows);
}

const CANDIDATES_SHOWN = 20;

/** Accounts whose name or e-mail contains the search, with the roles they hold. */
export async function searchAccounts(db: Database, search: string): Promise<TTeamMember[]> {
  const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const matching = db
    .select({ id: users.id })
    .from(users)
    .where(
      or(
        ilike(users.email, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ilike(sql`${users.lastName} || ' ' || ${users.firstName}`, pattern),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.id))
    .limit(CANDIDATES_SHOWN);
  const ids = (await matching).map(({ id }) => id);
  if (ids.length === 0) return [];
  const rows = await db
    .select(teamColumns)
    .from(users)
    .leftJoin(accountRoles, eq(accountRoles.userId, users.id))
    .where(inArray(users.id, ids))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return groupByAccount(rows);
}

/**
 * Locks every admin's row and counts them, inside the caller's transaction: two admins removing
 * each other at once are served one after the other, and the second sees one admin left.
 */
export async function lockAdmins(tx: Transaction): Promise<number[]> {
  const rows = await tx.select({ userId: accountRoles.userId }).from(accountRoles).where(eq(accountRoles.role, 'admin')).for('update');
  return rows.map(({ userId }) => userId);
}

export async function holdsRole(tx: Transaction, userId: number, role: TGrantableRole): Promise<boolean> {
  const [row] = await tx
    .select({ userId: accountRoles.userId })
    .from(accountRoles)
    .where(and(eq(accountRoles.userId, userId), eq(accountRoles.role, role)));
  return row !== undefined;
}

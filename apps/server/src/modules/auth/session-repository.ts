import { eq, sql } from 'drizzle-orm';
import { GRANTABLE_ROLES, type TGrantableRole } from '@action-plus/contract';
import type { Database } from '#db/client';
import { accountRoles, users } from '#db/schema';

const prepareSessionStanding = (db: Database) =>
  db
    .select({ sessionVersion: users.sessionVersion, role: accountRoles.role })
    .from(users)
    .leftJoin(accountRoles, eq(accountRoles.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('session_standing');

const sessionStandingQueries = new WeakMap<Database, ReturnType<typeof prepareSessionStanding>>();

/**
 * The lookup every authenticated request makes, built once per database and prepared by name: the
 * query is not rebuilt for each request, and PostgreSQL parses and plans it once per connection.
 */
function sessionStandingQueryOf(db: Database) {
  let query = sessionStandingQueries.get(db);
  if (!query) sessionStandingQueries.set(db, (query = prepareSessionStanding(db)));
  return query;
}

/**
 * What each authenticated request needs of the account: its session version and the roles it holds
 * now (decision 041), in one lookup by primary key. Reading them on every request is what makes a
 * role granted or removed effective at once on every instance.
 */
export async function findSessionStanding(db: Database, userId: number): Promise<{ roles: TGrantableRole[]; sessionVersion: number } | undefined> {
  const rows = await sessionStandingQueryOf(db).execute({ userId });
  if (rows.length === 0) return undefined;
  const held = new Set(rows.map((row) => row.role));
  return { sessionVersion: rows[0]!.sessionVersion, roles: GRANTABLE_ROLES.filter((role) => held.has(role)) };
}

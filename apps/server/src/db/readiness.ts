import { sql } from 'drizzle-orm';
import { UNAVAILABLE_MESSAGES } from '#lib/errors';
import { MIGRATIONS_FOLDER, type Database } from './client';
import { readMigrations } from './migrate';

/** A readiness check that takes longer than this says the database is not answering. */
export const READINESS_BOUND_MS = 3_000;

export type Readiness = { ready: true } | { ready: false; detail: string };

/** When the newest migration of this build was generated: drizzle records it once applied. */
export function newestMigrationMillis(migrationsFolder = MIGRATIONS_FOLDER): number {
  return Math.max(0, ...readMigrations(migrationsFolder).map((migration) => migration.createdAt));
}

async function newestAppliedMigrationMillis(db: Database): Promise<number | null> {
  try {
    const result = await db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`);
    const [row] = (result as unknown as { rows: { newest: unknown }[] }).rows;
    return row?.newest == null ? null : Number(row.newest);
  } catch (error) {
    // No migrations table: nothing was ever applied to this database.
    if ((error as { cause?: { code?: unknown } }).cause?.code === '42P01') return null;
    throw error;
  }
}

/** Ready: the database answers, within a bound, and holds every migration this build knows. */
export async function checkReadiness(db: Database, expectedMigrationMillis: number, boundMs = READINESS_BOUND_MS): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), boundMs)));
  try {
    const newest = await Promise.race([newestAppliedMigrationMillis(db), timedOut]);
    if (newest === 'timeout') return { ready: false, detail: UNAVAILABLE_MESSAGES.database };
    if (newest === null || newest < expectedMigrationMillis) return { ready: false, detail: UNAVAILABLE_MESSAGES.migrations };
    return { ready: true };
  } catch {
    return { ready: false, detail: UNAVAILABLE_MESSAGES.database };
  } finally {
    clearTimeout(timer);
  }
}

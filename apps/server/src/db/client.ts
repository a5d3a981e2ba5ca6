import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDirectory } from './data-directory-lock';
import * as schema from './schema';

/** Both drivers speak PostgreSQL; the rest of the code sees one type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/**
 * `databaseUrl` set: a PostgreSQL server through `pg`. Otherwise the embedded PGlite, on disk under
 * `dataDir`, or in memory when `dataDir` is null (tests). PGlite serves one process: opening a
 * `dataDir` another process holds throws DataDirectoryInUseError, before anything is touched.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string | null }): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server drops (restart, failover) must not crash the process: the pool
    // replaces it on the next query.
    pool.on('error', (error) => console.error('PostgreSQL: connexion inactive perdue', error.message));
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    await migratePostgres(db as never, { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (options.dataDir === null) return openPglite(new PGlite(), () => {});
  const lock = lockDataDirectory(options.dataDir);
  try {
    const directory = path.join(options.dataDir, 'pglite');
    mkdirSync(directory, { recursive: true });
    return await openPglite(new PGlite(directory), lock.release);
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function openPglite(client: PGlite, releaseLock: () => void): Promise<DatabaseHandle> {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  try {
    await migratePglite(db as never, { migrationsFolder });
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
  return {
    db,
    kind: 'pglite',
    close: async () => {
      try {
        await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}

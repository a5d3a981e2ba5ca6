import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDirectory } from './data-directory-lock';
import { compileWebAssemblyOnce } from './lean-webassembly';
import { migrateDatabase } from './migrate';
import * as schema from './schema';

/** Both drivers speak PostgreSQL; the rest of the code sees one type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /**
   * The embedded database only: a gzipped tar of its data directory, taken while it keeps serving
   * (npm run backup asks the running server for it).
   */
  copyDataDirectory?: () => Promise<Blob>;
}

/** Next to this file in src/db, next to the bundle in dist/ (the build copies it). */
export const MIGRATIONS_FOLDER = path.join(import.meta.dirname, 'migrations');

/**
 * A PostgreSQL server that stops answering must fail requests quickly (a French 503), not hang
 * them: connecting, a statement on the server, and the wait for any answer are all bounded.
 */
export const POSTGRES_TIMEOUTS = { connectMs: 5_000, statementMs: 10_000, answerMs: 12_000 };

/** A time-out of 0 is none. */
export function createPostgresPool(connectionString: string, timeouts = POSTGRES_TIMEOUTS): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.answerMs,
  });
  // An idle connection the server drops (restart, failover) must not crash the process: the pool
  // replaces it on the next query.
  pool.on('error', (error) => console.warn('PostgreSQL : connexion inactive perdue, remplacée à la prochaine requête :', error.message));
  return pool;
}

/** Migrations run on their own connection, without the statement time-outs: an index on a large table may take minutes. */
async function migratePostgresDatabase(databaseUrl: string) {
  const pool = createPostgresPool(databaseUrl, { connectMs: POSTGRES_TIMEOUTS.connectMs, statementMs: 0, answerMs: 0 });
  try {
    await migrateDatabase(drizzlePostgres(pool, { schema }) as unknown as Database, MIGRATIONS_FOLDER);
  } finally {
    await pool.end();
  }
}

/**
 * `databaseUrl` set: a PostgreSQL server through `pg`. Otherwise the embedded PGlite, on disk under
 * `dataDir`, or in memory when `dataDir` is null (tests). PGlite serves one process: opening a
 * `dataDir` another process holds throws DataDirectoryInUseError, before anything is touched.
 * In memory, `loadDataDir` starts from a copy of a data directory (a tar, as `dumpDataDir` writes
 * it) instead of an empty one: the tests migrate one database per run and start each file's from its
 * copy (decision 030). The migrations run as always and find nothing left to do.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string | null; loadDataDir?: Blob }): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    await migratePostgresDatabase(options.databaseUrl);
    const pool = createPostgresPool(options.databaseUrl);
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  // PGlite and its driver are loaded only for the embedded database: on PostgreSQL they would take
  // memory for nothing (issue 29).
  const { PGlite } = await import('@electric-sql/pglite');
  if (options.dataDir === null) return openPglite(new PGlite({ loadDataDir: options.loadDataDir }), () => {});
  const lock = lockDataDirectory(options.dataDir);
  try {
    const directory = path.join(options.dataDir, 'pglite');
    mkdirSync(directory, { recursive: true });
    compileWebAssemblyOnce();
    return await openPglite(new PGlite(directory), lock.release);
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function openPglite(client: PGlite, releaseLock: () => void): Promise<DatabaseHandle> {
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  try {
    await migrateDatabase(db, MIGRATIONS_FOLDER);
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
  return {
    db,
    kind: 'pglite',
    copyDataDirectory: () => copyDataDirectory(client),
    close: async () => {
      try {
        await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}

/**
 * A CHECKPOINT writes every committed change into the data files, then PGlite reads the whole
 * directory into a tar in one synchronous pass: the database engine, which runs in this thread,
 * cannot write in between. The copy holds every transaction committed before it and none half
 * done (one still open is rolled back when the copy is opened, as after a power cut).
 */
async function copyDataDirectory(client: PGlite): Promise<Blob> {
  await client.exec('CHECKPOINT');
  return client.dumpDataDir('gzip');
}

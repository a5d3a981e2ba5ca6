import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#db/client';

async function runOnServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * An empty database created on the PostgreSQL server `serverUrl` names, under a random name with
 * `prefix`: its address, and its drop (which ends the connections still open to it).
 */
export async function createEmptyPostgresDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

let migratedCopy: Blob | undefined;

/**
 * The copy of the database the run migrated once (migrated-database.ts), read once per test file.
 * Outside vitest (the benchmarks, which build their app as the tests do) there is none: the
 * database is migrated when opened.
 */
function migratedDatabaseCopy(): Blob | undefined {
  const file = process.env.VITEST ? inject('migratedDatabaseFile') : undefined;
  if (file) migratedCopy ??= new Blob([readFileSync(file)]);
  return migratedCopy;
}

/**
 * A fresh, migrated database for one test file: embedded PGlite in memory by default, started from
 * the copy the run migrated once, or, when TEST_DATABASE_URL names a PostgreSQL server, a database
 * created for the file and dropped after.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ dataDir: null, loadDataDir: migratedDatabaseCopy() });

  const database = await createEmptyPostgresDatabase(serverUrl, 'action_plus_test');
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: null });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

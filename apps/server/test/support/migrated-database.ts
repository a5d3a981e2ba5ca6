import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of an embedded database's data directory, migrated from empty by this run (absent on PostgreSQL). */
    migratedDatabaseFile: string | undefined;
  }
}

/**
 * Vitest's global setup for the server projects: migrates one embedded database from empty, the way
 * every start does, and leaves a copy of its data directory that each test file's database starts
 * from (test-database.ts). A fresh PGlite costs a new test process 4 to 6 s of CPU (initdb, then the
 * migrations); loading the copy, about 1.5 s (decision 030).
 */
export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('migratedDatabaseFile', undefined);
    return undefined;
  }
  const handle = await openDatabase({ dataDir: null });
  let tarball: Buffer;
  try {
    tarball = gunzipSync(Buffer.from(await (await handle.copyDataDirectory!()).arrayBuffer()));
  } finally {
    await handle.close();
  }
  const directory = mkdtempSync(path.join(tmpdir(), 'action-plus-migrated-'));
  const file = path.join(directory, 'pglite.tar');
  writeFileSync(file, tarball);
  project.provide('migratedDatabaseFile', file);
  return () => rmSync(directory, { recursive: true, force: true });
}

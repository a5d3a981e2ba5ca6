import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPostgresPool, MIGRATIONS_FOLDER, type Database } from '#db/client';
import { MigrationError, migrateDatabase, readMigrations } from '#db/migrate';
import { createEmptyPostgresDatabase } from '#test/support/test-database';

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A copy of this build's migrations that a test may change. */
function migrationsCopy() {
  const folder = mkdtempSync(path.join(tmpdir(), 'action-plus-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = () =>
    JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[] };
  return {
    folder,
    journal,
    writeJournal: (value: ReturnType<typeof journal>) => writeFileSync(journalPath, JSON.stringify(value)),
    addMigration(tag: string, text: string) {
      const current = journal();
      const when = Math.max(...current.entries.map((entry) => entry.when)) + 1_000;
      current.entries.push({ idx: current.entries.length, version: '7', when, tag, breakpoints: true });
      writeFileSync(path.join(folder, `${tag}.sql`), text);
      writeFileSync(journalPath, JSON.stringify(current));
    },
  };
}

const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>) => (await db.execute(query)) as unknown as { rows: T[] };
const appliedCount = async (db: Database) => Number((await rowsOf<{ n: unknown }>(db, sql`SELECT count(*) AS n FROM drizzle.__drizzle_migrations`)).rows[0]!.n);
const tableExists = async (db: Database, name: string) =>
  (await rowsOf<{ name: unknown }>(db, sql`SELECT to_regclass(${`public.${name}`}) AS name`)).rows[0]!.name !== null;

describe('the migration runner', () => {
  // One embedded database for the file: the tests that try to migrate it further fail, and leave it as it was.
  let client: PGlite;
  let db: Database;
  let first: { applied: string[] };
  beforeAll(async () => {
    client = new PGlite();
    db = drizzlePglite(client) as unknown as Database;
    first = await migrateDatabase(db, MIGRATIONS_FOLDER);
  });
  afterAll(() => client.close());

  it('applies every migration of this build to an empty database, then nothing on the next start', async () => {
    expect(first.applied).toEqual(readMigrations(MIGRATIONS_FOLDER).map((migration) => migration.tag));
    expect(await tableExists(db, 'users')).toBe(true);
    expect(await migrateDatabase(db, MIGRATIONS_FOLDER)).toEqual({ applied: [] });
    expect(await appliedCount(db)).toBe(first.applied.length);
  });

  it('leaves the database as it was when a migration fails, and names it in French', async () => {
    const copy = migrationsCopy();
    copy.addMigration('0900_adds_a_table', 'CREATE TABLE upgrade_probe (id integer);');
    copy.addMigration('0901_broken', 'ALTER TABLE users ADD COLUMN nickname text;\n--> statement-breakpoint\nSELECT * FROM table_that_does_not_exist;');

    const failure = await migrateDatabase(db, copy.folder).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MigrationError);
    expect((failure as Error).message).toMatch(/^La migration 0901_broken a échoué : .*table_that_does_not_exist.*Aucune migration n'a été appliquée/);
    expect(await tableExists(db, 'upgrade_probe')).toBe(false);
    const columns = await rowsOf<{ column_name: string }>(db, sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'users'`);
    expect(columns.rows.map((row) => row.column_name)).not.toContain('nickname');
    expect(await appliedCount(db)).toBe(readMigrations(MIGRATIONS_FOLDER).length);
  });

  it('refuses a released migration whose file was edited', async () => {
    const copy = migrationsCopy();
    const [first] = readMigrations(MIGRATIONS_FOLDER);
    writeFileSync(path.join(copy.folder, `${first!.tag}.sql`), `${readFileSync(path.join(MIGRATIONS_FOLDER, `${first!.tag}.sql`), 'utf8')}\n-- retouchée`);
    await expect(migrateDatabase(db, copy.folder)).rejects.toThrow(`La migration ${first!.tag} a été modifiée après sa publication`);
  });

  it('refuses a database whose released migration was regenerated (another date in the journal)', async () => {
    const copy = migrationsCopy();
    const journal = copy.journal();
    journal.entries[0]!.when += 1;
    copy.writeJournal(journal);
    await expect(migrateDatabase(db, copy.folder)).rejects.toThrow(/contient une migration que cette version du site ne connaît pas/);
  });

  it('says why in French and ends the process with status 1 when the server cannot migrate', async () => {
    vi.resetModules();
    // The fresh module graph's own class: the one imported above would not be recognised.
    const { MigrationError: FreshMigrationError } = await import('#db/migrate');
    vi.doMock('#db/client', () => ({
      openDatabase: async () => {
        throw new FreshMigrationError('La migration 0901_broken a échoué : raison.');
      },
    }));
    const { openDatabaseForProcess } = await import('#db/open-database-for-process');
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    const exit = vi.spyOn(process, 'exit').mockImplementation(((code: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
    await expect(openDatabaseForProcess({ dataDir: null })).rejects.toThrow('exit 1');
    expect(printed).toHaveBeenCalledWith('La migration 0901_broken a échoué : raison.');
    expect(exit).toHaveBeenCalledWith(1);
    vi.doUnmock('#db/client');
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('applies each migration once when several instances start together on one PostgreSQL', async () => {
    const database = await createEmptyPostgresDatabase(process.env.TEST_DATABASE_URL!, 'action_plus_migrate');
    cleanups.push(database.drop);
    const pools = Array.from({ length: 4 }, () => createPostgresPool(database.url, { connectMs: 5_000, statementMs: 0, answerMs: 0 }));
    cleanups.push(() => Promise.all(pools.map((pool) => pool.end())));
    const results = await Promise.all(pools.map((pool) => migrateDatabase(drizzlePostgres(pool) as unknown as Database, MIGRATIONS_FOLDER)));

    const tags = readMigrations(MIGRATIONS_FOLDER).map((migration) => migration.tag);
    expect(results.map((result) => result.applied).sort((a, b) => b.length - a.length)).toEqual([tags, [], [], []]);
    expect(await appliedCount(drizzlePostgres(pools[0]!) as unknown as Database)).toBe(tags.length);
  });
});

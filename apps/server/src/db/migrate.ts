import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from './client';

/**
 * Migrations are drizzle-kit's files (meta/_journal.json and one `NNNN_name.sql` per entry), applied
 * by this runner rather than drizzle's own so that an upgrade is all or nothing, one instance at a
 * time, and says in French which migration failed (decision 028). It keeps drizzle's bookkeeping
 * table, `drizzle.__drizzle_migrations` (hash, created_at = the journal's `when`), so a database
 * that 1.0.0 migrated with drizzle's runner is read as it is.
 */
export interface Migration {
  tag: string;
  /** The journal's `when`: the order in which migrations apply, and the key of an applied one. */
  createdAt: number;
  /** sha256 of the file, as drizzle computes it. */
  hash: string;
  statements: string[];
}

/** Any number: the key under which instances starting together take turns to migrate. */
const MIGRATION_LOCK_KEY = 7_262_001;

export class MigrationError extends Error {}

export function readMigrations(folder: string): Migration[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
  return journal.entries.map((entry) => {
    const text = readFileSync(path.join(folder, `${entry.tag}.sql`), 'utf8');
    return {
      tag: entry.tag,
      createdAt: entry.when,
      hash: createHash('sha256').update(text).digest('hex'),
      statements: text.split('--> statement-breakpoint').filter((statement) => statement.trim() !== ''),
    };
  });
}

async function rowsOf<T>(tx: Transaction, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await tx.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** What the database says it holds must be what this build's files say: a released migration is never edited. */
function checkAppliedMigrations(applied: { hash: string; created_at: unknown }[], migrations: Migration[]) {
  for (const row of applied) {
    const createdAt = Number(row.created_at);
    const migration = migrations.find((candidate) => candidate.createdAt === createdAt);
    if (!migration) {
      throw new MigrationError(
        `La base de données contient une migration que cette version du site ne connaît pas (créée le ${new Date(createdAt).toISOString()}) : elle a été mise à jour par une version plus récente, ou une migration publiée a été régénérée. Le serveur ne démarre pas ; installez la version la plus récente ou restaurez une sauvegarde.`,
      );
    }
    if (migration.hash !== row.hash) {
      throw new MigrationError(
        `La migration ${migration.tag} a été modifiée après sa publication : son fichier ne correspond plus à ce que la base de données a appliqué. Le serveur ne démarre pas ; une migration publiée ne se modifie jamais, toute modification du schéma est une nouvelle migration.`,
      );
    }
  }
}

/**
 * Applies every migration newer than the newest applied one, in one transaction: a failure leaves
 * the database as it was and throws a MigrationError naming the migration. Instances that start
 * together wait on a transaction-scoped advisory lock, then find nothing left to do.
 */
export async function migrateDatabase(db: Database, folder: string): Promise<{ applied: string[] }> {
  const migrations = readMigrations(folder);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(sql`CREATE SCHEMA IF NOT EXISTS drizzle`);
    await tx.execute(sql`CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`);
    const applied = await rowsOf<{ hash: string; created_at: unknown }>(tx, sql`SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at`);
    checkAppliedMigrations(applied, migrations);

    const newestApplied = Math.max(0, ...applied.map((row) => Number(row.created_at)));
    const pending = migrations.filter((migration) => migration.createdAt > newestApplied);
    for (const migration of pending) {
      try {
        for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      } catch (error) {
        const reason = (error as { cause?: { message?: string } }).cause?.message ?? (error as Error).message;
        throw new MigrationError(
          `La migration ${migration.tag} a échoué : ${reason}. Aucune migration n'a été appliquée, la base de données est restée telle qu'elle était ; le serveur ne démarre pas.`,
          { cause: error },
        );
      }
      await tx.execute(sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${migration.hash}, ${migration.createdAt})`);
    }
    return { applied: pending.map((migration) => migration.tag) };
  });
}

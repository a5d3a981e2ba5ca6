import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { like } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#db/client';
import { DataDirectoryInUseError } from '#db/data-directory-lock';
import { requestCopyFromRunningServer, serveBackups } from '#modules/backup/backup-socket';
import { restoreEmbeddedDatabase } from '#modules/backup/restore-embedded-database';
import { events, users } from '#db/schema';

const silentLog = { info: () => {}, error: () => {} };
const directories: string[] = [];
const temporaryDataDir = () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'action-plus-backup-'));
  directories.push(directory);
  return directory;
};
afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

/** One write: a member and an event named alike, in one transaction, so that a copy holds both or neither. */
async function write(db: Database, index: number) {
  await db.transaction(async (transaction) => {
    await transaction
      .insert(users)
      .values({ firstName: 'Écrivain', lastName: String(index), username: `ecrivain${index}`, email: `ecrivain${index}@exemple.fr`, passwordHash: null });
    await transaction.insert(events).values({
      title: `ecrivain${index}`,
      description: 'Écrit pendant la sauvegarde.',
      startsAt: new Date(Date.UTC(2030, 0, 1)),
      type: 'atelier',
      location: 'Metz',
      maxParticipants: 10,
    });
  });
}

async function namesIn(db: Database) {
  const members = await db.select({ name: users.username }).from(users).where(like(users.username, 'ecrivain%'));
  const written = await db.select({ name: events.title }).from(events).where(like(events.title, 'ecrivain%'));
  return { members: new Set(members.map((row) => row.name)), events: new Set(written.map((row) => row.name)) };
}

describe('npm run backup and npm run restore on the embedded database', () => {
  it('copies the database while it takes writes, and the copy restores every write committed before it began, each whole', { timeout: 120_000 }, async () => {
    const siteDir = temporaryDataDir();
    const site = await openDatabase({ dataDir: siteDir });
    const backups = await serveBackups({ dataDir: siteDir, copyDataDirectory: site.copyDataDirectory!, log: silentLog });

    let committed = 0;
    let isWriting = true;
    const writer = (async () => {
      while (isWriting) {
        await write(site.db, committed);
        committed += 1;
        // Writes come as requests do, between turns of the event loop: PGlite's answers alone never leave it a turn.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    while (committed < 20) await new Promise((resolve) => setTimeout(resolve, 10));

    const committedBeforeBackup = committed;
    const copy = await requestCopyFromRunningServer(siteDir);
    const committedDuringBackup = committed - committedBeforeBackup;
    isWriting = false;
    await writer;

    expect(copy).not.toBeNull();
    // The site kept writing while the copy was taken (the writer would have thrown otherwise).
    expect(committedDuringBackup).toBeGreaterThan(0);

    // While the site runs, its database cannot be overwritten.
    await expect(restoreEmbeddedDatabase(siteDir, copy!)).rejects.toBeInstanceOf(DataDirectoryInUseError);
    await backups.close();
    await site.close();

    // Restored over the stopped site's database: the former one is kept aside.
    const kept = await restoreEmbeddedDatabase(siteDir, copy!);
    expect(kept).toMatch(/pglite\.avant-restauration-/);
    const restored = await openDatabase({ dataDir: siteDir });
    try {
      const { members, events: written } = await namesIn(restored.db);
      expect([...members].sort()).toEqual([...written].sort());
      for (let index = 0; index < committedBeforeBackup; index += 1) expect(members.has(`ecrivain${index}`)).toBe(true);
      expect(members.size).toBeLessThanOrEqual(committed);
      // The restored database takes writes again.
      await write(restored.db, committed);
    } finally {
      await restored.close();
    }
  });

  it('lets the site run without the live backup when DATA_DIR is too long for a socket', async () => {
    const longDataDir = path.join(temporaryDataDir(), 'd'.repeat(100));
    const errors: object[] = [];
    const backups = await serveBackups({
      dataDir: longDataDir,
      copyDataDirectory: async () => new Blob([]),
      log: { info: () => {}, error: (object) => errors.push(object) },
    });
    await backups.close();
    expect(errors).toHaveLength(1);
  });

  it('answers null when no site runs on the data directory, so that the command copies the stopped database itself', async () => {
    expect(await requestCopyFromRunningServer(temporaryDataDir())).toBeNull();
  });
});

import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDirectory } from '#db/data-directory-lock';

/**
 * Puts a copy made by npm run backup in place of DATA_DIR's embedded database. It takes DATA_DIR's
 * lock first, so it throws DataDirectoryInUseError while the site runs, and a site started meanwhile
 * waits for nothing: it is refused. The database it replaces is kept beside it, renamed, and put
 * back if the copy cannot be opened. Answers where the former database was kept (or null).
 */
export async function restoreEmbeddedDatabase(dataDir: string, archive: Buffer, now = new Date()): Promise<string | null> {
  const lock = lockDataDirectory(dataDir);
  const directory = path.join(dataDir, 'pglite');
  const kept = existsSync(directory) && readdirSync(directory).length > 0 ? `${directory}.avant-restauration-${now.toISOString().replace(/[:.]/g, '-')}` : null;
  try {
    if (kept) renameSync(directory, kept);
    try {
      const restored = new PGlite(directory, { loadDataDir: new Blob([archive], { type: 'application/gzip' }) });
      // Opening it replays what the copy's journal holds; a query proves it is a usable database.
      await restored.query('SELECT 1');
      await restored.close();
    } catch (error) {
      rmSync(directory, { recursive: true, force: true });
      if (kept) renameSync(kept, directory);
      throw error;
    }
    return kept;
  } finally {
    lock.release();
  }
}

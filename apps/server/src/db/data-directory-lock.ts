import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const LOCK_FILE_NAME = 'database.lock';

/** Lock files this process holds: a lock naming our own pid that we did not take is a previous life's (a restarted container reuses pids). */
const heldLockFiles = new Set<string>();

/** The embedded database is in use by another process: said in French, with what to do about it. */
export class DataDirectoryInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
    readonly lockFile: string,
  ) {
    super(
      `La base de données intégrée de ${dataDir} est déjà ouverte par un autre processus (pid ${holderPid}) : ` +
        "PGlite ne sert qu'un processus à la fois. Arrêtez ce processus (le site lancé par npm start) avant de recommencer, " +
        'ou passez à PostgreSQL (DATABASE_URL) pour faire tourner plusieurs processus sur la même base. ' +
        `Si aucun processus ne l'utilise plus, supprimez ${lockFile}.`,
    );
    this.name = 'DataDirectoryInUseError';
  }
}

/** The pid a lock file names; 0 when its content is no pid, null when there is no file. */
function readHolder(file: string): number | null {
  let content: string;
  try {
    content = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const pid = Number.parseInt(content, 10);
  return Number.isSafeInteger(pid) && pid > 0 ? pid : 0;
}

/**
 * A process that has ended but not yet been reaped by its parent (a zombie, or one being torn down)
 * still answers kill(pid, 0), though it holds no file any more. Linux says so in /proc; elsewhere
 * the answer is no.
 */
function hasEnded(pid: number): boolean {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return false;
  }
  const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  return state === 'Z' || state === 'X';
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !hasEnded(pid);
}

function isHeld(lockFile: string, holder: number) {
  if (holder === 0) return false;
  if (holder === process.pid) return heldLockFiles.has(lockFile);
  return isRunning(holder);
}

/** Creates the lock file with our pid already in it, or fails with EEXIST: never an empty lock. */
function tryCreate(lockFile: string): boolean {
  const draft = `${lockFile}.${process.pid}.${Date.now()}`;
  writeFileSync(draft, `${process.pid}\n`);
  try {
    linkSync(draft, lockFile);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

/**
 * Moves a dead holder's lock aside. Renaming is atomic, so of two processes breaking the same stale
 * lock one moves it and the other finds nothing; if what was moved is a live lock another process
 * took meanwhile, it is put back.
 */
function breakStaleLock(lockFile: string, staleHolder: number) {
  const aside = `${lockFile}.stale.${process.pid}.${Date.now()}`;
  try {
    renameSync(lockFile, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (readHolder(aside) !== staleHolder) {
    try {
      linkSync(aside, lockFile);
    } catch {
      // Someone holds it again: they win, we will see their lock on the next try.
    }
  }
  rmSync(aside, { force: true });
}

/**
 * Takes DATA_DIR for this process before PGlite opens it, as PostgreSQL's postmaster.pid would: a
 * file holding our pid. A process that crashed leaves its file behind, but its pid is no longer
 * running, so the next start takes the lock over. Returns the release, which close() calls.
 */
export function lockDataDirectory(dataDir: string): { release: () => void } {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(path.resolve(dataDir), LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (tryCreate(lockFile)) {
      heldLockFiles.add(lockFile);
      return {
        release: () => {
          if (!heldLockFiles.delete(lockFile)) return;
          if (readHolder(lockFile) === process.pid) rmSync(lockFile, { force: true });
        },
      };
    }
    const holder = readHolder(lockFile);
    if (holder === null) continue;
    if (isHeld(lockFile, holder)) throw new DataDirectoryInUseError(dataDir, holder, lockFile);
    breakStaleLock(lockFile, holder);
  }
  throw new Error(`Impossible de prendre le verrou ${lockFile}.`);
}

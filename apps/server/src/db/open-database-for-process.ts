import { openDatabase, type DatabaseHandle } from './client';
import { DataDirectoryInUseError } from './data-directory-lock';
import { MigrationError } from './migrate';

/**
 * The database of a command-line process (the server, create-admin). When another process holds
 * the embedded database, it says so in French, then `advice` if given, and ends this process with
 * status 1 instead of a stack trace; so does a migration that cannot be applied (the database is
 * left as it was). Any other failure is thrown as is.
 */
export async function openDatabaseForProcess(options: { databaseUrl?: string; dataDir: string | null }, advice?: string): Promise<DatabaseHandle> {
  try {
    return await openDatabase(options);
  } catch (error) {
    if (error instanceof MigrationError) {
      console.error(error.message);
      process.exit(1);
    }
    if (!(error instanceof DataDirectoryInUseError)) throw error;
    console.error(error.message);
    if (advice) console.error(advice);
    process.exit(1);
  }
}

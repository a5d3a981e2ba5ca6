import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '#config';
import { DataDirectoryInUseError } from '#db/data-directory-lock';
import { restoreEmbeddedDatabase } from '#modules/backup/restore-embedded-database';

// npm run restore -- fichier.tar.gz: puts a copy made by npm run backup in place of the embedded
// database, refused while the site runs (DATA_DIR's lock). The replaced database is kept, renamed.
const { positionals } = parseArgs({ allowPositionals: true, options: {} });
const config = loadConfigOrExit();
if (config.databaseUrl) {
  console.error(
    'La base est PostgreSQL (DATABASE_URL) : restaurez une copie de pg_dump avec pg_restore, site arrêté :\n' +
      '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" action-plus.dump',
  );
  process.exit(2);
}
if (!positionals[0]) {
  console.error('Usage : npm run restore -- sauvegardes/action-plus-….tar.gz  (une copie faite par npm run backup)');
  process.exit(2);
}
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]);
if (!existsSync(file)) {
  console.error(`Fichier introuvable : ${file}`);
  process.exit(2);
}

try {
  const kept = await restoreEmbeddedDatabase(config.dataDir, readFileSync(file));
  console.log(`Base de données intégrée restaurée dans ${config.dataDir} depuis ${file}.`);
  if (kept) console.log(`L'ancienne base est gardée dans ${kept} : supprimez-la quand le site restauré vous convient.`);
} catch (error) {
  if (!(error instanceof DataDirectoryInUseError)) throw error;
  console.error(`Restauration refusée : le site tourne (pid ${error.holderPid}) et utilise cette base. Arrêtez-le, puis recommencez.`);
  process.exit(1);
}

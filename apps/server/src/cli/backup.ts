import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '#config';
import { openDatabaseForProcess } from '#db/open-database-for-process';
import { requestCopyFromRunningServer } from '#modules/backup/backup-socket';

// npm run backup [-- fichier.tar.gz]: a copy of the embedded database, taken by the running site
// (it keeps serving and writing), or from DATA_DIR when the site is stopped. With PostgreSQL:
// pg_dump's advice, since PostgreSQL copies itself consistently while it runs.
const POSTGRES_ADVICE = [
  'La base est PostgreSQL (DATABASE_URL) : sauvegardez-la avec ses propres outils, pendant que le site tourne :',
  '  pg_dump --format=custom --file=action-plus.dump "$DATABASE_URL"',
  'et restaurez-la, site arrêté, dans une base vide :',
  '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" action-plus.dump',
].join('\n');

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
const config = loadConfigOrExit();
// With UPLOADS_DIR the images' bytes are files beside the database (decision 045).
const uploadsAdvice = config.uploadsDir
  ? `Les images sont des fichiers dans ${config.uploadsDir} (UPLOADS_DIR) : copiez aussi ce dossier, par exemple\n  rsync -a "${config.uploadsDir}/" sauvegardes/images/\n(ses fichiers ne changent jamais : chaque copie n'ajoute que les nouveaux).`
  : undefined;
if (config.databaseUrl) {
  console.log(POSTGRES_ADVICE);
  if (uploadsAdvice) console.log(uploadsAdvice);
  process.exit(0);
}

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0] ?? path.join('sauvegardes', `action-plus-${stamp}.tar.gz`));

async function copyFromStoppedSite(): Promise<Buffer> {
  if (!existsSync(path.join(config.dataDir, 'pglite', 'PG_VERSION'))) {
    console.error(`Aucune base de données intégrée dans ${config.dataDir} : rien à sauvegarder (vérifiez DATA_DIR).`);
    process.exit(1);
  }
  const database = await openDatabaseForProcess(
    { dataDir: config.dataDir },
    'Le site semble tourner sans répondre à la demande de copie : vérifiez qu’il a bien démarré, puis recommencez.',
  );
  try {
    return Buffer.from(await (await database.copyDataDirectory!()).arrayBuffer());
  } finally {
    await database.close();
  }
}

const fromRunningSite = await requestCopyFromRunningServer(config.dataDir);
const copy = fromRunningSite ?? (await copyFromStoppedSite());
mkdirSync(path.dirname(target), { recursive: true });
// Written aside then renamed: a copy interrupted half-way never looks like a whole one.
writeFileSync(`${target}.partiel`, copy, { mode: 0o600 });
renameSync(`${target}.partiel`, target);
console.log(
  `Copie de la base de données intégrée (${fromRunningSite ? 'prise par le site en marche' : 'site arrêté'}) : ${target} (${(copy.length / 1024 / 1024).toFixed(1)} Mo).`,
);
console.log('Pour la remettre en place, site arrêté : npm run restore -- ' + JSON.stringify(target));
if (uploadsAdvice) console.log(uploadsAdvice);

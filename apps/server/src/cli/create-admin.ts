import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '#config';
import { openDatabaseForProcess } from '#db/open-database-for-process';
import { createAdmin } from '#modules/setup/first-start';
import { AppError } from '#lib/errors';

// npm run create-admin -- --email marie@example.org [--password …] [--first-name Marie --last-name Dupont]
// The embedded database serves one process: beside a running site, stop it first, or use PostgreSQL.
const BESIDE_A_RUNNING_SITE =
  "Avec la base intégrée (sans DATABASE_URL), arrêtez d'abord le site, lancez la commande, puis redémarrez-le : " +
  "PGlite ne sert qu'un processus à la fois. Avec PostgreSQL (DATABASE_URL), la commande peut tourner pendant que le site est en ligne.";
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
  },
});
if (!values.email) {
  console.error('Usage : npm run create-admin -- --email adresse@exemple.fr [--password motdepasse] [--first-name Prénom --last-name Nom]');
  console.error(BESIDE_A_RUNNING_SITE);
  process.exit(2);
}
const config = loadConfigOrExit();
const database = await openDatabaseForProcess({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }, BESIDE_A_RUNNING_SITE);
const password = values.password ?? randomBytes(12).toString('base64url');
try {
  const admin = await createAdmin(database.db, values.email, password, values['first-name'], values['last-name']);
  console.log(`Administrateur créé : ${admin.email} (nom d'utilisateur ${admin.username})`);
  if (!values.password) console.log(`Mot de passe : ${password}  (notez-le : il ne sera plus affiché)`);
} catch (error) {
  console.error(error instanceof AppError ? error.detail : error);
  process.exitCode = 1;
} finally {
  await database.close();
}

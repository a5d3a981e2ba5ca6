import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createAdmin } from '../modules/setup/first-start';
import { AppError } from '../lib/errors';

// npm run create-admin -- --email marie@example.org [--password …] [--first-name Marie --last-name Dupont]
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
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
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

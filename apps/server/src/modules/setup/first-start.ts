import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PAGES } from '@action-plus/contract';
import type { Config } from '#config';
import type { Database } from '#db/client';
import { users } from '#db/schema';
import { readAssociationSettings } from '../association-settings/settings-repository';
import { hashPassword } from '../auth/passwords';
import { createUser } from '../users/create-user';
import { deriveAvailableUsername } from '../users/derive-available-username';
import { askForIdentity } from './identity-prompt';
import { seedSampleEvents } from './sample-events';

export async function createAdmin(db: Database, email: string, password: string, firstName = 'Administrateur', lastName?: string) {
  return createUser(db, {
    firstName,
    lastName: lastName ?? (await readAssociationSettings(db)).identity.name,
    email,
    username: await deriveAvailableUsername(db, email),
    passwordHash: await hashPassword(password),
    role: 'admin',
    // The operator wrote this address into the server's configuration (or the CLI): they vouch for
    // it, and an association's only admin must not be locked out of anything by a missing mail.
    emailVerifiedAt: new Date(),
  });
}

/**
 * On an empty database: an admin from ADMIN_EMAIL/ADMIN_PASSWORD (or a generated password printed
 * once); on the embedded database or with SEED_DEMO, a few sample events beside the sample
 * association's settings; otherwise, the admins are asked to present the association, through the
 * printed link to its settings and a notice on their pages until they save its identity.
 */
export async function prepareFirstStart(db: Database, config: Config, isEmbedded: boolean, log: FastifyBaseLogger): Promise<void> {
  const [{ value: userCount }] = (await db.select({ value: count() }).from(users)) as [{ value: number }];
  if (userCount > 0) return;

  const email = config.adminEmail ?? `admin@${new URL((await readAssociationSettings(db)).contact.website).hostname}`;
  const password = config.adminPassword ?? randomBytes(12).toString('base64url');
  await createAdmin(db, email, password);
  // The quick start (embedded database) and a demonstration keep the sample association; any other
  // new site asks its first admin who the association is.
  const keepsSampleValues = isEmbedded || config.seedDemo;
  if (!keepsSampleValues) await askForIdentity(db);
  const settingsLink = `${config.publicUrl}${PAGES.adminAssociation.path}`;
  if (config.adminPassword) {
    log.info({ email, settingsLink: keepsSampleValues ? undefined : settingsLink }, 'Compte administrateur créé depuis ADMIN_EMAIL / ADMIN_PASSWORD.');
  } else {
    // Printed once, on the console only: it is never stored in clear anywhere.
    console.warn(
      `\n  Compte administrateur créé.\n    E-mail       : ${email}\n    Mot de passe : ${password}\n  Notez-le maintenant : il ne sera plus affiché.\n`,
    );
  }
  if (!keepsSampleValues) {
    console.warn(`\n  Présentez votre association (nom, forme juridique, adresse, e-mail) :\n    ${settingsLink}\n`);
  }

  if (keepsSampleValues) {
    const seeded = await seedSampleEvents(db);
    log.info({ seeded }, "Événements d'exemple ajoutés (supprimables depuis l'administration).");
  }
}

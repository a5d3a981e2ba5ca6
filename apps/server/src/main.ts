import { buildApp, type App } from './app';
import { loadConfigOrExit } from './config';
import { createAppContext } from './context';
import { openDatabaseForProcess } from './db/open-database-for-process';
import { stopGracefullyOnSignals } from './lib/graceful-stop';
import { serverLoggerOptions } from './lib/logger-options';
import { RELEASE_VERSION } from './lib/release';
import { serveBackups } from './modules/backup/backup-socket';
import type { Mailer } from './modules/mail/mailer';
import { prepareFirstStart } from './modules/setup/first-start';
import { uploadsOutOfReach } from './modules/uploads/upload-files-upkeep';
import { startPeriodicJobs } from './periodic-jobs';

const config = loadConfigOrExit();
/** What has started so far, for the stop to undo. */
const started: {
  app?: App;
  mailer?: Mailer;
  jobs?: { stop: () => Promise<void> };
  backups?: { close: () => Promise<void> };
} = {};
const stopLogger = {
  info: (object: object, message: string) => (started.app ? started.app.log.info(object, message) : console.warn(message)),
  error: (object: object, message: string) => (started.app ? started.app.log.error(object, message) : console.error(message, object)),
};
const databaseOpening = openDatabaseForProcess({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });

// Listening to signals before the database opens: a stop asked during start-up waits for the
// opening, then closes it (PGlite releases DATA_DIR's lock). In order: no new requests (those in
// flight finish), no timers, no more mails claimed, then the database.
stopGracefullyOnSignals(async () => {
  await started.jobs?.stop();
  await started.backups?.close();
  await started.app?.close();
  await started.mailer?.close();
  await (await databaseOpening).close();
}, stopLogger);

const database = await databaseOpening;
const context = createAppContext(config, database.db);
started.mailer = context.mailer;

const app = await buildApp(context, { logger: await serverLoggerOptions(config) });
started.app = app;
if (config.trustProxy === true) {
  app.log.warn(
    "TRUST_PROXY=true : chaque client peut choisir son adresse par X-Forwarded-For et contourner les limites par adresse ; donnez plutôt les adresses des proxys (ou leur nombre si le serveur n'est joignable que par eux).",
  );
}
await prepareFirstStart(database.db, config, database.kind === 'pglite', app.log);
context.mailer.useLogger(app.log);
await context.mailer.resumePendingMails();

// The reminders, the daily purge and the reconciliation with HelloAsso: at start (what a stopped
// site missed), then on their timers; each claimed in SQL, so several instances do each once.
started.jobs = startPeriodicJobs(context, app.log);
const unreachableUploads = await uploadsOutOfReach(database.db, context.uploadStore);
if (unreachableUploads) app.log.error(unreachableUploads);

// npm run backup asks this process for a copy of the embedded database, which it alone may open.
if (database.copyDataDirectory) started.backups = await serveBackups({ dataDir: config.dataDir, copyDataDirectory: database.copyDataDirectory, log: app.log });
await app.listen({ host: config.host, port: config.port });
app.log.info(
  `Version ${RELEASE_VERSION} du site ${config.publicUrl} (base de données : ${database.kind === 'pglite' ? `PGlite dans ${config.dataDir}` : 'PostgreSQL'})`,
);

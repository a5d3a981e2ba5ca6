import { buildApp } from './app';
import { loadConfig, resolveJwtSecret } from './config';
import { openDatabaseForProcess } from './db/open-database-for-process';
import { createAccessTokens } from './modules/auth/access-tokens';
import { createMailer } from './modules/mail/mailer';
import { purgeExpiredData } from './modules/maintenance/purge-expired-data';
import { prepareFirstStart } from './modules/setup/first-start';

const config = loadConfig();
const database = await openDatabaseForProcess({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const context = {
  config,
  db: database.db,
  accessTokens: createAccessTokens(resolveJwtSecret(config)),
  mailer: createMailer({ config, db: database.db }),
  authRateLimit: { max: config.authRateLimitMax, timeWindow: 60_000 },
};
const app = await buildApp(context, { logger: { level: config.logLevel } });
if (config.trustProxy === true) {
  app.log.warn("TRUST_PROXY=true : chaque client peut choisir son adresse par X-Forwarded-For et contourner les limites par adresse ; donnez plutôt les adresses des proxys (ou leur nombre si le serveur n'est joignable que par eux).");
}
await prepareFirstStart(database.db, config, database.kind === 'pglite', app.log);
context.mailer.useLogger(app.log);
await context.mailer.resumePendingMails();

// Once at start, then daily: what the privacy page says we no longer keep is deleted.
const purge = () =>
  purgeExpiredData(database.db).then(
    (deleted) => app.log.info({ deleted }, 'purge des données expirées'),
    (error: unknown) => app.log.error({ err: error }, 'purge des données expirées impossible'),
  );
void purge();
const purgeTimer = setInterval(() => void purge(), 24 * 60 * 60 * 1000);
purgeTimer.unref();

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'arrêt du serveur');
  clearInterval(purgeTimer);
  await app.close();
  await context.mailer.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
app.log.info(`Site ${config.publicUrl} (base de données : ${database.kind === 'pglite' ? `PGlite dans ${config.dataDir}` : 'PostgreSQL'})`);

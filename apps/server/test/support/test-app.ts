import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { TGrantableRole } from '@action-plus/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '#app';
import { loadConfig, type Config } from '#config';
import { createAppContext, type AppContext } from '#context';
import type { DatabaseHandle } from '#db/client';
import { accountRoles, users } from '#db/schema';
import { hashPassword } from '#modules/auth/passwords';
import { createUser } from '#modules/users/create-user';
import { loggedErrorSink } from './logged-errors';
import { startSmtpCatcher, type SmtpCatcher } from './smtp-catcher';
import { createTestDatabase } from './test-database';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export const TEST_PASSWORD = 'motdepasse-solide';

export interface TestApp {
  app: FastifyInstance;
  context: AppContext;
  database: DatabaseHandle;
  close: () => Promise<void>;
}

/**
 * The real app, built in-process on a fresh database, with a temporary DATA_DIR. Given `database`,
 * it is a second instance on that database (which its owner closes), as behind a load balancer.
 */
export async function createTestApp(
  overrides: { config?: Partial<Config>; context?: Partial<AppContext>; database?: DatabaseHandle; app?: BuildAppOptions } = {},
): Promise<TestApp> {
  const database = overrides.database ?? (await createTestDatabase());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'action-plus-test-'));
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_MAX: '1000' }),
    webDistDir: path.join(dataDir, 'no-web-build'),
    ...overrides.config,
  };
  const context: AppContext = {
    // Short retry delays so that a test sees a failed send retried within a second.
    ...createAppContext(config, database.db, { mailRetryDelaysMs: [100, 200] }),
    ...overrides.context,
  };
  // Errors go to the sink that fails a test logging one it did not expect (logged-errors.ts).
  const logsToSink = overrides.app?.logger === undefined;
  const app = await buildApp(context, { ...overrides.app, ...(logsToSink ? { logger: { level: 'error', stream: loggedErrorSink } } : {}) });
  if (logsToSink) context.mailer.useLogger(app.log);
  await app.ready();
  return {
    app,
    context,
    database,
    close: async () => {
      await app.close();
      await context.mailer.close();
      if (!overrides.database) await database.close();
    },
  };
}

export type TestAppWithMail = TestApp & { smtp: SmtpCatcher };

/** The app sending its mails to an SMTP stand-in the test reads; `close` stops both. */
export async function createTestAppWithMail(config: Partial<Config> = {}): Promise<TestAppWithMail> {
  const smtp = await startSmtpCatcher();
  const testApp = await createTestApp({ config: { smtpUrl: smtp.url, ...config } });
  return {
    ...testApp,
    smtp,
    close: async () => {
      await testApp.close();
      await smtp.close();
    },
  };
}

let userCounter = 0;

/** A user straight in the database, with a valid access token for them. */
export async function createTestUser(
  testApp: TestApp,
  fields: { role?: 'user' | 'admin'; roles?: TGrantableRole[]; email?: string; username?: string; firstName?: string; lastName?: string } = {},
) {
  userCounter += 1;
  const unique = `${Date.now().toString(36)}${userCounter}`;
  const user = await createUser(testApp.context.db, {
    firstName: fields.firstName ?? 'Camille',
    lastName: fields.lastName ?? 'Martin',
    username: fields.username ?? `camille${unique}`,
    email: fields.email ?? `camille${unique}@exemple.fr`,
    passwordHash: await hashPassword(TEST_PASSWORD),
    role: fields.role ?? 'user',
  });
  // Roles beyond admin (which createUser gives with `role: 'admin'`) are held in account_roles only.
  const otherRoles = (fields.roles ?? []).filter((role) => role !== 'admin' || user.role !== 'admin');
  if (otherRoles.length > 0) {
    await testApp.context.db.insert(accountRoles).values(otherRoles.map((role) => ({ userId: user.id, role })));
    if (otherRoles.includes('admin')) await testApp.context.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  }
  const token = await testApp.context.accessTokens.sign(user);
  return { user, token, authorization: { authorization: `Bearer ${token}` } };
}

import type { Config } from './config';
import type { Database } from './db/client';
import type { AccessTokens } from './modules/auth/access-tokens';
import type { Mailer } from './modules/mail/mailer';

/** What every module needs, built once by main.ts (or by a test) and handed to buildApp. */
export interface AppContext {
  config: Config;
  db: Database;
  accessTokens: AccessTokens;
  /** Every mail goes through its outbox: stored first, then sent and retried. */
  mailer: Mailer;
  /**
   * The limit per client address of each sign-in route (login, register, password reset, contact,
   * Google), counted in the database so that it holds across instances: requests allowed per
   * `timeWindow` milliseconds.
   */
  authRateLimit: { max: number; timeWindow: number };
}

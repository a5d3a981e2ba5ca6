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
  /** Requests allowed per client in each rate-limit window of the sign-in routes. */
  authRateLimit: { max: number; timeWindowMs: number };
}

import type { Config } from './config';
import type { Database } from './db/client';
import type { AccessTokens } from './modules/auth/access-tokens';

/** What every module needs, built once by main.ts (or by a test) and handed to buildApp. */
export interface AppContext {
  config: Config;
  db: Database;
  accessTokens: AccessTokens;
  /** Requests allowed per client in each rate-limit window of the sign-in routes. */
  authRateLimit: { max: number; timeWindowMs: number };
}

import { E2E_ADMIN } from '../support/accounts';
import globalSetup, { BASE_URL_VARIABLE } from '../support/global-setup';

export { findFreePort } from '@action-plus/test-stand-ins/free-port';

export const AUDIT_ADMIN = { email: E2E_ADMIN.email, password: E2E_ADMIN.password };

export interface AuditServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

/**
 * The browser tests' own start: the real server on the web build (production mode, fresh embedded
 * database with its sample events, the known admin) and the stand-ins for mail and Google.
 */
export async function startAuditServer(): Promise<AuditServer> {
  const stop = await globalSetup();
  const baseUrl = process.env[BASE_URL_VARIABLE];
  if (!baseUrl) {
    await stop();
    throw new Error("Le serveur d'audit n'a pas publié son adresse.");
  }
  return { baseUrl, stop };
}

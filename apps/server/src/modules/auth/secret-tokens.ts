import { createHash, randomBytes } from 'node:crypto';

/** A random token for a cookie or a link; only its hash is stored, so a database leak reveals none. */
export function createSecretToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashSecretToken(token) };
}

export const hashSecretToken = (token: string) => createHash('sha256').update(token).digest('hex');

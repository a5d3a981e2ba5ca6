import { createHash } from 'node:crypto';
import { AUTH_MESSAGES, LOGIN_THROTTLE } from '@action-plus/contract';
import type { Database } from '../../db/client';
import { TooManyRequestsError } from '../../lib/errors';
import { clearAttempts, countAttempt } from '../throttling/rate-limit-counters';

const WINDOW_MS = LOGIN_THROTTLE.windowMinutes * 60_000;

/**
 * Failed logins are counted by the identifier typed, normalised as the lookup matches it, whether
 * or not an account has it: an unknown identifier is throttled exactly like a known one, so the
 * answer says nothing of who has an account. Hashed, so the table holds no address.
 */
function keyFor(identifier: string) {
  const normalised = identifier.trim().normalize('NFC').toLowerCase();
  return `login:${createHash('sha256').update(normalised).digest('base64url')}`;
}

/**
 * Counts this attempt before the password is checked, in one statement shared by every instance:
 * attempts sent in parallel each take their own place in the count, so no more than the allowed
 * number ever reach the password check. Past the limit the attempt is refused, right password or not.
 */
export async function claimLoginAttempt(db: Database, identifier: string): Promise<void> {
  const { hits, msLeft } = await countAttempt(db, keyFor(identifier), WINDOW_MS);
  if (hits <= LOGIN_THROTTLE.maxFailures) return;
  const minutes = Math.max(1, Math.ceil(msLeft / 60_000));
  throw new TooManyRequestsError(AUTH_MESSAGES.tooManyLoginFailures(minutes), Math.max(1, Math.ceil(msLeft / 1000)));
}

/** A successful login clears the count of every identifier of the account. */
export async function forgetLoginFailures(db: Database, identifiers: string[]): Promise<void> {
  for (const identifier of identifiers) await clearAttempts(db, keyFor(identifier));
}

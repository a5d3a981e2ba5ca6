import { createHash } from 'node:crypto';
import { AUTH_MESSAGES, LOGIN_THROTTLE } from '@action-plus/contract';
import type { Database } from '#db/client';
import { TooManyRequestsError } from '#lib/errors';
import { clearAttempts, countAttempt } from '../throttling/rate-limit-counters';

const WINDOW_MS = LOGIN_THROTTLE.windowMinutes * 60_000;

/**
 * Failed logins are counted per account: login by e-mail, login by username and the profile's
 * current-password check all share one count, `login:user:<id>`, so no way of naming the account
 * adds guesses. An identifier no account has is counted under its own hash (normalised as the
 * lookup matches it, so the table holds no address) and throttled exactly alike: the answer says
 * nothing of who has an account.
 */
function keyFor(target: { userId: number } | { identifier: string }): string {
  if ('userId' in target) return `login:user:${target.userId}`;
  const normalised = target.identifier.trim().normalize('NFC').toLowerCase();
  return `login:${createHash('sha256').update(normalised).digest('base64url')}`;
}

/**
 * Counts this attempt before the password is checked, in one statement shared by every instance:
 * attempts sent in parallel each take their own place in the count, so no more than the allowed
 * number ever reach the password check. Past the limit the attempt is refused, right password or
 * not. `account` is the one the identifier names, looked up first; undefined when none has it.
 */
export async function claimLoginAttempt(db: Database, account: { id: number } | undefined, identifier: string): Promise<void> {
  const key = keyFor(account ? { userId: account.id } : { identifier });
  const { hits, msLeft } = await countAttempt(db, key, WINDOW_MS);
  if (hits <= LOGIN_THROTTLE.maxFailures) return;
  const minutes = Math.max(1, Math.ceil(msLeft / 60_000));
  throw new TooManyRequestsError(AUTH_MESSAGES.tooManyLoginFailures(minutes), Math.max(1, Math.ceil(msLeft / 1000)));
}

/** A successful login (or current-password check) clears the account's count. */
export async function forgetLoginFailures(db: Database, account: { id: number }): Promise<void> {
  await clearAttempts(db, keyFor({ userId: account.id }));
}

import type { Database } from '#db/client';
import { isUsernameTaken } from './user-repository';

/** A username built from an e-mail's local part, made unique with a number when taken. */
export async function deriveAvailableUsername(db: Database, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? 'membre').replace(/[^\p{L}\p{N}._-]/gu, '').slice(0, 24) || 'membre';
  const padded = base.length < 3 ? `${base}-membre` : base;
  for (let suffix = 0; ; suffix += 1) {
    const candidate = suffix === 0 ? padded : `${padded}${suffix}`;
    if (!(await isUsernameTaken(db, candidate))) return candidate;
  }
}

import { AUTH_MESSAGES, MAIL_CONSENT_KINDS, type TMailConsentKind, type TUserRole } from '@action-plus/contract';
import type { Database } from '#db/client';
import { accountRoles, users } from '#db/schema';
import { conflict, isUniqueViolation } from '#lib/errors';
import { saveMailChoices } from './mail-consents-repository';
import { findUserByEmail, findUserByIdentifier, type UserRow } from './user-repository';

export interface NewUser {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  passwordHash: string | null;
  role?: TUserRole;
  profileImage?: string | null;
  googleSubject?: string | null;
  /** Only when the address is already proved (Google's word, the operator's own configuration). */
  emailVerifiedAt?: Date | null;
}

/** 409 with the clash in French; e-mail and username are unique whatever their case. */
export async function assertEmailAvailable(db: Database, email: string, exceptUserId?: number): Promise<void> {
  const existing = await findUserByEmail(db, email);
  if (existing && existing.id !== exceptUserId) throw conflict(AUTH_MESSAGES.emailTaken);
}

export function translateUserUniqueViolation(error: unknown): unknown {
  if (isUniqueViolation(error, 'users_email_lower_unique')) return conflict(AUTH_MESSAGES.emailTaken);
  if (isUniqueViolation(error, 'users_username_lower_unique')) return conflict(AUTH_MESSAGES.usernameTaken);
  return error;
}

/**
 * `mailConsents`: the kinds of mail checked at sign-up (issue 27), recorded with the account, each
 * kind's choice dated and sourced `signup` (an unchecked kind is recorded as refused: the proof that
 * it was asked).
 */
export async function createUser(db: Database, newUser: NewUser, options: { mailConsents?: readonly TMailConsentKind[] } = {}): Promise<UserRow> {
  await assertEmailAvailable(db, newUser.email);
  const sameUsername = await findUserByIdentifier(db, newUser.username);
  if (sameUsername && sameUsername.username.toLowerCase() === newUser.username.toLowerCase()) {
    throw conflict(AUTH_MESSAGES.usernameTaken);
  }
  try {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx.insert(users).values(newUser).returning();
      // `users.role` mirrors the admin role that the guards read from account_roles (decision 041).
      if (created!.role === 'admin') await tx.insert(accountRoles).values({ userId: created!.id, role: 'admin' });
      if (options.mailConsents) {
        const chosen = new Set(options.mailConsents);
        await saveMailChoices(tx, created!.id, Object.fromEntries(MAIL_CONSENT_KINDS.map((kind) => [kind, chosen.has(kind)])), 'signup');
      }
      return created!;
    });
    return row;
  } catch (error) {
    // Two sign-ups racing past the checks above meet the unique indexes here.
    throw translateUserUniqueViolation(error);
  }
}

import { eq } from 'drizzle-orm';
import { GOOGLE_MESSAGES, LIMITS } from '@action-plus/contract';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError, conflict, isUniqueViolation } from '../../lib/errors';
import { endAllSessions } from '../auth/end-sessions';
import { deriveAvailableUsername } from '../setup/first-start';
import { createUser } from '../users/create-user';
import { findUserByEmail, type UserRow } from '../users/user-repository';
import type { ProviderIdentity } from './identity-provider';

async function findUserByGoogleSubject(db: Database, subject: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSubject, subject));
  return row;
}

const clip = (value: string, max: number) => value.slice(0, max).trim();

/** The provider's photo is kept only when it is a plain web address the profile would accept. */
const toProfileImage = (picture: string | undefined) =>
  picture && picture.length <= LIMITS.urlMax && /^https?:\/\/\S+$/i.test(picture) ? picture : null;

function toNames(identity: ProviderIdentity): { firstName: string; lastName: string } {
  const localPart = identity.email.split('@')[0] ?? '';
  const [firstOfName = '', ...restOfName] = (identity.name ?? '').split(/\s+/).filter(Boolean);
  const firstName = identity.givenName ?? (firstOfName || localPart || 'Membre');
  const lastName = identity.familyName ?? restOfName.join(' ');
  return { firstName: clip(firstName, LIMITS.nameMax), lastName: clip(lastName, LIMITS.nameMax) };
}

async function createGoogleUser(db: Database, identity: ProviderIdentity): Promise<UserRow> {
  return createUser(db, {
    ...toNames(identity),
    username: await deriveAvailableUsername(db, identity.email),
    email: identity.email,
    // No password: the person may choose one later through « Mot de passe oublié ».
    passwordHash: null,
    role: 'user',
    profileImage: toProfileImage(identity.picture),
    googleSubject: identity.subject,
  });
}

async function linkGoogleAccount(db: Database, user: UserRow, identity: ProviderIdentity): Promise<UserRow> {
  if (user.googleSubject && user.googleSubject !== identity.subject) throw conflict(GOOGLE_MESSAGES.accountLinkedElsewhere);
  const [linked] = await db
    .update(users)
    .set({ googleSubject: identity.subject, profileImage: user.profileImage ?? toProfileImage(identity.picture) })
    .where(eq(users.id, user.id))
    .returning();
  // Registration never proved who owned this address; the provider now has. Whoever held a
  // session on the account until now must sign in again.
  await endAllSessions(db, user.id);
  return linked!;
}

/**
 * The account of the person the provider vouched for: the one already linked to their provider
 * subject, else the one with their verified e-mail (which gets linked), else a new one.
 */
export async function signInWithGoogleIdentity(db: Database, identity: ProviderIdentity): Promise<UserRow> {
  for (let attempt = 0; ; attempt += 1) {
    const linked = await findUserByGoogleSubject(db, identity.subject);
    if (linked) return linked;
    const sameEmail = await findUserByEmail(db, identity.email);
    if (sameEmail) return linkGoogleAccount(db, sameEmail, identity);
    try {
      return await createGoogleUser(db, identity);
    } catch (error) {
      // Two first sign-ins racing (a double click, or two newcomers deriving the same username):
      // the loser looks again and finds the winner's account or another free username.
      const isRace = attempt === 0 && ((error instanceof AppError && error.code === 'conflict') || isUniqueViolation(error));
      if (!isRace) throw error;
    }
  }
}

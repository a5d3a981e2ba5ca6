import { eq } from 'drizzle-orm';
import { LIMITS, PATHS } from '@action-plus/contract';
import type { AppContext } from '#context';
import type { Database } from '#db/client';
import { users } from '#db/schema';
import { AppError, isUniqueViolation } from '#lib/errors';
import { endAllSessions } from '../auth/end-sessions';
import { revokeOneTimeTokens } from '../auth/one-time-tokens';
import { googleTakeoverMail } from '../mail/templates';
import { createUser } from '../users/create-user';
import { deriveAvailableUsername } from '../users/derive-available-username';
import { findUserByEmail, lockUser, type UserRow } from '../users/user-repository';
import { GoogleSignInError } from './google-sign-in-error';
import type { ProviderIdentity } from './identity-provider';

async function findUserByGoogleSubject(db: Database, subject: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSubject, subject));
  return row;
}

const clip = (value: string, max: number) => value.slice(0, max).trim();

/** The provider's photo is kept only when it is a plain web address the profile would accept. */
const toProfileImage = (picture: string | undefined) => (picture && picture.length <= LIMITS.urlMax && /^https?:\/\/\S+$/i.test(picture) ? picture : null);

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
    // The provider vouched for the address (signInWithGoogleIdentity is only given verified ones).
    emailVerifiedAt: new Date(),
  });
}

/** An account whose owner already proved this address: linked, its password kept. */
async function linkGoogleAccount(db: Database, user: UserRow, identity: ProviderIdentity): Promise<UserRow> {
  if (user.googleSubject && user.googleSubject !== identity.subject) throw new GoogleSignInError('conflict');
  // A new way into the account: whoever held a session on it until now must sign in again.
  const linked = await endAllSessions(db, user.id, {
    googleSubject: identity.subject,
    profileImage: user.profileImage ?? toProfileImage(identity.picture),
  });
  return linked ?? user;
}

/**
 * An account registered with this address but never confirmed: nothing proved its holder owned
 * the address, and the provider now proves the person signing in does. So it becomes theirs alone
 * (the pre-hijack: someone registers victim@gmail.com with a password and waits): its password
 * goes, every session and pending link ends, the address is marked verified, and the address is
 * told by mail. Null when, under the lock, the account turns out confirmed or moved meanwhile: the
 * caller looks again.
 */
export async function takeOverUnverifiedAccount(
  context: Pick<AppContext, 'db' | 'config' | 'mailer'>,
  user: UserRow,
  identity: ProviderIdentity,
): Promise<UserRow | null> {
  if (user.googleSubject && user.googleSubject !== identity.subject) throw new GoogleSignInError('conflict');
  const takenOver = await context.db.transaction(async (transaction) => {
    // Looked at again under the account's lock: confirmed or moved to another address since it
    // was read, it is no longer the unproved account this takeover is for.
    const locked = await lockUser(transaction, user.id);
    if (!locked || locked.emailVerifiedAt !== null || locked.email.toLowerCase() !== identity.email.toLowerCase()) return null;
    const row = await endAllSessions(transaction, user.id, {
      googleSubject: identity.subject,
      passwordHash: null,
      emailVerifiedAt: new Date(),
      profileImage: locked.profileImage ?? toProfileImage(identity.picture),
    });
    await revokeOneTimeTokens(transaction, user.id);
    return row ?? null;
  });
  if (!takenOver) return null;
  const resetLink = `${context.config.publicUrl}${PATHS.forgotPassword}`;
  await context.mailer.queueMail({ to: takenOver.email, ...googleTakeoverMail({ firstName: takenOver.firstName, resetLink }) });
  return takenOver;
}

/**
 * The account of the person the provider vouched for: the one already linked to their provider
 * subject, else the one with their verified e-mail (linked if its address was verified, taken
 * over if not), else a new one.
 */
export async function signInWithGoogleIdentity(context: Pick<AppContext, 'db' | 'config' | 'mailer'>, identity: ProviderIdentity): Promise<UserRow> {
  const { db } = context;
  for (let attempt = 0; ; attempt += 1) {
    const linked = await findUserByGoogleSubject(db, identity.subject);
    if (linked) return linked;
    const sameEmail = await findUserByEmail(db, identity.email);
    if (sameEmail?.emailVerifiedAt) return linkGoogleAccount(db, sameEmail, identity);
    if (sameEmail) {
      const takenOver = await takeOverUnverifiedAccount(context, sameEmail, identity);
      if (takenOver) return takenOver;
      // Confirmed or moved meanwhile: look again, it will be linked, or the address is free.
      continue;
    }
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

import { z } from 'zod';
import { zText, ZEmailSchema, ZNewPasswordSchema } from './fields';
import { LIMITS } from './limits';
import { frenchNumber } from './french-typography';
import { ONE_TIME_LINK_DURATIONS_MS } from './password-reset';
import './zod-locale';

/**
 * Verified addresses and the changes that could hand an account to someone else (decision 013).
 *
 * - An address is verified by a link mailed to it (POST /api/auth/confirm-email), by an invitation
 *   or reset link used, or by Google's word. Until then nothing is linked to the account by e-mail.
 * - Changing the e-mail (POST /api/users/me/email) or the password (PUT /api/users/me/password)
 *   asks for the current password; an account without one proves itself by a recent Google
 *   sign-in instead.
 */

/** How recent a Google sign-in must be to stand in for the password of an account that has none. */
export const RECENT_SIGN_IN_MAX_AGE_MS = 10 * 60 * 1000;

/** At most this many confirmation links per account and per hour, sign-up and changes together. */
export const EMAIL_CONFIRMATION_MAILS_PER_HOUR = 3;

/** `count` and its unit, which agrees with it as French has it: singular below 2 (« 1 jour », « 1,5 jour »), plural from 2. */
export function countWithUnit(count: number, singular: string, plural: string): string {
  return `${frenchNumber(count)} ${count >= 2 ? plural : singular}`;
}

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
/** How long the links stay valid, as the pages and the mails say it. */
export const EMAIL_LINK_VALIDITY_TEXT = {
  email_verification: countWithUnit(ONE_TIME_LINK_DURATIONS_MS.email_verification / (24 * HOUR_MS), 'jour', 'jours'),
  email_change: countWithUnit(ONE_TIME_LINK_DURATIONS_MS.email_change / HOUR_MS, 'heure', 'heures'),
} as const;

/** How recent that Google sign-in must be, as the pages and the API's refusal say it. */
export const RECENT_SIGN_IN_MAX_AGE_TEXT = countWithUnit(RECENT_SIGN_IN_MAX_AGE_MS / MINUTE_MS, 'minute', 'minutes');

export const ACCOUNT_SECURITY_MESSAGES = {
  // The address and its confirmation
  confirmationSent: `Un lien de confirmation vient de vous être envoyé par e-mail. Il est valable ${EMAIL_LINK_VALIDITY_TEXT.email_verification}.`,
  alreadyVerified: 'Votre adresse e-mail est déjà confirmée.',
  tooManyConfirmationMails: 'Trop de liens de confirmation envoyés pour ce compte. Réessayez dans une heure.',
  // Confirming it
  emailConfirmed: 'Votre adresse e-mail est confirmée. Merci\u202f!',
  emailChangeConfirmed: 'Votre nouvelle adresse e-mail est confirmée\u00a0: elle est désormais celle de votre compte.',
  tokenRequired: 'Le lien de confirmation est incomplet.',
  linkUnknown: "Ce lien de confirmation n'est pas valide. Demandez un nouveau lien depuis votre profil.",
  linkExpired: 'Ce lien de confirmation a expiré. Demandez un nouveau lien depuis votre profil.',
  linkUsed: 'Ce lien de confirmation a déjà été utilisé.',
  linkOutdated: "Ce lien confirme une adresse qui n'est plus celle de votre compte.",
  // Proving who one is before a change
  currentPasswordRequired: 'Le mot de passe actuel est obligatoire.',
  wrongCurrentPassword: 'Le mot de passe actuel est incorrect.',
  /** The server's refusal, when the Google sign-in of an account without a password is too old. */
  recentSignInRequired: `Pour cette modification, votre dernière connexion avec Google doit dater de moins de ${RECENT_SIGN_IN_MAX_AGE_TEXT}\u00a0: déconnectez-vous puis reconnectez-vous avec Google.`,
  // Changing the address
  sameEmail: "C'est déjà l'adresse de votre compte.",
  emailChangeRequested: (email: string) =>
    `Un lien de confirmation a été envoyé à ${email}. Votre adresse ne changera qu'une fois ce lien ouvert (valable ${EMAIL_LINK_VALIDITY_TEXT.email_change}).`,
  emailChangeThroughForm: "Pour changer d'adresse e-mail, utilisez le formulaire « Changer d'adresse e-mail »\u00a0: la nouvelle adresse doit être confirmée.",
} as const;

export const ZCurrentPasswordSchema = zText('Le mot de passe actuel', { error: ACCOUNT_SECURITY_MESSAGES.currentPasswordRequired })
  .min(1, ACCOUNT_SECURITY_MESSAGES.currentPasswordRequired)
  .max(LIMITS.passwordMax, ACCOUNT_SECURITY_MESSAGES.wrongCurrentPassword);

export const ZConfirmEmailRequestSchema = z.object({
  token: zText('Le lien', { error: ACCOUNT_SECURITY_MESSAGES.tokenRequired })
    .trim()
    .min(1, ACCOUNT_SECURITY_MESSAGES.tokenRequired)
    .max(200, ACCOUNT_SECURITY_MESSAGES.linkUnknown),
});
export type TConfirmEmailRequest = z.infer<typeof ZConfirmEmailRequestSchema>;

/** `currentPassword` is omitted by an account without a password (a recent Google sign-in stands in). */
export const ZChangeEmailRequestSchema = z.object({
  email: ZEmailSchema,
  currentPassword: ZCurrentPasswordSchema.optional(),
});
export type TChangeEmailRequest = z.infer<typeof ZChangeEmailRequestSchema>;

export const ZChangePasswordRequestSchema = z.object({
  currentPassword: ZCurrentPasswordSchema.optional(),
  password: ZNewPasswordSchema,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequestSchema>;

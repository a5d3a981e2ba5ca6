import { INVITATION_QUERY_PARAM } from './pages';
import { PATHS } from './paths';

/**
 * One-time links. Password reset and invitation lead to one page:
 *   `${PUBLIC_URL}/reset-password?token=<raw token>`                for a password reset,
 *   `${PUBLIC_URL}/reset-password?token=<raw token>&invitation=1`   for an invitation,
 * and the page posts the token with the chosen password to POST /api/auth/reset-password, which
 * accepts both kinds. The `invitation` marker only changes the page's wording.
 * Address confirmations (after sign-up, or for a new address) lead to
 *   `${PUBLIC_URL}/confirm-email?token=<raw token>`
 * whose page posts the token to POST /api/auth/confirm-email: never confirmed by the GET itself,
 * since mail scanners open links.
 */
export const ONE_TIME_LINK_PURPOSES = ['password_reset', 'invitation', 'email_verification', 'email_change'] as const;
export type TOneTimeLinkPurpose = (typeof ONE_TIME_LINK_PURPOSES)[number];

export const ONE_TIME_LINK_DURATIONS_MS = {
  password_reset: 60 * 60 * 1000,
  invitation: 7 * 24 * 60 * 60 * 1000,
  email_verification: 7 * 24 * 60 * 60 * 1000,
  email_change: 24 * 60 * 60 * 1000,
} as const satisfies Record<TOneTimeLinkPurpose, number>;

/** At most this many reset mails per account and per hour, whoever asks: nobody can flood a mailbox. */
export const PASSWORD_RESET_MAILS_PER_HOUR = 3;

/** The path (and query) of a one-time link; the server prefixes PUBLIC_URL. */
export function buildOneTimeLinkPath(token: string, purpose: TOneTimeLinkPurpose): string {
  const query = new URLSearchParams({ token });
  if (purpose === 'email_verification' || purpose === 'email_change') return `${PATHS.confirmEmail}?${query.toString()}`;
  if (purpose === 'invitation') query.set(INVITATION_QUERY_PARAM, '1');
  return `${PATHS.resetPassword}?${query.toString()}`;
}

export const PASSWORD_RESET_MESSAGES = {
  /** Spec §8: every outcome of a reset request, failures included, shows this one sentence. */
  requestAnswer: 'Un e-mail de réinitialisation a été envoyé à votre adresse e-mail si elle existe dans notre système.',
  passwordChanged: 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.',
  passwordChosen: 'Votre mot de passe est enregistré. Vous pouvez maintenant vous connecter.',
  linkUnknown: "Ce lien n'est pas valide. Demandez un nouveau lien de réinitialisation.",
  linkExpired: 'Ce lien a expiré. Demandez un nouveau lien de réinitialisation.',
  linkUsed: 'Ce lien a déjà été utilisé. Demandez un nouveau lien de réinitialisation.',
  tokenRequired: 'Le lien de réinitialisation est incomplet.',
  /** The page's title, which the server writes into the page's head. */
  forgotTitle: 'Mot de passe oublié',
} as const;

import { LIMITS } from '@action-plus/contract';

/**
 * What the shared code (`lib/`, `components/`) says, for every feature: it cannot read a feature's
 * or the shell's messages, which sit above it.
 */
export const SHARED_MESSAGES = {
  /** A new password typed twice (sign-up, reset, the profile's password change). */
  confirmPasswordRequired: 'Veuillez confirmer le mot de passe.',
  passwordsDoNotMatch: 'Les mots de passe ne correspondent pas.',
  newPasswordHint: `Au moins ${LIMITS.passwordMin} caractères.`,
  confirmPasswordLabel: 'Confirmer le mot de passe',
  /** The design system's close buttons and live regions. */
  closeDialog: 'Fermer',
  closeAlert: 'Fermer le message',
  closeToast: 'Fermer la notification',
  toastsRegion: 'Notifications',
  loading: 'Chargement...',
  /** The button of a read that failed (`QueryFailedAlert`): it reads again. */
  retry: 'Réessayer',
  /** Under a table wider than a phone's screen. */
  scrollTableHint: 'Faites défiler le tableau sur le côté pour voir toutes les colonnes.',
  /** Under the opening hours: « Fermeture : du 1er au 15 août 2026 (congés d'été) ». */
  closure: (days: string, reason: string) => `Fermeture\u00a0: ${days} (${reason})`,
} as const;

/** The invitation to become a member, on the home and about pages. */
export const MEMBERSHIP_INVITATION_MESSAGES = {
  title: "Devenez membre de l'association",
  memberText:
    "Adhérer, c'est soutenir nos actions, prendre part aux décisions de l'association et recevoir votre carte de membre. La cotisation se règle depuis votre espace.",
  visitorText:
    "Adhérer, c'est soutenir nos actions, prendre part aux décisions de l'association et recevoir votre carte de membre. Créez votre compte, puis réglez votre cotisation depuis votre espace\u202f; vous avez déjà un compte\u202f? Connectez-vous pour adhérer.",
  join: "Adhérer à l'association",
  createAccount: 'Créer mon compte',
  logInToJoin: 'Se connecter pour adhérer',
} as const;

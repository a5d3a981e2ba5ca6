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
} as const;

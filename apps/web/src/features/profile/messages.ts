import { RECENT_SIGN_IN_MAX_AGE_TEXT } from '@action-plus/contract';

/**
 * What the profile's forms say that the API never says: labels, help, busy states, client-side
 * errors. What the API answers (wrong current password, address already taken…) is in the contract.
 */
export const PROFILE_PAGE_MESSAGES = {
  profileUpdated: 'Votre profil a été mis à jour avec succès\u202f!',
  profileUpdateFailed: 'Une erreur est survenue lors de la mise à jour de votre profil.',
  exportFailed: "L'export de vos données a échoué. Veuillez réessayer.",
  adminBadge: 'Administrateur',
  sectionsLabel: 'Sections du profil',
  memberSince: 'Membre depuis',

  // Account settings.
  settingsTitle: 'Paramètres du compte',
  firstNameLabel: 'Prénom',
  lastNameLabel: 'Nom',
  emailLabel: 'Adresse e-mail',
  profileImageLabel: "Photo de profil (adresse de l'image)",
  profileImagePlaceholder: 'https://…',
  saveBusy: 'Enregistrement...',
  save: 'Enregistrer les modifications',

  // Personal data.
  dataTitle: 'Mes données',
  exportBusy: 'Préparation...',
  exportSubmit: 'Télécharger mes données',

  // Deleting the account.
  dangerTitle: 'Zone de danger',
  deleteAccount: 'Supprimer mon compte',
  deleteIrreversible: 'Cette action est irréversible.',
  deleteConfirmationLabel: (word: string) => `Pour confirmer, tapez ${word}`,
  cancel: 'Annuler',
  deleteBusy: 'Suppression...',
  deleteSubmit: 'Supprimer définitivement',
  deleteFailed: 'La suppression du compte a échoué. Veuillez réessayer.',
} as const;

export const ACCOUNT_SECURITY_PAGE_MESSAGES = {
  emailVerified: 'Adresse e-mail confirmée',
  emailNotVerified: 'Adresse e-mail non confirmée',
  emailNotVerifiedHelp:
    "Confirmez votre adresse avec le lien que nous vous avons envoyé par e-mail. Tant qu'elle n'est pas confirmée, rien n'est rattaché à votre compte par cette adresse.",
  resendConfirmation: 'Renvoyer le lien de confirmation',
  resendingConfirmation: 'Envoi en cours...',
  currentPasswordLabel: 'Mot de passe actuel',
  /** Shown beside the forms of an account without a password, true whenever it is read. */
  recentSignInHelp: `Votre compte n’a pas de mot de passe\u00a0: cette modification demande une connexion avec Google de moins de ${RECENT_SIGN_IN_MAX_AGE_TEXT}.`,
  changeEmailTitle: "Changer d'adresse e-mail",
  changeEmailHelp:
    "Votre nouvelle adresse ne remplacera l'actuelle qu'une fois confirmée par le lien que nous y enverrons. Votre adresse actuelle en sera avertie.",
  newEmailLabel: 'Nouvelle adresse e-mail',
  changeEmailSubmit: 'Envoyer le lien de confirmation',
  changeEmailSubmitting: 'Envoi en cours...',
  emailFieldHelp: "Pour la modifier, utilisez le formulaire « Changer d'adresse e-mail » ci-dessous.",
  changePasswordTitle: 'Changer de mot de passe',
  choosePasswordTitle: 'Choisir un mot de passe',
  changePasswordHelp: 'Vos autres sessions (autres navigateurs, autres appareils) seront fermées\u202f; vous restez connecté ici.',
  changePasswordSubmit: 'Changer le mot de passe',
  changePasswordSubmitting: 'Enregistrement...',
  passwordChanged: 'Votre mot de passe a été modifié. Vos autres sessions ont été fermées.',
} as const;

/** The profile's choice of event reminders (users.event_reminders_enabled). */
export const EVENT_REMINDERS_SETTING_MESSAGES = {
  label: 'Recevoir les rappels des événements',
  hint: "Un rappel la veille de chaque événement auquel vous êtes inscrit, et un message si sa date, son heure ou son lieu change ou s'il est annulé. Les confirmations de vos inscriptions arrivent toujours.",
} as const;

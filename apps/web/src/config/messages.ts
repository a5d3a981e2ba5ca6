/** Words of the site's shell (navigation, layout) that are not API messages. */
export const SHELL_MESSAGES = {
  skipToContent: 'Aller au contenu principal',
  loading: 'Chargement...',
  notFoundTitle: 'Page non trouvée',
  notFoundText: "La page que vous cherchez n'existe pas ou a été déplacée.",
  backHome: "Retour à l'accueil",
  logout: 'Déconnexion',
  menu: 'Menu',
} as const;

/** Words of the login, registration and password forms that the API never says. */
export const AUTH_FORM_MESSAGES = {
  confirmPasswordRequired: 'Veuillez confirmer le mot de passe.',
  registerFailedWithCause: "Erreur lors de l'inscription: ",
} as const;

export const FORGOT_PASSWORD_MESSAGES = {
  title: 'Mot de passe oublié',
  submit: 'Envoyer le lien de réinitialisation',
  submitting: 'Envoi en cours...',
  backToLogin: 'Retour à la connexion',
  /** Spec §8: every outcome of a reset request, failures included, shows this one sentence. */
  requestAnswer: 'Un e-mail de réinitialisation a été envoyé à votre adresse e-mail si elle existe dans notre système.',
} as const;

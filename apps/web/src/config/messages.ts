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

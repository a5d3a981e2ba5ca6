import { EMAIL_LINK_VALIDITY_TEXT } from '@action-plus/contract';

/**
 * What the sign-in, sign-up, password and address-confirmation pages say that the API never says:
 * titles, buttons, busy states, client-side errors. What the API answers (wrong password, link
 * expired…) is in the contract (`AUTH_MESSAGES`, `GOOGLE_MESSAGES`, `PASSWORD_RESET_MESSAGES`,
 * `ACCOUNT_SECURITY_MESSAGES`).
 */
export const AUTH_PAGE_MESSAGES = {
  registerIntro: 'Rejoignez notre communauté et participez à nos événements.',
  /** The account is open at once, its address still to confirm: the sign-up mailed the link. */
  registerSuccess: `Inscription réussie\u202f! Bienvenue\u202f! Confirmez votre adresse e-mail avec le lien que nous venons de vous envoyer (valable ${EMAIL_LINK_VALIDITY_TEXT.email_verification}).`,
  /** Under the sign-up form, with links to the terms and to the privacy policy (the latter's basis for an account). */
  registerConsentBeforeTerms: 'En créant un compte, vous acceptez nos ',
  registerConsentTermsLink: "conditions d'utilisation",
  registerConsentBeforePrivacy: '. Les données que nous conservons, pourquoi et combien de temps, et vos droits\u00a0: notre ',
  registerConsentPrivacyLink: 'politique de confidentialité',
  loginFailed: 'Erreur lors de la connexion',
  registerFailed: "Erreur lors de l'inscription",
  registerFailedWithCause: "Erreur lors de l'inscription\u00a0: ",
  /** Spec §8: the sign-up form's own sentence when the server does not answer. */
  registerNoResponse: 'Aucune réponse du serveur. Veuillez vérifier votre connexion.',
  loginTitle: 'Connexion',
  loginIntro: 'Heureux de vous revoir\u202f! Connectez-vous à votre espace membre.',
  noAccountYet: 'Pas encore de compte\u202f?',
  createAccount: 'Créer un compte',
  identifierLabel: "E-mail ou nom d'utilisateur",
  passwordLabel: 'Mot de passe',
  forgotPasswordLink: 'Mot de passe oublié\u202f?',
  loginBusy: 'Connexion...',
  loginSubmit: 'Se connecter',
  registerTitle: 'Inscription',
  alreadyRegistered: 'Déjà inscrit\u202f?',
  firstNameLabel: 'Prénom',
  lastNameLabel: 'Nom',
  usernameLabel: "Nom d'utilisateur",
  emailLabel: 'Adresse e-mail',
  registerBusy: 'Inscription...',
  registerSubmit: "S'inscrire",
  /** Above the kinds of mail one may choose at sign-up (issue 27), all unchecked. */
  mailConsentsLegend: 'Les mails de l’association (facultatif)',
  newPasswordLabel: 'Nouveau mot de passe',
  forgotIntro: 'Indiquez votre adresse e-mail\u00a0: nous vous enverrons un lien pour choisir un nouveau mot de passe.',
} as const;

export const GOOGLE_PAGE_MESSAGES = {
  landingTitle: 'Connexion avec Google',
  signInButton: 'Continuer avec Google',
  registerButton: "S'inscrire avec Google",
  pending: 'Connexion avec Google...',
  landingPending: 'Connexion avec Google en cours…',
  landingSuccess: 'Connexion réussie. Vous pouvez fermer cette fenêtre.',
  backToLogin: 'Retour à la connexion',
  popupBlocked: 'Votre navigateur a bloqué la fenêtre de connexion. Vérifiez les autorisations de fenêtres pop-up.',
  registerFailed: "Erreur lors de l'inscription avec Google.",
} as const;

export const GOOGLE_POPUP_TIMINGS = {
  /**
   * After the popup looks closed, how long to still wait for its result (spec §9: 8 s). A provider
   * page may cut the link between the popup and the site, making it look closed while the person
   * is still signing in.
   */
  popupClosedGraceMs: 8000,
  /** How often the page checks whether the person closed the popup. */
  popupPollMs: 500,
} as const;

export const PASSWORD_RESET_PAGE_MESSAGES = {
  resetTitle: 'Nouveau mot de passe',
  invitationTitle: 'Choisissez votre mot de passe',
  askNewLink: 'Demander un nouveau lien',
  submit: 'Enregistrer le mot de passe',
  submitting: 'Enregistrement...',
  forgotSubmit: 'Envoyer le lien de réinitialisation',
  forgotSubmitting: 'Envoi en cours...',
  backToLogin: 'Retour à la connexion',
} as const;

export const EMAIL_CONFIRMATION_PAGE_MESSAGES = {
  confirmTitle: 'Confirmation de votre adresse e-mail',
  confirmIntro: 'Cliquez sur le bouton ci-dessous pour confirmer votre adresse e-mail.',
  confirmSubmit: 'Confirmer mon adresse e-mail',
  confirmSubmitting: 'Confirmation en cours...',
  goToProfile: 'Aller à mon profil',
} as const;

/** Sign-in rules and messages; the requests' and answers' schemas are in auth-schemas.ts. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Identifiant ou mot de passe incorrect.',
  emailTaken: 'Un compte existe déjà avec cette adresse e-mail.',
  usernameTaken: "Ce nom d'utilisateur est déjà pris.",
  invalidRefreshToken: 'Votre session a expiré. Veuillez vous reconnecter.',
  /** A refresh cookie already exchanged came back: someone else may hold a copy, so the session is closed. */
  refreshTokenReused: 'Par sécurité, votre session a été fermée\u00a0: elle a été utilisée ailleurs. Veuillez vous reconnecter.',
  /** Two tabs refreshed with the same cookie at once; the other one won, and the browser now holds its cookie. */
  refreshRaced: "Votre session vient d'être renouvelée dans un autre onglet. Veuillez réessayer.",
  loggedOut: 'Vous êtes déconnecté.',
  tooManyLoginFailures: (minutes: number) => `Trop de tentatives de connexion pour ce compte. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
} as const;

/**
 * Failed logins allowed per account in each window, one count whether it is named by e-mail or
 * username and shared with the profile's current-password check (or per identifier nobody has,
 * throttled alike), whichever instance answers them; past it, every attempt on that account
 * answers 429 until the window ends, even with the right password.
 */
export const LOGIN_THROTTLE = {
  maxFailures: 5,
  windowMinutes: 15,
} as const;

/** How long things last, in seconds. */
export const AUTH_DURATIONS = {
  accessTokenSeconds: 15 * 60,
  /** A session unused this long ends; each refresh pushes it back (never past `sessionMaxSeconds`). */
  refreshTokenSeconds: 14 * 24 * 60 * 60,
  /** A session ends this long after its sign-in, however often it is used: then the password again. */
  sessionMaxSeconds: 30 * 24 * 60 * 60,
  /**
   * A refresh cookie presented again this soon after it was exchanged is taken for two tabs racing
   * (answered 409, to be retried with the new cookie), not for a stolen copy.
   */
  refreshRaceGraceSeconds: 10,
} as const;

export const REFRESH_COOKIE_NAME = 'ap_refresh';

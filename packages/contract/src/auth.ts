import { z } from 'zod';
import { LIMITS, ZEmailSchema, ZNameSchema, ZNewPasswordSchema, ZUsernameSchema } from './fields';
import { ZUserSchema } from './users';

export const ZRegisterRequestSchema = z.object({
  firstName: ZNameSchema('Le prénom'),
  lastName: ZNameSchema('Le nom'),
  username: ZUsernameSchema,
  email: ZEmailSchema,
  password: ZNewPasswordSchema,
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequestSchema>;

/** `email` carries the identifier the person typed: an e-mail address or a username (spec §7). */
export const ZLoginRequestSchema = z.object({
  email: z
    .string({ error: "L'e-mail ou le nom d'utilisateur est obligatoire." })
    .trim()
    .min(1, "L'e-mail ou le nom d'utilisateur est obligatoire.")
    .max(LIMITS.emailMax, "L'e-mail ou le nom d'utilisateur est trop long."),
  password: z
    .string({ error: 'Le mot de passe est obligatoire.' })
    .min(1, 'Le mot de passe est obligatoire.')
    .max(LIMITS.passwordMax, 'Le mot de passe est trop long.'),
});
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>;

export const ZAuthResponseSchema = z.object({ access_token: z.string(), user: ZUserSchema });
export type TAuthResponse = z.infer<typeof ZAuthResponseSchema>;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Identifiant ou mot de passe incorrect.',
  emailTaken: 'Un compte existe déjà avec cette adresse e-mail.',
  usernameTaken: "Ce nom d'utilisateur est déjà pris.",
  invalidRefreshToken: 'Votre session a expiré. Veuillez vous reconnecter.',
  /** A refresh cookie already exchanged came back: someone else may hold a copy, so the session is closed. */
  refreshTokenReused: 'Par sécurité, votre session a été fermée : elle a été utilisée ailleurs. Veuillez vous reconnecter.',
  /** Two tabs refreshed with the same cookie at once; the other one won, and the browser now holds its cookie. */
  refreshRaced: "Votre session vient d'être renouvelée dans un autre onglet. Veuillez réessayer.",
  loggedOut: 'Vous êtes déconnecté.',
  passwordsDoNotMatch: 'Les mots de passe ne correspondent pas.',
  registerSuccess: 'Inscription réussie! Bienvenue!',
  loginFailed: 'Erreur lors de la connexion',
  registerFailed: "Erreur lors de l'inscription",
  noServerResponse: 'Aucune réponse du serveur. Veuillez vérifier votre connexion.',
  tooManyLoginFailures: (minutes: number) =>
    `Trop de tentatives de connexion pour ce compte. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
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

import { z } from 'zod';
import { COMMON_MESSAGES } from './common';
import { zText } from './fields';
import './zod-locale';

/**
 * Sign in with Google (OpenID Connect, any standard issuer). The browser never tells the server who
 * the person is: the server reads it from an ID token it verified itself.
 */

export const GOOGLE_SIGN_IN_MODES = ['popup', 'redirect'] as const;
export const ZGoogleSignInModeSchema = z.enum(GOOGLE_SIGN_IN_MODES);
export type TGoogleSignInMode = z.infer<typeof ZGoogleSignInModeSchema>;

export const GOOGLE_MESSAGES = {
  signInFailed: 'Une erreur est survenue lors de la connexion avec Google.',
  credentialRequired: "La connexion avec Google exige un jeton d'identité vérifiable (champ « credential »).",
  invalidCredential: "Le jeton d'identité Google est invalide ou a expiré. Veuillez réessayer.",
  emailNotVerified: "L'adresse e-mail de ce compte Google n'est pas vérifiée\u00a0: impossible de vous connecter avec ce compte.",
  disabled: "La connexion avec Google n'est pas activée sur ce site.",
  unavailable: 'Le service de connexion Google est momentanément indisponible. Veuillez réessayer plus tard.',
  expired: 'La demande de connexion avec Google a expiré ou a déjà servi. Veuillez réessayer.',
  accountLinkedElsewhere: 'Ce compte est déjà associé à un autre compte Google.',
} as const;

/**
 * What went wrong, as the server's callback tells the page /connexion/google in its query string:
 * a code, never free text, so nobody can make the site display a sentence of their choosing.
 */
export const GOOGLE_SIGN_IN_ERROR_CODES = [
  'cancelled',
  'unverified_email',
  'expired',
  'unavailable',
  'disabled',
  'conflict',
  'too_many_requests',
  'failed',
] as const;
export const ZGoogleSignInErrorCodeSchema = z.enum(GOOGLE_SIGN_IN_ERROR_CODES);
export type TGoogleSignInErrorCode = z.infer<typeof ZGoogleSignInErrorCodeSchema>;

/**
 * What the server answers and the page /connexion/google shows for the code the server's callback gives it.
 * `cancelled` has no message: a person who closes the provider's window or says no is left alone.
 */
export const GOOGLE_SIGN_IN_ERROR_MESSAGES: Record<TGoogleSignInErrorCode, string> = {
  cancelled: '',
  unverified_email: GOOGLE_MESSAGES.emailNotVerified,
  expired: GOOGLE_MESSAGES.expired,
  unavailable: GOOGLE_MESSAGES.unavailable,
  disabled: GOOGLE_MESSAGES.disabled,
  conflict: GOOGLE_MESSAGES.accountLinkedElsewhere,
  too_many_requests: COMMON_MESSAGES.tooManyRequests,
  failed: GOOGLE_MESSAGES.signInFailed,
};

/** GET /api/auth/google/start */
export const ZGoogleStartQuerySchema = z.object({ mode: ZGoogleSignInModeSchema.catch('popup') });
export type TGoogleStartQuery = z.infer<typeof ZGoogleStartQuerySchema>;

/** The page the callback lands on: /connexion/google?status=…&mode=…&error=… */
export const ZGoogleLandingQuerySchema = z.object({
  status: z.enum(['ok', 'error']).catch('error'),
  mode: ZGoogleSignInModeSchema.catch('redirect'),
  error: ZGoogleSignInErrorCodeSchema.optional().catch('failed'),
});
export type TGoogleLandingQuery = z.infer<typeof ZGoogleLandingQuerySchema>;

/** GET /api/auth/google/config: the buttons show only when the site has a client id. */
export const ZGoogleConfigResponseSchema = z.object({ enabled: z.boolean() });
export type TGoogleConfigResponse = z.infer<typeof ZGoogleConfigResponseSchema>;

/** GET /api/auth/google/nonce: the nonce a credential for POST /api/auth/google-login must carry. */
export const ZGoogleNonceResponseSchema = z.object({ nonce: z.string() });
export type TGoogleNonceResponse = z.infer<typeof ZGoogleNonceResponseSchema>;

/**
 * POST /api/auth/google-login. Only an ID token the server can verify is accepted; the
 * specification's `{userData: {email, displayName, photoURL}}` proves nothing and is refused.
 */
export const ZGoogleLoginRequestSchema = z.object({
  credential: zText("L'identification Google", { error: GOOGLE_MESSAGES.credentialRequired })
    .trim()
    .min(1, GOOGLE_MESSAGES.credentialRequired)
    .max(8192, GOOGLE_MESSAGES.invalidCredential),
});
export type TGoogleLoginRequest = z.infer<typeof ZGoogleLoginRequestSchema>;

export const GOOGLE_SIGN_IN_TIMINGS = {
  /** Oldest ID token accepted by POST /api/auth/google-login (spec §9: 300 s). */
  idTokenMaxAgeSeconds: 300,
  /** Requests to the identity provider (spec §9: 5 to 15 s). */
  providerTimeoutSeconds: 10,
  /** How long a started sign-in may take before its state, nonce and PKCE verifier expire. */
  transactionSeconds: 10 * 60,
} as const;

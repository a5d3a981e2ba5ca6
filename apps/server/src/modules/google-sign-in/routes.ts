import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GOOGLE_MESSAGES,
  GOOGLE_SIGN_IN_TIMINGS,
  PATHS,
  ZAuthResponseSchema,
  ZErrorSchema,
  ZGoogleConfigResponseSchema,
  ZGoogleLoginRequestSchema,
  ZGoogleNonceResponseSchema,
  ZGoogleSignInModeSchema,
  ZGoogleStartQuerySchema,
  zText,
  type TGoogleSignInErrorCode,
  type TGoogleSignInMode,
} from '@action-plus/contract';
import { resolveJwtSecret } from '#config';
import type { AppContext } from '#context';
import { clearServerCookie, readServerCookie, setServerCookie, type ServerCookie } from '#lib/cookies';
import { unauthorized } from '#lib/errors';
import { startSession } from '../auth/sessions';
import { GoogleSignInError } from './google-sign-in-error';
import { createAuthorizationChecks, createIdentityProvider, createNonce, IdentityProviderRefusalError } from './identity-provider';
import { createSealedValues } from './sealed-values';
import { signInWithGoogleIdentity } from './sign-in-with-google-identity';

export const GOOGLE_CALLBACK_PATH = '/api/auth/google/callback';
/** Lax, not Strict: the cookie must come back with the provider's redirect to the callback. */
const TRANSACTION_COOKIE: ServerCookie = { name: 'ap_google_transaction', path: '/api/auth/google', sameSite: 'lax' };
const NONCE_COOKIE: ServerCookie = { name: 'ap_google_nonce', path: '/api/auth', sameSite: 'strict' };

const ZTransactionSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  mode: ZGoogleSignInModeSchema,
});
const ZNonceSchema = z.object({ nonce: z.string() });

const ZCallbackQuerySchema = z.object({
  code: zText('Le code de Google').max(4096).optional(),
  state: zText("L'état de la connexion").max(1024).optional(),
  error: zText("L'erreur de Google").max(256).optional(),
});

const landingUrl = (mode: TGoogleSignInMode, error?: TGoogleSignInErrorCode) =>
  `${PATHS.googleSignIn}?${new URLSearchParams({ status: error ? 'error' : 'ok', mode, ...(error ? { error } : {}) })}`;

/** The code the page /connexion/google shows a message for, from whatever went wrong. */
function toErrorCode(error: unknown): TGoogleSignInErrorCode {
  if (error instanceof GoogleSignInError) return error.failure;
  if ((error as { statusCode?: number }).statusCode === 429) return 'too_many_requests';
  return 'failed';
}

const routes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { config } = context;
  const { clientId, clientSecret, issuer } = config.google;
  const isEnabled = clientId !== undefined;
  const identityProvider = clientId
    ? createIdentityProvider({ clientId, clientSecret, issuer, redirectUri: `${config.publicUrl}${GOOGLE_CALLBACK_PATH}` })
    : null;
  const sealedValues = createSealedValues(resolveJwtSecret(config));

  function requireIdentityProvider() {
    if (!identityProvider) throw new GoogleSignInError('disabled');
    return identityProvider;
  }

  async function readTransaction(request: FastifyRequest) {
    return sealedValues.open(TRANSACTION_COOKIE.name, readServerCookie(request, TRANSACTION_COOKIE), ZTransactionSchema);
  }

  /** Where the browser goes when the sign-in started or ended badly: the page says why, in French. */
  async function redirectToLanding(request: FastifyRequest, reply: FastifyReply, error?: TGoogleSignInErrorCode) {
    const transaction = await readTransaction(request);
    clearServerCookie(reply, TRANSACTION_COOKIE);
    return reply.header('cache-control', 'no-store').redirect(landingUrl(transaction?.mode ?? 'redirect', error), 302);
  }

  app.get('/api/auth/google/config', { schema: { tags: ['auth'], response: { 200: ZGoogleConfigResponseSchema } } }, async () => ({ enabled: isEnabled }));

  app.get(
    '/api/auth/google/start',
    {
      schema: { tags: ['auth'], querystring: ZGoogleStartQuerySchema, response: { 302: z.null(), 404: ZErrorSchema, 502: ZErrorSchema } },
      // A navigation, in a popup or the whole page: failures end on /connexion/google, never as JSON.
      errorHandler: (error, request, reply) => {
        request.log.warn({ err: error }, 'connexion avec Google non démarrée');
        const mode = ZGoogleStartQuerySchema.parse(request.query ?? {}).mode;
        return reply.header('cache-control', 'no-store').redirect(landingUrl(mode, toErrorCode(error)), 302);
      },
    },
    async (request, reply) => {
      const provider = requireIdentityProvider();
      const checks = await createAuthorizationChecks();
      const authorizationUrl = await provider.buildAuthorizationUrl(checks);
      const transaction = await sealedValues.seal(TRANSACTION_COOKIE.name, { ...checks, mode: request.query.mode }, GOOGLE_SIGN_IN_TIMINGS.transactionSeconds);
      setServerCookie(reply, config.publicUrl, TRANSACTION_COOKIE, transaction, GOOGLE_SIGN_IN_TIMINGS.transactionSeconds);
      return reply.header('cache-control', 'no-store').redirect(authorizationUrl.href, 302);
    },
  );

  app.get(
    GOOGLE_CALLBACK_PATH,
    {
      config: { rateLimit: context.signInRateLimit },
      schema: { tags: ['auth'], querystring: ZCallbackQuerySchema, response: { 302: z.null() } },
      errorHandler: (error, request, reply) => {
        const code = toErrorCode(error);
        if (code === 'failed' || code === 'unavailable') request.log.warn({ err: error }, 'connexion avec Google en échec');
        return redirectToLanding(request, reply, code);
      },
    },
    async (request, reply) => {
      const provider = requireIdentityProvider();
      const transaction = await readTransaction(request);
      // The person said no, or closed the provider's page: nothing to report.
      if (request.query.error === 'access_denied') return redirectToLanding(request, reply, 'cancelled');
      if (request.query.error) throw new IdentityProviderRefusalError(new Error(request.query.error));
      // No transaction, or another one than the provider answers: a stale tab, a second sign-in
      // started meanwhile, or a forged callback. openid-client compares the states.
      if (!transaction || request.query.state !== transaction.state) throw new GoogleSignInError('expired');
      const rawQuery = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      const identity = await provider.exchangeCode(rawQuery, transaction);
      const user = await signInWithGoogleIdentity(context, identity);
      // The session starts like a password login's: refresh cookie now, access token from
      // POST /api/auth/refresh-token on the page, so no token ever travels in a URL.
      await startSession(context, reply, user);
      return redirectToLanding(request, reply);
    },
  );

  app.get(
    '/api/auth/google/nonce',
    { schema: { tags: ['auth'], response: { 200: ZGoogleNonceResponseSchema, 404: ZErrorSchema } } },
    async (_request, reply) => {
      requireIdentityProvider();
      const nonce = await createNonce();
      const sealed = await sealedValues.seal(NONCE_COOKIE.name, { nonce }, GOOGLE_SIGN_IN_TIMINGS.transactionSeconds);
      setServerCookie(reply, config.publicUrl, NONCE_COOKIE, sealed, GOOGLE_SIGN_IN_TIMINGS.transactionSeconds);
      return reply.header('cache-control', 'no-store').send({ nonce });
    },
  );

  app.post(
    '/api/auth/google-login',
    {
      config: { rateLimit: context.signInRateLimit },
      schema: {
        tags: ['auth'],
        body: ZGoogleLoginRequestSchema,
        response: {
          200: ZAuthResponseSchema,
          400: ZErrorSchema,
          401: ZErrorSchema,
          403: ZErrorSchema,
          404: ZErrorSchema,
          409: ZErrorSchema,
          429: ZErrorSchema,
          502: ZErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const provider = requireIdentityProvider();
      const issued = await sealedValues.open(NONCE_COOKIE.name, readServerCookie(request, NONCE_COOKIE), ZNonceSchema);
      // A nonce serves once: whatever the outcome, this browser asks for a new one next time.
      clearServerCookie(reply, NONCE_COOKIE);
      const { identity, nonce } = await provider.verifyCredential(request.body.credential);
      // The token must answer a request this very browser started here: one copied from elsewhere
      // (another site's login, a log file) carries no nonce or another one.
      if (!issued || nonce !== issued.nonce) throw unauthorized(GOOGLE_MESSAGES.invalidCredential);
      const user = await signInWithGoogleIdentity(context, identity);
      return startSession(context, reply, user);
    },
  );
};

/**
 * Sign in with Google. Registered at the top level for one reason: the pages of the popup must be
 * served without the site's Cross-Origin-Opener-Policy, which would cut the popup from the page
 * that opened it on its way back from the provider.
 */
export const googleSignInRoutes = fp(
  async (app, options: { context: AppContext }) => {
    // A synchronous hook, run after the security headers': every request passes here.
    app.addHook('onRequest', (request, reply, done) => {
      const { url } = request;
      if (url === PATHS.googleSignIn || url.startsWith(`${PATHS.googleSignIn}?`) || url.startsWith(`${TRANSACTION_COOKIE.path}/`)) {
        reply.header('cross-origin-opener-policy', 'unsafe-none');
      }
      done();
    });
    await app.register(routes, options);
  },
  { name: 'action-plus-google-sign-in' },
);

import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as openid from 'openid-client';
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
  type TGoogleSignInErrorCode,
  type TGoogleSignInMode,
} from '@action-plus/contract';
import { resolveJwtSecret } from '../../config';
import type { AppContext } from '../../context';
import { AppError, notFound, unauthorized } from '../../lib/errors';
import { startSession } from '../auth/sessions';
import { createIdentityProvider, IdentityProviderRefusalError, IdentityProviderUnavailableError } from './identity-provider';
import { createSealedValues } from './sealed-values';
import { signInWithGoogleIdentity } from './sign-in-with-google-identity';

export const GOOGLE_CALLBACK_PATH = '/api/auth/google/callback';
const TRANSACTION_COOKIE = 'ap_google_transaction';
const TRANSACTION_COOKIE_PATH = '/api/auth/google';
const NONCE_COOKIE = 'ap_google_nonce';
const NONCE_COOKIE_PATH = '/api/auth';

const ZTransactionSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  mode: ZGoogleSignInModeSchema,
});
const ZNonceSchema = z.object({ nonce: z.string() });

const ZCallbackQuerySchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(1024).optional(),
  error: z.string().max(256).optional(),
});

const landingUrl = (mode: TGoogleSignInMode, error?: TGoogleSignInErrorCode) =>
  `${PATHS.googleSignIn}?${new URLSearchParams({ status: error ? 'error' : 'ok', mode, ...(error ? { error } : {}) })}`;

/** The code the page /connexion/google shows a message for, from whatever went wrong. */
function toErrorCode(error: unknown): TGoogleSignInErrorCode {
  if (error instanceof IdentityProviderUnavailableError) return 'unavailable';
  if ((error as { statusCode?: number }).statusCode === 429) return 'too_many_requests';
  if (!(error instanceof AppError)) return 'failed';
  switch (error.detail) {
    case GOOGLE_MESSAGES.emailNotVerified:
      return 'unverified_email';
    case GOOGLE_MESSAGES.accountLinkedElsewhere:
      return 'conflict';
    case GOOGLE_MESSAGES.disabled:
      return 'disabled';
    case GOOGLE_MESSAGES.expired:
      return 'expired';
    default:
      return 'failed';
  }
}

const googleSignInRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { config } = context;
  const { clientId, clientSecret, issuer } = config.google;
  const isEnabled = clientId !== undefined;
  const identityProvider = clientId
    ? createIdentityProvider({ clientId, clientSecret, issuer, redirectUri: `${config.publicUrl}${GOOGLE_CALLBACK_PATH}` })
    : null;
  const sealedValues = createSealedValues(resolveJwtSecret(config));
  const isSecure = config.publicUrl.startsWith('https://');

  function requireIdentityProvider() {
    if (!identityProvider) throw notFound(GOOGLE_MESSAGES.disabled);
    return identityProvider;
  }

  async function readTransaction(request: FastifyRequest) {
    return sealedValues.open(TRANSACTION_COOKIE, request.cookies[TRANSACTION_COOKIE], ZTransactionSchema);
  }

  /** Where the browser goes when the sign-in started or ended badly: the page says why, in French. */
  async function redirectToLanding(request: FastifyRequest, reply: FastifyReply, error?: TGoogleSignInErrorCode) {
    const transaction = await readTransaction(request);
    reply.clearCookie(TRANSACTION_COOKIE, { path: TRANSACTION_COOKIE_PATH });
    return reply.header('cache-control', 'no-store').redirect(landingUrl(transaction?.mode ?? 'redirect', error), 302);
  }

  app.get(
    '/api/auth/google/config',
    { schema: { tags: ['auth'], response: { 200: ZGoogleConfigResponseSchema } } },
    async () => ({ enabled: isEnabled }),
  );

  app.get(
    '/api/auth/google/start',
    {
      schema: { tags: ['auth'], querystring: ZGoogleStartQuerySchema, response: { 302: z.null(), 404: ZErrorSchema, 502: ZErrorSchema } },
      // A navigation, in a popup or the whole page: failures end on /connexion/google, never as JSON.
      errorHandler: (error, request, reply) => {
        request.log.warn({ err: error }, 'Google sign-in could not start');
        const mode = ZGoogleStartQuerySchema.parse(request.query ?? {}).mode;
        return reply.header('cache-control', 'no-store').redirect(landingUrl(mode, toErrorCode(error)), 302);
      },
    },
    async (request, reply) => {
      const provider = requireIdentityProvider();
      const checks = { state: openid.randomState(), nonce: openid.randomNonce(), codeVerifier: openid.randomPKCECodeVerifier() };
      const authorizationUrl = await provider.buildAuthorizationUrl(checks);
      const transaction = await sealedValues.seal(TRANSACTION_COOKIE, { ...checks, mode: request.query.mode }, GOOGLE_SIGN_IN_TIMINGS.transactionSeconds);
      // Lax, not Strict: the cookie must come back with the provider's redirect to the callback.
      reply.setCookie(TRANSACTION_COOKIE, transaction, {
        httpOnly: true,
        sameSite: 'lax',
        secure: isSecure,
        path: TRANSACTION_COOKIE_PATH,
        maxAge: GOOGLE_SIGN_IN_TIMINGS.transactionSeconds,
      });
      return reply.header('cache-control', 'no-store').redirect(authorizationUrl.href, 302);
    },
  );

  app.get(
    GOOGLE_CALLBACK_PATH,
    {
      config: { rateLimit: context.authRateLimit },
      schema: { tags: ['auth'], querystring: ZCallbackQuerySchema, response: { 302: z.null() } },
      errorHandler: (error, request, reply) => {
        const code = toErrorCode(error);
        if (code === 'failed' || code === 'unavailable') request.log.warn({ err: error }, 'Google sign-in failed');
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
      if (!transaction || request.query.state !== transaction.state) throw new AppError('unauthorized', GOOGLE_MESSAGES.expired);
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
      const nonce = openid.randomNonce();
      reply.setCookie(NONCE_COOKIE, await sealedValues.seal(NONCE_COOKIE, { nonce }, GOOGLE_SIGN_IN_TIMINGS.transactionSeconds), {
        httpOnly: true,
        sameSite: 'strict',
        secure: isSecure,
        path: NONCE_COOKIE_PATH,
        maxAge: GOOGLE_SIGN_IN_TIMINGS.transactionSeconds,
      });
      return reply.header('cache-control', 'no-store').send({ nonce });
    },
  );

  app.post(
    '/api/auth/google-login',
    {
      config: { rateLimit: context.authRateLimit },
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
      const issued = await sealedValues.open(NONCE_COOKIE, request.cookies[NONCE_COOKIE], ZNonceSchema);
      // A nonce serves once: whatever the outcome, this browser asks for a new one next time.
      reply.clearCookie(NONCE_COOKIE, { path: NONCE_COOKIE_PATH });
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
export const googleSignInPlugin = fp(async (app, options: { context: AppContext }) => {
  app.addHook('onSend', async (request, reply) => {
    const pathname = request.url.split('?')[0];
    if (pathname === PATHS.googleSignIn || pathname?.startsWith(`${TRANSACTION_COOKIE_PATH}/`)) {
      reply.header('cross-origin-opener-policy', 'unsafe-none');
    }
  });
  await app.register(googleSignInRoutes, options);
});

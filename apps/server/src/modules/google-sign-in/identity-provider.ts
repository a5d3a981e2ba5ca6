import type * as OpenId from 'openid-client';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import { GOOGLE_MESSAGES, GOOGLE_SIGN_IN_TIMINGS } from '@action-plus/contract';
import { unauthorized } from '#lib/errors';
import { isLoopbackHost } from '#lib/loopback-hosts';
import { GoogleSignInError } from './google-sign-in-error';

export interface IdentityProviderSettings {
  clientId: string;
  clientSecret?: string;
  issuer: string;
  redirectUri: string;
}

/** Who the provider says the person is, read from an ID token whose signature was checked. */
export interface ProviderIdentity {
  subject: string;
  email: string;
  givenName?: string;
  familyName?: string;
  name?: string;
  picture?: string;
}

export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

const SCOPES = 'openid email profile';
// Google documents both spellings of its issuer in the ID tokens it signs.
const GOOGLE_BARE_ISSUER = 'accounts.google.com';

const optionalText = z
  .string()
  .optional()
  .catch(undefined)
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const ZIdentityClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().trim().min(3),
  // Some providers send the flag as a string.
  email_verified: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]).optional(),
  given_name: optionalText,
  family_name: optionalText,
  name: optionalText,
  picture: optionalText,
});

/** Only an e-mail address the provider itself vouches for may identify an account on this site. */
export function toProviderIdentity(claims: JWTPayload): ProviderIdentity {
  const parsed = ZIdentityClaimsSchema.safeParse(claims);
  if (!parsed.success) throw unauthorized(GOOGLE_MESSAGES.invalidCredential);
  const { sub, email, email_verified: isEmailVerified, given_name, family_name, name, picture } = parsed.data;
  if (isEmailVerified !== true) throw new GoogleSignInError('unverified_email');
  return { subject: sub, email, givenName: given_name, familyName: family_name, name, picture };
}

const isNetworkFailure = (error: unknown) => error instanceof TypeError || (error instanceof Error && ['TimeoutError', 'AbortError'].includes(error.name));

let openIdClient: Promise<typeof OpenId> | null = null;
/** openid-client and its OAuth library, loaded with the first sign-in: a site without Google never holds them. */
const loadOpenIdClient = () => (openIdClient ??= import('openid-client'));

/** What a sign-in started here checks when the provider sends the person back. */
export async function createAuthorizationChecks(): Promise<AuthorizationChecks> {
  const openid = await loadOpenIdClient();
  return { state: openid.randomState(), nonce: openid.randomNonce(), codeVerifier: openid.randomPKCECodeVerifier() };
}

/** A nonce for a credential the browser will hand over (Google Identity Services). */
export async function createNonce(): Promise<string> {
  return (await loadOpenIdClient()).randomNonce();
}

/**
 * The OpenID Connect provider (Google unless OIDC_ISSUER says otherwise). Its metadata is fetched
 * on first use and kept; a failed fetch is not kept, so the next sign-in tries again.
 */
export function createIdentityProvider(settings: IdentityProviderSettings) {
  let discovery: Promise<OpenId.Configuration> | null = null;
  let credentialKeys: ReturnType<typeof createRemoteJWKSet> | null = null;

  async function discover(): Promise<OpenId.Configuration> {
    const openid = await loadOpenIdClient();
    const issuerUrl = new URL(settings.issuer);
    // Plain HTTP only for a provider on this very machine: the test and development stand-ins.
    const isLoopbackHttp = issuerUrl.protocol === 'http:' && isLoopbackHost(issuerUrl.hostname);
    const configuration = await openid.discovery(issuerUrl, settings.clientId, settings.clientSecret, undefined, {
      timeout: GOOGLE_SIGN_IN_TIMINGS.providerTimeoutSeconds,
      execute: isLoopbackHttp ? [openid.allowInsecureRequests] : [],
    });
    // The token comes straight from the provider over TLS, but checking its signature against
    // the provider's published keys costs little and holds even if that channel is not TLS.
    openid.enableNonRepudiationChecks(configuration);
    return configuration;
  }

  async function configuration(): Promise<OpenId.Configuration> {
    discovery ??= discover().catch((error: unknown) => {
      discovery = null;
      throw new IdentityProviderUnavailableError(error);
    });
    return discovery;
  }

  return {
    async buildAuthorizationUrl(checks: AuthorizationChecks): Promise<URL> {
      const config = await configuration();
      const openid = await loadOpenIdClient();
      return openid.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: SCOPES,
        prompt: 'select_account',
        ui_locales: 'fr',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await openid.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
    },

    /**
     * Trades the code the provider sent back for an ID token, after openid-client checked state,
     * PKCE, and the token's signature, issuer, audience, expiry and nonce.
     */
    async exchangeCode(callbackQuery: string, checks: AuthorizationChecks): Promise<ProviderIdentity> {
      const config = await configuration();
      const openid = await loadOpenIdClient();
      const currentUrl = new URL(settings.redirectUri);
      currentUrl.search = callbackQuery;
      let tokens;
      try {
        tokens = await openid.authorizationCodeGrant(config, currentUrl, {
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          pkceCodeVerifier: checks.codeVerifier,
          idTokenExpected: true,
        });
      } catch (error) {
        if (isNetworkFailure(error)) throw new IdentityProviderUnavailableError(error);
        throw new IdentityProviderRefusalError(error);
      }
      const claims = tokens.claims();
      if (!claims) throw new IdentityProviderRefusalError(new Error('no ID token'));
      return toProviderIdentity(claims);
    },

    /**
     * Checks an ID token handed over by the browser (Google Identity Services' `credential`)
     * against the provider's published keys. Returns its claims; the caller checks the nonce.
     */
    async verifyCredential(credential: string): Promise<{ identity: ProviderIdentity; nonce: string | undefined }> {
      const config = await configuration();
      const metadata = config.serverMetadata();
      if (!metadata.jwks_uri) throw new IdentityProviderUnavailableError(new Error('no jwks_uri'));
      credentialKeys ??= createRemoteJWKSet(new URL(metadata.jwks_uri), {
        timeoutDuration: GOOGLE_SIGN_IN_TIMINGS.providerTimeoutSeconds * 1000,
      });
      const issuers = [metadata.issuer];
      if (new URL(metadata.issuer).hostname === GOOGLE_BARE_ISSUER) issuers.push(GOOGLE_BARE_ISSUER);
      const algorithms = (metadata.id_token_signing_alg_values_supported ?? ['RS256']).filter(
        (algorithm) => algorithm !== 'none' && !algorithm.startsWith('HS'),
      );
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(credential, credentialKeys, {
          issuer: issuers,
          audience: settings.clientId,
          algorithms,
          maxTokenAge: `${GOOGLE_SIGN_IN_TIMINGS.idTokenMaxAgeSeconds}s`,
          requiredClaims: ['sub', 'iat', 'exp'],
        }));
      } catch (error) {
        if (error instanceof joseErrors.JWKSTimeout || isNetworkFailure(error)) throw new IdentityProviderUnavailableError(error);
        throw unauthorized(GOOGLE_MESSAGES.invalidCredential);
      }
      // A token meant for another application of the same provider names that one as its party.
      if (payload.azp !== undefined && payload.azp !== settings.clientId) throw unauthorized(GOOGLE_MESSAGES.invalidCredential);
      return { identity: toProviderIdentity(payload), nonce: typeof payload.nonce === 'string' ? payload.nonce : undefined };
    },
  };
}

export type IdentityProvider = ReturnType<typeof createIdentityProvider>;

/** The provider could not be reached or answered nonsense: the visitor can only try again later. */
export class IdentityProviderUnavailableError extends GoogleSignInError {
  constructor(cause?: unknown) {
    super('unavailable', cause);
  }
}

/** The provider refused the code, or its answer failed a check: state, PKCE, signature, nonce… */
export class IdentityProviderRefusalError extends GoogleSignInError {
  constructor(cause: unknown) {
    super('failed', cause);
  }
}

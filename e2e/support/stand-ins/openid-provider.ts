import { startOpenIdStandIn } from '@action-plus/test-stand-ins/openid-stand-in';
import type { StandIn } from './stand-in';

/** The site's client at the stand-in provider, as a Google Cloud console would register it. */
export const E2E_GOOGLE_CLIENT = {
  clientId: 'action-plus-e2e-client',
  clientSecret: 'action-plus-e2e-client-secret',
} as const;

/**
 * A real OpenID Connect provider on 127.0.0.1 in place of Google: the server discovers it through
 * OIDC_ISSUER, and its account chooser page takes any e-mail (« Utiliser un autre compte »).
 */
export const openIdProviderStandIn: StandIn = {
  name: 'openid-provider',
  async start({ baseUrl }) {
    const provider = await startOpenIdStandIn({
      ...E2E_GOOGLE_CLIENT,
      redirectUris: [`${baseUrl}/api/auth/google/callback`],
    });
    return {
      serverEnv: {
        GOOGLE_CLIENT_ID: E2E_GOOGLE_CLIENT.clientId,
        GOOGLE_CLIENT_SECRET: E2E_GOOGLE_CLIENT.clientSecret,
        OIDC_ISSUER: provider.issuer,
      },
      testEnv: { E2E_OIDC_ISSUER: provider.issuer },
      stop: provider.close,
    };
  },
};

import { startHelloAssoStandIn } from '@action-plus/test-stand-ins/helloasso-stand-in';
import type { StandIn } from './stand-in';

/** The site's API client at the stand-in, as HelloAsso's back office would show it. */
export const E2E_HELLOASSO_CLIENT = {
  clientId: 'action-plus-e2e-helloasso',
  clientSecret: 'action-plus-e2e-helloasso-secret',
  organizationSlug: 'action-plus-e2e',
} as const;

/**
 * HelloAsso's Checkout API on 127.0.0.1: the server reaches it through HELLOASSO_API_URL, the
 * browser pays on its checkout page, which also notifies the site's webhook as HelloAsso does.
 */
export const helloAssoStandIn: StandIn = {
  name: 'helloasso',
  async start({ baseUrl }) {
    const standIn = await startHelloAssoStandIn({ ...E2E_HELLOASSO_CLIENT, webhookUrl: `${baseUrl}/api/payments/helloasso-webhook` });
    return {
      serverEnv: {
        HELLOASSO_CLIENT_ID: E2E_HELLOASSO_CLIENT.clientId,
        HELLOASSO_CLIENT_SECRET: E2E_HELLOASSO_CLIENT.clientSecret,
        HELLOASSO_ORGANIZATION_SLUG: E2E_HELLOASSO_CLIENT.organizationSlug,
        HELLOASSO_API_URL: standIn.url,
      },
      testEnv: { E2E_HELLOASSO_URL: standIn.url },
      stop: standIn.close,
    };
  },
};

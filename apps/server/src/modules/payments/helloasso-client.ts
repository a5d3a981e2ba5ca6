import { PAYMENT_MESSAGES } from '@action-plus/contract';
import type { HelloAssoSettings } from '#config';
import { badGateway, serviceUnavailable } from '#lib/errors';

/** How long one call to HelloAsso may take before the payer is told it does not answer. */
export const HELLOASSO_TIMEOUT_MS = 10_000;
/** A token is renewed this long before HelloAsso says it expires, so that no call carries a stale one. */
const TOKEN_RENEWAL_MARGIN_MS = 60_000;

export interface CheckoutIntentRequest {
  totalAmount: number;
  initialAmount: number;
  itemName: string;
  backUrl: string;
  errorUrl: string;
  returnUrl: string;
  containsDonation: boolean;
  payer?: { firstName?: string; lastName?: string; email?: string };
  metadata: Record<string, string | number | boolean | null>;
}

/** A payment of an order, as HelloAsso describes it. */
export interface HelloAssoOrderPayment {
  id: number;
  amount: number;
  state: string;
}

/** The order an intent leads to once paid. */
export interface HelloAssoOrder {
  id: number;
  amount: { total: number };
  items?: { name?: string; amount?: number; state?: string; type?: string }[];
  payments?: HelloAssoOrderPayment[];
}

export interface CheckoutIntent {
  id: number;
  redirectUrl?: string;
  metadata?: Record<string, unknown> | null;
  order?: HelloAssoOrder | null;
}

export interface HelloAssoClient {
  /** Starts a payment: HelloAsso answers the intent's id and the page where the payer pays. */
  createCheckoutIntent: (request: CheckoutIntentRequest) => Promise<{ id: number; redirectUrl: string }>;
  /** Reads an intent back, with its `order` once paid; undefined when HelloAsso knows no such intent. */
  readCheckoutIntent: (checkoutIntentId: string) => Promise<CheckoutIntent | undefined>;
}

export interface HelloAssoClientOptions {
  timeoutMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
}

class HelloAssoAnswerError extends Error {
  constructor(readonly status: number) {
    super(`HelloAsso a répondu ${status}`);
  }
}

/**
 * HelloAsso's Checkout API v5, with the client-credentials token kept until shortly before it
 * expires and asked again once when a call is refused 401 (a token revoked early). Every call has a
 * time-out; a failure becomes a French 503 (HelloAsso unreachable) or 502 (HelloAsso refused), never
 * a 500.
 */
export function createHelloAssoClient(settings: HelloAssoSettings, options: HelloAssoClientOptions = {}): HelloAssoClient {
  const timeoutMs = options.timeoutMs ?? HELLOASSO_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const fetchFunction = options.fetch ?? fetch;
  const organizationPath = `/v5/organizations/${encodeURIComponent(settings.organizationSlug)}`;
  let token: { value: string; renewAt: number } | undefined;
  let pendingToken: Promise<string> | undefined;

  async function send(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchFunction(`${settings.apiUrl}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw serviceUnavailable(PAYMENT_MESSAGES.providerUnreachable);
    }
  }

  async function requestToken(): Promise<string> {
    const response = await send('/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: settings.clientId, client_secret: settings.clientSecret }).toString(),
    });
    if (!response.ok) throw badGateway(PAYMENT_MESSAGES.providerRefused);
    const body = (await response.json().catch(() => undefined)) as { access_token?: unknown; expires_in?: unknown } | undefined;
    if (typeof body?.access_token !== 'string' || body.access_token === '') throw badGateway(PAYMENT_MESSAGES.providerRefused);
    const lifetimeMs = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in * 1000 : 0;
    token = { value: body.access_token, renewAt: now() + lifetimeMs - TOKEN_RENEWAL_MARGIN_MS };
    return body.access_token;
  }

  async function accessToken(): Promise<string> {
    if (token && now() < token.renewAt) return token.value;
    // Calls that need a token at the same moment share one request for it.
    pendingToken ??= requestToken().finally(() => {
      pendingToken = undefined;
    });
    return pendingToken;
  }

  async function call(path: string, init: { method: 'GET' | 'POST'; body?: unknown }): Promise<Response> {
    for (let attempt = 0; ; attempt += 1) {
      const bearer = await accessToken();
      const response = await send(`${organizationPath}${path}`, {
        method: init.method,
        headers: {
          authorization: `Bearer ${bearer}`,
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
      if (response.status === 401 && attempt === 0) {
        if (token?.value === bearer) token = undefined;
        continue;
      }
      return response;
    }
  }

  async function readJson(response: Response): Promise<unknown> {
    if (!response.ok) throw new HelloAssoAnswerError(response.status);
    return response.json().catch(() => {
      throw new HelloAssoAnswerError(response.status);
    });
  }

  return {
    async createCheckoutIntent(request) {
      const response = await call('/checkout-intents', { method: 'POST', body: request });
      try {
        const body = (await readJson(response)) as { id?: unknown; redirectUrl?: unknown };
        if (typeof body.id !== 'number' || typeof body.redirectUrl !== 'string' || !/^https?:\/\//.test(body.redirectUrl)) {
          throw new HelloAssoAnswerError(response.status);
        }
        return { id: body.id, redirectUrl: body.redirectUrl };
      } catch (error) {
        if (error instanceof HelloAssoAnswerError) throw badGateway(PAYMENT_MESSAGES.providerRefused);
        throw error;
      }
    },

    async readCheckoutIntent(checkoutIntentId) {
      const response = await call(`/checkout-intents/${encodeURIComponent(checkoutIntentId)}`, { method: 'GET' });
      if (response.status === 404) return undefined;
      try {
        const body = (await readJson(response)) as CheckoutIntent;
        if (typeof body !== 'object' || body === null || typeof body.id !== 'number') throw new HelloAssoAnswerError(response.status);
        return body;
      } catch (error) {
        if (error instanceof HelloAssoAnswerError) throw badGateway(PAYMENT_MESSAGES.providerRefused);
        throw error;
      }
    },
  };
}

import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HelloAsso (Checkout API v5) for the server's tests and the browser stories: the
 * client-credentials token, checkout intents, a checkout page the browser can « pay » on, the intent
 * read back with its order once paid, and notifications the test sends to the site's webhook.
 */
export interface HelloAssoStandInOptions {
  clientId: string;
  clientSecret: string;
  organizationSlug: string;
  /** How long a token lives, as HelloAsso's `expires_in` says (1 800 s at HelloAsso). */
  tokenLifetimeSeconds?: number;
  /** The site's webhook: when set, paying on the checkout page also notifies it (an Order, then a Payment). */
  webhookUrl?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
}

/**
 * HelloAsso's payment states (API v5 `PaymentState`) the site tells apart: paid (Authorized,
 * Processed), on its way (WaitingBankValidation for a SEPA debit…), taken back (Refunded, Refunding,
 * Refused after authorisation, Contested, Canceled), or nothing at all (Abandoned, Error…).
 */
export type StandInPaymentState =
  | 'Authorized'
  | 'Processed'
  | 'Pending'
  | 'WaitingBankValidation'
  | 'WaitingBankWithdraw'
  | 'Refunded'
  | 'Refunding'
  | 'Refused'
  | 'Contested'
  | 'Canceled'
  | 'Abandoned'
  | 'Error';

/** One payment of an order: its amount in cents and its state. */
export interface StandInPaymentSpec {
  amountCents: number;
  state: StandInPaymentState;
}

export interface StandInOrder {
  id: number;
  date: string;
  formType: 'Checkout';
  organizationSlug: string;
  checkoutIntentId: number;
  amount: { total: number; vat: number; discount: number };
  items: { id: number; name: string; amount: number; state: 'Processed'; type: 'Donation' | 'Payment' }[];
  payments: { id: number; amount: number; state: StandInPaymentState; date: string; paymentMeans: 'Card' | 'Sepa' }[];
}

export interface StandInIntent {
  id: number;
  redirectUrl: string;
  /** The creation request as the site sent it. */
  request: {
    totalAmount: number;
    initialAmount: number;
    itemName: string;
    backUrl: string;
    errorUrl: string;
    returnUrl: string;
    containsDonation: boolean;
    payer?: Record<string, unknown>;
    metadata?: Record<string, unknown>;
  };
  /** Set once paid; HelloAsso's GET of the intent shows it. */
  order?: StandInOrder;
}

export interface StandInPayOptions {
  amountCents?: number;
  paymentState?: StandInPaymentState;
  payments?: StandInPaymentSpec[];
}

export interface HelloAssoStandIn {
  /** What HELLOASSO_API_URL takes. */
  url: string;
  clientId: string;
  clientSecret: string;
  organizationSlug: string;
  /** Tokens handed out so far (to check the site keeps its token). */
  readonly tokenRequests: number;
  /** Calls refused 401 so far. */
  readonly refusedCalls: number;
  /** Reads of an intent (GET …/checkout-intents/{id}) answered so far. */
  readonly intentReads: number;
  intents(): StandInIntent[];
  intent(id: number | string): StandInIntent | undefined;
  lastIntent(): StandInIntent | undefined;
  /**
   * Marks an intent paid and returns the order: by default one payment of its full amount,
   * « Authorized ». `amountCents` changes the order's total (and its one payment); `paymentState` the
   * payment's state; `payments` gives the order's payments one by one (several adding up, or a part only).
   */
  pay(id: number | string, options?: StandInPayOptions): StandInOrder;
  /** A later state of the order's payments, as HelloAsso shows it afterwards: every payment, or the one at `index`. */
  changePaymentState(id: number | string, state: StandInPaymentState, index?: number): StandInOrder;
  /** The address HelloAsso would send the payer back to after paying. */
  returnAddressOf(id: number | string): string;
  /** The body of HelloAsso's notification of the intent's order: `eventType`, `data`, the intent's `metadata`. */
  notificationOf(
    id: number | string,
    eventType?: 'Order' | 'Payment',
  ): { eventType: string; data: Record<string, unknown>; metadata: Record<string, unknown> | null };
  /** Posts HelloAsso's notification of the intent's order (or of any body given) to the site's webhook. */
  sendWebhook(
    webhookUrl: string,
    id: number | string,
    options?: { eventType?: 'Order' | 'Payment'; body?: unknown },
  ): Promise<{ status: number; body: string }>;
  /** Every token handed out so far becomes invalid: the next call with one is refused 401. */
  revokeTokens(): void;
  /** While set, every API call answers this status (503: HelloAsso down), or never answers ('hang'). */
  failCalls(mode: number | 'hang' | undefined): void;
  close(): Promise<void>;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

function withParameters(address: string, parameters: Record<string, string>): string {
  const url = new URL(address);
  for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
  return url.toString();
}

const formatEuros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;

function renderCheckoutPage(intent: StandInIntent): string {
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>Paiement HelloAsso (simulé)</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main>
<h1>Paiement HelloAsso (simulé)</h1>
<p>${escapeHtml(intent.request.itemName)} : <strong>${formatEuros(intent.request.totalAmount)}</strong></p>
<form method="post" action="/checkout/${intent.id}/pay"><button type="submit">Payer ${formatEuros(intent.request.totalAmount)}</button></form>
<form method="post" action="/checkout/${intent.id}/refuse"><button type="submit">Refuser le paiement</button></form>
<p><a href="${escapeHtml(intent.request.backUrl)}">Revenir au site</a></p>
</main></body></html>`;
}

export async function startHelloAssoStandIn(options: HelloAssoStandInOptions): Promise<HelloAssoStandIn> {
  const tokenLifetimeSeconds = options.tokenLifetimeSeconds ?? 1800;
  const tokens = new Map<string, number>();
  const intents = new Map<number, StandInIntent>();
  let nextIntentId = 51_000 + Math.floor(Math.random() * 1000) * 100;
  let nextOrderId = 91_000 + Math.floor(Math.random() * 1000) * 100;
  let tokenRequests = 0;
  let refusedCalls = 0;
  let intentReads = 0;
  let failureMode: number | 'hang' | undefined;
  let url = '';

  const findIntent = (id: number | string) => intents.get(Number(id));

  function pay(id: number | string, payOptions: StandInPayOptions = {}): StandInOrder {
    const intent = findIntent(id);
    if (!intent) throw new Error(`Intention de paiement inconnue : ${id}`);
    if (intent.order) return intent.order;
    const amount = payOptions.amountCents ?? intent.request.totalAmount;
    const date = new Date().toISOString();
    nextOrderId += 1;
    intent.order = {
      id: nextOrderId,
      date,
      formType: 'Checkout',
      organizationSlug: options.organizationSlug,
      checkoutIntentId: intent.id,
      amount: { total: amount, vat: 0, discount: 0 },
      items: [
        { id: nextOrderId * 10, name: intent.request.itemName, amount, state: 'Processed', type: intent.request.containsDonation ? 'Donation' : 'Payment' },
      ],
      payments: (payOptions.payments ?? [{ amountCents: amount, state: payOptions.paymentState ?? 'Authorized' }]).map((payment, index) => ({
        id: nextOrderId * 10 + 1 + index,
        amount: payment.amountCents,
        state: payment.state,
        date,
        paymentMeans: payment.state.startsWith('WaitingBank') ? 'Sepa' : 'Card',
      })),
    };
    return intent.order;
  }

  function changePaymentState(id: number | string, state: StandInPaymentState, index?: number): StandInOrder {
    const order = findIntent(id)?.order;
    if (!order) throw new Error(`Aucune commande pour l'intention ${id} : payez-la d'abord.`);
    order.payments.forEach((payment, position) => {
      if (index === undefined || index === position) payment.state = state;
    });
    return order;
  }

  function notificationOf(
    intent: StandInIntent,
    eventType: 'Order' | 'Payment',
  ): { eventType: string; data: Record<string, unknown>; metadata: Record<string, unknown> | null } {
    const order = intent.order;
    const data =
      eventType === 'Order'
        ? { ...order, checkoutIntentId: intent.id }
        : { ...order?.payments[0], order: { id: order?.id, checkoutIntentId: intent.id, formType: 'Checkout' } };
    return { eventType, data, metadata: intent.request.metadata ?? null };
  }

  async function sendWebhook(webhookUrl: string, id: number | string, webhookOptions: { eventType?: 'Order' | 'Payment'; body?: unknown } = {}) {
    const intent = findIntent(id);
    const body = webhookOptions.body ?? (intent ? notificationOf(intent, webhookOptions.eventType ?? 'Order') : {});
    const response = await fetch(webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, body: await response.text() };
  }

  function bearerIsValid(request: IncomingMessage): boolean {
    const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
    const expiresAt = match ? tokens.get(match[1]!) : undefined;
    return expiresAt !== undefined && Date.now() < expiresAt;
  }

  async function handleApi(request: IncomingMessage, response: ServerResponse, path: string) {
    if (failureMode === 'hang') return; // never answers: the site's time-out must end the call
    if (typeof failureMode === 'number') return sendJson(response, failureMode, { message: 'Service indisponible (simulé)' });

    if (request.method === 'POST' && path === '/oauth2/token') {
      const form = new URLSearchParams(await readBody(request));
      if (
        form.get('grant_type') !== 'client_credentials' ||
        form.get('client_id') !== options.clientId ||
        form.get('client_secret') !== options.clientSecret ||
        !(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')
      ) {
        return sendJson(response, 400, { error: 'unauthorized_client' });
      }
      tokenRequests += 1;
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, Date.now() + tokenLifetimeSeconds * 1000);
      return sendJson(response, 200, {
        access_token: token,
        token_type: 'bearer',
        expires_in: tokenLifetimeSeconds,
        refresh_token: randomBytes(24).toString('base64url'),
      });
    }

    const intentsPath = `/v5/organizations/${options.organizationSlug}/checkout-intents`;
    if (path === intentsPath || path.startsWith(`${intentsPath}/`)) {
      if (!bearerIsValid(request)) {
        refusedCalls += 1;
        return sendJson(response, 401, { message: 'Authorization has been denied for this request.' });
      }
      if (request.method === 'POST' && path === intentsPath) {
        let body: StandInIntent['request'];
        try {
          body = JSON.parse(await readBody(request)) as StandInIntent['request'];
        } catch {
          return sendJson(response, 400, { errors: [{ message: 'Corps illisible' }] });
        }
        const problems: string[] = [];
        if (!Number.isInteger(body.totalAmount) || body.totalAmount <= 0) problems.push('totalAmount');
        if (body.initialAmount !== body.totalAmount) problems.push('initialAmount');
        if (typeof body.itemName !== 'string' || body.itemName.length === 0 || body.itemName.length > 250) problems.push('itemName');
        for (const field of ['backUrl', 'errorUrl', 'returnUrl'] as const) {
          if (typeof body[field] !== 'string' || !/^https?:\/\//.test(body[field])) problems.push(field);
        }
        if (typeof body.containsDonation !== 'boolean') problems.push('containsDonation');
        if (problems.length > 0) return sendJson(response, 400, { errors: problems.map((field) => ({ code: 'ArgumentInvalid', message: field })) });
        nextIntentId += 1;
        const intent: StandInIntent = { id: nextIntentId, redirectUrl: `${url}/checkout/${nextIntentId}`, request: body };
        intents.set(intent.id, intent);
        return sendJson(response, 200, { id: intent.id, redirectUrl: intent.redirectUrl });
      }
      const id = path.slice(intentsPath.length + 1);
      if (request.method === 'GET' && /^\d+$/.test(id)) {
        intentReads += 1;
        const intent = findIntent(id);
        if (!intent) return sendJson(response, 404, { errors: [{ code: 'NotFound', message: 'Checkout intent not found' }] });
        return sendJson(response, 200, {
          id: intent.id,
          redirectUrl: intent.redirectUrl,
          metadata: intent.request.metadata ?? null,
          ...(intent.order ? { order: intent.order } : {}),
        });
      }
    }
    sendJson(response, 404, { message: 'Not found' });
  }

  async function handleCheckoutPage(request: IncomingMessage, response: ServerResponse, path: string) {
    const match = /^\/checkout\/(\d+)(?:\/(pay|refuse))?$/.exec(path);
    const intent = match ? findIntent(match[1]!) : undefined;
    if (!match || !intent) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      return response.end('Paiement introuvable');
    }
    const action = match[2];
    if (!action && request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(renderCheckoutPage(intent));
    }
    if (action === 'pay' && request.method === 'POST') {
      const order = pay(intent.id);
      if (options.webhookUrl) {
        await sendWebhook(options.webhookUrl, intent.id, { eventType: 'Order' }).catch(() => undefined);
      }
      response.writeHead(303, {
        location: withParameters(intent.request.returnUrl, { checkoutIntentId: String(intent.id), code: 'succeeded', orderId: String(order.id) }),
      });
      return response.end();
    }
    if (action === 'refuse' && request.method === 'POST') {
      response.writeHead(303, { location: withParameters(intent.request.returnUrl, { checkoutIntentId: String(intent.id), code: 'refused' }) });
      return response.end();
    }
    response.writeHead(405);
    response.end();
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const handler = path.startsWith('/checkout/') ? handleCheckoutPage : handleApi;
    handler(request, response, path).catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { message: String(error) });
      else response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    organizationSlug: options.organizationSlug,
    get tokenRequests() {
      return tokenRequests;
    },
    get refusedCalls() {
      return refusedCalls;
    },
    get intentReads() {
      return intentReads;
    },
    intents: () => [...intents.values()],
    intent: findIntent,
    lastIntent: () => [...intents.values()].at(-1),
    pay,
    changePaymentState,
    returnAddressOf(id) {
      const intent = findIntent(id);
      if (!intent) throw new Error(`Intention de paiement inconnue : ${id}`);
      return withParameters(intent.request.returnUrl, {
        checkoutIntentId: String(intent.id),
        code: intent.order ? 'succeeded' : 'refused',
        ...(intent.order ? { orderId: String(intent.order.id) } : {}),
      });
    },
    notificationOf(id, eventType = 'Order') {
      const intent = findIntent(id);
      if (!intent) throw new Error(`Intention de paiement inconnue : ${id}`);
      return notificationOf(intent, eventType);
    },
    sendWebhook,
    revokeTokens: () => tokens.clear(),
    failCalls(mode) {
      failureMode = mode;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

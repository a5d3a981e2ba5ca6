import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@action-plus/contract';
import { startHelloAssoStandIn, type HelloAssoStandIn } from '@action-plus/test-stand-ins/helloasso-stand-in';
import { AppError } from '#lib/errors';
import { createHelloAssoClient, type CheckoutIntentRequest } from '#modules/payments/helloasso-client';

const HELLOASSO = { clientId: 'client-id', clientSecret: 'client-secret', organizationSlug: 'action-plus' };

const intentRequest = (paymentId: number): CheckoutIntentRequest => ({
  totalAmount: 2500,
  initialAmount: 2500,
  itemName: 'Adhésion 12 mois',
  backUrl: 'http://localhost:3000/profile?paiement=annule',
  errorUrl: 'http://localhost:3000/api/payments/return',
  returnUrl: 'http://localhost:3000/api/payments/return',
  containsDonation: false,
  metadata: { paymentId },
});

async function expectAppError(promise: Promise<unknown>, status: number, detail: string) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).statusCode).toBe(status);
  expect((error as AppError).detail).toBe(detail);
}

describe("HelloAsso's Checkout API client", () => {
  let standIn: HelloAssoStandIn;
  beforeAll(async () => {
    standIn = await startHelloAssoStandIn({ ...HELLOASSO, tokenLifetimeSeconds: 1800 });
  });
  afterAll(() => standIn.close());

  it('keeps its token until shortly before it expires, then asks for a new one', async () => {
    let now = 1_000_000;
    const client = createHelloAssoClient({ ...HELLOASSO, apiUrl: standIn.url }, { now: () => now });
    const before = standIn.tokenRequests;
    const created = await client.createCheckoutIntent(intentRequest(1));
    await client.readCheckoutIntent(String(created.id));
    await Promise.all([client.createCheckoutIntent(intentRequest(2)), client.createCheckoutIntent(intentRequest(3))]);
    expect(standIn.tokenRequests - before).toBe(1);

    now += 1800_000 - 90_000; // still a minute and a half left: kept
    await client.readCheckoutIntent(String(created.id));
    expect(standIn.tokenRequests - before).toBe(1);

    now += 60_000; // within the last minute: renewed before HelloAsso refuses it
    await client.readCheckoutIntent(String(created.id));
    expect(standIn.tokenRequests - before).toBe(2);
  });

  it('asks for a new token once when HelloAsso refuses the one it holds', async () => {
    const client = createHelloAssoClient({ ...HELLOASSO, apiUrl: standIn.url });
    await client.createCheckoutIntent(intentRequest(4));
    const tokensBefore = standIn.tokenRequests;
    const refusedBefore = standIn.refusedCalls;
    standIn.revokeTokens();
    const created = await client.createCheckoutIntent(intentRequest(5));
    expect(created.redirectUrl).toBe(`${standIn.url}/checkout/${created.id}`);
    expect(standIn.tokenRequests - tokensBefore).toBe(1);
    expect(standIn.refusedCalls - refusedBefore).toBe(1);
  });

  it('reads an intent with its order once paid, and nothing for an unknown one', async () => {
    const client = createHelloAssoClient({ ...HELLOASSO, apiUrl: standIn.url });
    const created = await client.createCheckoutIntent(intentRequest(6));
    const unpaid = await client.readCheckoutIntent(String(created.id));
    expect(unpaid).toMatchObject({ id: created.id, metadata: { paymentId: 6 } });
    expect(unpaid?.order).toBeUndefined();
    standIn.pay(created.id);
    const paid = await client.readCheckoutIntent(String(created.id));
    expect(paid?.order).toMatchObject({ amount: { total: 2500 }, payments: [{ amount: 2500, state: 'Authorized' }] });
    expect(await client.readCheckoutIntent('987654321')).toBeUndefined();
  });

  it('turns wrong credentials into a French 502', async () => {
    const client = createHelloAssoClient({ ...HELLOASSO, clientSecret: 'wrong', apiUrl: standIn.url });
    await expectAppError(client.createCheckoutIntent(intentRequest(7)), 502, PAYMENT_MESSAGES.providerRefused);
  });

  it('turns a refused intent into a French 502', async () => {
    const client = createHelloAssoClient({ ...HELLOASSO, apiUrl: standIn.url });
    await expectAppError(client.createCheckoutIntent({ ...intentRequest(8), totalAmount: -1 }), 502, PAYMENT_MESSAGES.providerRefused);
  });

  it('gives up after its time-out when HelloAsso never answers, with a French 503', async () => {
    const client = createHelloAssoClient({ ...HELLOASSO, apiUrl: standIn.url }, { timeoutMs: 200 });
    standIn.failCalls('hang');
    try {
      const started = Date.now();
      await expectAppError(client.readCheckoutIntent('1'), 503, PAYMENT_MESSAGES.providerUnreachable);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      standIn.failCalls(undefined);
    }
  });

  it('answers a French 503 when nothing listens', async () => {
    const client = createHelloAssoClient({ ...HELLOASSO, apiUrl: 'http://127.0.0.1:9' }, { timeoutMs: 1000 });
    await expectAppError(client.createCheckoutIntent(intentRequest(9)), 503, PAYMENT_MESSAGES.providerUnreachable);
  });
});

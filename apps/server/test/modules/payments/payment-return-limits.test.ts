import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PATHS, PAYMENT_LIMITS, PAYMENT_RESULT_MESSAGES } from '@action-plus/contract';
import { startHelloAssoStandIn, type HelloAssoStandIn } from '@action-plus/test-stand-ins/helloasso-stand-in';
import type { CheckoutIntent } from '#modules/payments/helloasso-client';
import { createRecentIntentReads } from '#modules/payments/recent-intent-reads';
import { createTestApp, createTestUser, type TestApp } from '#test/support/test-app';

const HELLOASSO = { clientId: 'client-action-plus', clientSecret: 'secret-action-plus', organizationSlug: 'action-plus' };

describe('the payment return costs HelloAsso a bounded number of calls (issue 22, item 5)', () => {
  let standIn: HelloAssoStandIn;
  let testApp: TestApp;

  beforeAll(async () => {
    standIn = await startHelloAssoStandIn(HELLOASSO);
    testApp = await createTestApp({ config: { helloAsso: { ...HELLOASSO, apiUrl: standIn.url } } });
  });
  afterAll(async () => {
    await testApp.close();
    await standIn.close();
  });

  /** A member's pending checkout: the intent HelloAsso holds. */
  async function pendingIntent() {
    const member = await createTestUser(testApp);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/memberships/me/checkout',
      headers: member.authorization,
      payload: { durationMonths: 12 },
    });
    expect(response.statusCode, response.body).toBe(200);
    return standIn.lastIntent()!;
  }

  const returnOf = (intentId: number, remoteAddress: string) =>
    testApp.app.inject({ method: 'GET', url: `/api/payments/return?checkoutIntentId=${intentId}&code=succeeded`, remoteAddress });

  it('answers 300 returns of one pending intent from one address with a handful of reads, then a page that says to wait', async () => {
    const intent = await pendingIntent();
    const readsBefore = standIn.intentReads;
    const responses = [];
    for (let hit = 0; hit < 300; hit += 1) responses.push(await returnOf(intent.id, '203.0.113.7'));

    expect(standIn.intentReads - readsBefore).toBeLessThanOrEqual(3);
    const locations = responses.map((response) => `${response.statusCode} ${String(response.headers.location)}`);
    expect(locations.slice(0, PAYMENT_LIMITS.returnsPerAddressPerMinute)).toEqual(
      Array(PAYMENT_LIMITS.returnsPerAddressPerMinute).fill(`303 ${PATHS.profile}?paiement=en-attente`),
    );
    expect(new Set(locations.slice(PAYMENT_LIMITS.returnsPerAddressPerMinute))).toEqual(new Set([`303 ${PATHS.profile}?paiement=patienter`]));
    expect(responses.at(-1)!.headers['retry-after']).toBe('60');
    expect(PAYMENT_RESULT_MESSAGES.membership.patienter).toMatch(/patientez une minute/);
  });

  it('reads an intent once for returns from many addresses at the same moment', async () => {
    const intent = await pendingIntent();
    const readsBefore = standIn.intentReads;
    const responses = await Promise.all(Array.from({ length: 40 }, (_, index) => returnOf(intent.id, `198.51.100.${index + 1}`)));
    expect(responses.map((response) => response.headers.location)).toEqual(Array(40).fill(`${PATHS.profile}?paiement=en-attente`));
    expect(standIn.intentReads - readsBefore).toBe(1);
  });

  it('still records a payment notified just after a return read the intent unpaid: the webhook reads HelloAsso afresh', async () => {
    const intent = await pendingIntent();
    expect((await returnOf(intent.id, '192.0.2.10')).headers.location).toBe(`${PATHS.profile}?paiement=en-attente`);
    standIn.pay(intent.id);
    const notified = await testApp.app.inject({ method: 'POST', url: '/api/payments/helloasso-webhook', payload: standIn.notificationOf(intent.id) });
    expect(notified.statusCode, notified.body).toBe(200);
    // The payment is recorded: the next return finds it paid in the database, without reading HelloAsso.
    const readsBefore = standIn.intentReads;
    expect((await returnOf(intent.id, '192.0.2.10')).headers.location).toBe(`${PATHS.profile}?paiement=recu`);
    expect(standIn.intentReads).toBe(readsBefore);
  });
});

describe('recent intent reads', () => {
  const intent = (id: number) => ({ id, metadata: null }) as unknown as CheckoutIntent;

  it('reuses a read within the window, reads again after it, and shares a read under way', async () => {
    let time = 0;
    const read = vi.fn(async (id: string) => intent(Number(id)));
    const reads = createRecentIntentReads(read, { reuseMs: 5000, now: () => time });
    await Promise.all([reads('1'), reads('1'), reads('1')]);
    expect(read).toHaveBeenCalledTimes(1);
    time = 4999;
    await reads('1');
    expect(read).toHaveBeenCalledTimes(1);
    await reads('2');
    expect(read).toHaveBeenCalledTimes(2);
    time = 5000;
    expect(await reads('1')).toEqual(intent(1));
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('does not keep a failed read, and keeps at most its number of entries', async () => {
    let fail = true;
    const read = vi.fn(async (id: string) => {
      if (fail) throw new Error('HelloAsso ne répond pas');
      return intent(Number(id));
    });
    const reads = createRecentIntentReads(read, { reuseMs: 5000, maxEntries: 2, now: () => 0 });
    await expect(reads('1')).rejects.toThrow('HelloAsso ne répond pas');
    fail = false;
    await reads('1');
    expect(read).toHaveBeenCalledTimes(2);
    await reads('2');
    await reads('3');
    await reads('1');
    // '1' was the oldest when '3' came: it was read again.
    expect(read).toHaveBeenCalledTimes(5);
  });
});

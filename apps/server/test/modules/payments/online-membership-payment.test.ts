import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import {
  INVOICE_MENTIONS,
  MEMBERSHIP_MESSAGES,
  MEMBERSHIP_PAYMENT_METHOD_PHRASES,
  PATHS,
  PAYMENT_MESSAGES,
  addMonths,
  offeredDurationsOf,
  priceOfDuration,
  toParisDate,
} from '@action-plus/contract';
import { SEEDED_ASSOCIATION_SETTINGS } from '@action-plus/contract/association-settings-seed';
import { startHelloAssoStandIn, type HelloAssoStandIn } from '@action-plus/test-stand-ins/helloasso-stand-in';
import { auditLog, invoices, mailOutbox, memberships, payments } from '#db/schema';
import { longParisDate } from '#test/support/french-long-date';
import { insertMembership } from '#test/support/membership-fixtures';
import { extractPdfText } from '#test/support/pdf-text';
import { createTestApp, createTestAppWithMail, createTestUser, type TestApp, type TestAppWithMail } from '#test/support/test-app';

const HELLOASSO = { clientId: 'client-action-plus', clientSecret: 'secret-action-plus', organizationSlug: 'action-plus' };

describe('members pay their dues online through HelloAsso', () => {
  let standIn: HelloAssoStandIn;
  let testApp: TestAppWithMail;

  beforeAll(async () => {
    standIn = await startHelloAssoStandIn(HELLOASSO);
    testApp = await createTestAppWithMail({ helloAsso: { ...HELLOASSO, apiUrl: standIn.url } });
  });
  afterAll(async () => {
    await testApp.close();
    await standIn.close();
  });

  const inject = (options: InjectOptions) => testApp.app.inject(options);

  /** A member who starts paying `durationMonths` online: the intent HelloAsso holds and the pending payment. */
  async function memberStartingCheckout(durationMonths = 12, member?: Awaited<ReturnType<typeof createTestUser>>) {
    const payer = member ?? (await createTestUser(testApp));
    const response = await inject({ method: 'POST', url: '/api/memberships/me/checkout', headers: payer.authorization, payload: { durationMonths } });
    expect(response.statusCode, response.body).toBe(200);
    const intent = standIn.lastIntent()!;
    expect(response.json()).toEqual({ redirectUrl: intent.redirectUrl });
    const [payment] = await testApp.context.db
      .select()
      .from(payments)
      .where(eq(payments.checkoutIntentId, String(intent.id)));
    return { ...payer, intent, payment: payment! };
  }

  const membershipsOf = (userId: number) => testApp.context.db.select().from(memberships).where(eq(memberships.userId, userId));
  const paymentRow = async (id: number) => (await testApp.context.db.select().from(payments).where(eq(payments.id, id)))[0]!;
  // Each return from its own address, as payers come back from their own browsers: the route's
  // per-address limit (payment-return-limits.test.ts) is not what these tests are about.
  let returns = 0;
  const returnFrom = (query: string) => inject({ method: 'GET', url: `/api/payments/return?${query}`, remoteAddress: `127.0.1.${++returns}` });
  const notify = (body: unknown) => inject({ method: 'POST', url: '/api/payments/helloasso-webhook', payload: body as object });

  async function invoicesOf(userId: number) {
    const rows = await membershipsOf(userId);
    const all = await testApp.context.db.select().from(invoices);
    return all.filter((invoice) => rows.some((row) => row.id === invoice.membershipId));
  }

  it('tells the web that online payment is offered', async () => {
    const response = await inject({ method: 'GET', url: '/api/payments/availability' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ online: true });
  });

  it("creates the intent with the association's price, the member as payer and metadata naming the payment", async () => {
    const { user, intent, payment } = await memberStartingCheckout(24);
    expect(payment).toMatchObject({
      status: 'pending',
      purpose: 'membership',
      amountCents: 4500,
      userId: user.id,
      durationMonths: 24,
      membershipType: 'standard',
    });
    expect(intent.request).toMatchObject({
      totalAmount: 4500,
      initialAmount: 4500,
      containsDonation: false,
      returnUrl: `${testApp.context.config.publicUrl}/api/payments/return`,
      errorUrl: `${testApp.context.config.publicUrl}/api/payments/return`,
      backUrl: `${testApp.context.config.publicUrl}${PATHS.profile}?paiement=annule`,
      payer: { firstName: user.firstName, lastName: user.lastName, email: user.email },
      metadata: { paymentId: payment.id, purpose: 'membership', userId: user.id, durationMonths: 24, amountCents: 4500, returnPath: PATHS.profile },
    });
    expect(intent.request.itemName).toMatch(/Adhésion .* 24 mois/);
  });

  it('never takes the amount from the browser and refuses a duration the association does not offer', async () => {
    const member = await createTestUser(testApp);
    const cheap = await inject({
      method: 'POST',
      url: '/api/memberships/me/checkout',
      headers: member.authorization,
      payload: { durationMonths: 12, amount: 1, amountCents: 1 },
    });
    expect(cheap.statusCode).toBe(200);
    expect(standIn.lastIntent()!.request.totalAmount).toBe(priceOfDuration(SEEDED_ASSOCIATION_SETTINGS.dues, 12));

    const odd = await inject({ method: 'POST', url: '/api/memberships/me/checkout', headers: member.authorization, payload: { durationMonths: 7 } });
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toEqual({ detail: MEMBERSHIP_MESSAGES.durationNotOffered(offeredDurationsOf(SEEDED_ASSOCIATION_SETTINGS.dues)) });

    const visitor = await inject({ method: 'POST', url: '/api/memberships/me/checkout', payload: { durationMonths: 12 } });
    expect(visitor.statusCode).toBe(401);
  });

  it('records the membership, its invoice and its mail once HelloAsso says the order is paid, on the return', async () => {
    const { user, authorization, intent, payment } = await memberStartingCheckout(12);
    standIn.pay(intent.id);
    const response = await returnFrom(`checkoutIntentId=${intent.id}&code=succeeded&orderId=${standIn.intent(intent.id)!.order!.id}`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${PATHS.profile}?paiement=recu`);

    const [membership, ...others] = await membershipsOf(user.id);
    expect(others).toEqual([]);
    const today = toParisDate();
    expect(membership).toMatchObject({ startDate: today, endDate: addMonths(today, 12), durationMonths: 12, amountCents: 2500, renewalCount: 0 });
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'paid', orderId: String(standIn.intent(intent.id)!.order!.id), membershipId: membership!.id });

    const mine = await inject({ method: 'GET', url: '/api/users/me/memberships', headers: authorization });
    const invoiceNumber = mine.json().memberships[0].invoice_number as string;
    expect(invoiceNumber).toMatch(/\d/);
    const pdf = await inject({ method: 'GET', url: `/api/users/me/memberships/${membership!.id}/invoice`, headers: authorization });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const normalise = (text: string) => text.replace(/\s+/g, ' ');
    const invoiceText = normalise(await extractPdfText(pdf.rawPayload));
    expect(invoiceText).toContain(invoiceNumber);
    // Decision 036: an online payment keeps its method and the day it was paid.
    expect(invoiceText).toContain(normalise(INVOICE_MENTIONS.paidOn(longParisDate(today), MEMBERSHIP_PAYMENT_METHOD_PHRASES.helloasso)));
    expect(mine.json().memberships[0]).toMatchObject({ payment_status: 'paid', payment_method: 'helloasso', paid_on: today });
    // The journal names the invoice as issued by the system (decision 042).
    const journaled = await testApp.context.db.select().from(auditLog).where(eq(auditLog.targetId, invoiceNumber));
    expect(journaled).toEqual([expect.objectContaining({ action: 'invoice.issue', actorId: null, actorName: 'HelloAsso', actorRole: 'system' })]);

    const mail = await testApp.smtp.waitForMail((caught) => caught.to.includes(user.email) && /Paiement reçu/.test(caught.subject));
    expect(mail.text).toContain(invoiceNumber);
    expect(mail.attachments?.map((attachment) => attachment.filename)).toContain(`facture_membership_${membership!.id}.pdf`);
  });

  it('renews from the end of the running membership', async () => {
    const member = await createTestUser(testApp);
    const running = await insertMembership(testApp, member.user.id, { startDate: addMonths(toParisDate(), -6), type: 'premium' });
    const { intent, payment } = await memberStartingCheckout(6, member);
    expect(payment.membershipType).toBe('premium');
    standIn.pay(intent.id);
    await returnFrom(`checkoutIntentId=${intent.id}&code=succeeded`);
    const renewal = (await membershipsOf(member.user.id)).find((row) => row.id !== running.id);
    expect(renewal).toMatchObject({
      startDate: running.endDate,
      endDate: addMonths(running.endDate, 6),
      membershipType: 'premium',
      renewalCount: 1,
      amountCents: 1500,
    });
  });

  it('a replayed return records nothing more', async () => {
    const { user, intent } = await memberStartingCheckout();
    standIn.pay(intent.id);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await returnFrom(`checkoutIntentId=${intent.id}&code=succeeded`);
      expect(response.headers.location).toBe(`${PATHS.profile}?paiement=recu`);
    }
    expect(await membershipsOf(user.id)).toHaveLength(1);
    expect(await invoicesOf(user.id)).toHaveLength(1);
  });

  it('the webhook records a payment whose payer never comes back, once however often it arrives', async () => {
    const { user, intent, payment } = await memberStartingCheckout();
    standIn.pay(intent.id);
    for (const eventType of ['Order', 'Payment', 'Order'] as const) {
      const response = await notify(standIn.notificationOf(intent.id, eventType));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: PAYMENT_MESSAGES.webhookReceived });
    }
    expect(await membershipsOf(user.id)).toHaveLength(1);
    expect(await invoicesOf(user.id)).toHaveLength(1);
    expect((await paymentRow(payment.id)).status).toBe('paid');
  });

  it('the webhook first, then the return: one membership, and the return says it is received', async () => {
    const { user, intent } = await memberStartingCheckout();
    standIn.pay(intent.id);
    expect((await notify(standIn.notificationOf(intent.id))).statusCode).toBe(200);
    const response = await returnFrom(`checkoutIntentId=${intent.id}&code=succeeded`);
    expect(response.headers.location).toBe(`${PATHS.profile}?paiement=recu`);
    expect(await membershipsOf(user.id)).toHaveLength(1);
  });

  it('a Payment notification without metadata is found through its order', async () => {
    const { user, intent } = await memberStartingCheckout();
    standIn.pay(intent.id);
    const notification = standIn.notificationOf(intent.id, 'Payment');
    expect((await notify({ ...notification, metadata: null })).statusCode).toBe(200);
    expect(await membershipsOf(user.id)).toHaveLength(1);
  });

  it('the return and the webhook racing record one membership, one invoice and one mail', async () => {
    const { user, intent, payment } = await memberStartingCheckout();
    standIn.pay(intent.id);
    const results = await Promise.all([
      returnFrom(`checkoutIntentId=${intent.id}&code=succeeded`),
      notify(standIn.notificationOf(intent.id)),
      returnFrom(`checkoutIntentId=${intent.id}&code=succeeded`),
      notify(standIn.notificationOf(intent.id, 'Payment')),
    ]);
    expect(results.map((result) => result.statusCode)).toEqual([303, 200, 303, 200]);
    expect(await membershipsOf(user.id)).toHaveLength(1);
    expect(await invoicesOf(user.id)).toHaveLength(1);
    const mails = await testApp.context.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email));
    expect(mails.filter((mail) => /Paiement reçu/.test(mail.subject))).toHaveLength(1);
    expect((await paymentRow(payment.id)).status).toBe('paid');
  });

  describe('a forged return records nothing and says so', () => {
    it('an unknown intent', async () => {
      const before = await testApp.context.db.select().from(memberships);
      for (const query of ['checkoutIntentId=999999999&code=succeeded&orderId=1', 'code=succeeded', '']) {
        const response = await returnFrom(query);
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe(`${PATHS.profile}?paiement=invalide`);
      }
      expect(await testApp.context.db.select().from(memberships)).toEqual(before);
    });

    it('an intent HelloAsso has not seen paid, whatever the address says', async () => {
      const { user, intent, payment } = await memberStartingCheckout();
      const response = await returnFrom(`checkoutIntentId=${intent.id}&code=succeeded&orderId=123456`);
      expect(response.headers.location).toBe(`${PATHS.profile}?paiement=en-attente`);
      const refused = await returnFrom(`checkoutIntentId=${intent.id}&code=refused`);
      expect(refused.headers.location).toBe(`${PATHS.profile}?paiement=annule`);
      expect(await membershipsOf(user.id)).toEqual([]);
      // Back without a paid order: the checkout is abandoned, yet a later payment of it still records
      // it (told by HelloAsso's notification: the return's read of this intent is seconds old).
      expect((await paymentRow(payment.id)).status).toBe('abandoned');
      standIn.pay(intent.id);
      expect((await notify(standIn.notificationOf(intent.id))).statusCode).toBe(200);
      expect((await returnFrom(`checkoutIntentId=${intent.id}&code=succeeded`)).headers.location).toBe(`${PATHS.profile}?paiement=recu`);
      expect((await paymentRow(payment.id)).status).toBe('paid');
      expect(await membershipsOf(user.id)).toHaveLength(1);
    });

    it('an order of another amount', async () => {
      const { user, intent, payment } = await memberStartingCheckout();
      standIn.pay(intent.id, { amountCents: 100 });
      const response = await returnFrom(`checkoutIntentId=${intent.id}&code=succeeded`);
      expect(response.headers.location).toBe(`${PATHS.profile}?paiement=invalide`);
      expect((await notify(standIn.notificationOf(intent.id))).statusCode).toBe(200);
      expect(await membershipsOf(user.id)).toEqual([]);
      expect((await paymentRow(payment.id)).status).toBe('pending');
    });

    it('a payment HelloAsso refused', async () => {
      const { user, intent } = await memberStartingCheckout();
      standIn.pay(intent.id, { paymentState: 'Refused' });
      await returnFrom(`checkoutIntentId=${intent.id}&code=succeeded`);
      expect(await membershipsOf(user.id)).toEqual([]);
    });

    it('an intent that belongs to another payment', async () => {
      const first = await memberStartingCheckout();
      const second = await memberStartingCheckout();
      standIn.pay(second.intent.id);
      // The first payment made to point at the second's paid intent, whose metadata names the second payment.
      await testApp.context.db.update(payments).set({ checkoutIntentId: 'detourne' }).where(eq(payments.id, second.payment.id));
      await testApp.context.db
        .update(payments)
        .set({ checkoutIntentId: String(second.intent.id) })
        .where(eq(payments.id, first.payment.id));
      const response = await returnFrom(`checkoutIntentId=${second.intent.id}&code=succeeded`);
      expect(response.headers.location).toBe(`${PATHS.profile}?paiement=invalide`);
      expect(await membershipsOf(first.user.id)).toEqual([]);
      expect(await membershipsOf(second.user.id)).toEqual([]);
    });

    it('a notification naming an unknown intent, or a pending payment not paid', async () => {
      const unknown = await notify({ eventType: 'Order', data: { checkoutIntentId: 424242 }, metadata: { paymentId: 2_000_000 } });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ detail: PAYMENT_MESSAGES.webhookUnknown });
      const { user, intent, payment } = await memberStartingCheckout();
      const forged = await notify({
        eventType: 'Order',
        data: { id: 1, amount: { total: 2500 }, checkoutIntentId: intent.id },
        metadata: { paymentId: payment.id },
      });
      expect(forged.statusCode).toBe(200);
      expect(await membershipsOf(user.id)).toEqual([]);
      const other = await notify({ eventType: 'Form', data: {} });
      expect(other.statusCode).toBe(200);
    });
  });

  it('when HelloAsso does not answer, the checkout says so in French and the return waits for the webhook', async () => {
    const member = await createTestUser(testApp);
    standIn.failCalls(503);
    try {
      const response = await inject({ method: 'POST', url: '/api/memberships/me/checkout', headers: member.authorization, payload: { durationMonths: 12 } });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ detail: PAYMENT_MESSAGES.providerRefused });
    } finally {
      standIn.failCalls(undefined);
    }
    const failed = await testApp.context.db.select().from(payments).where(eq(payments.userId, member.user.id));
    expect(failed.map((row) => row.status)).toEqual(['failed']);

    const { user, intent } = await memberStartingCheckout(12, member);
    standIn.pay(intent.id);
    standIn.failCalls(503);
    try {
      const response = await returnFrom(`checkoutIntentId=${intent.id}&code=succeeded`);
      expect(response.headers.location).toBe(`${PATHS.profile}?paiement=en-attente`);
      const webhook = await notify(standIn.notificationOf(intent.id));
      expect(webhook.statusCode).toBe(502);
      expect(webhook.json()).toEqual({ detail: PAYMENT_MESSAGES.providerRefused });
    } finally {
      standIn.failCalls(undefined);
    }
    expect(await membershipsOf(user.id)).toEqual([]);
    expect((await notify(standIn.notificationOf(intent.id))).statusCode).toBe(200);
    expect(await membershipsOf(user.id)).toHaveLength(1);
  });
});

describe('without HelloAsso configured', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('online payment is hidden and its routes say it is not offered', async () => {
    const availability = await testApp.app.inject({ method: 'GET', url: '/api/payments/availability' });
    expect(availability.json()).toEqual({ online: false });
    const member = await createTestUser(testApp);
    const checkout = await testApp.app.inject({
      method: 'POST',
      url: '/api/memberships/me/checkout',
      headers: member.authorization,
      payload: { durationMonths: 12 },
    });
    expect(checkout.statusCode).toBe(503);
    expect(checkout.json()).toEqual({ detail: PAYMENT_MESSAGES.unavailable });
    expect(await testApp.context.db.select().from(payments)).toEqual([]);
    const back = await testApp.app.inject({ method: 'GET', url: '/api/payments/return?checkoutIntentId=12' });
    expect(back.headers.location).toBe(`${PATHS.profile}?paiement=invalide`);
  });
});

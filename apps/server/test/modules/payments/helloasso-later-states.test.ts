import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TREASURY_EXPORT_LABELS, toParisDate } from '@action-plus/contract';
import { startHelloAssoStandIn, type HelloAssoStandIn, type StandInPayOptions } from '@action-plus/test-stand-ins/helloasso-stand-in';
import { donations, invoices, memberships, payments, taxReceipts } from '#db/schema';
import { claimPeriodicRun } from '#lib/periodic-job';
import { reconcilePayments } from '#modules/payments/reconcile-payments';
import { extractPdfText } from '#test/support/pdf-text';
import { createTestAppWithMail, createTestUser, type TestAppWithMail } from '#test/support/test-app';
import { DONOR, oneLine } from '../donations/donation-test-helpers';

const HELLOASSO = { clientId: 'client-etats', clientSecret: 'secret-etats', organizationSlug: 'action-plus' };
const DAY_MS = 24 * 60 * 60 * 1000;

describe('HelloAsso after the payment: every amount checked, refunds, chargebacks, SEPA and lost notifications (decision 034)', () => {
  let standIn: HelloAssoStandIn;
  let testApp: TestAppWithMail;
  let admin: Awaited<ReturnType<typeof createTestUser>>;
  let db: TestAppWithMail['context']['db'];

  beforeAll(async () => {
    standIn = await startHelloAssoStandIn(HELLOASSO);
    testApp = await createTestAppWithMail({
      helloAsso: { ...HELLOASSO, apiUrl: standIn.url },
      taxReceipts: { eligibleOverride: true, signatureFile: undefined },
    });
    admin = await createTestUser(testApp, { role: 'admin' });
    db = testApp.context.db;
  });
  afterAll(async () => {
    await testApp.close();
    await standIn.close();
  });

  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const notify = (intentId: number) => inject({ method: 'POST', url: '/api/payments/helloasso-webhook', payload: standIn.notificationOf(intentId) });
  const donationOf = async (id: number) => (await db.select().from(donations).where(eq(donations.id, id)))[0]!;
  const paymentOf = async (intentId: number) =>
    (
      await db
        .select()
        .from(payments)
        .where(eq(payments.checkoutIntentId, String(intentId)))
    )[0]!;
  const receiptsOf = (donationId: number) => db.select().from(taxReceipts).where(eq(taxReceipts.donationId, donationId));
  const year = () => Number(toParisDate().slice(0, 4));
  const totals = async () => (await inject({ method: 'GET', url: `/api/admin/treasury?year=${year()}`, headers: admin.authorization })).json().totals;

  /** A visitor starts giving `amount` euros online: the intent and the pending donation. */
  async function giveOnline(amount = 50, email = `donateur.${Math.random().toString(36).slice(2)}@exemple.fr`) {
    const response = await inject({ method: 'POST', url: '/api/donations/checkout', payload: { ...DONOR, email, amount } });
    expect(response.statusCode, response.body).toBe(201);
    const intent = standIn.lastIntent()!;
    return { intent, donationId: Number(intent.request.metadata!['donationId']), email };
  }

  async function paidThenNotified(amount: number, options?: StandInPayOptions) {
    const gift = await giveOnline(amount);
    standIn.pay(gift.intent.id, options);
    expect((await notify(gift.intent.id)).statusCode).toBe(200);
    return gift;
  }

  describe('each amount of the confirmation is checked on its own', () => {
    it('an order whose total is right but whose payments cover only part of it is not recorded', async () => {
      const { intent, donationId } = await paidThenNotified(50, { payments: [{ amountCents: 2000, state: 'Authorized' }] });
      expect(standIn.intent(intent.id)!.order!.amount.total).toBe(5000);
      expect((await donationOf(donationId)).status).toBe('pending');
      expect((await paymentOf(intent.id)).status).toBe('pending');
      expect(await receiptsOf(donationId)).toEqual([]);
    });

    it('an order of another total is not recorded, even when its payments add up to it', async () => {
      const { intent, donationId } = await paidThenNotified(50, { amountCents: 500 });
      expect((await paymentOf(intent.id)).status).toBe('pending');
      expect((await donationOf(donationId)).status).toBe('pending');
    });

    it('payments beyond the amount are not recorded', async () => {
      const { intent, donationId } = await paidThenNotified(50, {
        payments: [
          { amountCents: 5000, state: 'Authorized' },
          { amountCents: 1000, state: 'Authorized' },
        ],
      });
      expect((await paymentOf(intent.id)).status).toBe('pending');
      expect((await donationOf(donationId)).status).toBe('pending');
    });

    it('several payments adding up to the amount are recorded, once', async () => {
      const { intent, donationId } = await paidThenNotified(50, {
        payments: [
          { amountCents: 3000, state: 'Authorized' },
          { amountCents: 2000, state: 'Processed' },
        ],
      });
      expect((await notify(intent.id)).statusCode).toBe(200);
      expect((await paymentOf(intent.id)).status).toBe('paid');
      expect((await donationOf(donationId)).status).toBe('confirmed');
      expect(await receiptsOf(donationId)).toHaveLength(1);
    });

    it('a payment refused before it was ever paid records nothing and abandons the checkout', async () => {
      const { intent, donationId } = await paidThenNotified(50, { paymentState: 'Refused' });
      expect((await paymentOf(intent.id)).status).toBe('abandoned');
      expect((await donationOf(donationId)).status).toBe('abandoned');
      expect(await receiptsOf(donationId)).toEqual([]);
    });

    it('a SEPA debit waiting for the bank is shown pending, then recorded once the bank pays', async () => {
      const { intent, donationId } = await giveOnline(40);
      standIn.pay(intent.id, { paymentState: 'WaitingBankValidation' });
      const back = await inject({ method: 'GET', url: `/api/payments/return?checkoutIntentId=${intent.id}&code=succeeded` });
      expect(back.headers.location).toBe('/faire-un-don?paiement=en-attente');
      expect((await donationOf(donationId)).status).toBe('pending');
      standIn.changePaymentState(intent.id, 'Authorized');
      await notify(intent.id);
      expect((await donationOf(donationId)).status).toBe('confirmed');
    });
  });

  describe('a paid order taken back', () => {
    it('a refunded donation is marked refunded, its receipt cancelled with the reason, left out of the year’s figures, and the treasurer told', async () => {
      const before = await totals();
      const { intent, donationId } = await paidThenNotified(70);
      const [receipt] = await receiptsOf(donationId);
      expect(await totals()).toMatchObject({ donations_cents: before.donations_cents + 7000, receipts_cents: before.receipts_cents + 7000 });

      standIn.changePaymentState(intent.id, 'Refunded');
      expect((await notify(intent.id)).statusCode).toBe(200);
      expect(await paymentOf(intent.id)).toMatchObject({ status: 'refunded', refundState: 'Refunded' });
      expect((await donationOf(donationId)).status).toBe('refunded');
      const [cancelled] = await receiptsOf(donationId);
      expect(cancelled!.number).toBe(receipt!.number);
      expect(cancelled!.cancelledAt).not.toBeNull();
      expect(cancelled!.cancelReason).toMatch(/^Don remboursé sur HelloAsso le \d{2}\/\d{2}\/\d{4}$/);
      expect(await totals()).toMatchObject({
        donations_cents: before.donations_cents,
        receipts_cents: before.receipts_cents,
        receipts_count: before.receipts_count,
      });

      const pdf = await inject({ method: 'GET', url: `/api/admin/tax-receipts/${cancelled!.id}/pdf`, headers: admin.authorization });
      const text = oneLine(await extractPdfText(pdf.rawPayload));
      expect(text).toContain('ANNULÉ');
      expect(text).toContain('Don remboursé sur HelloAsso');

      const notice = await testApp.smtp.waitForMail(
        (mail) => mail.to.includes(admin.user.email) && mail.subject.includes('remboursé') && mail.text.includes(receipt!.number),
      );
      expect(notice.text).toContain('70,00 €');
      const refunds = await inject({ method: 'GET', url: '/api/admin/payments/refunds', headers: admin.authorization });
      expect(refunds.json()).toContainEqual(expect.objectContaining({ purpose: 'donation', amount_cents: 7000, state: 'Remboursé', payer: 'Élodie Lefèvre' }));

      // The same notification again, or a reconciliation: nothing more.
      await notify(intent.id);
      await reconcilePayments(testApp.context);
      const notices = testApp.smtp.mails.filter((mail) => mail.to.includes(admin.user.email) && mail.text.includes(receipt!.number));
      expect(notices).toHaveLength(1);
    });

    it('a contested membership payment keeps the membership (flagged) or ends it, as the treasurer chose', async () => {
      const payMembership = async () => {
        const member = await createTestUser(testApp);
        await inject({ method: 'POST', url: '/api/memberships/me/checkout', headers: member.authorization, payload: { durationMonths: 12 } });
        const intent = standIn.lastIntent()!;
        standIn.pay(intent.id);
        await notify(intent.id);
        const [membership] = await db.select().from(memberships).where(eq(memberships.userId, member.user.id));
        expect(membership).toBeDefined();
        return { intent, membership: membership! };
      };
      const duesBefore = (await totals()).dues_cents;
      const kept = await payMembership();
      expect((await totals()).dues_cents).toBe(duesBefore + kept.membership.amountCents);
      standIn.changePaymentState(kept.intent.id, 'Contested');
      await notify(kept.intent.id);
      expect(await paymentOf(kept.intent.id)).toMatchObject({ status: 'refunded', refundState: 'Contested' });
      expect((await db.select().from(memberships).where(eq(memberships.id, kept.membership.id)))[0]!.endDate).toBe(kept.membership.endDate);
      expect((await totals()).dues_cents).toBe(duesBefore);
      const notice = await testApp.smtp.waitForMail((mail) => mail.to.includes(admin.user.email) && mail.subject.includes('contesté'));
      expect(notice.text).toContain('Adhésion gardée');
      // The accountant's export says the dues went back, not that they are held.
      const year = toParisDate().slice(0, 4);
      const csv = (await inject({ method: 'GET', url: `/api/admin/treasury/exports/payments.csv?year=${year}`, headers: admin.authorization })).body;
      const [invoice] = await db.select().from(invoices).where(eq(invoices.membershipId, kept.membership.id));
      const invoiceLine = csv.split('\r\n').find((line) => line.includes(invoice!.number));
      expect(invoiceLine).toContain(TREASURY_EXPORT_LABELS.refundedOnline);

      testApp.context.config.refundedMemberships = 'end';
      try {
        const ended = await payMembership();
        standIn.changePaymentState(ended.intent.id, 'Refunded');
        await notify(ended.intent.id);
        const [after] = await db.select().from(memberships).where(eq(memberships.id, ended.membership.id));
        expect(after!.endDate).toBe(toParisDate());
      } finally {
        testApp.context.config.refundedMemberships = 'keep';
      }
    });
  });

  describe('the reconciliation repairs lost notifications', () => {
    it('records a paid order nobody told the site about, then a refund nobody told it about; admins only', async () => {
      const member = await createTestUser(testApp);
      const reconcile = (headers?: Record<string, string>) => inject({ method: 'POST', url: '/api/admin/payments/reconcile', ...(headers ? { headers } : {}) });
      expect((await reconcile()).statusCode).toBe(401);
      expect((await reconcile(member.authorization)).statusCode).toBe(403);

      const { intent, donationId } = await giveOnline(25);
      standIn.pay(intent.id);
      const first = await reconcile(admin.authorization);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().recorded).toBeGreaterThanOrEqual(1);
      expect((await donationOf(donationId)).status).toBe('confirmed');

      standIn.changePaymentState(intent.id, 'Refunded');
      const second = await reconcile(admin.authorization);
      expect(second.json().refunded).toBeGreaterThanOrEqual(1);
      expect((await donationOf(donationId)).status).toBe('refunded');
    });

    it('marks abandoned a checkout left for more than a day, which the admin list and the CSV show as such', async () => {
      const { intent, donationId } = await giveOnline(15);
      await db
        .update(payments)
        .set({ createdAt: new Date(Date.now() - 2 * DAY_MS) })
        .where(eq(payments.checkoutIntentId, String(intent.id)));
      await reconcilePayments(testApp.context);
      expect((await paymentOf(intent.id)).status).toBe('abandoned');
      expect((await donationOf(donationId)).status).toBe('abandoned');
      const list = (await inject({ method: 'GET', url: '/api/admin/donations?status=abandoned', headers: admin.authorization })).json();
      expect(list.map((donation: { id: number }) => donation.id)).toContain(donationId);
      const csv = await inject({ method: 'GET', url: `/api/admin/treasury/exports/donations.csv?year=${year()}`, headers: admin.authorization });
      expect(csv.body).toContain('Abandonné');
    });

    it('runs a daily job once, however many instances claim it at the same moment', async () => {
      const now = new Date();
      const claims = await Promise.all(Array.from({ length: 5 }, () => claimPeriodicRun(db, 'essai-quotidien', DAY_MS, now)));
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await claimPeriodicRun(db, 'essai-quotidien', DAY_MS, new Date(now.getTime() + DAY_MS / 2))).toBe(false);
      expect(await claimPeriodicRun(db, 'essai-quotidien', DAY_MS, new Date(now.getTime() + DAY_MS + 1000))).toBe(true);
    });
  });
});

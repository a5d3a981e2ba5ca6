import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DONATION_MESSAGES } from '@action-plus/contract';
import { taxReceipts } from '#db/schema';
import { createTestAppWithMail, createTestUser, type TestAppWithMail } from '#test/support/test-app';
import { DONOR, donationRow, today } from './donation-test-helpers';

describe('donations while the association issues no tax receipts (the default)', () => {
  let testApp: TestAppWithMail;

  beforeAll(async () => {
    testApp = await createTestAppWithMail();
  });
  afterAll(() => testApp.close());

  it("is what the association's settings say until it has confirmed its eligibility", async () => {
    expect((await testApp.context.associationSettings.read()).taxReceipts.eligible).toBe(false);
    expect(testApp.context.config.taxReceipts.eligibleOverride).toBeUndefined();
  });

  it('tells the page that no receipt is issued and, without HelloAsso, that the gift is not paid online', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/donations/options' })).json()).toEqual({ tax_receipts: false, online: false });
    const checkout = await testApp.app.inject({ method: 'POST', url: '/api/donations/checkout', payload: { ...DONOR, amount: 50 } });
    expect(checkout.statusCode).toBe(503);
    expect(checkout.json().detail).toBe(DONATION_MESSAGES.onlinePaymentUnavailable);
  });

  it('accepts and acknowledges a recorded gift, without a receipt nor any promise of one', async () => {
    const admin = await createTestUser(testApp, { role: 'admin' });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/donations',
      headers: admin.authorization,
      payload: { ...DONOR, email: 'sans-recu@exemple.fr', amount: 50, method: 'virement', receivedOn: today() },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ status: 'confirmed', receipt_number: null });
    expect((await donationRow(testApp, response.json().id)).status).toBe('confirmed');
    expect(await testApp.context.db.select().from(taxReceipts)).toEqual([]);
    const mail = await testApp.smtp.waitForMail((candidate) => candidate.to.includes('sans-recu@exemple.fr'));
    expect(mail.subject).toContain('Merci pour votre don');
    expect(mail.attachments).toEqual([]);
    expect(mail.text).not.toMatch(/reçu fiscal|réduction d.impôt/i);

    const donor = await createTestUser(testApp);
    const yearly = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/me/tax-receipts/yearly',
      headers: donor.authorization,
      payload: { year: 2026 },
    });
    expect(yearly.statusCode).toBe(400);
    expect(yearly.json().detail).toBe(DONATION_MESSAGES.receiptsNotIssued);
  });
});

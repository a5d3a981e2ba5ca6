import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DONATION_MESSAGES, TAX_RECEIPT_MENTIONS } from '@action-plus/contract';
import { startHelloAssoStandIn, type HelloAssoStandIn } from '@action-plus/test-stand-ins/helloasso-stand-in';
import { donations, payments, taxReceipts, users } from '#db/schema';
import { paymentPurposeHandler } from '#modules/payments/payment-purposes';
import { extractPdfText } from '#test/support/pdf-text';
import { createTestAppWithMail, createTestUser, type TestAppWithMail } from '#test/support/test-app';
import { DONOR, donationRow, oneLine, receiptOfDonation, today } from './donation-test-helpers';
import { SEEDED_ASSOCIATION_SETTINGS as ACTION_PLUS } from '@action-plus/contract/association-settings-seed';

const HELLOASSO = { clientId: 'client-dons', clientSecret: 'secret-dons', organizationSlug: 'action-plus' };

describe('donations and tax receipts, the association being eligible', () => {
  let standIn: HelloAssoStandIn;
  let testApp: TestAppWithMail;
  let admin: Awaited<ReturnType<typeof createTestUser>>;

  beforeAll(async () => {
    standIn = await startHelloAssoStandIn(HELLOASSO);
    testApp = await createTestAppWithMail({
      helloAsso: { ...HELLOASSO, apiUrl: standIn.url },
      taxReceipts: { eligibleOverride: true, signatureFile: undefined },
    });
    admin = await createTestUser(testApp, { role: 'admin' });
  });
  afterAll(async () => {
    await testApp.close();
    await standIn.close();
  });

  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const record = (payload: Record<string, unknown>, headers = admin.authorization) =>
    inject({ method: 'POST', url: '/api/admin/donations', headers, payload: { ...DONOR, amount: 50, method: 'cheque', receivedOn: today(), ...payload } });

  it('tells the page that receipts are issued and that the gift can be paid online', async () => {
    const response = await inject({ method: 'GET', url: '/api/donations/options' });
    expect(response.json()).toEqual({ tax_receipts: true, online: true });
  });

  it('a visitor gives 50 € through HelloAsso and receives the receipt by mail, with every mention of the Cerfa', async () => {
    const email = 'visiteur.genereux@exemple.fr';
    const response = await inject({ method: 'POST', url: '/api/donations/checkout', payload: { ...DONOR, email, amount: 50 } });
    expect(response.statusCode, response.body).toBe(201);
    const intent = standIn.lastIntent()!;
    expect(response.json()).toEqual({ redirect_url: intent.redirectUrl });
    expect(intent.request).toMatchObject({ totalAmount: 5000, containsDonation: true });
    const [pending] = await testApp.context.db.select().from(donations).where(eq(donations.donorEmail, email));
    expect(pending).toMatchObject({ status: 'pending', method: 'carte', amountCents: 5000, userId: null });
    expect(await receiptOfDonation(testApp, pending!.id)).toBeUndefined();

    standIn.pay(intent.id);
    const returnAddress = new URL(standIn.returnAddressOf(intent.id));
    const back = await inject({ method: 'GET', url: returnAddress.pathname + returnAddress.search });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toContain('/faire-un-don?paiement=recu');

    const confirmed = await donationRow(testApp, pending!.id);
    expect(confirmed).toMatchObject({ status: 'confirmed', receivedOn: today() });
    const receipt = (await receiptOfDonation(testApp, pending!.id))!;
    expect(receipt.number).toMatch(new RegExp(`^${today().slice(0, 4)}-\\d{4}$`));

    const mail = await testApp.smtp.waitForMail((candidate) => candidate.to.includes(email));
    expect(mail.subject).toContain(receipt.number);
    expect(mail.text).toContain('50,00 €');
    const attachment = mail.attachments.find((file) => file.contentType.startsWith('application/pdf'))!;
    expect(attachment.filename).toBe(`recu-fiscal-${receipt.number}.pdf`);
    const text = oneLine(await extractPdfText(attachment.bytes));
    for (const mention of [
      TAX_RECEIPT_MENTIONS.title,
      'Cerfa n° 11580',
      'Article 200 du code général des impôts',
      `n° ${receipt.number}`,
      ACTION_PLUS.identity.name,
      ACTION_PLUS.contact.address.street,
      '57000 Metz',
      ACTION_PLUS.taxReceipts.quality,
      'Objet',
      'Élodie Lefèvre',
      '12 rue des Clercs, 57000 Metz, France',
      '50,00 €',
      'cinquante euros',
      'Date du versement ou du don',
      'Déclaration de don manuel',
      'Numéraire',
      'carte bancaire',
      '66 %',
      '20 %',
      `Fait à ${ACTION_PLUS.taxReceipts.place}, le`,
      ACTION_PLUS.taxReceipts.signatory.name,
    ]) {
      expect(text, mention).toContain(mention);
    }
    expect(text).not.toContain('ANNULÉ');
  });

  it('confirms a donation once, whatever the number of onPaid calls', async () => {
    const donation = (
      await testApp.context.db
        .insert(donations)
        .values({
          amountCents: 2000,
          method: 'carte',
          donorFirstName: 'Jo',
          donorLastName: 'Durand',
          donorEmail: 'jo.durand@exemple.fr',
          donorAddress: '1 rue Haute',
          donorPostalCode: '57000',
          donorCity: 'Metz',
        })
        .returning()
    )[0]!;
    const [payment] = await testApp.context.db
      .insert(payments)
      .values({ purpose: 'donation', checkoutIntentId: `test-${donation.id}`, amountCents: 2000, donationId: donation.id, status: 'paid', paidAt: new Date() })
      .returning();
    const handler = paymentPurposeHandler('donation')!;
    const storedMailIds: number[] = [];
    const callOnce = () =>
      testApp.context.db.transaction((tx) =>
        handler.onPaid(tx, payment!, {
          context: testApp.context,
          storeMails: async (mails) => {
            storedMailIds.push(...(await testApp.context.mailer.storeMails(tx, mails)));
          },
        }),
      );
    await Promise.all([callOnce(), callOnce(), callOnce()]);
    await callOnce();
    const receipts = await testApp.context.db.select().from(taxReceipts).where(eq(taxReceipts.donationId, donation.id));
    expect(receipts).toHaveLength(1);
    expect(storedMailIds).toHaveLength(1);
    expect((await donationRow(testApp, donation.id)).status).toBe('confirmed');
  });

  it('admins record a cheque: confirmed at once, receipt issued and mailed; members and visitors are refused', async () => {
    const member = await createTestUser(testApp);
    expect((await record({}, member.authorization)).statusCode).toBe(403);
    expect(
      (await inject({ method: 'POST', url: '/api/admin/donations', payload: { ...DONOR, amount: 50, method: 'cheque', receivedOn: today() } })).statusCode,
    ).toBe(401);
    expect((await inject({ method: 'GET', url: '/api/admin/donations', headers: member.authorization })).statusCode).toBe(403);

    const email = 'cheque@exemple.fr';
    const response = await record({ email, amount: 120.5, method: 'cheque', receivedOn: '2026-01-15' });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ status: 'confirmed', method: 'cheque', amount: 120.5, received_on: '2026-01-15', receipt_cancelled: false });
    expect(body.receipt_number).toMatch(/^2026-\d{4}$/);
    const mail = await testApp.smtp.waitForMail((candidate) => candidate.to.includes(email));
    const text = oneLine(await extractPdfText(mail.attachments[0]!.bytes));
    expect(text).toContain('cent vingt euros et cinquante centimes');
    expect(text).toContain('chèque');
    expect(text).toContain('15 janvier 2026');

    const list = await inject({ method: 'GET', url: '/api/admin/donations?status=confirmed', headers: admin.authorization });
    expect(list.statusCode).toBe(200);
    expect(list.json().every((donation: { status: string }) => donation.status === 'confirmed')).toBe(true);
    expect(list.json().map((donation: { id: number }) => donation.id)).toContain(body.id);
  });

  it('refuses bad input with a French detail', async () => {
    for (const [payload, detail] of [
      [{ amount: 0 }, DONATION_MESSAGES.amountTooSmall],
      [{ amount: 20_000 }, DONATION_MESSAGES.amountTooLarge],
      [{ amount: 10.555 }, DONATION_MESSAGES.amountTooPrecise],
      [{ method: 'carte' }, DONATION_MESSAGES.methodRequired],
      [{ receivedOn: '2026-02-30' }, DONATION_MESSAGES.receivedOnRequired],
      [{ receivedOn: '2999-01-01' }, DONATION_MESSAGES.receivedOnInFuture],
      [{ address: '  ' }, DONATION_MESSAGES.addressRequired],
    ] as const) {
      const response = await record(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().detail).toContain(detail);
    }
    const checkout = await inject({ method: 'POST', url: '/api/donations/checkout', payload: { ...DONOR, amount: 0.5 } });
    expect(checkout.statusCode).toBe(400);
    expect(checkout.json().detail).toContain(DONATION_MESSAGES.amountTooSmall);
  });

  it('cancelling a donation cancels its receipt, which keeps its number; the next receipt takes the next number', async () => {
    const first = (await record({ email: 'annule@exemple.fr', receivedOn: '2025-06-01' })).json();
    const cancel = await inject({ method: 'POST', url: `/api/admin/donations/${first.id}/cancel`, headers: admin.authorization });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelled = (await receiptOfDonation(testApp, first.id))!;
    expect(cancelled.number).toBe(first.receipt_number);
    expect(cancelled.cancelledAt).not.toBeNull();
    expect((await inject({ method: 'POST', url: `/api/admin/donations/${first.id}/cancel`, headers: admin.authorization })).statusCode).toBe(409);

    const pdf = await inject({ method: 'GET', url: `/api/admin/tax-receipts/${cancelled.id}/pdf`, headers: admin.authorization });
    expect(pdf.statusCode).toBe(200);
    expect(oneLine(await extractPdfText(pdf.rawPayload))).toContain('ANNULÉ');

    const next = (await record({ email: 'annule@exemple.fr', receivedOn: '2025-06-02' })).json();
    expect(next.receipt_number).toBe(`2025-${String(cancelled.sequence + 1).padStart(4, '0')}`);
    const list = (await inject({ method: 'GET', url: '/api/admin/donations?status=cancelled', headers: admin.authorization })).json();
    expect(list.find((donation: { id: number }) => donation.id === first.id)).toMatchObject({
      status: 'cancelled',
      receipt_number: first.receipt_number,
      receipt_cancelled: true,
    });
  });

  it('donors download their own receipts from the profile, never anyone else’s', async () => {
    const donor = await createTestUser(testApp);
    const stranger = await createTestUser(testApp);
    // Recorded by an admin with the account's address: it joins the account only if that address
    // was confirmed when the gift was recorded (decision 034).
    await record({ email: donor.user.email, receivedOn: '2024-03-09' });
    expect((await inject({ method: 'GET', url: '/api/users/me/tax-receipts', headers: donor.authorization })).json()).toEqual([]);
    await testApp.context.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, donor.user.id));
    expect((await inject({ method: 'GET', url: '/api/users/me/tax-receipts', headers: donor.authorization })).json()).toEqual([]);
    const given = (await record({ email: donor.user.email, receivedOn: '2024-03-10' })).json();
    const mine = (await inject({ method: 'GET', url: '/api/users/me/tax-receipts', headers: donor.authorization })).json();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ number: given.receipt_number, kind: 'single', amount: 50, payment_date: '2024-03-10', cancelled: false });

    const download = await inject({ method: 'GET', url: `/api/users/me/tax-receipts/${mine[0].id}/pdf`, headers: donor.authorization });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(oneLine(await extractPdfText(download.rawPayload))).toContain(given.receipt_number);
    expect((await inject({ method: 'GET', url: `/api/users/me/tax-receipts/${mine[0].id}/pdf`, headers: stranger.authorization })).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: `/api/users/me/tax-receipts/${mine[0].id}/pdf` })).statusCode).toBe(401);
    expect((await inject({ method: 'GET', url: `/api/admin/tax-receipts/${mine[0].id}/pdf`, headers: donor.authorization })).statusCode).toBe(403);
  });

  it('a yearly summary replaces the year’s receipts, so that no gift counts twice; a cancelled gift leaves a new summary of the others', async () => {
    const donor = await createTestUser(testApp);
    await testApp.context.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, donor.user.id));
    const gifts = [];
    for (const [amount, receivedOn, method] of [
      [20, '2023-02-01', 'cheque'],
      [30, '2023-05-01', 'virement'],
      [50, '2023-09-01', 'especes'],
    ] as const) {
      gifts.push((await record({ email: donor.user.email, amount, receivedOn, method })).json());
    }
    const summaryResponse = await inject({ method: 'POST', url: '/api/users/me/tax-receipts/yearly', headers: donor.authorization, payload: { year: 2023 } });
    expect(summaryResponse.statusCode, summaryResponse.body).toBe(201);
    expect(summaryResponse.json()).toHaveLength(1);
    const summary = summaryResponse.json()[0];
    expect(summary).toMatchObject({ kind: 'yearly', year: 2023, amount: 100, payment_date: null, cancelled: false });

    const receipts = (await inject({ method: 'GET', url: '/api/users/me/tax-receipts', headers: donor.authorization })).json();
    const valid = receipts.filter((receipt: { cancelled: boolean }) => !receipt.cancelled);
    expect(valid.map((receipt: { number: string }) => receipt.number)).toEqual([summary.number]);
    for (const gift of gifts) {
      expect(receipts.find((receipt: { number: string }) => receipt.number === gift.receipt_number)).toMatchObject({
        cancelled: true,
        replaced_by_number: summary.number,
      });
    }
    const pdf = oneLine(
      await extractPdfText((await inject({ method: 'GET', url: `/api/users/me/tax-receipts/${summary.id}/pdf`, headers: donor.authorization })).rawPayload),
    );
    expect(pdf).toContain('Reçu récapitulatif annuel');
    expect(pdf).toContain('Année des versements : 2023');
    expect(pdf).toContain('cent euros');
    expect(pdf).toContain('chèque, virement, espèces');
    // Asked again with nothing new: the same summary.
    expect(
      (await inject({ method: 'POST', url: '/api/users/me/tax-receipts/yearly', headers: donor.authorization, payload: { year: 2023 } })).json()[0].number,
    ).toBe(summary.number);

    // The 30 € transfer bounces: the summary is cancelled and a new one covers the other 70 €.
    expect((await inject({ method: 'POST', url: `/api/admin/donations/${gifts[1].id}/cancel`, headers: admin.authorization })).statusCode).toBe(200);
    const after = (await inject({ method: 'GET', url: '/api/users/me/tax-receipts', headers: donor.authorization })).json();
    const stillValid = after.filter((receipt: { cancelled: boolean }) => !receipt.cancelled);
    expect(stillValid).toHaveLength(1);
    expect(stillValid[0]).toMatchObject({ kind: 'yearly', amount: 70 });
    expect(after.find((receipt: { number: string }) => receipt.number === summary.number)).toMatchObject({
      cancelled: true,
      replaced_by_number: stillValid[0].number,
    });
    const mail = await testApp.smtp.waitForMail((candidate) => candidate.subject.includes(stillValid[0].number));
    expect(oneLine(await extractPdfText(mail.attachments[0]!.bytes))).toContain('soixante-dix euros');

    const nothing = await inject({ method: 'POST', url: '/api/users/me/tax-receipts/yearly', headers: donor.authorization, payload: { year: 2019 } });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().detail).toBe(DONATION_MESSAGES.nothingToSummarise);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_MENTIONS, MEMBERSHIP_PAYMENT_METHOD_PHRASES, formatMemberNumber } from '@action-plus/contract';
import { renderInvoicePdf } from '#modules/invoices/render-invoice-pdf';
import { extractPdfText } from '#test/support/pdf-text';
import { SAMPLE_INVOICE as invoice } from '#test/support/sample-documents';
import { createTestApp, createTestUser, type TestApp } from '#test/support/test-app';
import { SEEDED_ASSOCIATION_SETTINGS as ACTION_PLUS } from '@action-plus/contract/association-settings-seed';

const normalise = (text: string) => text.replace(/\s+/g, ' ');

describe('the membership invoice PDF', () => {
  it('is an A4 page whose text says who bills whom, what, how much, and that it is paid', async () => {
    const pdf = await renderInvoicePdf(invoice, ACTION_PLUS);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const text = normalise(await extractPdfText(pdf));
    for (const expected of [
      ACTION_PLUS.identity.name,
      ACTION_PLUS.contact.address.street,
      '57000 Metz',
      ACTION_PLUS.identity.registrationNumber,
      'FACTURE',
      'N° 2026-0007',
      "Date d'émission : 14 mars 2026",
      'Élodie Lefèvre',
      'elodie.lefevre@exemple.fr',
      'N° de membre : 42A2025',
      "Cotisation d'adhésion Premium – 12 mois",
      "Période d'adhésion du 31 janvier 2026 au 31 janvier 2027",
      '1 234,56 €',
      "Cotisation hors du champ d'application de la TVA",
      'Payée le 12 mars 2026 par chèque.',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // The small-business franchise is the wrong legal reference for membership dues.
    expect(text).not.toMatch(/293 ?B/);
  });

  it('says « À régler » for dues not paid yet, and never « Payée »', async () => {
    const text = normalise(await extractPdfText(await renderInvoicePdf({ ...invoice, paymentStatus: 'due', paymentMethod: null, paidOn: null }, ACTION_PLUS)));
    expect(text).toContain(normalise(INVOICE_MENTIONS.due));
    expect(text).toContain(normalise(INVOICE_MENTIONS.dueNote('1 234,56 €')));
    expect(text).not.toContain('Payée');
    expect(text).not.toContain('Réglée');
  });

  it('says a free membership has nothing to pay', async () => {
    const text = normalise(
      await extractPdfText(await renderInvoicePdf({ ...invoice, amountCents: 0, paymentStatus: 'free', paymentMethod: null, paidOn: null }, ACTION_PLUS)),
    );
    expect(text).toContain(normalise(INVOICE_MENTIONS.freeNote));
    expect(text).not.toContain('Payée');
  });

  it('claims nothing about the payment of an invoice of version 1.0.0, which never recorded it', async () => {
    const text = normalise(await extractPdfText(await renderInvoicePdf({ ...invoice, paymentStatus: null, paymentMethod: null, paidOn: null }, ACTION_PLUS)));
    expect(text).toContain(normalise(INVOICE_MENTIONS.notRecorded));
    expect(text).not.toContain('Payée');
    expect(text).not.toContain('Réglée');
    expect(text).not.toContain(normalise(INVOICE_MENTIONS.due));
  });

  it('names each method the way a sentence says it', async () => {
    for (const [method, phrase] of Object.entries(MEMBERSHIP_PAYMENT_METHOD_PHRASES)) {
      const text = normalise(
        await extractPdfText(await renderInvoicePdf({ ...invoice, paymentMethod: method as keyof typeof MEMBERSHIP_PAYMENT_METHOD_PHRASES }, ACTION_PLUS)),
      );
      expect(text, method).toContain(`Payée le 12 mars 2026 ${phrase}.`);
    }
  });

  it('renders the same bytes for the same invoice', async () => {
    const [first, second] = await Promise.all([renderInvoicePdf(invoice, ACTION_PLUS), renderInvoicePdf(invoice, ACTION_PLUS)]);
    expect(second.equals(first)).toBe(true);
  });
});

describe('an invoice downloaded through the API', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('carries the number, the member and the amount recorded', async () => {
    const admin = await createTestUser(testApp, { role: 'admin' });
    const { user } = await createTestUser(testApp, { firstName: 'Noémie' });
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/create-membership',
      headers: admin.authorization,
      payload: { userId: user.id, membershipType: 'vip', duration: 12, amount: 25 },
    });
    const { membership } = created.json();
    const download = await testApp.app.inject({ method: 'GET', url: `/api/admin/download-invoice-membership/${membership.id}`, headers: admin.authorization });
    const text = normalise(await extractPdfText(download.rawPayload));
    expect(text).toContain(`N° ${membership.invoice_number}`);
    expect(text).toContain(`Noémie ${user.lastName}`);
    expect(text).toContain(user.email);
    expect(text).toContain(`N° de membre : ${formatMemberNumber(user.id, user.createdAt)}`);
    expect(text).toContain("Cotisation d'adhésion VIP – 12 mois");
    expect(text).toContain('25,00 €');
    expect(text).toContain("Cotisation hors du champ d'application de la TVA");
  });
});

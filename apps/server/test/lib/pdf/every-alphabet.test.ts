import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderInvoicePdf } from '#modules/invoices/render-invoice-pdf';
import { renderTaxReceiptPdf } from '#modules/tax-receipts/render-tax-receipt-pdf';
import { EVERY_ALPHABET, linesOf } from '#test/support/every-alphabet';
import { extractPdfText } from '#test/support/pdf-text';
import { SAMPLE_INVOICE as invoice, SAMPLE_TAX_RECEIPT as receipt } from '#test/support/sample-documents';
import { createTestApp, createTestUser, type TestApp } from '#test/support/test-app';
import { receiptOfDonation } from '#test/modules/donations/donation-test-helpers';
import { SEEDED_ASSOCIATION_SETTINGS as ACTION_PLUS } from '@action-plus/contract/association-settings-seed';

describe.each(EVERY_ALPHABET)('documents for a person writing in $script', (person) => {
  const name = `${person.firstName} ${person.lastName}`;

  it('the invoice prints the member’s name whole on its line, and the amounts', async () => {
    const lines = linesOf(await extractPdfText(await renderInvoicePdf({ ...invoice, billedName: name }, ACTION_PLUS)));
    expect(lines).toContain(name);
    expect(lines).toContain('Total 1 234,56 €');
    expect(lines).toContain("Date d'émission : 14 mars 2026");
  });

  it('the tax receipt prints the donor’s name and address whole, with the postal code, the city and the amount', async () => {
    const pdf = await renderTaxReceiptPdf(
      { ...receipt, donorName: name, donorAddress: `${person.street}\n${person.postalCode} ${person.city}\nFrance` },
      ACTION_PLUS,
    );
    const lines = linesOf(await extractPdfText(pdf));
    expect(lines).toContain(`Nom : ${name}`);
    expect(lines).toContain(`Adresse : ${person.street}, ${person.postalCode} ${person.city}, France`);
    expect(lines).toContain('Montant : 1 234,56 €');
  });
});

describe('the fonts of the documents', () => {
  it('embed only the glyphs used: a receipt for a name in four alphabets stays small', async () => {
    const pdf = await renderTaxReceiptPdf({ ...receipt, donorName: 'Şükrü Αλέξανδρος محمد 王小明' }, ACTION_PLUS);
    expect(pdf.length).toBeLessThan(60_000);
    expect(pdf.toString('latin1')).not.toContain('/BaseFont /Helvetica');
  });

  it('draw the French no-break spaces with their own glyphs, which the ToUnicode maps name', async () => {
    // pdf.js reads every kind of space as U+0020: the font's map from glyphs to text says which was drawn.
    const streams = inflatedStreams(await renderInvoicePdf(invoice, ACTION_PLUS));
    expect(streams).toMatch(/beginbfrange[\s\S]*<00a0>[\s\S]*endbfrange/); // « Date d'émission : »
    expect(streams).toMatch(/beginbfrange[\s\S]*<202f>[\s\S]*endbfrange/); // « soutien ! »
  });
});

/** Every stream of a pdfkit PDF (compressed with Flate), as text. */
function inflatedStreams(pdf: Buffer) {
  const source = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of source.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    try {
      streams.push(inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1'));
    } catch {
      // A font file or an image: not text.
    }
  }
  return streams.join('\n');
}

describe('documents in every alphabet, downloaded through the API', () => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof createTestUser>>;
  beforeAll(async () => {
    testApp = await createTestApp({ config: { taxReceipts: { eligibleOverride: true, signatureFile: undefined } } });
    admin = await createTestUser(testApp, { role: 'admin' });
  });
  afterAll(() => testApp.close());

  it('the invoice and the receipt give back every name and address as it was typed', async () => {
    for (const person of EVERY_ALPHABET) {
      const name = `${person.firstName} ${person.lastName}`;
      const { user } = await createTestUser(testApp, { firstName: person.firstName, lastName: person.lastName });
      const created = await testApp.app.inject({
        method: 'POST',
        url: '/api/admin/create-membership',
        headers: admin.authorization,
        payload: { userId: user.id, membershipType: 'vip', duration: 12, amount: 25 },
      });
      expect(created.statusCode, created.body).toBe(201);
      const invoicePdf = await testApp.app.inject({
        method: 'GET',
        url: `/api/admin/download-invoice-membership/${created.json().membership.id}`,
        headers: admin.authorization,
      });
      expect(linesOf(await extractPdfText(invoicePdf.rawPayload)), person.script).toContain(name);

      const donation = await testApp.app.inject({
        method: 'POST',
        url: '/api/admin/donations',
        headers: admin.authorization,
        payload: {
          firstName: person.firstName,
          lastName: person.lastName,
          email: `donateur${user.id}@exemple.fr`,
          address: person.street,
          postalCode: person.postalCode,
          city: person.city,
          amount: 75,
          method: 'cheque',
          receivedOn: '2026-01-15',
        },
      });
      expect(donation.statusCode, donation.body).toBe(201);
      const stored = await receiptOfDonation(testApp, donation.json().id);
      const receiptPdf = await testApp.app.inject({ method: 'GET', url: `/api/admin/tax-receipts/${stored!.id}/pdf`, headers: admin.authorization });
      expect(receiptPdf.statusCode).toBe(200);
      const lines = linesOf(await extractPdfText(receiptPdf.rawPayload));
      expect(lines, person.script).toContain(`Nom : ${name}`);
      expect(lines, person.script).toContain(`Adresse : ${person.street}, ${person.postalCode} ${person.city}, France`);
      expect(lines, person.script).toContain('Montant : 75,00 €');
    }
  });
});

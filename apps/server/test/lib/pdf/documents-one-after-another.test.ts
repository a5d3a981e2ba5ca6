import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from '#modules/invoices/render-invoice-pdf';
import { renderTaxReceiptPdf } from '#modules/tax-receipts/render-tax-receipt-pdf';
import { EVERY_ALPHABET, linesOf } from '#test/support/every-alphabet';
import { extractPdfText } from '#test/support/pdf-text';
import { SAMPLE_INVOICE as invoice, SAMPLE_TAX_RECEIPT as receipt } from '#test/support/sample-documents';
import { SEEDED_ASSOCIATION_SETTINGS as ACTION_PLUS } from '@action-plus/contract/association-settings-seed';

const receiptFor = (person: (typeof EVERY_ALPHABET)[number] | undefined) =>
  person
    ? { ...receipt, donorName: `${person.firstName} ${person.lastName}`, donorAddress: `${person.street}\n${person.postalCode} ${person.city}\nFrance` }
    : receipt;

describe('documents drawn one after another in one process, as a server draws them', () => {
  // The fonts are parsed once for the process: what one document draws (« Ş », drawn with the
  // glyph of « S » inside) must not change the text another gives back.
  it.each([
    ['each alphabet, then a French name', [...EVERY_ALPHABET, undefined]],
    ['a French name, then each alphabet in reverse', [undefined, ...[...EVERY_ALPHABET].reverse()]],
  ])('give back their own text: %s', async (_order, people) => {
    for (const person of people) {
      const { donorName: billedName } = receiptFor(person);
      expect(linesOf(await extractPdfText(await renderInvoicePdf({ ...invoice, billedName }, ACTION_PLUS))), billedName).toContain(billedName);
      const lines = linesOf(await extractPdfText(await renderTaxReceiptPdf(receiptFor(person), ACTION_PLUS)));
      const { donorName } = receiptFor(person);
      expect(lines, donorName).toContain(`Nom : ${donorName}`);
      expect(lines, donorName).toContain('Somme en toutes lettres : mille deux cent trente-quatre euros et cinquante-six centimes');
    }
  });
});

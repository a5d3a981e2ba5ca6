import { describe, expect, it } from 'vitest';
import { TAX_RECEIPT_MENTIONS, taxReceiptArticles } from '@action-plus/contract';
import { renderTaxReceiptPdf } from '#modules/tax-receipts/render-tax-receipt-pdf';
import type { TaxReceiptRow } from '#modules/tax-receipts/tax-receipt-repository';
import { extractPdfText } from '#test/support/pdf-text';
import { SEEDED_ASSOCIATION_SETTINGS as ACTION_PLUS } from '@action-plus/contract/association-settings-seed';

const oneLine = (text: string) => text.replace(/\s+/g, ' ');

const receipt: TaxReceiptRow = {
  id: 1,
  kind: 'single',
  donationId: 3,
  year: 2026,
  sequence: 4,
  number: '2026-0004',
  issuedAt: new Date('2026-03-14T09:30:00Z'),
  donorName: 'Élodie Lefèvre',
  donorEmail: 'elodie@exemple.fr',
  donorAddress: '12 rue des Clercs\n57000 Metz\nFrance',
  amountCents: 5000,
  paymentDate: '2026-03-12',
  paymentMethods: ['Chèque'],
  userId: null,
  cancelledAt: null,
  replacedById: null,
  cancelReason: null,
  issuer: null,
};

describe('the legal basis a tax receipt certifies (decision 036)', () => {
  it('is article 200 alone by default: receipts go to private persons, and the association does not qualify for the IFI', async () => {
    expect(ACTION_PLUS.taxReceipts.wealthTaxEligible).toBe(false);
    expect(taxReceiptArticles(ACTION_PLUS.taxReceipts.wealthTaxEligible)).toEqual(['200']);
    const text = oneLine(await extractPdfText(await renderTaxReceiptPdf(receipt, ACTION_PLUS)));
    expect(text).toContain('Article 200 du code général des impôts');
    expect(text).toContain('ouvrent droit à la réduction d’impôt prévue à l’article 200 du code général des impôts.');
    expect(text).toContain(oneLine(TAX_RECEIPT_MENTIONS.individualsOnly));
    // Never certified together: 238 bis is the companies' (Cerfa n° 2041-MEC), 978 only if configured.
    expect(text).not.toMatch(/200, 238 bis/);
    expect(text).not.toContain('978');
    expect(text).not.toMatch(/prévue aux articles .*238 bis/);
  });

  it('adds article 978 (the IFI) only when the association says it qualifies', async () => {
    expect(taxReceiptArticles(true)).toEqual(['200', '978']);
    const text = oneLine(
      await extractPdfText(await renderTaxReceiptPdf(receipt, { ...ACTION_PLUS, taxReceipts: { ...ACTION_PLUS.taxReceipts, wealthTaxEligible: true } })),
    );
    expect(text).toContain('Articles 200 et 978 du code général des impôts');
    expect(text).toContain('ouvrent droit à la réduction d’impôt prévue aux articles 200 et 978 du code général des impôts.');
    expect(text).toContain(oneLine(TAX_RECEIPT_MENTIONS.wealthTaxReduction));
    expect(text).not.toMatch(/prévue aux articles 200, 238 bis/);
  });
});

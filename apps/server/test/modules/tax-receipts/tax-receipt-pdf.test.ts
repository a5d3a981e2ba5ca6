import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { amountInWords } from '#modules/tax-receipts/amount-in-words';
import { renderTaxReceiptPdf } from '#modules/tax-receipts/render-tax-receipt-pdf';
import { extractPdfText } from '#test/support/pdf-text';
import { SAMPLE_TAX_RECEIPT as receipt } from '#test/support/sample-documents';
import { SEEDED_ASSOCIATION_SETTINGS as ACTION_PLUS } from '@action-plus/contract/association-settings-seed';

const oneLine = (text: string) => text.replace(/\s+/g, ' ');

describe('the tax receipt PDF', () => {
  it('writes amounts in French words with n2words', () => {
    expect(amountInWords(5000)).toBe('cinquante euros');
    expect(amountInWords(8000)).toBe('quatre-vingts euros');
    expect(amountInWords(2100)).toBe('vingt et un euros');
    expect(amountInWords(100)).toBe('un euro');
    expect(amountInWords(123456)).toBe('mille deux cent trente-quatre euros et cinquante-six centimes');
  });

  it('holds the date of payment and the method, and is not cancelled', async () => {
    const text = oneLine(await extractPdfText(await renderTaxReceiptPdf(receipt, ACTION_PLUS)));
    expect(text).toContain('Reçu n° 2026-0012');
    expect(text).toContain('12 mars 2026');
    expect(text).toContain('Fait à Metz, le 14 mars 2026');
    expect(text).toContain('1 234,56 €');
    expect(text).toContain('mille deux cent trente-quatre euros et cinquante-six centimes');
    expect(text).toContain('Mode de versement : virement');
    expect(text).not.toContain('ANNULÉ');
  });

  it('says « ANNULÉ » when cancelled, and names the summary that replaced it', async () => {
    const text = oneLine(
      await extractPdfText(
        await renderTaxReceiptPdf({ ...receipt, cancelledAt: new Date('2026-04-01T10:00:00Z'), replacedById: 9 }, ACTION_PLUS, {
          replacedByNumber: '2026-0040',
        }),
      ),
    );
    expect(text).toContain('ANNULÉ');
    expect(text).toContain('remplacé par le reçu récapitulatif n° 2026-0040');
    expect(text).toContain('2026-0012');
  });

  it('prints the signature image it is given, and the signatory’s name without one', async () => {
    const signature = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const withImage = await renderTaxReceiptPdf(receipt, ACTION_PLUS, { signature });
    expect(withImage.toString('latin1')).toContain('/Subtype /Image');
    expect((await renderTaxReceiptPdf(receipt, ACTION_PLUS)).toString('latin1')).not.toContain('/Subtype /Image');
  });
});

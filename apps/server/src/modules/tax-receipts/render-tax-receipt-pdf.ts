import {
  legalStatusOf,
  registrationOf,
  type TAssociationSettings,
  TAX_RECEIPT_CANCEL_REASONS,
  TAX_RECEIPT_MENTIONS,
  formatEuros,
  taxReceiptArticles,
} from '@action-plus/contract';
import { PDF_COLORS, createPdfDocument } from '#lib/pdf/pdf-document';
import { amountInWords } from './amount-in-words';
import type { TaxReceiptRow } from './tax-receipt-repository';
import { formatCalendarDate, formatParisDate } from '#lib/paris-time';
import { issuerOf } from '../association-settings/issuer-snapshot';

/** Calendar dates ('2026-03-01') are days, not instants: formatted at noon UTC they never shift. */

const colors = { ...PDF_COLORS, cancelled: '#b00020' };

export interface TaxReceiptPdfOptions {
  /** The number of the yearly summary that replaced a cancelled receipt. */
  replacedByNumber?: string | null;
  /** The signature as PNG or JPEG bytes (`loadReceiptSignature`); without it (or unreadable) the signatory's name is printed. */
  signature?: Buffer | null;
}

/**
 * The tax receipt, A4, in French, with every mention of the official model (Cerfa n° 11580):
 * number, beneficiary (name, address, object, quality), donor (name, address), amount in figures
 * and in words, date of payment (or the year of a summary), form, nature and method of the gift,
 * the articles of the CGI, place, date and signature. Built from the stored snapshot alone (the
 * association as it was when the receipt was issued included), with the issue date as the PDF's
 * creation date. A cancelled receipt says « ANNULÉ » in large letters.
 * Drawn with the shared PDF module (`#lib/pdf`), whose fonts print the donor in any alphabet.
 */
export async function renderTaxReceiptPdf(receipt: TaxReceiptRow, currentSettings: TAssociationSettings, options: TaxReceiptPdfOptions = {}): Promise<Buffer> {
  const association = issuerOf(receipt.issuer, currentSettings);
  const { identity, contact, taxReceipts } = association;
  const signature = options.signature ?? null;
  const { document, finished } = await createPdfDocument({
    title: `Reçu fiscal ${receipt.number}`,
    author: identity.name,
    subject: TAX_RECEIPT_MENTIONS.title,
    date: receipt.issuedAt,
    margin: 50,
  });

  const left = document.page.margins.left;
  const width = document.page.width - left - document.page.margins.right;
  const isCancelled = receipt.cancelledAt !== null;
  const isSummary = receipt.kind === 'yearly';
  const section = (title: string) => {
    document.moveDown(0.8);
    const y = document.y;
    document.rect(left, y, width, 18).fill(colors.brand);
    document
      .fillColor('#ffffff')
      .font('bold')
      .fontSize(10)
      .text(title, left + 8, y + 5, { width: width - 16 });
    document.fillColor(colors.ink).font('regular').fontSize(10);
    document.y = y + 24;
    document.x = left;
  };
  const line = (label: string, value: string) => {
    document.font('bold').text(`${label}\u00a0: `, left, document.y, { continued: true, width });
    document.font('regular').text(value);
  };

  // The articles the association's configuration says apply to it (decision 036): never 238 bis, the companies' form.
  const articles = taxReceiptArticles(taxReceipts.wealthTaxEligible);
  document
    .fillColor(colors.muted)
    .font('regular')
    .fontSize(9)
    .text(`${TAX_RECEIPT_MENTIONS.cerfa} · ${TAX_RECEIPT_MENTIONS.articles(articles)}`, left, 50, { width });
  document.moveDown(0.3);
  document.fillColor(colors.ink).font('bold').fontSize(15).text(TAX_RECEIPT_MENTIONS.title, { width });
  document.moveDown(0.2);
  document
    .font('bold')
    .fontSize(12)
    .fillColor(colors.brand)
    .text(`${isSummary ? 'Reçu récapitulatif annuel' : 'Reçu'} n° ${receipt.number}`, { width });

  section('Bénéficiaire des versements');
  line('Nom', identity.name);
  line('Adresse', `${contact.address.street}, ${contact.address.postalCode} ${contact.address.city}, ${contact.address.country}`);
  line('Objet', taxReceipts.object);
  line('Qualité', taxReceipts.quality);
  document.text(`${legalStatusOf(identity)}, ${registrationOf(identity)}${identity.siret ? `, SIRET ${identity.siret}` : ''}.`, { width });

  section('Donateur');
  line('Nom', receipt.donorName);
  line('Adresse', receipt.donorAddress.split('\n').join(', '));

  section('Don');
  document.text(TAX_RECEIPT_MENTIONS.certification, { width });
  document.moveDown(0.3);
  line('Montant', formatEuros(receipt.amountCents));
  line('Somme en toutes lettres', amountInWords(receipt.amountCents));
  if (isSummary) line('Année des versements', String(receipt.year));
  else line('Date du versement ou du don', formatCalendarDate(receipt.paymentDate!));
  line('Forme du don', TAX_RECEIPT_MENTIONS.form);
  line('Nature du don', TAX_RECEIPT_MENTIONS.nature);
  line('Mode de versement', receipt.paymentMethods.join(', ').toLowerCase());
  document.moveDown(0.5);
  document.text(TAX_RECEIPT_MENTIONS.eligibility(articles), { width });
  document.moveDown(0.3);
  document.fillColor(colors.muted).fontSize(9).text(TAX_RECEIPT_MENTIONS.taxReduction, { width });
  if (articles.includes('978')) document.text(TAX_RECEIPT_MENTIONS.wealthTaxReduction, { width });
  document.text(TAX_RECEIPT_MENTIONS.individualsOnly, { width });

  document.moveDown(1.2);
  const { signatory, place } = taxReceipts;
  document
    .fillColor(colors.ink)
    .fontSize(10)
    .text(`Fait à ${place}, le ${formatParisDate(receipt.issuedAt)}`, left + width / 2, document.y, { width: width / 2 });
  document.text(`${signatory.name}, ${signatory.title}`, { width: width / 2 });
  if (signature) {
    try {
      document.image(signature, left + width / 2, document.y + 4, { fit: [160, 60] });
    } catch {
      document.font('italic').text(signatory.name, { width: width / 2 });
    }
  } else {
    document.font('italic').text(signatory.name, { width: width / 2 });
  }

  if (isCancelled) {
    document.save();
    document.rotate(-30, { origin: [document.page.width / 2, document.page.height / 2] });
    document
      .fillColor(colors.cancelled)
      .opacity(0.35)
      .font('bold')
      .fontSize(110)
      .text(TAX_RECEIPT_MENTIONS.cancelled, 0, document.page.height / 2 - 60, { width: document.page.width, align: 'center', lineBreak: false });
    document.restore();
    document.opacity(1);
    const note = options.replacedByNumber
      ? `${TAX_RECEIPT_MENTIONS.cancelled} le ${formatParisDate(receipt.cancelledAt!)}\u00a0: remplacé par le reçu récapitulatif n° ${options.replacedByNumber}.`
      : `${TAX_RECEIPT_MENTIONS.cancelled} le ${formatParisDate(receipt.cancelledAt!)}\u00a0: ce reçu ne peut pas être utilisé.`;
    // Why the gift itself was taken back (refunded, contested, cancelled by the association): decision 034.
    const reason = receipt.cancelReason ? ` ${TAX_RECEIPT_CANCEL_REASONS.label}\u00a0: ${receipt.cancelReason}.` : '';
    document
      .fillColor(colors.cancelled)
      .font('bold')
      .fontSize(11)
      .text(`${note}${reason}`, left, document.page.height - 110, { width, align: 'center' });
  }

  document.end();
  return finished;
}

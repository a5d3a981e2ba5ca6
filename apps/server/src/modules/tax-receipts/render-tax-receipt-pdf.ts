import { readFile } from 'node:fs/promises';
import { ASSOCIATION, TAX_RECEIPT_MENTIONS, formatEuros } from '@action-plus/contract';
import { amountInWords } from './amount-in-words';
import type { TaxReceiptRow } from './tax-receipt-repository';
import { formatCalendarDate, formatParisDate } from '#lib/paris-time';

/** Calendar dates ('2026-03-01') are days, not instants: formatted at noon UTC they never shift. */

const colors = { ink: '#1b1b1b', muted: '#555555', brand: '#1d4f91', rule: '#c9d6e8', cancelled: '#b00020' };

export interface TaxReceiptPdfOptions {
  /** The number of the yearly summary that replaced a cancelled receipt. */
  replacedByNumber?: string | null;
  /** TAX_RECEIPT_SIGNATURE_FILE: a PNG of the signature; without it (or unreadable) the signatory's name is printed. */
  signatureFile?: string;
}

/**
 * The tax receipt, A4, in French, with every mention of the official model (Cerfa n° 11580):
 * number, beneficiary (name, address, object, quality), donor (name, address), amount in figures
 * and in words, date of payment (or the year of a summary), form, nature and method of the gift,
 * the articles of the CGI, place, date and signature. Built from the stored snapshot alone, with the
 * issue date as the PDF's creation date. A cancelled receipt says « ANNULÉ » in large letters.
 * pdfkit is loaded on the first receipt, as for invoices (decision 015).
 */
export async function renderTaxReceiptPdf(receipt: TaxReceiptRow, options: TaxReceiptPdfOptions = {}): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const signature = options.signatureFile ? await readFile(options.signatureFile).catch(() => null) : null;
  const document = new PDFDocument({
    size: 'A4',
    margin: 50,
    lang: 'fr-FR',
    info: {
      Title: `Reçu fiscal ${receipt.number}`,
      Author: ASSOCIATION.name,
      Subject: TAX_RECEIPT_MENTIONS.title,
      CreationDate: receipt.issuedAt,
      ModDate: receipt.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
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
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(title, left + 8, y + 5, { width: width - 16 });
    document.fillColor(colors.ink).font('Helvetica').fontSize(10);
    document.y = y + 24;
    document.x = left;
  };
  const line = (label: string, value: string) => {
    document.font('Helvetica-Bold').text(`${label} : `, left, document.y, { continued: true, width });
    document.font('Helvetica').text(value);
  };

  document.fillColor(colors.muted).font('Helvetica').fontSize(9).text(`${TAX_RECEIPT_MENTIONS.cerfa} · ${TAX_RECEIPT_MENTIONS.articles}`, left, 50, { width });
  document.moveDown(0.3);
  document.fillColor(colors.ink).font('Helvetica-Bold').fontSize(15).text(TAX_RECEIPT_MENTIONS.title, { width });
  document.moveDown(0.2);
  document
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(colors.brand)
    .text(`${isSummary ? 'Reçu récapitulatif annuel' : 'Reçu'} n° ${receipt.number}`, { width });

  section('Bénéficiaire des versements');
  line('Nom', ASSOCIATION.name);
  line('Adresse', `${ASSOCIATION.address.street}, ${ASSOCIATION.address.postalCode} ${ASSOCIATION.address.city}, ${ASSOCIATION.address.country}`);
  line('Objet', ASSOCIATION.taxReceipts.object);
  line('Qualité', ASSOCIATION.taxReceipts.quality);
  document.text(`${ASSOCIATION.legalStatus}, inscrite au ${ASSOCIATION.registry} sous le n° ${ASSOCIATION.registrationNumber}.`, { width });

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
  document.text(TAX_RECEIPT_MENTIONS.eligibility, { width });
  document.moveDown(0.3);
  document.fillColor(colors.muted).fontSize(9).text(TAX_RECEIPT_MENTIONS.taxReduction, { width });

  document.moveDown(1.2);
  const { signatory, place } = ASSOCIATION.taxReceipts;
  document
    .fillColor(colors.ink)
    .fontSize(10)
    .text(`Fait à ${place}, le ${formatParisDate(receipt.issuedAt)}`, left + width / 2, document.y, { width: width / 2 });
  document.text(`${signatory.name}, ${signatory.title}`, { width: width / 2 });
  if (signature) {
    try {
      document.image(signature, left + width / 2, document.y + 4, { fit: [160, 60] });
    } catch {
      document.font('Helvetica-Oblique').text(signatory.name, { width: width / 2 });
    }
  } else {
    document.font('Helvetica-Oblique').text(signatory.name, { width: width / 2 });
  }

  if (isCancelled) {
    document.save();
    document.rotate(-30, { origin: [document.page.width / 2, document.page.height / 2] });
    document
      .fillColor(colors.cancelled)
      .opacity(0.35)
      .font('Helvetica-Bold')
      .fontSize(110)
      .text(TAX_RECEIPT_MENTIONS.cancelled, 0, document.page.height / 2 - 60, { width: document.page.width, align: 'center', lineBreak: false });
    document.restore();
    document.opacity(1);
    const note = options.replacedByNumber
      ? `${TAX_RECEIPT_MENTIONS.cancelled} le ${formatParisDate(receipt.cancelledAt!)} : remplacé par le reçu récapitulatif n° ${options.replacedByNumber}.`
      : `${TAX_RECEIPT_MENTIONS.cancelled} le ${formatParisDate(receipt.cancelledAt!)} : ce reçu ne peut pas être utilisé.`;
    document
      .fillColor(colors.cancelled)
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(note, left, document.page.height - 110, { width, align: 'center' });
  }

  document.end();
  return finished;
}

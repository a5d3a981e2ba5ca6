import { ASSOCIATION, INVOICE_MENTIONS, MEMBERSHIP_TYPE_LABELS, formatEuros } from '@action-plus/contract';
import type { InvoiceRow } from './issue-invoice';
import { formatCalendarDate, formatParisDate } from '#lib/paris-time';

/** Calendar dates ('2026-03-01') are days, not instants: formatted at noon UTC they never shift. */

const colors = { ink: '#1b1b1b', muted: '#555555', brand: '#1d4f91', rule: '#c9d6e8', paid: '#1e7b34' };

/**
 * The membership invoice, A4, in French. Built from the stored invoice row alone, with the issue
 * date as the PDF's creation date, so the same invoice always renders the same document. Uses the
 * standard Helvetica font (WinAnsi covers French accents and €), so its text can be extracted.
 * pdfkit (about 9 MB once loaded) is loaded on the first invoice, not at start (decision 015).
 */
export async function renderInvoicePdf(invoice: InvoiceRow): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const document = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: 'fr-FR',
    info: {
      Title: `Facture ${invoice.number}`,
      Author: ASSOCIATION.name,
      Subject: `Cotisation d'adhésion ${invoice.memberNumber}`,
      CreationDate: invoice.issuedAt,
      ModDate: invoice.issuedAt,
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
  const amount = formatEuros(invoice.amountCents);
  const typeLabel = MEMBERSHIP_TYPE_LABELS[invoice.membershipType];

  // The issuer.
  document.fillColor(colors.brand).font('Helvetica-Bold').fontSize(20).text(ASSOCIATION.name, left, 56);
  document.fillColor(colors.ink).font('Helvetica').fontSize(9.5);
  document.text(ASSOCIATION.address.street);
  document.text(`${ASSOCIATION.address.postalCode} ${ASSOCIATION.address.city}, ${ASSOCIATION.address.country}`);
  document.text(`Tél. ${ASSOCIATION.phoneDisplay} · ${ASSOCIATION.email} · ${ASSOCIATION.websiteDisplay}`);
  document.text(`Association inscrite au ${ASSOCIATION.registry}, n° ${ASSOCIATION.registrationNumber}`);

  // The invoice's identity, top right.
  document.fillColor(colors.ink).font('Helvetica-Bold').fontSize(22).text('FACTURE', left, 56, { width, align: 'right' });
  document.font('Helvetica').fontSize(10.5);
  document.text(`N° ${invoice.number}`, { width, align: 'right' });
  document.text(`Date d'émission : ${formatParisDate(invoice.issuedAt)}`, { width, align: 'right' });

  // The member billed.
  let y = 170;
  document
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor(colors.rule)
    .lineWidth(1)
    .stroke();
  y += 16;
  document.fillColor(colors.muted).font('Helvetica-Bold').fontSize(9).text('FACTURÉ À', left, y);
  document
    .fillColor(colors.ink)
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(invoice.billedName, left, y + 14);
  document.font('Helvetica').fontSize(10).text(invoice.billedEmail);
  document.text(`N° de membre : ${invoice.memberNumber}`);

  // What is billed.
  y = 270;
  const amountColumn = left + width - 110;
  document.rect(left, y, width, 24).fill(colors.brand);
  document.fillColor('#ffffff').font('Helvetica-Bold').fontSize(10);
  document.text('Désignation', left + 10, y + 7);
  document.text('Montant', amountColumn, y + 7, { width: 100, align: 'right' });
  y += 34;
  document.fillColor(colors.ink).font('Helvetica-Bold').fontSize(10.5);
  document.text(`Cotisation d'adhésion ${typeLabel} – ${invoice.durationMonths} mois`, left + 10, y, { width: amountColumn - left - 20 });
  document.text(amount, amountColumn, y, { width: 100, align: 'right' });
  document.font('Helvetica').fontSize(9.5).fillColor(colors.muted);
  document.text(`Période d'adhésion du ${formatCalendarDate(invoice.periodStart)} au ${formatCalendarDate(invoice.periodEnd)}`, left + 10, y + 16, {
    width: amountColumn - left - 20,
  });
  y += 46;
  document
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor(colors.rule)
    .stroke();

  // Totals.
  y += 12;
  document.fillColor(colors.ink).font('Helvetica-Bold').fontSize(12);
  document.text('Total', amountColumn - 160, y, { width: 150, align: 'right' });
  document.text(amount, amountColumn, y, { width: 100, align: 'right' });
  y += 22;
  document.font('Helvetica').fontSize(9.5).fillColor(colors.muted).text(INVOICE_MENTIONS.vat, left, y, { width, align: 'right' });

  // Paid.
  y += 40;
  document.roundedRect(left, y, 150, 34, 4).lineWidth(2).strokeColor(colors.paid).stroke();
  document
    .fillColor(colors.paid)
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(INVOICE_MENTIONS.paid, left, y + 9, { width: 150, align: 'center' });
  document.fillColor(colors.ink).font('Helvetica').fontSize(10);
  document.text(`Réglée le ${formatParisDate(invoice.issuedAt)}. Merci pour votre soutien !`, left + 170, y + 11);

  // Footer.
  const footerY = document.page.height - 90;
  document.fontSize(8).fillColor(colors.muted);
  document.text(`${ASSOCIATION.name} · ${ASSOCIATION.legalStatus} · n° ${ASSOCIATION.registrationNumber}`, left, footerY, { width, align: 'center' });

  document.end();
  return finished;
}

import {
  INVOICE_MENTIONS,
  legalStatusOf,
  registrationOf,
  registrationNumberOf,
  websiteDisplayOf,
  type TAssociationSettings,
  MEMBERSHIP_PAYMENT_METHOD_PHRASES,
  MEMBERSHIP_TYPE_LABELS,
  formatEuros,
} from '@action-plus/contract';
import { PDF_COLORS, createPdfDocument } from '#lib/pdf/pdf-document';
import type { InvoiceRow } from './issue-invoice';
import { formatCalendarDate, formatParisDate } from '#lib/paris-time';
import { issuerOf } from '../association-settings/issuer-snapshot';

/** Calendar dates ('2026-03-01') are days, not instants: formatted at noon UTC they never shift. */

const colors = { ...PDF_COLORS, paid: '#1e7b34', due: '#b00020' };

/** The stamp and the sentence of the invoice's payment, from what was recorded and nothing else. */
function describeSettlement(invoice: InvoiceRow, amount: string): { stamp: string | null; color: string; note: string } {
  if (invoice.paymentStatus === 'paid' && invoice.paymentMethod && invoice.paidOn) {
    return {
      stamp: INVOICE_MENTIONS.paid,
      color: colors.paid,
      note: INVOICE_MENTIONS.paidOn(formatCalendarDate(invoice.paidOn), MEMBERSHIP_PAYMENT_METHOD_PHRASES[invoice.paymentMethod]),
    };
  }
  if (invoice.paymentStatus === 'free') return { stamp: INVOICE_MENTIONS.free, color: colors.paid, note: INVOICE_MENTIONS.freeNote };
  if (invoice.paymentStatus === 'due') return { stamp: INVOICE_MENTIONS.due, color: colors.due, note: INVOICE_MENTIONS.dueNote(amount) };
  return { stamp: null, color: colors.muted, note: INVOICE_MENTIONS.notRecorded };
}

/**
 * The membership invoice, A4, in French. Built from the stored invoice row alone (the association as
 * it was when the invoice was issued included), with the issue date as the PDF's creation date, so
 * the same invoice always renders the same document. Drawn
 * with the shared PDF module (`#lib/pdf`), whose fonts print the member's name in any alphabet.
 */
export async function renderInvoicePdf(invoice: InvoiceRow, currentSettings: TAssociationSettings): Promise<Buffer> {
  const association = issuerOf(invoice.issuer, currentSettings);
  const { identity, contact } = association;
  const { document, finished } = await createPdfDocument({
    author: identity.name,
    title: `Facture ${invoice.number}`,
    subject: `Cotisation d'adhésion ${invoice.memberNumber}`,
    date: invoice.issuedAt,
    margin: 56,
  });

  const left = document.page.margins.left;
  const width = document.page.width - left - document.page.margins.right;
  const amount = formatEuros(invoice.amountCents);
  const typeLabel = MEMBERSHIP_TYPE_LABELS[invoice.membershipType];

  // The issuer.
  document.fillColor(colors.brand).font('bold').fontSize(20).text(identity.name, left, 56);
  document.fillColor(colors.ink).font('regular').fontSize(9.5);
  document.text(contact.address.street);
  document.text(`${contact.address.postalCode} ${contact.address.city}, ${contact.address.country}`);
  document.text(`Tél. ${contact.phone} · ${contact.email} · ${websiteDisplayOf(contact.website)}`);
  document.text(`Association ${registrationOf(identity)}${identity.siret ? `, SIRET ${identity.siret}` : ''}`);

  // The invoice's identity, top right.
  document.fillColor(colors.ink).font('bold').fontSize(22).text('FACTURE', left, 56, { width, align: 'right' });
  document.font('regular').fontSize(10.5);
  document.text(`N° ${invoice.number}`, { width, align: 'right' });
  document.text(`Date d'émission\u00a0: ${formatParisDate(invoice.issuedAt)}`, { width, align: 'right' });

  // The member billed.
  let y = 170;
  document
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor(colors.rule)
    .lineWidth(1)
    .stroke();
  y += 16;
  document.fillColor(colors.muted).font('bold').fontSize(9).text('FACTURÉ À', left, y);
  document
    .fillColor(colors.ink)
    .font('bold')
    .fontSize(11)
    .text(invoice.billedName, left, y + 14);
  document.font('regular').fontSize(10).text(invoice.billedEmail);
  document.text(`N° de membre\u00a0: ${invoice.memberNumber}`);

  // What is billed.
  y = 270;
  const amountColumn = left + width - 110;
  document.rect(left, y, width, 24).fill(colors.brand);
  document.fillColor('#ffffff').font('bold').fontSize(10);
  document.text('Désignation', left + 10, y + 7);
  document.text('Montant', amountColumn, y + 7, { width: 100, align: 'right' });
  y += 34;
  document.fillColor(colors.ink).font('bold').fontSize(10.5);
  document.text(`Cotisation d'adhésion ${typeLabel} – ${invoice.durationMonths} mois`, left + 10, y, { width: amountColumn - left - 20 });
  document.text(amount, amountColumn, y, { width: 100, align: 'right' });
  document.font('regular').fontSize(9.5).fillColor(colors.muted);
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
  document.fillColor(colors.ink).font('bold').fontSize(12);
  document.text('Total', amountColumn - 160, y, { width: 150, align: 'right' });
  document.text(amount, amountColumn, y, { width: 100, align: 'right' });
  y += 22;
  // The legal mentions are the association's (its settings' dues, decision 040): the VAT one, then
  // any other it adds, whose length the settings bound; what follows moves down under them.
  const { vat, additional } = association.dues.invoiceMentions;
  const mentionsTop = y;
  document.font('regular').fontSize(9.5).fillColor(colors.muted).text(vat, left, y, { width, align: 'right' });
  y += document.heightOfString(vat, { width });
  if (additional) {
    y += 4;
    document.text(additional, left, y, { width, align: 'right' });
    y += document.heightOfString(additional, { width });
  }

  // How the dues were settled: « Payée » only when the payment was recorded (decision 036).
  y = Math.max(mentionsTop + 40, y + 24);
  const settlement = describeSettlement(invoice, amount);
  if (settlement.stamp) {
    document.roundedRect(left, y, 150, 34, 4).lineWidth(2).strokeColor(settlement.color).stroke();
    document
      .fillColor(settlement.color)
      .font('bold')
      .fontSize(16)
      .text(settlement.stamp, left, y + 9, { width: 150, align: 'center' });
  }
  const noteLeft = settlement.stamp ? left + 170 : left;
  document.fillColor(colors.ink).font('regular').fontSize(10);
  document.text(settlement.note, noteLeft, y + 11, { width: left + width - noteLeft });

  // Footer.
  const footerY = document.page.height - 90;
  document.fontSize(8).fillColor(colors.muted);
  document.text(`${identity.name} · ${legalStatusOf(identity)} · n° ${registrationNumberOf(identity)}`, left, footerY, { width, align: 'center' });

  document.end();
  return finished;
}

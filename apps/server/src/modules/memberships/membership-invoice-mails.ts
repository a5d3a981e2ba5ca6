import { MEMBERSHIP_PAYMENT_METHOD_PHRASES, MEMBERSHIP_TYPE_LABELS, PATHS, formatEuros, invoiceFileName, type TMembership } from '@action-plus/contract';
import type { InvoiceRow } from '../invoices/issue-invoice';
import { composeMail, withAttachments } from '../mail/mail-layout';
import type { OutgoingMail } from '../mail/mailer';

const longDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const formatCalendarDate = (date: string) => longDate.format(new Date(`${date}T12:00:00Z`));

/** What the mail says of the dues, from the invoice: what is true, never « payée » unless it was. */
function describePayment(invoice: InvoiceRow): string {
  const amount = formatEuros(invoice.amountCents);
  if (invoice.paymentStatus === 'paid' && invoice.paymentMethod && invoice.paidOn) {
    return `Nous avons bien reçu votre cotisation de ${amount}, réglée le ${formatCalendarDate(invoice.paidOn)} ${MEMBERSHIP_PAYMENT_METHOD_PHRASES[invoice.paymentMethod]}. Merci de votre soutien\u202f!`;
  }
  if (invoice.paymentStatus === 'free') return 'Votre adhésion vous est offerte\u00a0: il n’y a rien à régler. Merci de votre engagement\u202f!';
  return `Votre cotisation de ${amount} reste à régler auprès de l'association\u202f; la facture jointe l'indique « À régler ».`;
}

/**
 * The member's invoice, mailed when an admin records their membership (`occasion: 'recorded'`) or
 * marks its dues paid later (`'paid'`), the PDF attached as the online path does.
 */
export function membershipInvoiceMail(options: {
  to: string;
  firstName: string;
  membership: TMembership;
  invoice: InvoiceRow;
  pdf: Buffer;
  publicUrl: string;
  occasion: 'recorded' | 'paid';
}): OutgoingMail {
  const { membership, invoice } = options;
  const content = composeMail(({ identity }) => ({
    subject:
      options.occasion === 'paid'
        ? `Paiement reçu\u00a0: votre facture ${invoice.number} acquittée`
        : `Votre adhésion à ${identity.name}\u00a0: facture ${invoice.number}`,
    greeting: `Bonjour ${options.firstName},`,
    blocks: [
      options.occasion === 'paid' ? 'Le paiement de votre adhésion est enregistré.' : `Votre adhésion à ${identity.name} est enregistrée.`,
      describePayment(invoice),
      {
        kind: 'details',
        rows: [
          { label: 'Adhésion', value: `${MEMBERSHIP_TYPE_LABELS[membership.membership_type]}, ${membership.duration_months} mois` },
          { label: 'Période', value: `du ${formatCalendarDate(membership.start_date)} au ${formatCalendarDate(membership.end_date)}` },
          { label: 'Montant', value: formatEuros(invoice.amountCents) },
          { label: 'Facture', value: invoice.number },
        ],
      },
      'Votre facture est jointe à ce message\u202f; elle reste téléchargeable depuis votre profil.',
      { kind: 'action', label: 'Voir mon profil', url: `${options.publicUrl}${PATHS.profile}` },
    ],
  }));
  return {
    to: options.to,
    ...withAttachments(content, [{ filename: invoiceFileName(membership.id), contentType: 'application/pdf', contentBase64: options.pdf.toString('base64') }]),
  };
}

import { DONATION_METHOD_LABELS, PATHS, TAX_RECEIPT_MENTIONS, formatEuros, taxReceiptFileName } from '@action-plus/contract';
import { composeMail, withAttachments } from '../mail/mail-layout';
import type { OutgoingMail } from '../mail/mailer';
import type { TaxReceiptRow } from '../tax-receipts/tax-receipt-repository';
import type { DonationRow } from './donation-repository';
import { formatCalendarDate } from '#lib/paris-time';

/** The thank-you mail of a received gift, with its tax receipt attached when the association issues them. */
export function donationThanksMail(options: { donation: DonationRow; receipt: { row: TaxReceiptRow; pdf: Buffer } | null; publicUrl: string }): OutgoingMail {
  const { donation, receipt } = options;
  const content = composeMail(({ identity }) => ({
    subject: receipt ? `Merci pour votre don – votre reçu fiscal n° ${receipt.row.number}` : `Merci pour votre don à ${identity.name}`,
    greeting: `Bonjour ${donation.donorFirstName},`,
    blocks: [
      `Nous avons bien reçu votre don de ${formatEuros(donation.amountCents)}. Toute l'équipe de ${identity.name} vous remercie chaleureusement de votre soutien.`,
      {
        kind: 'details',
        rows: [
          { label: 'Montant', value: formatEuros(donation.amountCents) },
          { label: 'Reçu le', value: formatCalendarDate(donation.receivedOn!) },
          { label: 'Moyen de paiement', value: DONATION_METHOD_LABELS[donation.method] },
        ],
      },
      ...(receipt
        ? [
            `Votre reçu fiscal n° ${receipt.row.number} est joint à ce message\u00a0: conservez-le pour votre déclaration de revenus. ${TAX_RECEIPT_MENTIONS.taxReduction}`,
            // Only a gift of an account shows in a profile: a donor without one keeps this mail's copy.
            ...(donation.userId !== null
              ? [{ kind: 'action' as const, label: 'Retrouver mes reçus dans mon profil', url: `${options.publicUrl}${PATHS.profile}` }]
              : []),
          ]
        : []),
    ],
  }));
  return {
    to: donation.donorEmail,
    ...(receipt
      ? withAttachments(content, [
          { filename: taxReceiptFileName(receipt.row.number), contentType: 'application/pdf', contentBase64: receipt.pdf.toString('base64') },
        ])
      : content),
  };
}

/** A yearly summary, mailed when a cancellation replaced the one the donor had. */
export function yearlySummaryMail(options: { receipt: TaxReceiptRow; pdf: Buffer; publicUrl: string }): OutgoingMail {
  const content = composeMail(({ identity }) => ({
    subject: `Votre reçu fiscal récapitulatif ${options.receipt.year} n° ${options.receipt.number}`,
    blocks: [
      `Voici votre reçu fiscal récapitulatif des dons de ${options.receipt.year} à ${identity.name} (${formatEuros(options.receipt.amountCents)}). Il remplace le précédent, désormais annulé\u00a0: c'est celui-ci qu'il faut conserver.`,
      ...(options.receipt.userId !== null
        ? [{ kind: 'action' as const, label: 'Retrouver mes reçus dans mon profil', url: `${options.publicUrl}${PATHS.profile}` }]
        : []),
    ],
  }));
  return {
    to: options.receipt.donorEmail,
    ...withAttachments(content, [
      { filename: taxReceiptFileName(options.receipt.number), contentType: 'application/pdf', contentBase64: options.pdf.toString('base64') },
    ]),
  };
}

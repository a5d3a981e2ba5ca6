import { eq } from 'drizzle-orm';
import { DEFAULT_MEMBERSHIP_TYPE, MEMBERSHIP_TYPE_LABELS, PATHS, formatEuros, invoiceFileName, toParisDate } from '@action-plus/contract';
import type { AppContext } from '#context';
import type { Transaction } from '#db/client';
import { invoices, payments, users } from '#db/schema';
import { renderInvoicePdf } from '../invoices/render-invoice-pdf';
import { readAssociationSettings } from '../association-settings/settings-repository';
import { composeMail, withAttachments } from '../mail/mail-layout';
import { findMembershipsOfUser, pickLatestEndingMembership } from '../memberships/membership-repository';
import { requireOfferedDuration } from '../memberships/offered-duration';
import { journalInvoiceIssued, renewMembershipInTransaction } from '../memberships/record-membership';
import type { UserRow } from '../users/user-repository';
import { reverseMembershipPayment } from './membership-refunds';
import { registerPaymentPurpose, startCheckout, type PaidPaymentTools } from './payment-purposes';
import type { PaymentRow } from './payment-repository';
import { formatCalendarDate } from '#lib/paris-time';

/**
 * A member pays their dues online: the price is the association's current one for the chosen
 * duration (its settings' `dues`, never the browser's word), stored with the pending payment so that
 * the payment records what HelloAsso was asked even if the prices change before it completes; the
 * type is their latest membership's (standard for a first one), and the renewal follows the current
 * period as the admin's does.
 */
export async function startMembershipCheckout(context: AppContext, member: UserRow, durationMonths: number): Promise<{ redirectUrl: string }> {
  const settings = await context.associationSettings.read();
  const amountCents = requireOfferedDuration(settings.dues, durationMonths);
  const latest = pickLatestEndingMembership(await findMembershipsOfUser(context.db, member.id));
  const membershipType = latest?.membership.membershipType ?? DEFAULT_MEMBERSHIP_TYPE;
  return startCheckout(context, {
    purpose: 'membership',
    amountCents,
    itemName: `Adhésion ${settings.identity.name} ${MEMBERSHIP_TYPE_LABELS[membershipType]}\u00a0: ${durationMonths} mois`,
    payer: { firstName: member.firstName, lastName: member.lastName, email: member.email },
    userId: member.id,
    membershipType,
    durationMonths,
    returnPath: PATHS.profile,
  });
}

/**
 * The membership paid online, recorded in the payment's transaction: the renewal (from the current
 * end, or from today) with its invoice, the payment linked to it, and the invoice mailed once the
 * transaction commits. A member whose account was deleted meanwhile has nothing to record.
 */
async function recordPaidMembership(tx: Transaction, payment: PaymentRow, tools: PaidPaymentTools): Promise<void> {
  if (payment.userId === null || payment.durationMonths === null) return;
  const [member] = await tx.select().from(users).where(eq(users.id, payment.userId));
  if (!member) return;
  const membership = await renewMembershipInTransaction(
    tx,
    {
      userId: member.id,
      durationMonths: payment.durationMonths,
      amountCents: payment.amountCents,
      ...(payment.membershipType ? { membershipType: payment.membershipType } : {}),
    },
    // The invoice says « Payée le … en ligne par HelloAsso »: the day the payment was recorded, in Paris.
    { status: 'paid', method: 'helloasso', paidOn: toParisDate(payment.paidAt ?? new Date()) },
  );
  await tx.update(payments).set({ membershipId: membership.id }).where(eq(payments.id, payment.id));
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.membershipId, membership.id));
  // The invoice HelloAsso's payment issued: the journal's actor is the system (decision 042).
  if (invoice) await journalInvoiceIssued(tx, null, invoice);
  const pdf = invoice ? await renderInvoicePdf(invoice, await readAssociationSettings(tx)) : undefined;
  const mail = composeMail(({ identity }) => ({
    subject: `Paiement reçu\u00a0: votre adhésion à ${identity.name}`,
    greeting: `Bonjour ${member.firstName},`,
    blocks: [
      `Nous avons bien reçu votre paiement de ${formatEuros(payment.amountCents)} par HelloAsso\u00a0: votre adhésion est enregistrée. Merci de votre soutien\u202f!`,
      {
        kind: 'details',
        rows: [
          { label: 'Période', value: `du ${formatCalendarDate(membership.start_date)} au ${formatCalendarDate(membership.end_date)}` },
          { label: 'Montant', value: formatEuros(payment.amountCents) },
          ...(invoice ? [{ label: 'Facture', value: invoice.number }] : []),
        ],
      },
      'Votre facture est jointe à ce message\u202f; elle reste téléchargeable depuis votre profil.',
      { kind: 'action', label: 'Voir mon profil', url: `${tools.context.config.publicUrl}${PATHS.profile}` },
    ],
  }));
  await tools.storeMails([
    {
      to: member.email,
      ...(pdf
        ? withAttachments(mail, [{ filename: invoiceFileName(membership.id), contentType: 'application/pdf', contentBase64: pdf.toString('base64') }])
        : mail),
    },
  ]);
}

/** Memberships are paid online through the payments module: it calls this purpose once per paid payment. */
export function registerMembershipPaymentPurpose(): void {
  registerPaymentPurpose('membership', { onPaid: recordPaidMembership, onReversed: reverseMembershipPayment });
}

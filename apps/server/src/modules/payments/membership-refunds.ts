import { eq } from 'drizzle-orm';
import { addDays, formatEuros, formatSeriesDate as frenchDay, toParisDate } from '@action-plus/contract';
import type { Transaction } from '#db/client';
import { invoices, memberships } from '#db/schema';
import type { PaidPaymentTools } from './payment-purposes';
import type { PaymentRow } from './payment-repository';

/**
 * A membership paid online that HelloAsso refunded, refused after its authorisation or saw contested
 * (decision 034), in the payment's transaction. What becomes of it is the treasurer's choice
 * (`REFUNDED_MEMBERSHIPS`): `keep` leaves it running, flagged in the treasurer's notice and page;
 * `end` ends it today, or voids a renewal that has not started (its end the day before its start,
 * so that it covers no day). Either way its dues leave the year's figures. Returns what was done.
 */
export async function reverseMembershipPayment(tx: Transaction, payment: PaymentRow, tools: PaidPaymentTools): Promise<string> {
  if (payment.membershipId === null) return "Aucune adhésion n'est liée à ce paiement\u00a0: rien à changer sur le site.";
  const [membership] = await tx.select().from(memberships).where(eq(memberships.id, payment.membershipId)).for('update');
  if (!membership) return "L'adhésion liée à ce paiement n'existe plus\u00a0: rien à changer sur le site.";
  const [invoice] = await tx.select({ number: invoices.number }).from(invoices).where(eq(invoices.membershipId, membership.id));
  const invoiceNote = invoice
    ? ` Sa facture n° ${invoice.number} (${formatEuros(membership.amountCents)}) reste émise et ne compte plus dans les cotisations\u00a0: établissez un avoir si votre comptabilité le demande.`
    : '';
  if (tools.context.config.refundedMemberships === 'keep') {
    return `Adhésion gardée (du ${frenchDay(membership.startDate)} au ${frenchDay(membership.endDate)}) et signalée ici\u00a0: à vous de décider de la suite.${invoiceNote}`;
  }
  const today = toParisDate();
  if (membership.startDate > today) {
    await tx
      .update(memberships)
      .set({ endDate: addDays(membership.startDate, -1) })
      .where(eq(memberships.id, membership.id));
    return `Renouvellement qui devait commencer le ${frenchDay(membership.startDate)} annulé\u00a0: il ne couvre plus aucun jour.${invoiceNote}`;
  }
  if (membership.endDate > today) await tx.update(memberships).set({ endDate: today }).where(eq(memberships.id, membership.id));
  return `Adhésion terminée le ${frenchDay(today)}.${invoiceNote}`;
}

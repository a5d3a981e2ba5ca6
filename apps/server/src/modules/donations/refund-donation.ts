import { and, eq } from 'drizzle-orm';
import { TAX_RECEIPT_CANCEL_REASONS, paymentReversalPhrase } from '@action-plus/contract';
import type { Transaction } from '#db/client';
import { donations } from '#db/schema';
import type { PaidPaymentTools, PaymentRow } from '../payments/payment-purposes';
import { takeBackDonation } from './cancel-donation';
import type { DonationSettings } from './confirm-donation';

/**
 * A donation HelloAsso refunded, refused after its authorisation or saw contested (decision 034), in
 * the payment's transaction: marked refunded, its receipt cancelled with the reason (it keeps its
 * number), so that the year's figures and the article 222 bis declaration leave it out. Returns what
 * the treasurer's notice says was done.
 */
export async function refundDonation(tx: Transaction, settings: DonationSettings, payment: PaymentRow, tools: PaidPaymentTools): Promise<string> {
  if (payment.donationId === null) return "Aucun don n'est lié à ce paiement\u00a0: rien à annuler sur le site.";
  const why = TAX_RECEIPT_CANCEL_REASONS.byRefund(paymentReversalPhrase(payment.refundState));
  const taken = await takeBackDonation(tx, settings, payment.donationId, { status: 'refunded', why, actor: null }, payment.refundedAt ?? new Date());
  if (!taken) return "Le don n'était pas enregistré comme reçu\u00a0: rien à annuler.";
  await tools.storeMails(taken.mails);
  return taken.receipt
    ? `Don marqué « remboursé »\u202f; son reçu fiscal n° ${taken.receipt.number} est annulé (il garde son numéro) et ne compte plus dans la déclaration de l'année.`
    : 'Don marqué « remboursé »\u202f; il ne compte plus dans les dons de l’année.';
}

/** A checkout the donor left or was refused: the pending donation is shown abandoned (and purged with it after the retention period). */
export async function abandonDonation(tx: Transaction, donationId: number): Promise<void> {
  await tx
    .update(donations)
    .set({ status: 'abandoned' })
    .where(and(eq(donations.id, donationId), eq(donations.status, 'pending')));
}

import { eq } from 'drizzle-orm';
import { PATHS, formatEuros, paymentReversalLabel, paymentReversalPhrase } from '@action-plus/contract';
import type { Transaction } from '#db/client';
import { donations, users } from '#db/schema';
import { composeMail } from '../mail/mail-layout';
import type { OutgoingMail } from '../mail/mailer';
import type { PaymentRow } from './payment-repository';

/** Who paid, as the treasurer knows them: the donor the donation names, or the member. */
async function payerOf(tx: Transaction, payment: PaymentRow): Promise<string> {
  if (payment.donationId !== null) {
    const [donation] = await tx.select().from(donations).where(eq(donations.id, payment.donationId));
    if (donation) return `${donation.donorFirstName} ${donation.donorLastName} <${donation.donorEmail}>`;
  }
  if (payment.userId !== null) {
    const [member] = await tx.select().from(users).where(eq(users.id, payment.userId));
    if (member) return `${member.firstName} ${member.lastName} <${member.email}>`;
  }
  return 'inconnu (compte supprimé)';
}

/**
 * The notice every admin gets when HelloAsso took back a paid order (decision 034): what was paid,
 * by whom, HelloAsso's state, and what the site did about it. Stored in the reversal's transaction.
 */
export async function refundNoticeMails(tx: Transaction, publicUrl: string, payment: PaymentRow, done: string): Promise<OutgoingMail[]> {
  const admins = await tx.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
  if (admins.length === 0) return [];
  const label = paymentReversalPhrase(payment.refundState);
  const what = payment.purpose === 'donation' ? 'Don' : 'Adhésion';
  const content = composeMail({
    subject: `Paiement HelloAsso ${label}\u00a0: ${what.toLowerCase()} de ${formatEuros(payment.amountCents)}`,
    blocks: [
      `HelloAsso indique qu'un paiement déjà enregistré a été repris\u00a0: ${label}. Le site en a tenu compte.`,
      {
        kind: 'details',
        rows: [
          { label: 'Objet', value: what },
          { label: 'Montant', value: formatEuros(payment.amountCents) },
          { label: 'Payeur', value: await payerOf(tx, payment) },
          { label: 'Commande HelloAsso', value: payment.orderId ?? '—' },
          { label: 'État HelloAsso', value: `${paymentReversalLabel(payment.refundState)} (${payment.refundState ?? 'Refunded'})` },
          { label: 'Ce que le site a fait', value: done },
        ],
      },
      { kind: 'action', label: 'Voir la trésorerie', url: `${publicUrl}${PATHS.adminTreasury}` },
    ],
  });
  return admins.map((admin) => ({ to: admin.email, ...content }));
}

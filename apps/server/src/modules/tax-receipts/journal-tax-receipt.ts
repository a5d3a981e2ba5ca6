import type { Transaction } from '#db/client';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import type { TaxReceiptRow } from './tax-receipt-repository';

/** A receipt issued or cancelled, as the journal keeps it: its number, kind, donor and amount (decision 042). */
export async function journalTaxReceipt(tx: Transaction, actor: AuditActor, action: 'tax_receipt.issue' | 'tax_receipt.cancel', receipt: TaxReceiptRow) {
  const described = { kind: receipt.kind, donor_name: receipt.donorName, amount_cents: receipt.amountCents, donation_id: receipt.donationId };
  await recordAudit(tx, {
    actor,
    action,
    targetType: 'tax_receipt',
    targetId: receipt.number,
    ...(action === 'tax_receipt.issue'
      ? { after: described }
      : { before: described, after: { cancelled_at: receipt.cancelledAt, reason: receipt.cancelReason } }),
  });
}

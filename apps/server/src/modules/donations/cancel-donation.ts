import { eq } from 'drizzle-orm';
import { DONATION_MESSAGES, TAX_RECEIPT_CANCEL_REASONS, formatSeriesDate as frenchDay, toParisDate } from '@action-plus/contract';
import type { AppContext } from '#context';
import type { Transaction } from '#db/client';
import { donations } from '#db/schema';
import { conflict, notFound } from '#lib/errors';
import type { OutgoingMail } from '../mail/mailer';
import { cancelDonationReceipt } from '../tax-receipts/issue-tax-receipt';
import { readAssociationSettings } from '../association-settings/settings-repository';
import { loadReceiptSignature } from '../tax-receipts/receipt-signature';
import { uploadStoreFor } from '../uploads/upload-store';
import { renderTaxReceiptPdf } from '../tax-receipts/render-tax-receipt-pdf';
import type { TaxReceiptRow } from '../tax-receipts/tax-receipt-repository';
import { yearlySummaryMail } from './donation-mails';
import type { DonationSettings } from './confirm-donation';
import { lockDonation } from './donation-repository';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { journalTaxReceipt } from '../tax-receipts/journal-tax-receipt';

/**
 * Takes back a received donation in the caller's transaction: `cancelled` by an admin (a bounced
 * cheque), `refunded` when HelloAsso refunded it or the card was contested. Its receipt is cancelled,
 * keeps its number and says why; a yearly summary that covered it is replaced by one for the other
 * gifts, whose mail is returned for the caller to store. Null when the donation was not received.
 */
export async function takeBackDonation(
  tx: Transaction,
  settings: DonationSettings,
  donationId: number,
  change: { status: 'cancelled' | 'refunded'; why: string; actor: AuditActor },
  at = new Date(),
): Promise<{ receipt: TaxReceiptRow | null; mails: OutgoingMail[] } | null> {
  const donation = await lockDonation(tx, donationId);
  if (!donation || donation.status !== 'confirmed') return null;
  await tx.update(donations).set({ status: change.status, cancelledAt: at }).where(eq(donations.id, donationId));
  const { cancelled, replacement } = await cancelDonationReceipt(tx, donationId, `${change.why} le ${frenchDay(toParisDate(at))}`, at);
  if (cancelled) await journalTaxReceipt(tx, change.actor, 'tax_receipt.cancel', cancelled);
  if (replacement) await journalTaxReceipt(tx, change.actor, 'tax_receipt.issue', replacement);
  if (!replacement) return { receipt: cancelled, mails: [] };
  const association = await readAssociationSettings(tx);
  const signature = await loadReceiptSignature(tx, uploadStoreFor(settings.uploadsDir), replacement, association, settings.taxReceipts.signatureFile);
  const pdf = await renderTaxReceiptPdf(replacement, association, { signature });
  return { receipt: cancelled, mails: [yearlySummaryMail({ receipt: replacement, pdf, publicUrl: settings.publicUrl })] };
}

/**
 * Cancels a received donation (a bounced cheque): its receipt is cancelled and keeps its number,
 * never given again; a yearly summary that covered it is replaced by one for the other gifts,
 * mailed to the donor.
 */
export async function cancelDonation(context: AppContext, donationId: number, actor: AuditActor): Promise<void> {
  const mailIds = await context.db.transaction(async (tx) => {
    const donation = await lockDonation(tx, donationId);
    if (!donation) throw notFound(DONATION_MESSAGES.donationNotFound);
    if (donation.status === 'cancelled' || donation.status === 'refunded') throw conflict(DONATION_MESSAGES.alreadyCancelled);
    if (donation.status !== 'confirmed') throw conflict(DONATION_MESSAGES.notConfirmed);
    await recordAudit(tx, {
      actor,
      action: 'donation.cancel',
      targetType: 'donation',
      targetId: donationId,
      before: { status: donation.status, amount_cents: donation.amountCents, donor_name: `${donation.donorFirstName} ${donation.donorLastName}` },
      after: { status: 'cancelled' },
    });
    const taken = await takeBackDonation(tx, context.config, donationId, { status: 'cancelled', why: TAX_RECEIPT_CANCEL_REASONS.byAdmin, actor });
    return context.mailer.storeMails(tx, taken?.mails ?? []);
  });
  context.mailer.sendStoredMails(mailIds);
}

import { eq } from 'drizzle-orm';
import { DONATION_MESSAGES } from '@action-plus/contract';
import type { AppContext } from '#context';
import { donations } from '#db/schema';
import { conflict, notFound } from '#lib/errors';
import { cancelDonationReceipt } from '../tax-receipts/issue-tax-receipt';
import { renderTaxReceiptPdf } from '../tax-receipts/render-tax-receipt-pdf';
import { yearlySummaryMail } from './donation-mails';
import { lockDonation } from './donation-repository';

/**
 * Cancels a received donation (a bounced cheque, a refund): its receipt is cancelled and keeps its
 * number, never given again; a yearly summary that covered it is replaced by one for the other
 * gifts, mailed to the donor.
 */
export async function cancelDonation(context: AppContext, donationId: number): Promise<void> {
  const mailIds = await context.db.transaction(async (tx) => {
    const donation = await lockDonation(tx, donationId);
    if (!donation) throw notFound(DONATION_MESSAGES.donationNotFound);
    if (donation.status === 'cancelled') throw conflict(DONATION_MESSAGES.alreadyCancelled);
    if (donation.status !== 'confirmed') throw conflict(DONATION_MESSAGES.notConfirmed);
    const cancelledAt = new Date();
    await tx.update(donations).set({ status: 'cancelled', cancelledAt }).where(eq(donations.id, donationId));
    const replacement = await cancelDonationReceipt(tx, donationId, cancelledAt);
    if (!replacement) return [];
    const pdf = await renderTaxReceiptPdf(replacement, { signatureFile: context.config.taxReceipts.signatureFile });
    return context.mailer.storeMails(tx, [yearlySummaryMail({ receipt: replacement, pdf, publicUrl: context.config.publicUrl })]);
  });
  context.mailer.sendStoredMails(mailIds);
}

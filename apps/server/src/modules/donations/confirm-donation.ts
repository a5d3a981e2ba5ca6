import { and, eq, inArray } from 'drizzle-orm';
import type { Config } from '#config';
import type { Transaction } from '#db/client';
import { donations } from '#db/schema';
import type { OutgoingMail } from '../mail/mailer';
import { issueDonationReceipt } from '../tax-receipts/issue-tax-receipt';
import { readAssociationSettings } from '../association-settings/settings-repository';
import { receiptsAreIssued } from '../tax-receipts/receipts-issued';
import { loadReceiptSignature } from '../tax-receipts/receipt-signature';
import { uploadStoreFor } from '../uploads/upload-store';
import { renderTaxReceiptPdf } from '../tax-receipts/render-tax-receipt-pdf';
import type { TaxReceiptRow } from '../tax-receipts/tax-receipt-repository';
import { donationThanksMail } from './donation-mails';
import type { DonationRow } from './donation-repository';

export type DonationSettings = Pick<Config, 'taxReceipts' | 'publicUrl' | 'uploadsDir'>;

/**
 * Confirms a pending (or abandoned) donation as received on `receivedOn` ('YYYY-MM-DD'), in the caller's
 * transaction: the conditional update moves it from pending once, so a second call (a payment
 * notified twice, say) confirms nothing, issues no receipt and mails nothing; null then. When the
 * association is eligible its receipt is issued; the thank-you mail (with the receipt's PDF) is
 * returned for the caller to store in the same transaction.
 */
export async function confirmDonation(
  tx: Transaction,
  settings: DonationSettings,
  donationId: number,
  receivedOn: string,
  confirmedAt = new Date(),
): Promise<{ donation: DonationRow; receipt: TaxReceiptRow | null; mails: OutgoingMail[] } | null> {
  const [donation] = await tx
    .update(donations)
    .set({ status: 'confirmed', receivedOn, confirmedAt })
    // An abandoned checkout paid after all (the payer went back to HelloAsso's page) is received too.
    .where(and(eq(donations.id, donationId), inArray(donations.status, ['pending', 'abandoned'])))
    .returning();
  if (!donation) return null;
  const association = await readAssociationSettings(tx);
  if (!receiptsAreIssued(settings, association)) {
    return { donation, receipt: null, mails: [donationThanksMail({ donation, receipt: null, publicUrl: settings.publicUrl })] };
  }
  const receipt = await issueDonationReceipt(tx, donation, confirmedAt);
  const signature = await loadReceiptSignature(tx, uploadStoreFor(settings.uploadsDir), receipt, association, settings.taxReceipts.signatureFile);
  const pdf = await renderTaxReceiptPdf(receipt, association, { signature });
  return { donation, receipt, mails: [donationThanksMail({ donation, receipt: { row: receipt, pdf }, publicUrl: settings.publicUrl })] };
}

import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { DONATION_MESSAGES, DONATION_METHOD_LABELS } from '@action-plus/contract';
import type { Transaction } from '#db/client';
import { donations, taxReceipts } from '#db/schema';
import { badRequest } from '#lib/errors';
import { allocateTaxReceiptNumber } from './allocate-tax-receipt-number';
import { lockValidReceiptsOfYear, type ReceiptOwner, type TaxReceiptRow } from './tax-receipt-repository';

type DonationRow = typeof donations.$inferSelect;

/** The donor's postal address as the receipt prints it, one line per part. */
export const donorAddressOf = (donation: DonationRow) =>
  [donation.donorAddress, `${donation.donorPostalCode} ${donation.donorCity}`, donation.donorCountry].join('\n');

/**
 * Issues the receipt of one confirmed donation inside the caller's transaction, with a snapshot of
 * every mention that concerns the donor and the gift (the beneficiary's come from ASSOCIATION).
 * Numbered in the year of the gift, so a year's numbers are the receipts of that year's gifts: what
 * the yearly declaration of article 222 bis du CGI counts. A donation has at most one (unique key).
 */
export async function issueDonationReceipt(tx: Transaction, donation: DonationRow, issuedAt = new Date()): Promise<TaxReceiptRow> {
  const paymentDate = donation.receivedOn!;
  const allocated = await allocateTaxReceiptNumber(tx, Number(paymentDate.slice(0, 4)));
  const [receipt] = await tx
    .insert(taxReceipts)
    .values({
      kind: 'single',
      donationId: donation.id,
      ...allocated,
      issuedAt,
      donorName: `${donation.donorFirstName} ${donation.donorLastName}`,
      donorEmail: donation.donorEmail,
      donorAddress: donorAddressOf(donation),
      amountCents: donation.amountCents,
      paymentDate,
      paymentMethods: [DONATION_METHOD_LABELS[donation.method]],
      userId: donation.userId,
    })
    .returning();
  return receipt!;
}

/**
 * One summary replacing `replaced` (the valid receipts of one donor for one year): it covers the
 * gifts they covered, each replaced receipt is cancelled and names it, and the single receipts an
 * earlier summary had replaced now name this one. So at any time each gift is on exactly one
 * valid receipt, and never twice for the tax office.
 */
async function replaceWithSummary(
  tx: Transaction,
  replaced: TaxReceiptRow[],
  year: number,
  userId: number | null,
  issuedAt: Date,
  /** The receipt of a cancelled gift, which stays with the summary it was on. */
  leftOutSingleId?: number,
): Promise<TaxReceiptRow> {
  const latest = [...replaced].sort((a, b) => (a.paymentDate ?? '').localeCompare(b.paymentDate ?? '') || a.sequence - b.sequence).at(-1)!;
  const allocated = await allocateTaxReceiptNumber(tx, year);
  const [summary] = await tx
    .insert(taxReceipts)
    .values({
      kind: 'yearly',
      ...allocated,
      issuedAt,
      donorName: latest.donorName,
      donorEmail: latest.donorEmail,
      donorAddress: latest.donorAddress,
      amountCents: replaced.reduce((total, receipt) => total + receipt.amountCents, 0),
      paymentDate: null,
      paymentMethods: [...new Set(replaced.flatMap((receipt) => receipt.paymentMethods))],
      userId,
    })
    .returning();
  const replacedIds = replaced.map((receipt) => receipt.id);
  await tx.update(taxReceipts).set({ cancelledAt: issuedAt, replacedById: summary!.id }).where(inArray(taxReceipts.id, replacedIds));
  const replacedSummaries = replaced.filter((receipt) => receipt.kind === 'yearly').map((receipt) => receipt.id);
  if (replacedSummaries.length > 0) {
    await tx
      .update(taxReceipts)
      .set({ replacedById: summary!.id })
      .where(
        and(
          eq(taxReceipts.kind, 'single'),
          inArray(taxReceipts.replacedById, replacedSummaries),
          leftOutSingleId === undefined ? undefined : ne(taxReceipts.id, leftOutSingleId),
        ),
      );
  }
  return summary!;
}

/**
 * The yearly summary receipt of a donor, on demand (decision 026): it replaces their valid receipts
 * of that year's gifts. Asked again with nothing new, it answers the summary already issued.
 */
export async function issueYearlySummary(tx: Transaction, owner: ReceiptOwner, year: number, issuedAt = new Date()): Promise<TaxReceiptRow> {
  let valid = await lockValidReceiptsOfYear(tx, owner, year);
  // A concurrent request may have just replaced them (its rows no longer match once it committed):
  // a new statement sees the summary it issued.
  if (valid.length === 0) valid = await lockValidReceiptsOfYear(tx, owner, year);
  if (valid.length === 0) throw badRequest(DONATION_MESSAGES.nothingToSummarise);
  if (valid.length === 1 && valid[0]!.kind === 'yearly') return valid[0]!;
  return replaceWithSummary(tx, valid, year, owner.userId, issuedAt);
}

/**
 * Cancels the receipt that covers a cancelled donation; the number stays and is never given again.
 * When a yearly summary covered the gift, that summary is cancelled and a new one covers the year's
 * other gifts (returned, to be mailed); null otherwise.
 */
export async function cancelDonationReceipt(tx: Transaction, donationId: number, cancelledAt = new Date()): Promise<TaxReceiptRow | null> {
  const [single] = await tx.select().from(taxReceipts).where(eq(taxReceipts.donationId, donationId)).for('update');
  if (!single) return null;
  if (single.cancelledAt === null) {
    await tx.update(taxReceipts).set({ cancelledAt }).where(eq(taxReceipts.id, single.id));
    return null;
  }
  if (single.replacedById === null) return null;
  const [summary] = await tx
    .select()
    .from(taxReceipts)
    .where(and(eq(taxReceipts.id, single.replacedById), isNull(taxReceipts.cancelledAt)))
    .for('update');
  if (!summary) return null;
  const others = await tx
    .select()
    .from(taxReceipts)
    .where(and(eq(taxReceipts.kind, 'single'), eq(taxReceipts.replacedById, summary.id), ne(taxReceipts.id, single.id)))
    .for('update');
  if (others.length === 0) {
    await tx.update(taxReceipts).set({ cancelledAt }).where(eq(taxReceipts.id, summary.id));
    return null;
  }
  // The other gifts' receipts are already cancelled (replaced); the new summary takes them over.
  const remaining = {
    ...summary,
    amountCents: others.reduce((total, receipt) => total + receipt.amountCents, 0),
    paymentMethods: [...new Set(others.flatMap((receipt) => receipt.paymentMethods))],
  };
  return replaceWithSummary(tx, [remaining], summary.year, summary.userId, cancelledAt, single.id);
}

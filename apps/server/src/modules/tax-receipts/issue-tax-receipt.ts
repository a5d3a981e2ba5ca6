import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { DONATION_MESSAGES, DONATION_METHOD_LABELS } from '@action-plus/contract';
import type { Transaction } from '#db/client';
import { donations, taxReceipts } from '#db/schema';
import { badRequest } from '#lib/errors';
import { allocateYearlyNumber } from '#lib/yearly-counter';
import { snapshotIssuer } from '../association-settings/issuer-snapshot';
import { donorIdentityKey } from './donor-identity';
import { lockValidReceiptsOfYear, type ReceiptOwner, type TaxReceiptRow } from './tax-receipt-repository';

type DonationRow = typeof donations.$inferSelect;

/** The donor's postal address as the receipt prints it, one line per part. */
export const donorAddressOf = (donation: DonationRow) =>
  [donation.donorAddress, `${donation.donorPostalCode} ${donation.donorCity}`, donation.donorCountry].join('\n');

/**
 * Issues the receipt of one confirmed donation inside the caller's transaction, with a snapshot of
 * every mention: the donor and the gift, and the beneficiary as the association's settings describe it now.
 * Numbered in the year of the gift, so a year's numbers are the receipts of that year's gifts: what
 * the yearly declaration of article 222 bis du CGI counts. A donation has at most one (unique key).
 */
export async function issueDonationReceipt(tx: Transaction, donation: DonationRow, issuedAt = new Date()): Promise<TaxReceiptRow> {
  const paymentDate = donation.receivedOn!;
  const allocated = await allocateYearlyNumber(tx, 'tax-receipt', Number(paymentDate.slice(0, 4)));
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
      issuer: await snapshotIssuer(tx, 'receipt'),
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
  const allocated = await allocateYearlyNumber(tx, 'tax-receipt', year);
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
      issuer: await snapshotIssuer(tx, 'receipt'),
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

/** The receipts grouped by the donor they name (donor-identity.ts), in the order they came. */
function byDonorIdentity(receipts: TaxReceiptRow[]): TaxReceiptRow[][] {
  const groups = new Map<string, TaxReceiptRow[]>();
  for (const receipt of receipts) {
    const key = donorIdentityKey(receipt);
    groups.set(key, [...(groups.get(key) ?? []), receipt]);
  }
  return [...groups.values()];
}

/**
 * The yearly summary receipts of an account, on demand (decisions 026 and 034): one per donor the
 * account's valid receipts of that year name, each replacing that donor's receipts. Asked again with
 * nothing new, it answers the summaries already issued.
 */
export async function issueYearlySummaries(tx: Transaction, owner: ReceiptOwner, year: number, issuedAt = new Date()): Promise<TaxReceiptRow[]> {
  let valid = await lockValidReceiptsOfYear(tx, owner, year);
  // A concurrent request may have just replaced them (its rows no longer match once it committed):
  // a new statement sees the summaries it issued.
  if (valid.length === 0) valid = await lockValidReceiptsOfYear(tx, owner, year);
  if (valid.length === 0) throw badRequest(DONATION_MESSAGES.nothingToSummarise);
  const summaries: TaxReceiptRow[] = [];
  for (const receipts of byDonorIdentity(valid)) {
    summaries.push(
      receipts.length === 1 && receipts[0]!.kind === 'yearly' ? receipts[0]! : await replaceWithSummary(tx, receipts, year, owner.userId, issuedAt),
    );
  }
  return summaries;
}

/**
 * Cancels the receipt that covers a cancelled or refunded donation, saying why; the number stays and
 * is never given again. When a yearly summary covered the gift, that summary is cancelled and a new
 * one covers the year's other gifts (returned as `replacement`, to be mailed).
 */
export async function cancelDonationReceipt(
  tx: Transaction,
  donationId: number,
  reason: string,
  cancelledAt = new Date(),
): Promise<{ cancelled: TaxReceiptRow | null; replacement: TaxReceiptRow | null }> {
  const [single] = await tx.select().from(taxReceipts).where(eq(taxReceipts.donationId, donationId)).for('update');
  if (!single) return { cancelled: null, replacement: null };
  const wasValid = single.cancelledAt === null;
  await tx
    .update(taxReceipts)
    .set({ cancelledAt: single.cancelledAt ?? cancelledAt, cancelReason: reason })
    .where(eq(taxReceipts.id, single.id));
  const cancelled = { ...single, cancelledAt: single.cancelledAt ?? cancelledAt, cancelReason: reason };
  if (wasValid || single.replacedById === null) return { cancelled, replacement: null };
  const [summary] = await tx
    .select()
    .from(taxReceipts)
    .where(and(eq(taxReceipts.id, single.replacedById), isNull(taxReceipts.cancelledAt)))
    .for('update');
  if (!summary) return { cancelled, replacement: null };
  const others = await tx
    .select()
    .from(taxReceipts)
    .where(and(eq(taxReceipts.kind, 'single'), eq(taxReceipts.replacedById, summary.id), ne(taxReceipts.id, single.id)))
    .for('update');
  if (others.length === 0) {
    await tx.update(taxReceipts).set({ cancelledAt, cancelReason: reason }).where(eq(taxReceipts.id, summary.id));
    return { cancelled, replacement: null };
  }
  // The other gifts' receipts are already cancelled (replaced); the new summary takes them over.
  const remaining = {
    ...summary,
    amountCents: others.reduce((total, receipt) => total + receipt.amountCents, 0),
    paymentMethods: [...new Set(others.flatMap((receipt) => receipt.paymentMethods))],
  };
  return { cancelled, replacement: await replaceWithSummary(tx, [remaining], summary.year, summary.userId, cancelledAt, single.id) };
}

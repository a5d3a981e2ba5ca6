import { desc, eq } from 'drizzle-orm';
import { centsToEuros, type TDonation } from '@action-plus/contract';
import type { Database, Transaction } from '#db/client';
import { donations, taxReceipts } from '#db/schema';

export type DonationRow = typeof donations.$inferSelect;
type DonationInsert = typeof donations.$inferInsert;

export async function insertDonation(db: Database | Transaction, values: DonationInsert): Promise<DonationRow> {
  const [donation] = await db.insert(donations).values(values).returning();
  return donation!;
}

export async function lockDonation(tx: Transaction, id: number): Promise<DonationRow | undefined> {
  const [donation] = await tx.select().from(donations).where(eq(donations.id, id)).for('update');
  return donation;
}

/** Every donation, newest first, with the number of its single receipt: the admin's list. */
export async function findDonationsWithReceipts(db: Database) {
  return db
    .select({ donation: donations, receiptId: taxReceipts.id, receiptNumber: taxReceipts.number, receiptCancelledAt: taxReceipts.cancelledAt })
    .from(donations)
    .leftJoin(taxReceipts, eq(taxReceipts.donationId, donations.id))
    .orderBy(desc(donations.createdAt), desc(donations.id));
}

export async function findDonationWithReceipt(db: Database, id: number) {
  const [row] = await db
    .select({ donation: donations, receiptId: taxReceipts.id, receiptNumber: taxReceipts.number, receiptCancelledAt: taxReceipts.cancelledAt })
    .from(donations)
    .leftJoin(taxReceipts, eq(taxReceipts.donationId, donations.id))
    .where(eq(donations.id, id));
  return row;
}

/** The donations of an account: made signed in to it, or recorded for it by an admin (as their receipts; decision 034). */
export async function findDonationsOfOwner(db: Database, owner: { userId: number }) {
  return db
    .select({ donation: donations, receiptId: taxReceipts.id, receiptNumber: taxReceipts.number, receiptCancelledAt: taxReceipts.cancelledAt })
    .from(donations)
    .leftJoin(taxReceipts, eq(taxReceipts.donationId, donations.id))
    .where(eq(donations.userId, owner.userId))
    .orderBy(desc(donations.createdAt), desc(donations.id));
}

export function toDonation(row: { donation: DonationRow; receiptId: number | null; receiptNumber: string | null; receiptCancelledAt: Date | null }): TDonation {
  const { donation } = row;
  return {
    id: donation.id,
    amount: centsToEuros(donation.amountCents),
    method: donation.method,
    status: donation.status,
    donor_name: `${donation.donorFirstName} ${donation.donorLastName}`,
    donor_email: donation.donorEmail,
    donor_address: `${donation.donorAddress}, ${donation.donorPostalCode} ${donation.donorCity}, ${donation.donorCountry}`,
    received_on: donation.receivedOn,
    created_at: donation.createdAt.toISOString(),
    receipt_id: row.receiptId,
    receipt_number: row.receiptNumber,
    receipt_cancelled: row.receiptCancelledAt !== null,
  };
}

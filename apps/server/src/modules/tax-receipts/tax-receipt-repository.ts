import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { centsToEuros, type TTaxReceipt } from '@action-plus/contract';
import type { Database, Transaction } from '#db/client';
import { taxReceipts, users } from '#db/schema';

export type TaxReceiptRow = typeof taxReceipts.$inferSelect;

/**
 * Whose receipts the profile shows: those of the gifts the account made signed in, or that an admin
 * recorded for it (decision 034). A gift made with the account's address by someone not signed in
 * to it never joins them, whoever it names.
 */
export interface ReceiptOwner {
  userId: number;
}

export async function loadReceiptOwner(db: Database | Transaction, userId: number): Promise<ReceiptOwner | undefined> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return user ? { userId: user.id } : undefined;
}

export function ownedBy(owner: ReceiptOwner): SQL {
  return eq(taxReceipts.userId, owner.userId);
}

export async function findOwnedReceipts(db: Database, owner: ReceiptOwner): Promise<TaxReceiptRow[]> {
  return db.select().from(taxReceipts).where(ownedBy(owner)).orderBy(desc(taxReceipts.year), desc(taxReceipts.sequence));
}

export async function findOwnedReceipt(db: Database, owner: ReceiptOwner, id: number): Promise<TaxReceiptRow | undefined> {
  const [receipt] = await db
    .select()
    .from(taxReceipts)
    .where(and(eq(taxReceipts.id, id), ownedBy(owner)));
  return receipt;
}

export async function findReceipt(db: Database | Transaction, id: number): Promise<TaxReceiptRow | undefined> {
  const [receipt] = await db.select().from(taxReceipts).where(eq(taxReceipts.id, id));
  return receipt;
}

/** The valid receipts of an owner for the gifts of a year, locked: what a yearly summary replaces. */
export async function lockValidReceiptsOfYear(tx: Transaction, owner: ReceiptOwner, year: number): Promise<TaxReceiptRow[]> {
  return tx
    .select()
    .from(taxReceipts)
    .where(and(ownedBy(owner), eq(taxReceipts.year, year), isNull(taxReceipts.cancelledAt)))
    .orderBy(taxReceipts.sequence)
    .for('update');
}

/** Numbers of the receipts that replaced others, to say so on the list and the PDF. */
export async function findNumbersByIds(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: taxReceipts.id, number: taxReceipts.number })
    .from(taxReceipts)
    .where(sql`${taxReceipts.id} in ${ids}`);
  return new Map(rows.map((row) => [row.id, row.number]));
}

export function toTaxReceipt(row: TaxReceiptRow, replacedByNumber: string | null): TTaxReceipt {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    year: row.year,
    amount: centsToEuros(row.amountCents),
    payment_date: row.paymentDate,
    issued_at: row.issuedAt.toISOString(),
    cancelled: row.cancelledAt !== null,
    replaced_by_number: replacedByNumber,
  };
}

/** The owner's receipts as the API shows them, each naming the summary that replaced it: the profile's list and the data export. */
export async function listOwnedReceipts(db: Database, owner: ReceiptOwner): Promise<TTaxReceipt[]> {
  const receipts = await findOwnedReceipts(db, owner);
  const numbers = await findNumbersByIds(
    db,
    receipts.flatMap((receipt) => (receipt.replacedById ? [receipt.replacedById] : [])),
  );
  return receipts.map((receipt) => toTaxReceipt(receipt, receipt.replacedById ? (numbers.get(receipt.replacedById) ?? null) : null));
}

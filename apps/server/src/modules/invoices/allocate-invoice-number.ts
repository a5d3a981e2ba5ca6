import { sql } from 'drizzle-orm';
import type { Transaction } from '#db/client';
import { invoiceCounters } from '#db/schema';

export const formatInvoiceNumber = (year: number, sequence: number) => `${year}-${String(sequence).padStart(4, '0')}`;

/**
 * The next invoice number of `year`: 2026-0001, 2026-0002… Call it inside the transaction that
 * inserts the invoice. The upsert takes the year's counter row lock until that transaction ends, so
 * concurrent invoices queue one behind the other, and a transaction that fails gives its number
 * back by rolling back: no gap, no number handed out twice.
 */
export async function allocateInvoiceNumber(tx: Transaction, year: number): Promise<{ year: number; sequence: number; number: string }> {
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.year,
      set: { lastSequence: sql`${sql.identifier('invoice_counters')}.${sql.identifier('last_sequence')} + 1` },
    })
    .returning({ lastSequence: invoiceCounters.lastSequence });
  const sequence = counter!.lastSequence;
  return { year, sequence, number: formatInvoiceNumber(year, sequence) };
}

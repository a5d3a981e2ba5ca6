import { sql } from 'drizzle-orm';
import { formatTaxReceiptNumber } from '@action-plus/contract';
import type { Transaction } from '#db/client';
import { taxReceiptCounters } from '#db/schema';

/**
 * The next tax receipt number of `year`: 2026-0001, 2026-0002… Call it inside the transaction that
 * inserts the receipt. The upsert holds the year's counter row lock until that transaction ends, so
 * concurrent confirmations queue one behind the other, and one that rolls back gives its number
 * back: no gap, no number handed out twice (as invoices do).
 */
export async function allocateTaxReceiptNumber(tx: Transaction, year: number): Promise<{ year: number; sequence: number; number: string }> {
  const [counter] = await tx
    .insert(taxReceiptCounters)
    .values({ year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: taxReceiptCounters.year,
      set: { lastSequence: sql`${sql.identifier('tax_receipt_counters')}.${sql.identifier('last_sequence')} + 1` },
    })
    .returning({ lastSequence: taxReceiptCounters.lastSequence });
  const sequence = counter!.lastSequence;
  return { year, sequence, number: formatTaxReceiptNumber(year, sequence) };
}

import { getTableName, sql } from 'drizzle-orm';
import type { Transaction } from '#db/client';
import { invoiceCounters, taxReceiptCounters } from '#db/schema';

/** The series numbered `YYYY-NNNN` without gaps, each with its own counter table (one row per year). */
const COUNTERS = { invoice: invoiceCounters, 'tax-receipt': taxReceiptCounters } as const;
export type YearlySeries = keyof typeof COUNTERS;

/** « 2026-0001 »: the year and its sequence, four digits at least. */
export const formatYearlyNumber = (year: number, sequence: number) => `${year}-${String(sequence).padStart(4, '0')}`;

/**
 * The next number of `series` in `year`, for invoices and tax receipts alike. Call it inside the
 * transaction that inserts the numbered document: the upsert takes the year's counter row lock until
 * that transaction ends, so concurrent documents queue one behind the other, and one that rolls back
 * gives its number back. No gap, no number handed out twice, whatever the number of instances.
 */
export async function allocateYearlyNumber(tx: Transaction, series: YearlySeries, year: number): Promise<{ year: number; sequence: number; number: string }> {
  const table = COUNTERS[series];
  const [counter] = await tx
    .insert(table)
    .values({ year, lastSequence: 1 })
    // Qualified by the table's name: in ON CONFLICT DO UPDATE the bare column could be read as EXCLUDED's.
    .onConflictDoUpdate({ target: table.year, set: { lastSequence: sql`${sql.identifier(getTableName(table))}.${sql.identifier('last_sequence')} + 1` } })
    .returning({ lastSequence: table.lastSequence });
  const sequence = counter!.lastSequence;
  return { year, sequence, number: formatYearlyNumber(year, sequence) };
}

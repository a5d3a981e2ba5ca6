import { TREASURY_EXPORT_HEADERS, TREASURY_EXPORT_LABELS } from '@action-plus/contract';
import type { Database } from '#db/client';
import { buildExcelCsv } from '#lib/excel-csv';
import { formatCsvAmount, formatCsvDay, formatCsvInstantDay } from './csv-cells';
import { sumTaxReceipts } from './sum-tax-receipts';
import { findTaxReceiptsOfYear } from './treasury-repository';

/**
 * The tax receipts numbered in the year (the year of the gift), cancelled ones included (a number
 * is never reused, so the accountant sees every one), then, after an empty line, the two figures of the yearly declaration
 * of article 222 bis of the CGI: the total acknowledged and the number of receipts not cancelled.
 */
export async function exportReceipts(db: Database, year: number): Promise<string> {
  const [receipts, declaration] = await Promise.all([findTaxReceiptsOfYear(db, year), sumTaxReceipts(db, year)]);
  // A yearly summary replaces (and cancels) the donor's receipts of the same year: each row names it.
  const numberOf = new Map(receipts.map((receipt) => [receipt.id, receipt.number]));
  const rows: string[][] = [[...TREASURY_EXPORT_HEADERS.receipts]];
  for (const receipt of receipts) {
    rows.push([
      receipt.number,
      formatCsvInstantDay(receipt.issuedAt),
      TREASURY_EXPORT_LABELS.receiptKinds[receipt.kind],
      receipt.donorName,
      receipt.donorEmail,
      receipt.donorAddress,
      receipt.paymentDate ? formatCsvDay(receipt.paymentDate) : String(receipt.year),
      formatCsvAmount(receipt.amountCents),
      receipt.cancelledAt ? TREASURY_EXPORT_LABELS.yes : TREASURY_EXPORT_LABELS.no,
      formatCsvInstantDay(receipt.cancelledAt),
      receipt.replacedById === null ? '' : (numberOf.get(receipt.replacedById) ?? ''),
    ]);
  }
  rows.push(
    [],
    [TREASURY_EXPORT_LABELS.declarationTotal, formatCsvAmount(declaration.totalCents)],
    [TREASURY_EXPORT_LABELS.declarationCount, String(declaration.count)],
  );
  return buildExcelCsv(rows);
}

import { MEMBERSHIP_TYPE_LABELS, TREASURY_EXPORT_HEADERS, TREASURY_EXPORT_LABELS } from '@action-plus/contract';
import type { Database } from '#db/client';
import { buildExcelCsv } from '#lib/excel-csv';
import { formatCsvAmount, formatCsvDay, formatCsvInstantDay } from './csv-cells';
import { findInvoicesOfYear, findPaidPayments } from './treasury-repository';
import { monthsOfYear } from './treasury-period';

/**
 * The year's receipts of money for the accountant: each membership invoice of the year (its number,
 * member, period and amount, and the HelloAsso order that paid it, if any), then each HelloAsso
 * payment of the year no invoice of the list accounts for (the online donations, a membership whose
 * invoice lost its link when the account was deleted). Nothing is counted twice.
 */
export async function exportPayments(db: Database, year: number): Promise<string> {
  const [invoiceRows, paidPayments] = await Promise.all([findInvoicesOfYear(db, year), findPaidPayments(db, monthsOfYear(year).instants)]);
  const accounted = new Set(invoiceRows.map((row) => row.paymentId).filter((id): id is number => id !== null));
  const rows: string[][] = [[...TREASURY_EXPORT_HEADERS.payments]];
  for (const invoice of invoiceRows) {
    rows.push([
      formatCsvInstantDay(invoice.issuedAt),
      TREASURY_EXPORT_LABELS.dues,
      invoice.number,
      invoice.billedName,
      invoice.billedEmail,
      MEMBERSHIP_TYPE_LABELS[invoice.membershipType],
      formatCsvDay(invoice.periodStart),
      formatCsvDay(invoice.periodEnd),
      formatCsvAmount(invoice.amountCents),
      invoice.paymentId === null ? TREASURY_EXPORT_LABELS.recordedByAdmin : TREASURY_EXPORT_LABELS.paidOnline,
      invoice.orderId ?? '',
    ]);
  }
  for (const payment of paidPayments) {
    if (accounted.has(payment.id)) continue;
    const isDonation = payment.purpose === 'donation';
    const firstName = isDonation ? payment.donorFirstName : payment.userFirstName;
    const lastName = isDonation ? payment.donorLastName : payment.userLastName;
    rows.push([
      formatCsvInstantDay(payment.paidAt),
      isDonation ? TREASURY_EXPORT_LABELS.onlineDonation : TREASURY_EXPORT_LABELS.dues,
      '',
      [firstName, lastName].filter(Boolean).join(' '),
      (isDonation ? payment.donorEmail : payment.userEmail) ?? '',
      payment.membershipType ? MEMBERSHIP_TYPE_LABELS[payment.membershipType] : '',
      '',
      '',
      formatCsvAmount(payment.amountCents),
      TREASURY_EXPORT_LABELS.paidOnline,
      payment.orderId ?? '',
    ]);
  }
  return buildExcelCsv(rows);
}

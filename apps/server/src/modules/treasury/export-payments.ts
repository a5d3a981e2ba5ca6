import { MEMBERSHIP_PAYMENT_METHOD_LABELS, MEMBERSHIP_TYPE_LABELS, TREASURY_EXPORT_HEADERS, TREASURY_EXPORT_LABELS } from '@action-plus/contract';
import type { Database } from '#db/client';
import { buildExcelCsv } from '#lib/excel-csv';
import { formatCsvAmount, formatCsvDay, formatCsvInstantDay } from './csv-cells';
import { findInvoicesOfYear, findPaidPayments } from './treasury-repository';
import { monthsOfYear } from './treasury-period';

type InvoiceOfYear = Awaited<ReturnType<typeof findInvoicesOfYear>>[number];

/**
 * How an invoice's dues were settled, as its own record says (decision 036): the method and the day;
 * « À régler » or « Gratuite »; for an invoice of version 1.0.0, the HelloAsso payment linked to it,
 * else « Non enregistré ». Dues paid online and then refunded or contested say so, with the day
 * HelloAsso took the money back (decision 034): the association no longer holds them.
 */
function settlementCells(invoice: InvoiceOfYear): [method: string, day: string] {
  if (invoice.paymentState === 'refunded') return [TREASURY_EXPORT_LABELS.refundedOnline, formatCsvInstantDay(invoice.refundedAt)];
  if (invoice.paymentStatus === 'paid' && invoice.paymentMethod) {
    const method = invoice.paymentMethod === 'helloasso' ? TREASURY_EXPORT_LABELS.paidOnline : MEMBERSHIP_PAYMENT_METHOD_LABELS[invoice.paymentMethod];
    return [method, formatCsvDay(invoice.paidOn)];
  }
  if (invoice.paymentStatus === 'due') return [TREASURY_EXPORT_LABELS.duesDue, ''];
  if (invoice.paymentStatus === 'free') return [TREASURY_EXPORT_LABELS.duesFree, ''];
  if (invoice.paymentId !== null) return [TREASURY_EXPORT_LABELS.paidOnline, formatCsvInstantDay(invoice.paidAt)];
  return [TREASURY_EXPORT_LABELS.paymentNotRecorded, ''];
}

/**
 * The year's receipts of money for the accountant: each membership invoice of the year (its number,
 * member, period and amount, how and when it was paid, and the HelloAsso order that paid it, if any), then each HelloAsso
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
      ...settlementCells(invoice),
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
      formatCsvInstantDay(payment.paidAt),
      payment.orderId ?? '',
    ]);
  }
  return buildExcelCsv(rows);
}

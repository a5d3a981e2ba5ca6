import { TREASURY_EXPORT_HEADERS, TREASURY_EXPORT_LABELS } from '@action-plus/contract';
import type { Database } from '#db/client';
import { buildExcelCsv } from '#lib/excel-csv';
import { formatCsvAmount, formatCsvDay } from './csv-cells';
import { findDonationsOfYear } from './treasury-repository';
import { monthsOfYear } from './treasury-period';

/** The year's donations, whatever their status (the « Statut » column tells), with their receipt's number. */
export async function exportDonations(db: Database, year: number): Promise<string> {
  const period = monthsOfYear(year);
  const donationRows = await findDonationsOfYear(db, period.days, period.instants);
  const rows: string[][] = [[...TREASURY_EXPORT_HEADERS.donations]];
  for (const { donation, receiptNumber } of donationRows) {
    rows.push([
      formatCsvDay(donation.receivedOn),
      `${donation.donorFirstName} ${donation.donorLastName}`,
      donation.donorEmail,
      `${donation.donorAddress}, ${donation.donorPostalCode} ${donation.donorCity}, ${donation.donorCountry}`,
      formatCsvAmount(donation.amountCents),
      TREASURY_EXPORT_LABELS.donationMethods[donation.method],
      TREASURY_EXPORT_LABELS.donationStatuses[donation.status],
      receiptNumber ?? '',
    ]);
  }
  return buildExcelCsv(rows);
}

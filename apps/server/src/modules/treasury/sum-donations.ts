import type { Database } from '#db/client';
import { findConfirmedDonations } from './treasury-repository';
import { monthOfDay, monthOfInstant, zeroPerMonth, type TreasuryMonths } from './treasury-period';

/**
 * The confirmed donations of each month, by the day the money was received; pending and cancelled
 * ones are no money of the association.
 */
export async function sumDonations(db: Database, period: TreasuryMonths) {
  const rows = await findConfirmedDonations(db, period.days);
  const cents = zeroPerMonth(period.months);
  const counts = zeroPerMonth(period.months);
  for (const row of rows) {
    const month = row.receivedOn ? monthOfDay(row.receivedOn) : row.confirmedAt ? monthOfInstant(row.confirmedAt) : null;
    if (month === null || !cents.has(month)) continue;
    cents.set(month, (cents.get(month) ?? 0) + row.amountCents);
    counts.set(month, (counts.get(month) ?? 0) + 1);
  }
  return { cents, counts };
}

import type { Database } from '#db/client';
import { findDuesRecorded } from './treasury-repository';
import { monthOfInstant, zeroPerMonth, type TreasuryMonths } from './treasury-period';

/** The dues of each month, by the day their invoice was issued (see findDuesRecorded), in cents and in number. */
export async function sumDues(db: Database, period: TreasuryMonths) {
  const rows = await findDuesRecorded(db, period.instants);
  const cents = zeroPerMonth(period.months);
  const counts = zeroPerMonth(period.months);
  for (const row of rows) {
    const month = monthOfInstant(row.at);
    cents.set(month, (cents.get(month) ?? 0) + row.amountCents);
    counts.set(month, (counts.get(month) ?? 0) + 1);
  }
  return { cents, counts };
}

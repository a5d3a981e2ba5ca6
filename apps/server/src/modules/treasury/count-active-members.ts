import type { Database } from '#db/client';
import { findMembershipsOverlapping } from './treasury-repository';
import { daysOfMonth, zeroPerMonth, type TreasuryMonths } from './treasury-period';

/**
 * Members per month: a member counts once in a month when one of their memberships covers at least
 * one day of it (a renewal overlapping the previous period does not count them twice); `overall`
 * counts each member once over all the months.
 */
export async function countActiveMembers(db: Database, period: TreasuryMonths): Promise<{ perMonth: Map<string, number>; overall: number }> {
  const rows = await findMembershipsOverlapping(db, period.days);
  const perMonth = zeroPerMonth(period.months);
  for (const month of period.months) {
    const { from, to } = daysOfMonth(month);
    const members = new Set(rows.filter((row) => row.startDate <= to && row.endDate >= from).map((row) => row.userId));
    perMonth.set(month, members.size);
  }
  return { perMonth, overall: new Set(rows.map((row) => row.userId)).size };
}

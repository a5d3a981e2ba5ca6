import { TREASURY_LIMITS, toParisDate, type TTreasuryMonth, type TTreasuryResponse } from '@action-plus/contract';
import type { Database } from '#db/client';
import { countActiveMembers } from './count-active-members';
import { listExpiringMembers } from './list-expiring-members';
import { measureAttendance } from './measure-attendance';
import { sumDonations } from './sum-donations';
import { sumDues } from './sum-dues';
import { sumTaxReceipts } from './sum-tax-receipts';
import { findEarliestYear } from './treasury-repository';
import { monthsOfYear, recentMonths, type TreasuryMonths } from './treasury-period';

const sumOf = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

/** Every figure of a run of months, month by month, and the members counted once over the run. */
async function collectFigures(db: Database, period: TreasuryMonths) {
  const [members, dues, donations, attendance] = await Promise.all([
    countActiveMembers(db, period),
    sumDues(db, period),
    sumDonations(db, period),
    measureAttendance(db, period),
  ]);
  const months: TTreasuryMonth[] = period.months.map((month) => ({
    month,
    active_members: members.perMonth.get(month) ?? 0,
    dues_cents: dues.cents.get(month) ?? 0,
    dues_count: dues.counts.get(month) ?? 0,
    donations_cents: donations.cents.get(month) ?? 0,
    donations_count: donations.counts.get(month) ?? 0,
    events: attendance.eventCounts.get(month) ?? 0,
    participants: attendance.participants.get(month) ?? 0,
    capacity: attendance.capacity.get(month) ?? 0,
  }));
  return { months, events: attendance.events, activeMembersOverall: members.overall };
}

/**
 * The treasurer's figures: a year's twelve months, or without a year the last 24 months; the
 * totals are those of the year asked for (this year without one), whole, from January to December.
 */
/** `foundedYear`: the association's (its settings), the first year the report offers. */
export async function buildTreasuryReport(db: Database, year: number | undefined, foundedYear: number, now = new Date()): Promise<TTreasuryResponse> {
  const today = toParisDate(now);
  const currentYear = Number(today.slice(0, 4));
  const totalsYear = year ?? currentYear;
  const period = year === undefined ? recentMonths(today, TREASURY_LIMITS.RECENT_MONTHS) : monthsOfYear(year);
  const [figures, yearFigures, receipts, expiringSoon, earliestYear] = await Promise.all([
    collectFigures(db, period),
    year === undefined ? collectFigures(db, monthsOfYear(totalsYear)) : null,
    sumTaxReceipts(db, totalsYear),
    listExpiringMembers(db, today),
    findEarliestYear(db),
  ]);
  const ofYear = yearFigures ?? figures;
  const firstYear = Math.max(TREASURY_LIMITS.FIRST_YEAR, Math.min(earliestYear ?? foundedYear, foundedYear, totalsYear));
  const lastYear = Math.max(currentYear, totalsYear);
  return {
    year: year ?? null,
    period: { from: period.days.from, to: period.days.to },
    months: figures.months,
    events: figures.events,
    expiring_soon: expiringSoon,
    totals: {
      year: totalsYear,
      active_members: ofYear.activeMembersOverall,
      dues_cents: sumOf(ofYear.months.map((month) => month.dues_cents)),
      dues_count: sumOf(ofYear.months.map((month) => month.dues_count)),
      donations_cents: sumOf(ofYear.months.map((month) => month.donations_cents)),
      donations_count: sumOf(ofYear.months.map((month) => month.donations_count)),
      events: ofYear.events.length,
      participants: sumOf(ofYear.events.map((event) => event.participants)),
      capacity: sumOf(ofYear.events.map((event) => event.capacity)),
      receipts_cents: receipts.totalCents,
      receipts_count: receipts.count,
    },
    years: Array.from({ length: lastYear - firstYear + 1 }, (_, index) => lastYear - index),
  };
}

import { addMonths, addDays, toParisDate } from '@action-plus/contract';
import { fromParisDateTime } from '#lib/paris-time';
import type { DayRange, InstantRange } from './treasury-repository';

/**
 * The months the treasurer looks at, on Paris's calendar: a month is 'YYYY-MM', its days run from
 * its first to its last, its instants from its first Paris midnight to the next month's.
 */
export interface TreasuryMonths {
  months: string[];
  days: DayRange;
  instants: InstantRange;
}

export function monthsBetween(firstMonth: string, count: number): TreasuryMonths {
  const months = Array.from({ length: count }, (_, index) => addMonths(`${firstMonth}-01`, index).slice(0, 7));
  const afterLast = addMonths(`${firstMonth}-01`, count);
  return {
    months,
    days: { from: `${firstMonth}-01`, to: addDays(afterLast, -1) },
    instants: { from: fromParisDateTime(`${firstMonth}-01`, '00:00'), before: fromParisDateTime(afterLast, '00:00') },
  };
}

export const monthsOfYear = (year: number) => monthsBetween(`${String(year).padStart(4, '0')}-01`, 12);

/** The `count` months ending with today's. */
export const recentMonths = (today: string, count: number) => monthsBetween(addMonths(`${today.slice(0, 7)}-01`, 1 - count).slice(0, 7), count);

/** 'YYYY-MM' of an instant or a calendar day, as Paris reads it. */
export const monthOfInstant = (instant: Date) => toParisDate(instant).slice(0, 7);
export const monthOfDay = (day: string) => day.slice(0, 7);

/** The first and last day of a month. */
export const daysOfMonth = (month: string): DayRange => ({ from: `${month}-01`, to: addDays(addMonths(`${month}-01`, 1), -1) });

/** A map with a zero for every month, so that a month without a row still shows (as zero). */
export const zeroPerMonth = (months: readonly string[]) => new Map(months.map((month) => [month, 0]));

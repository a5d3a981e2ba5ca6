/**
 * Membership periods as calendar dates ('YYYY-MM-DD') in the association's time zone, so that a
 * membership bought in Metz at 00:30 starts that day whatever the server's or the browser's zone.
 * Pure functions: the server stores and renews with them, the web filters with them.
 */

export const ASSOCIATION_TIME_ZONE = 'Europe/Paris';

export type TMembershipStatus = 'active' | 'inactive';

const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function parseCalendarDate(value: string): { year: number; month: number; day: number } {
  const match = DATE_SHAPE.exec(value);
  if (!match) throw new Error(`Date attendue au format AAAA-MM-JJ : ${value}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

const formatCalendarDate = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The calendar date of `instant` in Metz. */
export function toParisDate(instant: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: ASSOCIATION_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/**
 * Calendar months, not 30-day blocks; a day the target month lacks falls back to its last day:
 * 31 January + 1 month = 28 (or 29) February.
 */
export function addMonths(date: string, months: number): string {
  const { year, month, day } = parseCalendarDate(date);
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  return formatCalendarDate(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
}

export function addDays(date: string, days: number): string {
  const { year, month, day } = parseCalendarDate(date);
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return formatCalendarDate(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const start = parseCalendarDate(from);
  const end = parseCalendarDate(to);
  return Math.round((Date.UTC(end.year, end.month - 1, end.day) - Date.UTC(start.year, start.month - 1, start.day)) / 86_400_000);
}

/** Active from the first to the last day of the period, both included. */
export function membershipStatusOn(period: { startDate: string; endDate: string }, today: string): TMembershipStatus {
  // ISO calendar dates compare correctly as strings.
  return period.startDate <= today && today <= period.endDate ? 'active' : 'inactive';
}

/**
 * The period a renewal buys: an active membership is extended from its end date, so no paid day
 * is lost; a lapsed one (or none at all) starts today.
 */
export function renewalPeriod(
  current: { startDate: string; endDate: string } | null | undefined,
  durationMonths: number,
  today: string,
): { startDate: string; endDate: string } {
  const startDate = current && current.endDate >= today ? current.endDate : today;
  return { startDate, endDate: addMonths(startDate, durationMonths) };
}

/** A new membership's period: from today, for the chosen number of months. */
export function newMembershipPeriod(durationMonths: number, today: string): { startDate: string; endDate: string } {
  return { startDate: today, endDate: addMonths(today, durationMonths) };
}

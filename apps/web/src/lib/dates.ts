/**
 * Dates as the association reads them: French words, Metz's clock, whatever the visitor's zone.
 *
 * Written out rather than asked of Intl.DateTimeFormat: the first Intl formatter a page makes
 * loads the browser's locale and time zone data, some 60 to 120 ms of a mid-range phone's main
 * thread at the moment the app takes over the page, and the server (Node) and the browser may
 * carry different versions of that data, which would make the two renders of a page differ.
 * dates.test.ts checks every format against Intl, hour by hour and across each change of clock.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const SHORT_MONTHS = ['janv', 'févr', 'mars', 'avr', 'mai', 'juin', 'juil', 'août', 'sept', 'oct', 'nov', 'déc'];
const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];

/** 01:00 UTC on the last Sunday of a month: when the European Union's clocks change. */
function lastSundayAtOneUtc(year: number, monthIndex: number): number {
  const lastDay = Date.UTC(year, monthIndex + 1, 0, 1);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS;
}

interface ClockReading {
  year: number;
  monthIndex: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
}

/**
 * The date and time on a wall clock in Metz: Central European Time (UTC+1), and summer time
 * (UTC+2) from the last Sunday of March to the last Sunday of October, as the EU has ruled since 1996.
 */
function metzClock(value: Date | string | number): ClockReading {
  const instant = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(instant)) throw new RangeError('Invalid time value');
  const year = new Date(instant).getUTCFullYear();
  const isSummerTime = instant >= lastSundayAtOneUtc(year, 2) && instant < lastSundayAtOneUtc(year, 9);
  const wall = new Date(instant + (isSummerTime ? 2 : 1) * HOUR_MS);
  return {
    year: wall.getUTCFullYear(),
    monthIndex: wall.getUTCMonth(),
    day: wall.getUTCDate(),
    weekday: wall.getUTCDay(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 'samedi 14 juin 2025' */
export function formatLongDate(value: Date | string | number): string {
  const clock = metzClock(value);
  return `${WEEKDAYS[clock.weekday]} ${clock.day} ${MONTHS[clock.monthIndex]} ${clock.year}`;
}

/** '14 juin 2025' */
export function formatDate(value: Date | string | number): string {
  const clock = metzClock(value);
  return `${clock.day} ${MONTHS[clock.monthIndex]} ${clock.year}`;
}

/** '14/06/2025' */
export function formatShortDate(value: Date | string | number): string {
  const clock = metzClock(value);
  return `${twoDigits(clock.day)}/${twoDigits(clock.monthIndex + 1)}/${clock.year}`;
}

/** '19:00' */
export function formatTime(value: Date | string | number): string {
  const clock = metzClock(value);
  return `${twoDigits(clock.hour)}:${twoDigits(clock.minute)}`;
}

/** '14 juin 2025 à 19:00' */
export const formatDateTime = (value: Date | string | number) => `${formatDate(value)} à ${formatTime(value)}`;

/** For a calendar badge: { day: '14', month: 'juin' } */
export function formatDayAndShortMonth(value: Date | string | number): { day: string; month: string } {
  const clock = metzClock(value);
  return { day: twoDigits(clock.day), month: SHORT_MONTHS[clock.monthIndex]! };
}

/** '2025-06-14': the calendar day in Metz of an instant (by default, now). */
export function toMetzCalendarDay(value: Date | string | number = Date.now()): string {
  const clock = metzClock(value);
  return `${clock.year}-${twoDigits(clock.monthIndex + 1)}-${twoDigits(clock.day)}`;
}

/** A calendar day ('2026-08-01') as its parts; the first of a month is « 1er ». */
function calendarDayParts(day: string): { day: string; month: string; year: string } {
  const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
  return { day: dayOfMonth === 1 ? '1er' : String(dayOfMonth), month: MONTHS[month - 1]!, year: String(year) };
}

/**
 * Calendar days from `first` to `last` (YYYY-MM-DD) as a French sentence says them, without
 * repeating a month or a year they share: « le 14 juillet 2026 », « du 1er au 15 août 2026 »,
 * « du 28 juillet au 15 août 2026 », « du 24 décembre 2026 au 2 janvier 2027 ».
 */
export function formatDayRange(first: string, last: string): string {
  const from = calendarDayParts(first);
  const to = calendarDayParts(last);
  if (first === last) return `le ${from.day} ${from.month} ${from.year}`;
  if (from.year !== to.year) return `du ${from.day} ${from.month} ${from.year} au ${to.day} ${to.month} ${to.year}`;
  if (from.month !== to.month) return `du ${from.day} ${from.month} au ${to.day} ${to.month} ${to.year}`;
  return `du ${from.day} au ${to.day} ${to.month} ${to.year}`;
}

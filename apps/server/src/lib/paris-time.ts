import { addDays, ASSOCIATION_TIME_ZONE, toParisDate } from '@action-plus/contract';

/*
 * Paris time on the server, in one place: the association's clock (the contract's
 * ASSOCIATION_TIME_ZONE) for reading and setting wall-clock times, and the French ways of writing
 * an instant or a calendar day in mails, PDFs and exports.
 */

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

const wallClockFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: ASSOCIATION_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

/**
 * Paris changes its offset only on whole UTC hours, so one answer per UTC hour is exact; the memo
 * keeps Intl (slow) out of the hot path of the events list. Bounded: cleared when it grows large.
 */
const offsetByUtcHour = new Map<number, number>();

/** Minutes to add to UTC to read Paris's wall clock at that instant (60 in winter, 120 in summer). */
export function parisOffsetMinutes(instantMs: number): number {
  const hour = Math.floor(instantMs / HOUR_MS);
  const known = offsetByUtcHour.get(hour);
  if (known !== undefined) return known;
  const parts = Object.fromEntries(wallClockFormat.formatToParts(new Date(hour * HOUR_MS)).map((part) => [part.type, part.value])) as Record<string, string>;
  const wallClockAsUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  const offset = Math.round((wallClockAsUtc - hour * HOUR_MS) / MINUTE_MS);
  if (offsetByUtcHour.size > 100_000) offsetByUtcHour.clear();
  offsetByUtcHour.set(hour, offset);
  return offset;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The day ('YYYY-MM-DD') and time ('HH:MM') an instant shows on a clock in Paris. */
export function toParisDateTime(instant: Date): { date: string; time: string } {
  const wallClock = new Date(instant.getTime() + parisOffsetMinutes(instant.getTime()) * MINUTE_MS);
  return {
    date: `${pad(wallClock.getUTCFullYear(), 4)}-${pad(wallClock.getUTCMonth() + 1)}-${pad(wallClock.getUTCDate())}`,
    time: `${pad(wallClock.getUTCHours())}:${pad(wallClock.getUTCMinutes())}`,
  };
}

/**
 * The instant at which Paris's clocks show `date` at `time`. In the autumn hour that happens twice,
 * the first (summer time) one; in the spring hour that never happens, the time an hour later
 * (02:30 becomes 03:30), which is where a clock set the day before would point.
 */
export function fromParisDateTime(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const wallClockAsUtc = Date.UTC(year, month - 1, day, hours, minutes);
  // The offset a few hours before is the one in force before any change of that night.
  const earlierOffset = parisOffsetMinutes(wallClockAsUtc - 3 * HOUR_MS);
  const candidate = wallClockAsUtc - earlierOffset * MINUTE_MS;
  const offsetAtCandidate = parisOffsetMinutes(candidate);
  if (offsetAtCandidate === earlierOffset) return new Date(candidate);
  // The offset changed between: either the time is after the change (use the new offset) or it
  // falls in the spring gap, which the new offset maps an hour later.
  const afterChange = wallClockAsUtc - offsetAtCandidate * MINUTE_MS;
  return new Date(parisOffsetMinutes(afterChange) === offsetAtCandidate ? afterChange : candidate);
}

const frenchDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: ASSOCIATION_TIME_ZONE });
const frenchWeekdayDate = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: ASSOCIATION_TIME_ZONE,
});
const frenchDateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: ASSOCIATION_TIME_ZONE });
// A calendar day is no instant: read in UTC at noon, it is the same day wherever the server runs.
const frenchCalendarDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The day an instant falls on in Paris: « 3 mars 2026 ». */
/** The instant Paris's next day begins (when a cache of today's figures goes stale). */
export const nextParisMidnight = (now: Date): number => fromParisDateTime(addDays(toParisDate(now), 1), '00:00').getTime();

export const formatParisDate = (instant: Date) => frenchDate.format(instant);

/** The same with its weekday: « mardi 3 mars 2026 ». */
export const formatParisWeekdayDate = (instant: Date) => frenchWeekdayDate.format(instant);

/** The day and time in Paris: « 3 mars 2026 à 14:05 ». */
export const formatParisDateTime = (instant: Date) => frenchDateTime.format(instant);

/** A calendar day ('YYYY-MM-DD': a membership's end, a gift's date): « 3 mars 2026 ». */
export const formatCalendarDate = (date: string) => frenchCalendarDate.format(new Date(`${date}T12:00:00Z`));

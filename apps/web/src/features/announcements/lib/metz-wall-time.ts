import { formatTime, toMetzCalendarDay } from '#lib/dates';

/**
 * The instant (ISO, UTC) a day and a time read on a Metz clock name: `2030-06-21` at `18:00` is
 * `2030-06-21T16:00:00.000Z` in summer. Of the two offsets Metz uses, the one whose reading gives
 * back the day and time asked; a time the clock skips (the spring change's hour) reads as the next.
 */
export function metzWallTimeToInstant(day: string, time: string): string | null {
  const dayMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const timeMatch = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dayMatch || !timeMatch) return null;
  const [year, month, dayOfMonth] = dayMatch.slice(1).map(Number) as [number, number, number];
  const [hour, minute] = timeMatch.slice(1).map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, dayOfMonth, hour, minute);
  if (Number.isNaN(wall)) return null;
  for (const offsetHours of [2, 1]) {
    const instant = wall - offsetHours * 3_600_000;
    if (toMetzCalendarDay(instant) === day && formatTime(instant) === time) return new Date(instant).toISOString();
  }
  return new Date(wall - 3_600_000).toISOString();
}

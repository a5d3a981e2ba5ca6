import { describe, expect, it } from 'vitest';
import { ASSOCIATION_TIME_ZONE } from '@action-plus/contract';
import { formatDate, formatDateTime, formatDayAndShortMonth, formatDayRange, formatLongDate, formatShortDate, formatTime, toMetzCalendarDay } from './dates';

/** The formats as Intl writes them in French on Metz's clock: what dates.ts must write without it. */
const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('fr-FR', { timeZone: ASSOCIATION_TIME_ZONE, ...options });
const INTL = {
  long: intl({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
  medium: intl({ day: 'numeric', month: 'long', year: 'numeric' }),
  short: intl({ day: '2-digit', month: '2-digit', year: 'numeric' }),
  time: intl({ hour: '2-digit', minute: '2-digit' }),
  day: intl({ day: '2-digit' }),
  shortMonth: intl({ month: 'short' }),
};

function expectSameAsIntl(instant: number) {
  const date = new Date(instant);
  expect(formatLongDate(date)).toBe(INTL.long.format(date));
  expect(formatDate(date)).toBe(INTL.medium.format(date));
  expect(formatShortDate(date)).toBe(INTL.short.format(date));
  expect(formatTime(date)).toBe(INTL.time.format(date));
  expect(formatDayAndShortMonth(date)).toEqual({ day: INTL.day.format(date), month: INTL.shortMonth.format(date).replace('.', '') });
}

const HOUR_MS = 3_600_000;
/** Each sweep asks Intl some 17 000 times, which took longer than the default 5 s on a loaded 2-core machine. */
const INTL_SWEEP_TIMEOUT_MS = 30_000;

describe('dates on Metz’s clock', () => {
  it('writes the examples of its documentation', () => {
    const summerEvening = '2025-06-14T17:00:00Z';
    expect(formatLongDate(summerEvening)).toBe('samedi 14 juin 2025');
    expect(formatDate(summerEvening)).toBe('14 juin 2025');
    expect(formatShortDate(summerEvening)).toBe('14/06/2025');
    expect(formatTime(summerEvening)).toBe('19:00');
    expect(formatDateTime(summerEvening)).toBe('14 juin 2025 à 19:00');
    expect(formatDayAndShortMonth('2025-02-03T10:00:00Z')).toEqual({ day: '03', month: 'févr' });
  });

  it('changes day at midnight in Metz, not in UTC, in winter and in summer', () => {
    expect(formatShortDate('2025-12-31T23:30:00Z')).toBe('01/01/2026');
    expect(formatTime('2025-12-31T23:30:00Z')).toBe('00:30');
    expect(formatShortDate('2025-07-31T22:15:00Z')).toBe('01/08/2025');
    expect(formatTime('2025-07-31T21:59:00Z')).toBe('23:59');
  });

  it(
    'writes what Intl writes, every hour of two years',
    () => {
      const start = Date.UTC(2025, 0, 1);
      for (let instant = start; instant < Date.UTC(2027, 0, 1); instant += HOUR_MS) expectSameAsIntl(instant);
    },
    INTL_SWEEP_TIMEOUT_MS,
  );

  it(
    'changes clock when the European Union does, every year from 1996 to 2040',
    () => {
      for (let year = 1996; year <= 2040; year += 1) {
        for (const month of [2, 9]) {
          // Every hour of the last week of March and of October, which holds the change.
          const start = Date.UTC(year, month, 24);
          for (let instant = start; instant < start + 8 * 24 * HOUR_MS; instant += HOUR_MS) expectSameAsIntl(instant);
        }
      }
    },
    INTL_SWEEP_TIMEOUT_MS,
  );

  it('accepts dates as Date, ISO text or milliseconds, and refuses an invalid one as Intl did', () => {
    const instant = Date.UTC(2026, 4, 1, 8, 5);
    expect(formatDateTime(new Date(instant))).toBe('1 mai 2026 à 10:05');
    expect(formatDateTime(new Date(instant).toISOString())).toBe('1 mai 2026 à 10:05');
    expect(formatDateTime(instant)).toBe('1 mai 2026 à 10:05');
    expect(() => formatDate('pas une date')).toThrow(RangeError);
  });
});

describe('calendar days', () => {
  it('are those of Metz, whose day starts before UTC’s', () => {
    expect(toMetzCalendarDay('2025-12-31T23:30:00Z')).toBe('2026-01-01');
    expect(toMetzCalendarDay('2025-06-14T21:59:00Z')).toBe('2025-06-14');
    expect(toMetzCalendarDay('2025-06-14T22:00:00Z')).toBe('2025-06-15');
  });

  it('are said as a French sentence says them, without repeating a month or a year two days share', () => {
    expect(formatDayRange('2026-07-14', '2026-07-14')).toBe('le 14 juillet 2026');
    expect(formatDayRange('2026-08-01', '2026-08-15')).toBe('du 1er au 15 août 2026');
    expect(formatDayRange('2026-07-28', '2026-08-01')).toBe('du 28 juillet au 1er août 2026');
    expect(formatDayRange('2026-12-24', '2027-01-02')).toBe('du 24 décembre 2026 au 2 janvier 2027');
  });
});

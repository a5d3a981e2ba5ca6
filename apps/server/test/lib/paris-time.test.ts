import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatParisDate, formatParisDateTime, formatParisWeekdayDate, fromParisDateTime, toParisDateTime } from '#lib/paris-time';

describe('Paris wall clock, whatever the server zone', () => {
  it('reads winter and summer times with their own offsets', () => {
    expect(fromParisDateTime('2025-01-15', '19:00').toISOString()).toBe('2025-01-15T18:00:00.000Z');
    expect(fromParisDateTime('2025-07-14', '19:00').toISOString()).toBe('2025-07-14T17:00:00.000Z');
    expect(toParisDateTime(new Date('2025-01-15T18:00:00Z'))).toEqual({ date: '2025-01-15', time: '19:00' });
    expect(toParisDateTime(new Date('2025-07-14T17:00:00Z'))).toEqual({ date: '2025-07-14', time: '19:00' });
  });

  it('handles the night clocks go forward (30 March 2025)', () => {
    expect(fromParisDateTime('2025-03-30', '01:30').toISOString()).toBe('2025-03-30T00:30:00.000Z');
    expect(fromParisDateTime('2025-03-30', '03:30').toISOString()).toBe('2025-03-30T01:30:00.000Z');
    expect(fromParisDateTime('2025-03-30', '19:00').toISOString()).toBe('2025-03-30T17:00:00.000Z');
    // 02:30 never shows on Paris's clocks that night: it is read as 03:30.
    expect(fromParisDateTime('2025-03-30', '02:30').toISOString()).toBe('2025-03-30T01:30:00.000Z');
  });

  it('handles the night clocks go back (26 October 2025), taking the first 02:30', () => {
    expect(fromParisDateTime('2025-10-26', '02:30').toISOString()).toBe('2025-10-26T00:30:00.000Z');
    expect(fromParisDateTime('2025-10-26', '03:30').toISOString()).toBe('2025-10-26T02:30:00.000Z');
    expect(toParisDateTime(new Date('2025-10-26T01:30:00Z'))).toEqual({ date: '2025-10-26', time: '02:30' });
  });

  it('crosses midnight: 00:30 in Paris is the previous day in UTC', () => {
    expect(fromParisDateTime('2025-08-01', '00:30').toISOString()).toBe('2025-07-31T22:30:00.000Z');
    expect(toParisDateTime(new Date('2025-07-31T22:30:00Z'))).toEqual({ date: '2025-08-01', time: '00:30' });
  });

  it('round-trips every quarter hour of a year', () => {
    for (let instant = Date.UTC(2026, 0, 1); instant < Date.UTC(2027, 0, 1); instant += 15 * 60 * 1000) {
      const { date, time } = toParisDateTime(new Date(instant));
      const back = fromParisDateTime(date, time).getTime();
      // Only the repeated autumn hour maps back to its first occurrence.
      if (back !== instant) expect(instant - back).toBe(60 * 60 * 1000);
    }
  });
});

describe('French dates on Paris clocks', () => {
  it('writes the day and time in winter (UTC+1) and in summer (UTC+2)', () => {
    expect(formatParisDateTime(new Date('2026-01-15T13:05:00Z'))).toBe('15 janvier 2026 à 14:05');
    expect(formatParisDateTime(new Date('2026-07-14T13:05:00Z'))).toBe('14 juillet 2026 à 15:05');
  });

  it("gives the Paris day around midnight, where UTC's is still the day before", () => {
    // 23:30 UTC on 31 December is 00:30 on 1 January in Paris (winter).
    expect(formatParisDate(new Date('2026-12-31T23:30:00Z'))).toBe('1 janvier 2027');
    expect(formatParisWeekdayDate(new Date('2026-12-31T23:30:00Z'))).toBe('vendredi 1 janvier 2027');
    expect(formatParisDate(new Date('2026-12-31T22:59:00Z'))).toBe('31 décembre 2026');
    // 22:30 UTC on 31 March is 00:30 on 1 April in Paris (summer): two hours ahead.
    expect(formatParisDateTime(new Date('2026-03-31T22:30:00Z'))).toBe('1 avril 2026 à 00:30');
    expect(formatParisDate(new Date('2026-03-31T21:59:00Z'))).toBe('31 mars 2026');
  });

  it('writes a calendar day as that day, whatever the zone', () => {
    expect(formatCalendarDate('2027-01-01')).toBe('1 janvier 2027');
    expect(formatCalendarDate('2026-12-31')).toBe('31 décembre 2026');
    expect(formatCalendarDate('2026-03-29')).toBe('29 mars 2026');
  });

  it('follows the changes of time on their nights', () => {
    // 29 March 2026: 02:00 becomes 03:00; 25 October 2026: 03:00 becomes 02:00.
    expect(formatParisDateTime(new Date('2026-03-29T00:59:00Z'))).toBe('29 mars 2026 à 01:59');
    expect(formatParisDateTime(new Date('2026-03-29T01:00:00Z'))).toBe('29 mars 2026 à 03:00');
    expect(formatParisDateTime(new Date('2026-10-25T00:30:00Z'))).toBe('25 octobre 2026 à 02:30');
    expect(formatParisDateTime(new Date('2026-10-25T01:30:00Z'))).toBe('25 octobre 2026 à 02:30');
  });
});

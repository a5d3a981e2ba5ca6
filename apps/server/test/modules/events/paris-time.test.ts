import { describe, expect, it } from 'vitest';
import { fromParisDateTime, toParisDateTime } from '#modules/events/paris-time';

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

import { describe, expect, it } from 'vitest';
import { latestSeriesEnd, listSeriesDates, monthlyPosition, SERIES_LIMITS, seriesDaysBetween, shiftSeriesDate } from './event-series';

describe('the dates of a series', () => {
  it('repeats every week on the same weekday, over the end of a month and of a year', () => {
    expect(listSeriesDates('2026-12-22', { frequency: 'weekly', count: 3 })).toEqual(['2026-12-22', '2026-12-29', '2027-01-05']);
  });

  it('repeats every month on the same weekday of the month', () => {
    // The 1st Monday, then the 3rd Friday.
    expect(listSeriesDates('2027-02-01', { frequency: 'monthly', count: 3 })).toEqual(['2027-02-01', '2027-03-01', '2027-04-05']);
    expect(listSeriesDates('2027-01-15', { frequency: 'monthly', count: 3 })).toEqual(['2027-01-15', '2027-02-19', '2027-03-19']);
  });

  it("puts a 5th weekday's series on each month's last such weekday", () => {
    expect(monthlyPosition('2027-03-30')).toEqual({ weekday: 2, rank: 'last' });
    expect(monthlyPosition('2027-03-23')).toEqual({ weekday: 2, rank: 4 });
    // Friday 29 January 2027: February 2027 has four Fridays, the last the 26th.
    expect(listSeriesDates('2027-01-29', { frequency: 'monthly', count: 3 })).toEqual(['2027-01-29', '2027-02-26', '2027-03-26']);
  });

  it('stops at the end date, included, and one past the largest series', () => {
    expect(listSeriesDates('2027-01-05', { frequency: 'weekly', until: '2027-01-19' })).toEqual(['2027-01-05', '2027-01-12', '2027-01-19']);
    expect(listSeriesDates('2027-01-05', { frequency: 'weekly', until: '2099-01-01' })).toHaveLength(SERIES_LIMITS.MAX_OCCURRENCES + 1);
  });

  it('counts days on the calendar, two years ahead at most', () => {
    expect(shiftSeriesDate('2027-03-27', 2)).toBe('2027-03-29');
    expect(shiftSeriesDate('2027-03-01', -1)).toBe('2027-02-28');
    expect(seriesDaysBetween('2027-03-27', '2027-04-03')).toBe(7);
    expect(latestSeriesEnd('2027-05-04')).toBe('2029-05-04');
    expect(latestSeriesEnd('2028-02-29')).toBe('2030-03-01');
  });
});

import { describe, expect, it } from 'vitest';
import { metzWallTimeToInstant } from './metz-wall-time';

describe('a time read on a Metz clock', () => {
  it('is an hour ahead of UTC in winter and two in summer', () => {
    expect(metzWallTimeToInstant('2030-01-15', '09:30')).toBe('2030-01-15T08:30:00.000Z');
    expect(metzWallTimeToInstant('2030-06-21', '18:00')).toBe('2030-06-21T16:00:00.000Z');
  });

  it('refuses what is not a day and a time', () => {
    expect(metzWallTimeToInstant('', '18:00')).toBeNull();
    expect(metzWallTimeToInstant('2030-06-21', '')).toBeNull();
  });
});

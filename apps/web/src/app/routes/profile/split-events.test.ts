import { describe, expect, it } from 'vitest';
import { buildEvent } from '#features/events/test/event-fixture';
import { splitEvents } from './profile-event-item';

describe("the profile's events", () => {
  it('lists upcoming and past events both by date ascending, as the specification sorts them', () => {
    const now = Date.parse('2026-06-15T12:00:00Z');
    const event = (id: number, date: string) => buildEvent({ id, date, starts_at: `${date}T17:00:00Z` });
    const { upcoming, past } = splitEvents([event(1, '2026-03-01'), event(2, '2026-07-01'), event(3, '2026-01-10'), event(4, '2026-06-20')], now);
    expect(upcoming.map((item) => item.id)).toEqual([4, 2]);
    expect(past.map((item) => item.id)).toEqual([3, 1]);
  });
});

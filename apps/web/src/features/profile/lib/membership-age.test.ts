import { describe, expect, it } from 'vitest';
import { describeMembershipAge } from './membership-age';

const at = (date: string) => new Date(`${date}T10:00:00Z`);

describe('membership duration text', () => {
  it('counts days under 30', () => {
    expect(describeMembershipAge('2026-03-01T10:00:00Z', at('2026-03-01'))).toBe('0 jour');
    expect(describeMembershipAge('2026-03-01T10:00:00Z', at('2026-03-02'))).toBe('1 jour');
    expect(describeMembershipAge('2026-03-01T10:00:00Z', at('2026-03-30'))).toBe('29 jours');
  });

  it('counts calendar months under a year', () => {
    expect(describeMembershipAge('2026-03-01T10:00:00Z', at('2026-03-31'))).toBe('1 mois');
    expect(describeMembershipAge('2026-01-31T10:00:00Z', at('2026-03-30'))).toBe('1 mois');
    expect(describeMembershipAge('2026-01-31T10:00:00Z', at('2026-03-31'))).toBe('2 mois');
    expect(describeMembershipAge('2026-03-01T10:00:00Z', at('2027-02-28'))).toBe('11 mois');
  });

  it('counts years and months from a year on', () => {
    expect(describeMembershipAge('2026-03-01T10:00:00Z', at('2027-03-01'))).toBe('1 an');
    expect(describeMembershipAge('2026-03-01T10:00:00Z', at('2027-05-15'))).toBe('1 an et 2 mois');
    expect(describeMembershipAge('2024-02-29T10:00:00Z', at('2027-02-28'))).toBe('3 ans');
  });

  it("reads the join date in Metz's calendar", () => {
    // 23:30 UTC on 31 January is 1 February in Paris.
    expect(describeMembershipAge('2026-01-31T23:30:00Z', at('2026-02-02'))).toBe('1 jour');
  });
});

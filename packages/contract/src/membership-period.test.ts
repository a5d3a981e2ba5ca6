import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, membershipStatusOn, newMembershipPeriod, renewalPeriod, toParisDate } from './membership-period';
import { priceOfDuration } from './association-settings';
import { SEEDED_ASSOCIATION_SETTINGS } from './association-settings-seed';
import { formatEuros, formatMemberNumber, MEMBERSHIP_MESSAGES, ZMembershipAmountSchema } from './memberships';

describe('calendar months', () => {
  it('adds months on the same day of the month', () => {
    expect(addMonths('2026-03-15', 12)).toBe('2027-03-15');
    expect(addMonths('2026-08-10', 6)).toBe('2027-02-10');
    expect(addMonths('2026-01-01', 36)).toBe('2029-01-01');
  });

  it('falls back to the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-05-31', 1)).toBe('2026-06-30');
    expect(addMonths('2026-12-31', 6)).toBe('2027-06-30');
  });

  it('knows leap years', () => {
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2028-02-29', 48)).toBe('2032-02-29');
    // 2100 is not a leap year, 2000 was.
    expect(addMonths('2100-01-31', 1)).toBe('2100-02-28');
    expect(addMonths('2000-01-31', 1)).toBe('2000-02-29');
  });

  it('crosses year ends', () => {
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-07-01', 24)).toBe('2028-07-01');
  });

  it('counts days across months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2028-02-01', '2028-03-01')).toBe(29);
    expect(daysBetween('2026-03-10', '2026-03-01')).toBe(-9);
  });
});

describe('membership status', () => {
  const period = { startDate: '2026-03-01', endDate: '2027-03-01' };

  it('is active from the first to the last day, both included', () => {
    expect(membershipStatusOn(period, '2026-03-01')).toBe('active');
    expect(membershipStatusOn(period, '2026-09-15')).toBe('active');
    expect(membershipStatusOn(period, '2027-03-01')).toBe('active');
  });

  it('is inactive before it starts and after it ends', () => {
    expect(membershipStatusOn(period, '2026-02-28')).toBe('inactive');
    expect(membershipStatusOn(period, '2027-03-02')).toBe('inactive');
  });

  it('reads today in Metz, not in the server zone', () => {
    // 23:30 UTC on 31 December is already New Year's Day in Paris.
    expect(toParisDate(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    // 22:30 UTC in summer (UTC+2) is 00:30 the next day.
    expect(toParisDate(new Date('2026-07-14T22:30:00Z'))).toBe('2026-07-15');
    expect(toParisDate(new Date('2026-07-14T21:30:00Z'))).toBe('2026-07-14');
  });
});

describe('new and renewed periods', () => {
  it('starts a new membership today', () => {
    expect(newMembershipPeriod(12, '2026-01-31')).toEqual({ startDate: '2026-01-31', endDate: '2027-01-31' });
    expect(newMembershipPeriod(6, '2026-08-31')).toEqual({ startDate: '2026-08-31', endDate: '2027-02-28' });
  });

  it('extends an active membership from its end date, so no paid day is lost', () => {
    const current = { startDate: '2026-01-10', endDate: '2027-01-10' };
    expect(renewalPeriod(current, 12, '2026-12-01')).toEqual({ startDate: '2027-01-10', endDate: '2028-01-10' });
    // Renewing on its very last day still extends it.
    expect(renewalPeriod(current, 6, '2027-01-10')).toEqual({ startDate: '2027-01-10', endDate: '2027-07-10' });
  });

  it('extends a membership that has not started yet (renewed twice in advance) from its end', () => {
    const future = { startDate: '2027-01-10', endDate: '2028-01-10' };
    expect(renewalPeriod(future, 24, '2026-06-01')).toEqual({ startDate: '2028-01-10', endDate: '2030-01-10' });
  });

  it('starts a lapsed membership again today', () => {
    const lapsed = { startDate: '2024-05-31', endDate: '2025-05-31' };
    expect(renewalPeriod(lapsed, 12, '2025-06-01')).toEqual({ startDate: '2025-06-01', endDate: '2026-06-01' });
    expect(renewalPeriod(lapsed, 6, '2026-08-31')).toEqual({ startDate: '2026-08-31', endDate: '2027-02-28' });
  });

  it('starts today for a member who never had one', () => {
    expect(renewalPeriod(null, 36, '2028-02-29')).toEqual({ startDate: '2028-02-29', endDate: '2031-02-28' });
  });
});

describe('prices, amounts and numbers', () => {
  it("prices the durations the association's dues offer, and no other", () => {
    const { dues } = SEEDED_ASSOCIATION_SETTINGS;
    expect([6, 12, 24, 36].map((months) => priceOfDuration(dues, months))).toEqual([1500, 2500, 4500, 6500]);
    expect(priceOfDuration(dues, 18)).toBeUndefined();
    expect(MEMBERSHIP_MESSAGES.durationNotOffered([6, 12, 24, 36])).toBe('Durée non proposée\u00a0: choisissez 6, 12, 24 ou 36 mois.');
    expect(MEMBERSHIP_MESSAGES.durationNotOffered([12])).toBe('Durée non proposée\u00a0: choisissez 12 mois.');
  });

  it('accepts amounts of at most two decimals, never below zero', () => {
    expect(ZMembershipAmountSchema.safeParse(0).success).toBe(true);
    expect(ZMembershipAmountSchema.safeParse(25.5).success).toBe(true);
    expect(ZMembershipAmountSchema.safeParse(19.99).success).toBe(true);
    expect(ZMembershipAmountSchema.safeParse(0.1 + 0.2).success).toBe(true);
    expect(ZMembershipAmountSchema.safeParse(12.345).success).toBe(false);
    expect(ZMembershipAmountSchema.safeParse(-1).success).toBe(false);
  });

  it('writes euros the French way with plain spaces', () => {
    expect(formatEuros(2500)).toBe('25,00 €');
    expect(formatEuros(123456)).toBe('1 234,56 €');
    expect(formatEuros(0)).toBe('0,00 €');
  });

  it('builds the member number from the id and the year joined in Metz', () => {
    expect(formatMemberNumber(42, '2026-05-03T10:00:00Z')).toBe('42A2026');
    expect(formatMemberNumber(7, '2025-12-31T23:30:00Z')).toBe('7A2026');
  });
});

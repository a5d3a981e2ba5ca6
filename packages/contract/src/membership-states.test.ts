import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_STATE_LABELS, memberStatusOf, membershipStateOf, pickRelevantMembership } from './membership-period';
import { MEMBERSHIP_RENEWAL_PATH, dueMembershipReminderOf } from './membership-reminders';

describe('the state of a membership', () => {
  const period = { startDate: '2026-03-01', endDate: '2027-03-01' };

  it('is upcoming before its first day, and running from it', () => {
    expect(membershipStateOf(period, '2026-02-28')).toBe('upcoming');
    expect(membershipStateOf(period, '2026-03-01')).toBe('active');
  });

  it('expires soon in its last 30 days, end date included, and lapses the day after', () => {
    expect(membershipStateOf(period, '2027-01-29')).toBe('active'); // 31 days left
    expect(membershipStateOf(period, '2027-01-30')).toBe('expiring-soon'); // 30 days left
    expect(membershipStateOf(period, '2027-03-01')).toBe('expiring-soon'); // its last day
    expect(membershipStateOf(period, '2027-03-02')).toBe('lapsed');
  });

  it('has French labels', () => {
    expect(MEMBERSHIP_STATE_LABELS).toEqual({ active: 'Active', 'expiring-soon': 'Expire bientôt', upcoming: 'À venir', lapsed: 'Expirée' });
  });
});

describe("a member's state", () => {
  const current = { startDate: '2026-03-01', endDate: '2027-03-01' };
  const renewal = { startDate: '2027-03-01', endDate: '2028-03-01' };
  const old = { startDate: '2024-01-10', endDate: '2025-01-10' };

  it('is none without a membership', () => {
    expect(memberStatusOf([], '2026-06-01')).toEqual({ state: 'none', membership: null, renewal: null, coveredUntil: null });
  });

  it('reads the running membership before the one to come, and that before the lapsed one', () => {
    expect(pickRelevantMembership([old, renewal, current], '2026-06-01')).toBe(current);
    expect(pickRelevantMembership([old, renewal], '2026-06-01')).toBe(renewal);
    expect(memberStatusOf([old, renewal], '2026-06-01').state).toBe('upcoming');
    expect(memberStatusOf([old], '2026-06-01').state).toBe('lapsed');
  });

  it('is active, not expiring soon, when the renewal is already bought: a renewal starting at the end is to come', () => {
    const status = memberStatusOf([current, renewal], '2027-02-20');
    expect(status).toEqual({ state: 'active', membership: current, renewal, coveredUntil: '2028-03-01' });
    expect(membershipStateOf(renewal, '2027-02-20')).toBe('upcoming');
    expect(memberStatusOf([current], '2027-02-20').state).toBe('expiring-soon');
    // The renewal's own last month.
    expect(memberStatusOf([current, renewal], '2028-02-15').state).toBe('expiring-soon');
  });

  it('does not count a membership after a gap as continuing', () => {
    const afterGap = { startDate: '2027-03-05', endDate: '2028-03-05' };
    expect(memberStatusOf([current, afterGap], '2027-02-20')).toMatchObject({ state: 'expiring-soon', renewal: null, coveredUntil: '2027-03-01' });
  });
});

describe('the reminder due', () => {
  it('is the 30-day one from 30 days before the end to 8 days before', () => {
    expect(dueMembershipReminderOf('2027-03-31', '2027-02-28')).toBeNull(); // 31 days
    expect(dueMembershipReminderOf('2027-03-31', '2027-03-01')).toBe('ends-in-30-days');
    expect(dueMembershipReminderOf('2027-03-31', '2027-03-23')).toBe('ends-in-30-days'); // 8 days
  });

  it('is the 7-day one in the last 7 days, end date included: never the 30-day one then', () => {
    expect(dueMembershipReminderOf('2027-03-31', '2027-03-24')).toBe('ends-in-7-days');
    expect(dueMembershipReminderOf('2027-03-31', '2027-03-31')).toBe('ends-in-7-days');
  });

  it('is the lapse notice from the day after, for a week at most', () => {
    expect(dueMembershipReminderOf('2027-03-31', '2027-04-01')).toBe('lapsed');
    expect(dueMembershipReminderOf('2027-03-31', '2027-04-07')).toBe('lapsed');
    expect(dueMembershipReminderOf('2027-03-31', '2027-04-08')).toBeNull();
  });

  it('links to the membership section of the profile', () => {
    expect(MEMBERSHIP_RENEWAL_PATH).toBe('/profile#adhesion');
  });
});

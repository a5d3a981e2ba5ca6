import { memberStatusOf, membershipStatusOn, membershipStateOf, type TMemberStatus, type TMembership, type TMembershipState } from '@action-plus/contract';

type TDatedMembership = TMembership & { startDate: string; endDate: string };

const withDates = (membership: TMembership): TDatedMembership => ({ ...membership, startDate: membership.start_date, endDate: membership.end_date });

/** The state of one membership on the page's `today` (the API's `state` was true on the server's day). */
export const membershipStateOn = (membership: TMembership, today: string): TMembershipState => membershipStateOf(withDates(membership), today);

/** The member's state from their memberships (the contract's rule, the same as the server's list). */
export function myMemberStatus(memberships: readonly TMembership[], today: string): TMemberStatus<TDatedMembership> {
  return memberStatusOf(memberships.map(withDates), today);
}

/** The membership running today, else the next one, else the one that ended last; null for none. */
export const pickCurrentMembership = (memberships: readonly TMembership[], today: string): TMembership | null => myMemberStatus(memberships, today).membership;

export const hasActiveMembership = (memberships: readonly TMembership[] | undefined, today: string) =>
  memberships?.some((membership) => membershipStatusOn(withDates(membership), today) === 'active') ?? false;

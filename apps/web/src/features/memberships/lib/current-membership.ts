import { membershipStatusOn, type TMembership } from '@action-plus/contract';

/** The membership running today, else the one ending last; null for none (same rule as the server's list). */
export function pickCurrentMembership(memberships: readonly TMembership[], today: string): TMembership | null {
  const running = memberships.filter(
    (membership) => membershipStatusOn({ startDate: membership.start_date, endDate: membership.end_date }, today) === 'active',
  );
  const candidates = running.length > 0 ? running : memberships;
  return candidates.reduce<TMembership | null>((best, membership) => (!best || membership.end_date > best.end_date ? membership : best), null);
}

export const hasActiveMembership = (memberships: readonly TMembership[] | undefined, today: string) =>
  memberships?.some((membership) => membershipStatusOn({ startDate: membership.start_date, endDate: membership.end_date }, today) === 'active') ?? false;

/**
 * Membership periods as calendar dates ('YYYY-MM-DD') in the association's time zone, so that a
 * membership bought in Metz at 00:30 starts that day whatever the server's or the browser's zone.
 * Pure functions: the server stores and renews with them, the web filters with them.
 */

import { ASSOCIATION_TIME_ZONE } from './time-zone';

export { ASSOCIATION_TIME_ZONE };

const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function parseCalendarDate(value: string): { year: number; month: number; day: number } {
  const match = DATE_SHAPE.exec(value);
  if (!match) throw new Error(`Date attendue au format AAAA-MM-JJ : ${value}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

const formatCalendarDate = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The calendar date of `instant` in Metz. */
export function toParisDate(instant: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: ASSOCIATION_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/**
 * Calendar months, not 30-day blocks; a day the target month lacks falls back to its last day:
 * 31 January + 1 month = 28 (or 29) February.
 */
export function addMonths(date: string, months: number): string {
  const { year, month, day } = parseCalendarDate(date);
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  return formatCalendarDate(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
}

export function addDays(date: string, days: number): string {
  const { year, month, day } = parseCalendarDate(date);
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return formatCalendarDate(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const start = parseCalendarDate(from);
  const end = parseCalendarDate(to);
  return Math.round((Date.UTC(end.year, end.month - 1, end.day) - Date.UTC(start.year, start.month - 1, start.day)) / 86_400_000);
}

/** Active from the first to the last day of the period, both included. */
export function membershipStatusOn(period: { startDate: string; endDate: string }, today: string): TMembershipStatus {
  // ISO calendar dates compare correctly as strings.
  return period.startDate <= today && today <= period.endDate ? 'active' : 'inactive';
}

/**
 * The period a renewal buys: an active membership is extended from its end date, so no paid day
 * is lost; a lapsed one (or none at all) starts today.
 */
export function renewalPeriod(
  current: { startDate: string; endDate: string } | null | undefined,
  durationMonths: number,
  today: string,
): { startDate: string; endDate: string } {
  const startDate = current && current.endDate >= today ? current.endDate : today;
  return { startDate, endDate: addMonths(startDate, durationMonths) };
}

/** A new membership's period: from today, for the chosen number of months. */
export function newMembershipPeriod(durationMonths: number, today: string): { startDate: string; endDate: string } {
  return { startDate: today, endDate: addMonths(today, durationMonths) };
}

// ─── States ──────────────────────────────────────────────────────────────────

/**
 * What a membership is on a given day: running (`active`, or `expiring-soon` in its last
 * `EXPIRING_SOON_WITHIN_DAYS` days), not started yet (`upcoming`: a renewal bought in advance
 * starts when the current period ends), or over (`lapsed`).
 */
export const MEMBERSHIP_STATES = ['active', 'expiring-soon', 'upcoming', 'lapsed'] as const;
export type TMembershipState = (typeof MEMBERSHIP_STATES)[number];

/** A member's state: that of their most relevant membership, or `none` for who never had one. */
export const MEMBER_STATES = [...MEMBERSHIP_STATES, 'none'] as const;
export type TMemberState = (typeof MEMBER_STATES)[number];

/** A running membership « expire bientôt » when it ends within this many days (today = its end date counts). */
export const EXPIRING_SOON_WITHIN_DAYS = 30;

/** The states in French, as a badge says them of a membership (« l'adhésion est… »). */
export const MEMBERSHIP_STATE_LABELS: Record<TMembershipState, string> = {
  active: 'Active',
  'expiring-soon': 'Expire bientôt',
  upcoming: 'À venir',
  lapsed: 'Expirée',
};

export const MEMBER_STATE_LABELS: Record<TMemberState, string> = { ...MEMBERSHIP_STATE_LABELS, none: 'Aucune adhésion' };

/**
 * The specification's coarser `status` of a membership, kept beside `state` for the clients that
 * read it: running is `active`, over is `inactive`, and a renewal bought in advance is `upcoming`,
 * never « inactive ».
 */
export const MEMBERSHIP_STATUSES = ['active', 'upcoming', 'inactive'] as const;
export type TMembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export function membershipStatusOf(state: TMembershipState): TMembershipStatus {
  if (state === 'upcoming') return 'upcoming';
  return state === 'lapsed' ? 'inactive' : 'active';
}

interface TPeriod {
  startDate: string;
  endDate: string;
}

/** The state of one membership on `today` (Paris's calendar date). */
export function membershipStateOf(membership: TPeriod, today: string): TMembershipState {
  if (today < membership.startDate) return 'upcoming';
  if (today > membership.endDate) return 'lapsed';
  return daysBetween(today, membership.endDate) <= EXPIRING_SOON_WITHIN_DAYS ? 'expiring-soon' : 'active';
}

/**
 * Whether `later` continues `membership` without a gap: it starts by the day after `membership`
 * ends (a renewal starts on the end date itself) and ends after it.
 */
export const continuesMembership = (membership: TPeriod, later: TPeriod) =>
  later.startDate <= addDays(membership.endDate, 1) && later.endDate > membership.endDate;

/**
 * The membership a member's state is read from: the one running today (the one ending last if
 * several overlap), else the next one to start, else the one that ended last; on equal dates the
 * later in `memberships` wins. Null for none.
 */
export function pickRelevantMembership<T extends TPeriod>(memberships: readonly T[], today: string): T | null {
  let running: T | null = null;
  let next: T | null = null;
  let ended: T | null = null;
  for (const membership of memberships) {
    const state = membershipStateOf(membership, today);
    if (state === 'upcoming') {
      if (!next || membership.startDate <= next.startDate) next = membership;
    } else if (state === 'lapsed') {
      if (!ended || membership.endDate >= ended.endDate) ended = membership;
    } else if (!running || membership.endDate >= running.endDate) {
      running = membership;
    }
  }
  return running ?? next ?? ended;
}

export interface TMemberStatus<T extends TPeriod> {
  state: TMemberState;
  /** The membership the state is read from (see `pickRelevantMembership`). */
  membership: T | null;
  /** The renewal that continues it, if one is already bought. */
  renewal: T | null;
  /** The last day covered without a gap from `membership` on, renewals included; null for none. */
  coveredUntil: string | null;
}

/**
 * A member's state: running beats upcoming beats lapsed. A running membership whose renewal is
 * already bought is `active`, not `expiring-soon`: nothing is about to end for that member.
 */
export function memberStatusOf<T extends TPeriod>(memberships: readonly T[], today: string): TMemberStatus<T> {
  const membership = pickRelevantMembership(memberships, today);
  if (!membership) return { state: 'none', membership: null, renewal: null, coveredUntil: null };
  const renewal = memberships.find((candidate) => candidate !== membership && continuesMembership(membership, candidate)) ?? null;
  let coveredUntil = membership.endDate;
  for (let extended = true; extended;) {
    extended = false;
    for (const candidate of memberships) {
      if (continuesMembership({ startDate: membership.startDate, endDate: coveredUntil }, candidate)) {
        coveredUntil = candidate.endDate;
        extended = true;
      }
    }
  }
  const state = membershipStateOf(membership, today);
  if (state === 'expiring-soon' || state === 'active') {
    return { state: membershipStateOf({ startDate: membership.startDate, endDate: coveredUntil }, today), membership, renewal, coveredUntil };
  }
  return { state, membership, renewal, coveredUntil };
}

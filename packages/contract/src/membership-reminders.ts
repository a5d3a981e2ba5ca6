/**
 * The mails that remind a member their membership ends: 30 and 7 days before its end date and the
 * day after it lapsed (Paris's calendar), each at most once per membership. Plain data: the server
 * decides with it, the admin's page names the reminders with it.
 */
import { PATHS } from './paths';
import { daysBetween } from './membership-period';

export const MEMBERSHIP_REMINDER_KINDS = ['ends-in-30-days', 'ends-in-7-days', 'lapsed'] as const;
export type TMembershipReminderKind = (typeof MEMBERSHIP_REMINDER_KINDS)[number];

export const MEMBERSHIP_REMINDER_SETTINGS = {
  /** The first reminder, this many days before the end date. */
  firstNoticeDays: 30,
  /** The last one, this many days before it. */
  lastNoticeDays: 7,
  /**
   * The lapse notice is due the day after the end; a site stopped for a while still sends it
   * within this many days, never later (nor for every membership that ended long ago).
   */
  lapsedNoticeWithinDays: 7,
  /** The reminders' day starts at this hour in Paris: nobody gets one at midnight. */
  sendFromParisTime: '09:00',
} as const;

/** The kinds in French, as the admin's details list them. */
export const MEMBERSHIP_REMINDER_KIND_LABELS: Record<TMembershipReminderKind, string> = {
  'ends-in-30-days': 'Rappel 30 jours avant la fin',
  'ends-in-7-days': 'Rappel 7 jours avant la fin',
  lapsed: "Avis d'expiration",
};

/**
 * The one reminder due for a membership ending on `endDate`, on `today`: the most relevant only,
 * so that a run catching up after a stop never sends the « 30 days » mail for a membership that
 * already ends within 7 days. Null when none is due.
 */
export function dueMembershipReminderOf(endDate: string, today: string): TMembershipReminderKind | null {
  const daysLeft = daysBetween(today, endDate);
  const settings = MEMBERSHIP_REMINDER_SETTINGS;
  if (daysLeft > settings.firstNoticeDays) return null;
  if (daysLeft > settings.lastNoticeDays) return 'ends-in-30-days';
  if (daysLeft >= 0) return 'ends-in-7-days';
  if (-daysLeft <= settings.lapsedNoticeWithinDays) return 'lapsed';
  return null;
}

/** The anchor of the profile's membership section (its panel, in the « Paramètres » tab). */
export const MEMBERSHIP_SECTION_ANCHOR = 'adhesion';

/** Where a reminder's « renew » link leads: the profile, opened on its membership section. */
export const MEMBERSHIP_RENEWAL_PATH = `${PATHS.profile}#${MEMBERSHIP_SECTION_ANCHOR}`;

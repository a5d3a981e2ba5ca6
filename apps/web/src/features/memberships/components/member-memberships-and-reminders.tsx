import { MEMBERSHIP_REMINDER_KIND_LABELS, MEMBERSHIP_TYPE_LABELS, toParisDate } from '@action-plus/contract';
import { Alert, Spinner } from '#components/ui';
import { formatDateTime } from '#lib/dates';
import { useMemberDetails } from '../api/get-member-details';
import { membershipStateOn } from '../lib/current-membership';
import { formatLongCalendarDate } from '../lib/member-list';
import { MemberStateBadge } from './member-state-badge';
import styles from './membership-admin.module.css';
import { MEMBERSHIP_STATE_PAGE_MESSAGES } from '../messages';

/** In the admin's details of a member: every membership with its state, and the reminder mails sent, with their dates. */
export function MemberMembershipsAndReminders({ userId }: { userId: number }) {
  const details = useMemberDetails(userId);
  if (details.isPending) return <Spinner />;
  if (details.isError) return <Alert tone="error">{MEMBERSHIP_STATE_PAGE_MESSAGES.detailsLoadFailed}</Alert>;
  const today = toParisDate();
  const { memberships, reminders } = details.data;
  const startOf = new Map(memberships.map((membership) => [membership.id, membership.start_date]));
  return (
    <>
      {memberships.length > 0 && (
        <>
          <h3 className={styles.detailsHeading}>{MEMBERSHIP_STATE_PAGE_MESSAGES.membershipsHeading}</h3>
          <ul className={styles.historyList}>
            {memberships.map((membership) => (
              <li key={membership.id}>
                {MEMBERSHIP_TYPE_LABELS[membership.membership_type]},{' '}
                {MEMBERSHIP_STATE_PAGE_MESSAGES.periodOf(formatLongCalendarDate(membership.start_date), formatLongCalendarDate(membership.end_date))}{' '}
                <MemberStateBadge state={membershipStateOn(membership, today)} />
              </li>
            ))}
          </ul>
        </>
      )}
      <h3 className={styles.detailsHeading}>{MEMBERSHIP_STATE_PAGE_MESSAGES.remindersHeading}</h3>
      {reminders.length === 0 ? (
        <p>{MEMBERSHIP_STATE_PAGE_MESSAGES.noReminder}</p>
      ) : (
        <ul className={styles.historyList}>
          {reminders.map((reminder) => {
            const start = startOf.get(reminder.membership_id);
            return (
              <li key={`${reminder.membership_id}-${reminder.kind}`}>
                {MEMBERSHIP_REMINDER_KIND_LABELS[reminder.kind]} {MEMBERSHIP_STATE_PAGE_MESSAGES.reminderSentOn(formatDateTime(reminder.sent_at))}
                {start && ` (adhésion du ${formatLongCalendarDate(start)})`}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

import { useState } from 'react';
import {
  MEMBERSHIP_PAYMENT_METHOD_LABELS,
  MEMBERSHIP_PAYMENT_STATUS_LABELS,
  MEMBERSHIP_REMINDER_KIND_LABELS,
  MEMBERSHIP_TYPE_LABELS,
  toParisDate,
  type TMembership,
} from '@action-plus/contract';
import { Badge, Button, QueryFailedAlert, Spinner } from '#components/ui';
import { formatDateTime } from '#lib/dates';
import { useMemberDetails } from '../api/get-member-details';
import { membershipStateOn } from '../lib/current-membership';
import { formatLongCalendarDate } from '../lib/member-list';
import { MarkMembershipPaidForm } from './mark-membership-paid-form';
import { MemberStateBadge } from './member-state-badge';
import styles from './membership-admin.module.css';
import { MEMBERSHIP_PAYMENT_PAGE_MESSAGES, MEMBERSHIP_STATE_PAGE_MESSAGES } from '../messages';

/** How the membership was paid, as its invoice says; dues not paid yet (or never recorded) can be marked paid. */
function MembershipPayment({ membership }: { membership: TMembership }) {
  const [isMarking, setIsMarking] = useState(false);
  const period = MEMBERSHIP_STATE_PAGE_MESSAGES.periodOf(formatLongCalendarDate(membership.start_date), formatLongCalendarDate(membership.end_date));
  if (membership.payment_status === 'paid' && membership.payment_method && membership.paid_on) {
    return (
      <> · {MEMBERSHIP_PAYMENT_PAGE_MESSAGES.paidOn(formatLongCalendarDate(membership.paid_on), MEMBERSHIP_PAYMENT_METHOD_LABELS[membership.payment_method])}</>
    );
  }
  if (membership.payment_status === 'free') return <> · {MEMBERSHIP_PAYMENT_STATUS_LABELS.free}</>;
  return (
    <>
      {' '}
      {membership.payment_status === 'due' ? (
        <Badge tone="warning">{MEMBERSHIP_PAYMENT_STATUS_LABELS.due}</Badge>
      ) : (
        <> · {MEMBERSHIP_PAYMENT_PAGE_MESSAGES.notRecorded}</>
      )}{' '}
      {isMarking ? (
        <MarkMembershipPaidForm membership={membership} onDone={() => setIsMarking(false)} />
      ) : (
        <Button variant="outline" size="sm" aria-label={MEMBERSHIP_PAYMENT_PAGE_MESSAGES.markPaidOf(period)} onClick={() => setIsMarking(true)}>
          {MEMBERSHIP_PAYMENT_PAGE_MESSAGES.markPaid}
        </Button>
      )}
    </>
  );
}

/** In the admin's details of a member: every membership with its state, and the reminder mails sent, with their dates. */
export function MemberMembershipsAndReminders({ userId }: { userId: number }) {
  const details = useMemberDetails(userId);
  if (details.isPending) return <Spinner />;
  if (details.isError) return <QueryFailedAlert query={details} fallback={MEMBERSHIP_STATE_PAGE_MESSAGES.detailsLoadFailed} />;
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
                <MembershipPayment membership={membership} />
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

import { MEMBERSHIP_TYPE_LABELS, eurosToCents, formatEuros, formatMemberNumber, toParisDate, type TMemberListItem } from '@action-plus/contract';
import { Button, Modal } from '#components/ui';
import { formatDate } from '#lib/dates';
import { formatLongCalendarDate, memberStateOn } from '../lib/member-list';
import { MemberMembershipsAndReminders } from './member-memberships-and-reminders';
import { MemberStateBadge } from './member-state-badge';
import styles from './membership-admin.module.css';
import { MEMBERSHIP_PAGE_MESSAGES } from '../messages';

export function MemberDetailsModal({ member, onClose }: { member: TMemberListItem | null; onClose: () => void }) {
  const membership = member?.membership;
  return (
    <Modal
      isOpen={member !== null}
      onClose={onClose}
      title={MEMBERSHIP_PAGE_MESSAGES.detailsTitle}
      footer={
        <Button variant="outline" onClick={onClose}>
          {MEMBERSHIP_PAGE_MESSAGES.close}
        </Button>
      }
    >
      {member && (
        <>
          <dl className={styles.details}>
            <dt>{MEMBERSHIP_PAGE_MESSAGES.nameTerm}</dt>
            <dd>
              {member.firstName} {member.lastName}
            </dd>
            <dt>{MEMBERSHIP_PAGE_MESSAGES.emailTerm}</dt>
            <dd>{member.email}</dd>
            <dt>{MEMBERSHIP_PAGE_MESSAGES.memberNumberTerm}</dt>
            <dd>{formatMemberNumber(member.id, member.created_at)}</dd>
            <dt>{MEMBERSHIP_PAGE_MESSAGES.joinedTerm}</dt>
            <dd>{formatDate(member.created_at)}</dd>
          </dl>
          <h3 className={styles.detailsHeading}>{MEMBERSHIP_PAGE_MESSAGES.currentMembershipHeading}</h3>
          {membership ? (
            <dl className={styles.details}>
              <dt>{MEMBERSHIP_PAGE_MESSAGES.typeTerm}</dt>
              <dd>{MEMBERSHIP_TYPE_LABELS[membership.membership_type]}</dd>
              <dt>{MEMBERSHIP_PAGE_MESSAGES.startTerm}</dt>
              <dd>{formatLongCalendarDate(membership.start_date)}</dd>
              <dt>{MEMBERSHIP_PAGE_MESSAGES.endTerm}</dt>
              <dd>{formatLongCalendarDate(membership.end_date)}</dd>
              <dt>{MEMBERSHIP_PAGE_MESSAGES.renewalsTerm}</dt>
              <dd>{membership.renewal_count}</dd>
              <dt>{MEMBERSHIP_PAGE_MESSAGES.amountTerm}</dt>
              <dd>{formatEuros(eurosToCents(membership.amount))}</dd>
              <dt>{MEMBERSHIP_PAGE_MESSAGES.statusTerm}</dt>
              <dd>
                <MemberStateBadge state={memberStateOn(member, toParisDate())} />
              </dd>
            </dl>
          ) : (
            <p>{MEMBERSHIP_PAGE_MESSAGES.noMembership}</p>
          )}
          <MemberMembershipsAndReminders userId={member.id} />
        </>
      )}
    </Modal>
  );
}

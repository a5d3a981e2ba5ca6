import { ASSOCIATION, MEMBERSHIP_TYPE_LABELS, formatMemberNumber, toParisDate, type TMembership, type TUser } from '@action-plus/contract';
import { Badge, Card } from '#components/ui';
import { formatDate } from '#lib/dates';
import { formatLongCalendarDate } from '../lib/member-list';
import { pickCurrentMembership } from '../lib/current-membership';
import styles from './membership-card.module.css';
import { MEMBERSHIP_PAGE_MESSAGES, MEMBERSHIP_STATUS_LABELS } from '../messages';

/**
 * The member's card on the profile: member number ({id}A{year joined}), join date, status, and the
 * membership running today (else the latest one).
 */
export function MembershipCard({ user, memberships }: { user: TUser; memberships: readonly TMembership[] | undefined }) {
  const current = memberships ? pickCurrentMembership(memberships, toParisDate()) : null;
  const isActive = current?.status === 'active';
  return (
    <Card as="section" title={MEMBERSHIP_PAGE_MESSAGES.cardTitle} titleLevel={2} className={styles.card}>
      <div className={styles.cardHeader}>
        <span className={styles.association}>{ASSOCIATION.name}</span>
        <Badge tone={isActive ? 'success' : 'neutral'}>
          {isActive ? MEMBERSHIP_PAGE_MESSAGES.activeMemberBadge : MEMBERSHIP_PAGE_MESSAGES.inactiveMembershipBadge}
        </Badge>
      </div>
      <dl className={styles.fields}>
        <div>
          <dt>{MEMBERSHIP_PAGE_MESSAGES.memberNumberTerm}</dt>
          <dd className={styles.memberNumber}>{formatMemberNumber(user.id, user.created_at)}</dd>
        </div>
        <div>
          <dt>{MEMBERSHIP_PAGE_MESSAGES.memberSinceTerm}</dt>
          <dd>{formatDate(user.created_at)}</dd>
        </div>
        <div>
          <dt>{MEMBERSHIP_PAGE_MESSAGES.statusTerm}</dt>
          <dd>{MEMBERSHIP_STATUS_LABELS[isActive ? 'active' : 'inactive']}</dd>
        </div>
        {current && (
          <div>
            <dt>{MEMBERSHIP_PAGE_MESSAGES.membershipTerm}</dt>
            <dd>
              {MEMBERSHIP_TYPE_LABELS[current.membership_type]}, du {formatLongCalendarDate(current.start_date)} au {formatLongCalendarDate(current.end_date)}
            </dd>
          </div>
        )}
      </dl>
      {!current && memberships && <p className={styles.note}>{MEMBERSHIP_PAGE_MESSAGES.noMembershipYet}</p>}
    </Card>
  );
}

import { Link } from 'react-router';
import { MEMBERSHIP_SECTION_ANCHOR, MEMBERSHIP_TYPE_LABELS, PATHS, formatMemberNumber, toParisDate, type TMembership, type TUser } from '@action-plus/contract';
import { ButtonLink, Card } from '#components/ui';
import { useAssociation } from '#lib/association';
import { formatDate } from '#lib/dates';
import { formatLongCalendarDate } from '../lib/member-list';
import { myMemberStatus } from '../lib/current-membership';
import { usePaymentAvailability } from '../api/get-payment-availability';
import { MemberStateBadge } from './member-state-badge';
import styles from './membership-card.module.css';
import { MEMBERSHIP_PAGE_MESSAGES, MEMBERSHIP_STATE_PAGE_MESSAGES } from '../messages';

/**
 * The member's card on the profile: member number ({id}A{year joined}), join date, and the state of
 * their membership told apart: running (until when, renewal included), expiring soon (« Expire le
 * … », how to renew), to come (when it starts), lapsed (« Votre adhésion a expiré »).
 */
export function MembershipCard({ user, memberships }: { user: TUser; memberships: readonly TMembership[] | undefined }) {
  const { identity } = useAssociation();
  const status = memberships ? myMemberStatus(memberships, toParisDate()) : null;
  const current = status?.membership ?? null;
  const endText = status?.coveredUntil ? formatLongCalendarDate(status.coveredUntil) : '';
  return (
    <Card as="section" title={MEMBERSHIP_PAGE_MESSAGES.cardTitle} titleLevel={2} className={styles.card}>
      <div className={styles.cardHeader}>
        <span className={styles.association}>{identity.name}</span>
        {status && <MemberStateBadge state={status.state} />}
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
        {current && (
          <div>
            <dt>{MEMBERSHIP_PAGE_MESSAGES.membershipTerm}</dt>
            <dd>
              {MEMBERSHIP_TYPE_LABELS[current.membership_type]}, du {formatLongCalendarDate(current.start_date)} au {formatLongCalendarDate(current.end_date)}
            </dd>
          </div>
        )}
        {status?.renewal && (
          <div>
            <dt>{MEMBERSHIP_STATE_PAGE_MESSAGES.renewalTerm}</dt>
            <dd>
              {MEMBERSHIP_TYPE_LABELS[status.renewal.membership_type]}, du {formatLongCalendarDate(status.renewal.start_date)} au{' '}
              {formatLongCalendarDate(status.renewal.end_date)}
            </dd>
          </div>
        )}
      </dl>
      {status?.state === 'active' && status.renewal && <p className={styles.note}>{MEMBERSHIP_STATE_PAGE_MESSAGES.renewedUntil(endText)}</p>}
      {status?.state === 'expiring-soon' && (
        <p className={styles.note}>
          <strong>{MEMBERSHIP_STATE_PAGE_MESSAGES.expiresOn(endText)}</strong>. {MEMBERSHIP_STATE_PAGE_MESSAGES.renewHint}
        </p>
      )}
      {status?.state === 'upcoming' && current && (
        <p className={styles.note}>{MEMBERSHIP_STATE_PAGE_MESSAGES.startsOn(formatLongCalendarDate(current.start_date))}</p>
      )}
      {status?.state === 'lapsed' && (
        <p className={styles.note}>
          <strong>{MEMBERSHIP_STATE_PAGE_MESSAGES.lapsedOn(endText)}</strong> {MEMBERSHIP_STATE_PAGE_MESSAGES.renewHint}
        </p>
      )}
      {status?.state === 'none' && <p className={styles.note}>{MEMBERSHIP_PAGE_MESSAGES.noMembershipYet}</p>}
      {status && status.state !== 'active' && status.state !== 'upcoming' && <JoinOrRenew hasMembership={status.state !== 'none'} />}
    </Card>
  );
}

/**
 * The card's way to join (or renew): the online payment of the Paramètres tab when the site takes
 * payments (`/profile#adhesion` opens it), else how to pay the association itself.
 */
function JoinOrRenew({ hasMembership }: { hasMembership: boolean }) {
  const availability = usePaymentAvailability();
  if (availability.isPending) return null;
  if (availability.data?.online === true) {
    return (
      <ButtonLink to={{ hash: MEMBERSHIP_SECTION_ANCHOR }} className={styles.joinAction}>
        {hasMembership ? MEMBERSHIP_PAGE_MESSAGES.renewOnline : MEMBERSHIP_PAGE_MESSAGES.joinOnline}
      </ButtonLink>
    );
  }
  return (
    <p className={styles.note}>
      {MEMBERSHIP_PAGE_MESSAGES.joinOffline} <Link to={PATHS.contact}>{MEMBERSHIP_PAGE_MESSAGES.writeToUs}</Link>
    </p>
  );
}

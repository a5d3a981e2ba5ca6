import {
  MEMBERSHIP_MESSAGES,
  MEMBERSHIP_STATUS_LABELS,
  MEMBERSHIP_TYPE_LABELS,
  eurosToCents,
  formatEuros,
  formatMemberNumber,
  type TMemberListItem,
} from '@action-plus/contract';
import { Badge, Button, Modal } from '../../../components/ui';
import { formatDate } from '../../../lib/dates';
import { formatLongCalendarDate } from '../lib/member-list';
import styles from './membership-admin.module.css';

export function MemberDetailsModal({ member, onClose }: { member: TMemberListItem | null; onClose: () => void }) {
  const membership = member?.membership;
  return (
    <Modal
      isOpen={member !== null}
      onClose={onClose}
      title="Détails du membre"
      footer={
        <Button variant="outline" onClick={onClose}>
          Fermer
        </Button>
      }
    >
      {member && (
        <>
          <dl className={styles.details}>
            <dt>Nom</dt>
            <dd>
              {member.firstName} {member.lastName}
            </dd>
            <dt>E-mail</dt>
            <dd>{member.email}</dd>
            <dt>N° de membre</dt>
            <dd>{formatMemberNumber(member.id, member.created_at)}</dd>
            <dt>Date d'inscription</dt>
            <dd>{formatDate(member.created_at)}</dd>
          </dl>
          <h3 className={styles.detailsHeading}>Adhésion en cours</h3>
          {membership ? (
            <dl className={styles.details}>
              <dt>Type</dt>
              <dd>{MEMBERSHIP_TYPE_LABELS[membership.membership_type]}</dd>
              <dt>Début</dt>
              <dd>{formatLongCalendarDate(membership.start_date)}</dd>
              <dt>Fin</dt>
              <dd>{formatLongCalendarDate(membership.end_date)}</dd>
              <dt>Renouvellements</dt>
              <dd>{membership.renewal_count}</dd>
              <dt>Montant</dt>
              <dd>{formatEuros(eurosToCents(membership.amount))}</dd>
              <dt>Statut</dt>
              <dd>
                <Badge tone={membership.status === 'active' ? 'success' : 'neutral'}>{MEMBERSHIP_STATUS_LABELS[membership.status]}</Badge>
              </dd>
            </dl>
          ) : (
            <p>{MEMBERSHIP_MESSAGES.noMembership}</p>
          )}
        </>
      )}
    </Modal>
  );
}

import { MEMBERSHIP_SECTION_ANCHOR, MEMBERSHIP_TYPE_LABELS, eurosToCents, formatEuros, toParisDate, type TMembership } from '@action-plus/contract';
import { Alert, Button, Card, Spinner, useToast } from '#components/ui';
import { useDownloadMyInvoice } from '../api/download-invoice';
import { membershipStateOn } from '../lib/current-membership';
import { formatLongCalendarDate } from '../lib/member-list';
import { MemberStateBadge } from './member-state-badge';
import styles from './membership-card.module.css';
import { OnlineMembershipPayment } from './online-membership-payment';
import { MEMBERSHIP_PAGE_MESSAGES } from '../messages';

/** The member's memberships (type, period, status) with their invoices to download. */
export function MyMembershipsPanel({
  memberships,
  isPending,
  isError,
}: {
  memberships: readonly TMembership[] | undefined;
  isPending: boolean;
  isError: boolean;
}) {
  const download = useDownloadMyInvoice();
  const { showToast } = useToast();

  async function handleDownload(membership: TMembership) {
    try {
      await download.mutateAsync(membership.id);
    } catch {
      showToast(MEMBERSHIP_PAGE_MESSAGES.invoiceDownloadFailed, { tone: 'error' });
    }
  }

  return (
    <Card as="section" id={MEMBERSHIP_SECTION_ANCHOR} title={MEMBERSHIP_PAGE_MESSAGES.myMembershipsTitle} titleLevel={2}>
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <Alert tone="error">{MEMBERSHIP_PAGE_MESSAGES.myMembershipsLoadFailed}</Alert>
      ) : !memberships || memberships.length === 0 ? (
        <p>{MEMBERSHIP_PAGE_MESSAGES.noMembershipNow}</p>
      ) : (
        <ul className={styles.list}>
          {memberships.map((membership) => (
            <li key={membership.id} className={styles.item}>
              <div>
                <p className={styles.itemTitle}>
                  Adhésion {MEMBERSHIP_TYPE_LABELS[membership.membership_type]} · {membership.duration_months} mois ·{' '}
                  {formatEuros(eurosToCents(membership.amount))} <MemberStateBadge state={membershipStateOn(membership, toParisDate())} />
                </p>
                <p className={styles.itemMeta}>
                  Du {formatLongCalendarDate(membership.start_date)} au {formatLongCalendarDate(membership.end_date)}
                  {membership.invoice_number && ` · Facture n° ${membership.invoice_number}`}
                </p>
              </div>
              <Button
                size="sm"
                variant="outline"
                onClick={() => handleDownload(membership)}
                isLoading={download.isPending && download.variables === membership.id}
                aria-label={`Télécharger la facture de l'adhésion du ${formatLongCalendarDate(membership.start_date)}`}
              >
                Télécharger la facture
              </Button>
            </li>
          ))}
        </ul>
      )}
      {!isPending && !isError && <OnlineMembershipPayment hasMembership={Boolean(memberships?.length)} />}
    </Card>
  );
}

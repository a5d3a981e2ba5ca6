import { useState } from 'react';
import { DONATION_METHOD_LABELS, DONATION_STATUSES, DONATION_STATUS_LABELS, type TDonation, type TDonationStatus } from '@action-plus/contract';
import { Alert, Badge, type BadgeTone, Button, Container, ScrollRegion, Select, Spinner, useToast } from '#components/ui';
import { SHARED_MESSAGES } from '#config/messages';
import { getErrorMessage } from '#lib/api-client';
import { formatDate } from '#lib/dates';
import { usePageTitle } from '#lib/use-page-title';
import { useCancelDonation } from '../api/cancel-donation';
import { useDownloadTaxReceiptAsAdmin } from '../api/download-tax-receipt';
import { useDonations } from '../api/get-donations';
import { RecordDonationForm } from '../components/record-donation-form';
import styles from '../components/donations-admin.module.css';
import { DONATION_PAGE_MESSAGES as M } from '../messages';

const STATUS_TONES: Record<TDonationStatus, BadgeTone> = {
  pending: 'info',
  confirmed: 'success',
  cancelled: 'neutral',
  abandoned: 'neutral',
  refunded: 'error',
};
const euros = (amount: number) => `${amount.toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;
const dayOf = (donation: TDonation) => formatDate(donation.received_on ? `${donation.received_on}T12:00:00Z` : donation.created_at);

/** The donations (admins): record one received by hand, list them with their receipts, cancel one. */
export default function AdminDonationsPage() {
  usePageTitle(M.adminTitle);
  const donationsQuery = useDonations();
  const cancelDonation = useCancelDonation();
  const downloadReceipt = useDownloadTaxReceiptAsAdmin();
  const { showToast } = useToast();
  const [status, setStatus] = useState<TDonationStatus | ''>('');
  const donations = (donationsQuery.data ?? []).filter((donation) => !status || donation.status === status);

  function handleCancel(donation: TDonation) {
    if (!window.confirm(M.cancelConfirm)) return;
    cancelDonation.mutate(donation.id, {
      onSuccess: (answer) => showToast(answer.message, { tone: 'success' }),
      onError: (error) => showToast(getErrorMessage(error, M.cancelFailed), { tone: 'error' }),
    });
  }

  return (
    <Container>
      <header className={styles.header}>
        <h1>{M.adminTitle}</h1>
      </header>
      <RecordDonationForm />
      <section aria-labelledby="dons-recus">
        <h2 id="dons-recus">{M.listTitle}</h2>
        <div className={styles.filter}>
          <Select
            label={M.statusFilterLabel}
            value={status}
            onChange={(event) => setStatus(event.target.value as TDonationStatus | '')}
            options={[{ value: '', label: M.allStatuses }, ...DONATION_STATUSES.map((value) => ({ value, label: DONATION_STATUS_LABELS[value] }))]}
          />
        </div>
        {donationsQuery.isPending && <Spinner label={M.listLoading} />}
        {donationsQuery.isError && <Alert tone="error">{M.listFailed}</Alert>}
        {donationsQuery.isSuccess && donations.length === 0 && <p>{M.listEmpty}</p>}
        {donations.length > 0 && (
          <ScrollRegion label={M.tableRegion} hint={SHARED_MESSAGES.scrollTableHint} className={styles.tableWrapper}>
            <table className={styles.table}>
              <caption>{M.tableCaption(donations.length)}</caption>
              <thead>
                <tr>
                  <th scope="col">{M.columns.date}</th>
                  <th scope="col">{M.columns.donor}</th>
                  <th scope="col" className={styles.amount}>
                    {M.columns.amount}
                  </th>
                  <th scope="col">{M.columns.method}</th>
                  <th scope="col">{M.columns.status}</th>
                  <th scope="col">{M.columns.receipt}</th>
                  <th scope="col">{M.columns.actions}</th>
                </tr>
              </thead>
              <tbody>
                {donations.map((donation) => (
                  <tr key={donation.id}>
                    <td>{dayOf(donation)}</td>
                    <td>
                      {donation.donor_name}
                      <br />
                      <small>{donation.donor_email}</small>
                    </td>
                    <td className={styles.amount}>{euros(donation.amount)}</td>
                    <td>{DONATION_METHOD_LABELS[donation.method]}</td>
                    <td>
                      <Badge tone={STATUS_TONES[donation.status]}>{DONATION_STATUS_LABELS[donation.status]}</Badge>
                    </td>
                    <td>
                      {donation.receipt_id !== null && donation.receipt_number ? (
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={M.downloadLabel(donation.receipt_number)}
                          onClick={() =>
                            downloadReceipt.mutate(
                              { id: donation.receipt_id!, number: donation.receipt_number! },
                              { onError: () => showToast(M.downloadFailed, { tone: 'error' }) },
                            )
                          }
                        >
                          {donation.receipt_number}
                          {donation.receipt_cancelled ? ` (${M.receiptCancelled})` : ''}
                        </Button>
                      ) : (
                        M.noReceipt
                      )}
                    </td>
                    <td>
                      {donation.status === 'confirmed' && (
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={M.cancelLabel(donation.donor_name)}
                          isLoading={cancelDonation.isPending && cancelDonation.variables === donation.id}
                          onClick={() => handleCancel(donation)}
                        >
                          {M.cancel}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </section>
    </Container>
  );
}

import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Select, Spinner } from '#components/ui';
import { getErrorMessage } from '#lib/api-client';
import { formatDate } from '#lib/dates';
import { useDownloadMyTaxReceipt } from '../api/download-tax-receipt';
import { useMyTaxReceipts } from '../api/get-my-tax-receipts';
import { useRequestYearlyTaxReceipt } from '../api/request-yearly-tax-receipt';
import { DONATION_PAGE_MESSAGES as M } from '../messages';
import styles from './my-tax-receipts.module.css';

const euros = (amount: number) => `${amount.toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;

/** The profile's tax receipts: each one to download, and the yearly summary on demand. */
export function MyTaxReceipts({ userId }: { userId: number }) {
  const receiptsQuery = useMyTaxReceipts(userId);
  const download = useDownloadMyTaxReceipt();
  const yearly = useRequestYearlyTaxReceipt(userId);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const receipts = receiptsQuery.data ?? [];
  const years = [...new Set(receipts.filter((receipt) => !receipt.cancelled).map((receipt) => receipt.year))].sort((a, b) => b - a);
  const [year, setYear] = useState<string>('');

  function requestSummary(event: FormEvent) {
    event.preventDefault();
    const chosen = Number(year || years[0]);
    setNotice(null);
    yearly.mutate(chosen, {
      onSuccess: (summaries) => setNotice({ tone: 'success', text: M.yearlyIssued(summaries.map((summary) => summary.number)) }),
      onError: (error) => setNotice({ tone: 'error', text: getErrorMessage(error, M.receiptsFailed) }),
    });
  }

  return (
    <section aria-labelledby="mes-recus-fiscaux" className={styles.panel}>
      <h2 id="mes-recus-fiscaux">{M.receiptsTitle}</h2>
      {receiptsQuery.isPending && <Spinner label={M.receiptsLoading} />}
      {receiptsQuery.isError && <Alert tone="error">{M.receiptsFailed}</Alert>}
      {receiptsQuery.isSuccess && receipts.length === 0 && <p className={styles.empty}>{M.receiptsEmpty}</p>}
      {receipts.length > 0 && (
        <ul className={styles.list}>
          {receipts.map((receipt) => (
            <li key={receipt.id} className={styles.item}>
              <span className={styles.what}>
                <strong>{M.receiptLabel(receipt.kind, receipt.number)}</strong>
                <span>
                  {euros(receipt.amount)} · {receipt.payment_date ? formatDate(`${receipt.payment_date}T12:00:00Z`) : receipt.year}
                </span>
                {receipt.cancelled && (
                  <Badge tone="neutral">
                    {M.receiptCancelled}
                    {receipt.replaced_by_number ? ` (${M.replacedBy(receipt.replaced_by_number)})` : ''}
                  </Badge>
                )}
              </span>
              <Button
                variant="outline"
                size="sm"
                aria-label={M.downloadLabel(receipt.number)}
                isLoading={download.isPending && download.variables?.id === receipt.id}
                onClick={() => download.mutate(receipt, { onError: () => setNotice({ tone: 'error', text: M.downloadFailed }) })}
              >
                {M.download}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {notice && (
        <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {years.length > 0 && (
        <form className={styles.yearly} onSubmit={requestSummary} aria-labelledby="recu-recapitulatif">
          <h3 id="recu-recapitulatif">{M.yearlyTitle}</h3>
          <p className={styles.empty}>{M.yearlyHint}</p>
          <Select
            label={M.yearLabel}
            value={year || String(years[0])}
            onChange={(event) => setYear(event.target.value)}
            options={years.map((value) => ({ value: String(value), label: String(value) }))}
          />
          <Button type="submit" variant="secondary" isLoading={yearly.isPending}>
            {M.yearlySubmit}
          </Button>
        </form>
      )}
    </section>
  );
}

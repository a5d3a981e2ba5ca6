import { useState } from 'react';
import { formatEuros } from '@action-plus/contract';
import { Alert, Badge, Button } from '#components/ui';
import { getErrorMessage } from '#lib/api-client';
import { formatDate } from '#lib/dates';
import { usePaymentRefunds, useReconcilePayments } from '../api/payment-refunds';
import { TREASURY_PAGE_MESSAGES as M } from '../messages';
import styles from './treasury.module.css';

/**
 * What HelloAsso took back (refunds, refusals after authorisation, chargebacks), with a badge when
 * there is any, and the button that re-reads the recent payments from HelloAsso now (decision 034).
 */
export function PaymentRefunds() {
  const refunds = usePaymentRefunds();
  const reconcile = useReconcilePayments();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const rows = refunds.data ?? [];

  function runReconciliation() {
    setNotice(null);
    reconcile.mutate(undefined, {
      onSuccess: (result) => setNotice({ tone: 'success', text: M.reconciled(result) }),
      onError: (error) => setNotice({ tone: 'error', text: getErrorMessage(error, M.reconcileFailed) }),
    });
  }

  return (
    <section aria-labelledby="paiements-repris" className={styles.section}>
      <h2 id="paiements-repris">
        {M.refundsHeading} {rows.length > 0 && <Badge tone="error">{M.refundsBadge(rows.length)}</Badge>}
      </h2>
      {refunds.isError ? (
        <Alert tone="error">{M.refundsLoadFailed}</Alert>
      ) : rows.length === 0 ? (
        <p className={styles.empty}>{M.noRefunds}</p>
      ) : (
        <>
          <p>{M.refundsIntro}</p>
          <div className={styles.tableWrapper}>
            <table className={styles.table}>
              <caption className="visually-hidden">{M.refundsCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{M.refundDateColumn}</th>
                  <th scope="col">{M.refundWhatColumn}</th>
                  <th scope="col">{M.refundPayerColumn}</th>
                  <th scope="col">{M.refundAmountColumn}</th>
                  <th scope="col">{M.refundStateColumn}</th>
                  <th scope="col">{M.refundOrderColumn}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((refund) => (
                  <tr key={refund.id}>
                    <td>{formatDate(refund.refunded_at)}</td>
                    <td>{M.refundPurposes[refund.purpose]}</td>
                    <th scope="row">{refund.payer}</th>
                    <td>{formatEuros(refund.amount_cents)}</td>
                    <td>{refund.state}</td>
                    <td>{refund.order_id ?? '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <p className={styles.empty}>{M.reconcileHint}</p>
      {notice && (
        <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <Button variant="outline" onClick={runReconciliation} isLoading={reconcile.isPending}>
        {M.reconcile}
      </Button>
    </section>
  );
}

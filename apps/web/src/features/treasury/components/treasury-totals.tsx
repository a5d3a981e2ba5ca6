import { formatEuros, type TTreasuryTotals } from '@action-plus/contract';
import { TREASURY_PAGE_MESSAGES as M } from '../messages';
import { formatFillRate } from '../lib/treasury-format';
import styles from './treasury.module.css';

/** The year's totals, and the two figures of the yearly declaration of gifts (article 222 bis of the CGI). */
export function TreasuryTotals({ totals }: { totals: TTreasuryTotals }) {
  const figures = [
    { label: M.totalActiveMembers, value: String(totals.active_members) },
    { label: M.totalDues, value: `${formatEuros(totals.dues_cents)} (${M.countOf(totals.dues_count, 'cotisation', 'cotisations')})` },
    { label: M.totalDonations, value: `${formatEuros(totals.donations_cents)} (${M.countOf(totals.donations_count, 'don', 'dons')})` },
    { label: M.totalEvents, value: String(totals.events) },
    { label: M.totalAttendance, value: `${totals.participants} / ${totals.capacity} (${formatFillRate(totals.participants, totals.capacity)})` },
  ];
  return (
    <section aria-labelledby="totaux" className={styles.section}>
      <h2 id="totaux">{M.totalsHeading(totals.year)}</h2>
      <dl className={styles.figures}>
        {figures.map((figure) => (
          <div key={figure.label} className={styles.figure}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <h3>{M.declarationHeading}</h3>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{M.declarationTotal}</dt>
          <dd>{formatEuros(totals.receipts_cents)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{M.declarationCount}</dt>
          <dd>{totals.receipts_count}</dd>
        </div>
      </dl>
    </section>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import { PATHS } from '@action-plus/contract';
import { Container, QueryFailedAlert, Select, Spinner } from '#components/ui';
import { usePageTitle } from '#lib/use-page-title';
import { useTreasury } from '../api/get-treasury';
import { EventAttendance } from '../components/event-attendance';
import { ExpiringMembers } from '../components/expiring-members';
import { PaymentRefunds } from '../components/payment-refunds';
import { TreasuryCharts } from '../components/treasury-charts';
import { TreasuryExports } from '../components/treasury-exports';
import { TreasuryTotals } from '../components/treasury-totals';
import styles from '../components/treasury.module.css';
import { TREASURY_PAGE_MESSAGES as M } from '../messages';

/** The option of the last 24 months in the period's selector. */
const RECENT = '';

/**
 * The treasurer's view (admins): the year's totals and its declaration of gifts, the accountant's
 * exports, members, money and attendance month by month as charts and tables, the events one by
 * one, and the memberships about to end.
 */
export default function TreasuryPage() {
  usePageTitle(M.pageTitle);
  const [year, setYear] = useState<number | null>(null);
  const report = useTreasury(year);
  const years = report.data?.years ?? [];

  return (
    <Container>
      <h1>{M.pageTitle}</h1>
      <p className={styles.intro}>{M.intro}</p>
      <p>
        <Link to={PATHS.adminDonations}>{M.donationsLink}</Link>
      </p>

      <div className={styles.toolbar}>
        <Select
          label={M.periodLabel}
          className={styles.periodSelect}
          value={year === null ? RECENT : String(year)}
          onChange={(event) => setYear(event.target.value === RECENT ? null : Number(event.target.value))}
          options={[{ value: RECENT, label: M.recentMonthsOption }, ...years.map((option) => ({ value: String(option), label: M.yearOption(option) }))]}
        />
        {report.isFetching && !report.isPending && <Spinner label={M.loading} />}
      </div>

      {report.isPending ? (
        <Spinner isBlock label={M.loading} />
      ) : report.isError ? (
        <QueryFailedAlert query={report} fallback={M.loadFailed} isFallbackOnly />
      ) : (
        <>
          <TreasuryTotals totals={report.data.totals} />
          <TreasuryExports year={report.data.totals.year} />
          <PaymentRefunds />
          <section aria-labelledby="evolution" className={styles.section}>
            <h2 id="evolution">{M.chartsHeading}</h2>
            <TreasuryCharts months={report.data.months} />
          </section>
          <EventAttendance events={report.data.events} />
          <ExpiringMembers members={report.data.expiring_soon} />
        </>
      )}
    </Container>
  );
}

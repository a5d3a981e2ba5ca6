import { useMemo } from 'react';
import { formatEuros, type TTreasuryMonth } from '@action-plus/contract';
import { TREASURY_PAGE_MESSAGES as M } from '../messages';
import { centsToChartEuros, formatFillRate, formatMonth, formatShortMonth } from '../lib/treasury-format';
import { TreasuryChart } from './treasury-chart';
import styles from './treasury.module.css';

/** The three charts of the period, each with its figures as a table. */
export function TreasuryCharts({ months }: { months: TTreasuryMonth[] }) {
  const labels = useMemo(() => months.map((month) => formatShortMonth(month.month)), [months]);
  const memberSeries = useMemo(
    () => [{ label: M.membersSeries, values: months.map((month) => month.active_members), colorToken: '--color-secondary' }],
    [months],
  );
  const moneySeries = useMemo(
    () => [
      { label: M.duesSeries, values: months.map((month) => centsToChartEuros(month.dues_cents)), colorToken: '--color-primary' },
      { label: M.donationsSeries, values: months.map((month) => centsToChartEuros(month.donations_cents)), colorToken: '--color-accent' },
    ],
    [months],
  );
  const attendanceSeries = useMemo(
    () => [
      { label: M.participantsSeries, values: months.map((month) => month.participants), colorToken: '--color-secondary' },
      { label: M.capacitySeries, values: months.map((month) => month.capacity), colorToken: '--color-border-strong' },
    ],
    [months],
  );

  return (
    <div className={styles.charts}>
      <TreasuryChart
        id="graphique-membres"
        type="line"
        title={M.membersChartTitle}
        description={M.membersChartDescription}
        labels={labels}
        series={memberSeries}
        table={
          <table className={styles.table}>
            <caption>{M.membersChartTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{M.monthColumn}</th>
                <th scope="col">{M.membersSeries}</th>
              </tr>
            </thead>
            <tbody>
              {months.map((month) => (
                <tr key={month.month}>
                  <th scope="row">{formatMonth(month.month)}</th>
                  <td className={styles.number}>{month.active_members}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />
      <TreasuryChart
        id="graphique-recettes"
        type="bar"
        unit="euros"
        title={M.moneyChartTitle}
        description={M.moneyChartDescription}
        labels={labels}
        series={moneySeries}
        table={
          <table className={styles.table}>
            <caption>{M.moneyChartTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{M.monthColumn}</th>
                <th scope="col">{M.totalDues}</th>
                <th scope="col">{M.totalDonations}</th>
              </tr>
            </thead>
            <tbody>
              {months.map((month) => (
                <tr key={month.month}>
                  <th scope="row">{formatMonth(month.month)}</th>
                  <td className={styles.number}>
                    {formatEuros(month.dues_cents)} ({month.dues_count})
                  </td>
                  <td className={styles.number}>
                    {formatEuros(month.donations_cents)} ({month.donations_count})
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />
      <TreasuryChart
        id="graphique-frequentation"
        type="bar"
        title={M.attendanceChartTitle}
        description={M.attendanceChartDescription}
        labels={labels}
        series={attendanceSeries}
        table={
          <table className={styles.table}>
            <caption>{M.attendanceChartTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{M.monthColumn}</th>
                <th scope="col">{M.eventsSeries}</th>
                <th scope="col">{M.participantsSeries}</th>
                <th scope="col">{M.capacitySeries}</th>
                <th scope="col">{M.fillRateColumn}</th>
              </tr>
            </thead>
            <tbody>
              {months.map((month) => (
                <tr key={month.month}>
                  <th scope="row">{formatMonth(month.month)}</th>
                  <td className={styles.number}>{month.events}</td>
                  <td className={styles.number}>{month.participants}</td>
                  <td className={styles.number}>{month.capacity}</td>
                  <td className={styles.number}>{formatFillRate(month.participants, month.capacity)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />
    </div>
  );
}

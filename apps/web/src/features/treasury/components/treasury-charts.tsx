import { useMemo, type ReactNode } from 'react';
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
        table={<MonthTable caption={M.membersChartTitle} months={months} columns={[{ heading: M.membersSeries, cell: (month) => month.active_members }]} />}
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
          <MonthTable
            caption={M.moneyChartTitle}
            months={months}
            columns={[
              { heading: M.totalDues, cell: (month) => `${formatEuros(month.dues_cents)} (${month.dues_count})` },
              { heading: M.totalDonations, cell: (month) => `${formatEuros(month.donations_cents)} (${month.donations_count})` },
            ]}
          />
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
          <MonthTable
            caption={M.attendanceChartTitle}
            months={months}
            columns={[
              { heading: M.eventsSeries, cell: (month) => month.events },
              { heading: M.participantsSeries, cell: (month) => month.participants },
              { heading: M.capacitySeries, cell: (month) => month.capacity },
              { heading: M.fillRateColumn, cell: (month) => formatFillRate(month.participants, month.capacity) },
            ]}
          />
        }
      />
    </div>
  );
}

interface MonthColumn {
  heading: string;
  cell: (month: TTreasuryMonth) => ReactNode;
}

/** A chart's figures as a table: one row per month, headed by the month, one column per figure. */
function MonthTable({ caption, months, columns }: { caption: string; months: TTreasuryMonth[]; columns: MonthColumn[] }) {
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{M.monthColumn}</th>
          {columns.map((column) => (
            <th key={column.heading} scope="col">
              {column.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {months.map((month) => (
          <tr key={month.month}>
            <th scope="row">{formatMonth(month.month)}</th>
            {columns.map((column) => (
              <td key={column.heading} className={styles.number}>
                {column.cell(month)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

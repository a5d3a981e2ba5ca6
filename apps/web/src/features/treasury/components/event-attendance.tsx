import type { TTreasuryEvent } from '@action-plus/contract';
import { formatShortDate } from '#lib/dates';
import { TREASURY_PAGE_MESSAGES as M } from '../messages';
import { formatFillRate } from '../lib/treasury-format';
import styles from './treasury.module.css';

/** Each event of the period: its participants against its places. */
export function EventAttendance({ events }: { events: TTreasuryEvent[] }) {
  return (
    <section aria-labelledby="frequentation" className={styles.section}>
      <h2 id="frequentation">{M.eventsHeading}</h2>
      {events.length === 0 ? (
        <p className={styles.empty}>{M.noEvents}</p>
      ) : (
        <div className={styles.tableWrapper}>
          <table className={styles.table}>
            <caption className="visually-hidden">{M.eventsCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{M.eventColumn}</th>
                <th scope="col">{M.dateColumn}</th>
                <th scope="col">{M.participantsColumn}</th>
                <th scope="col">{M.capacityColumn}</th>
                <th scope="col">{M.fillRateColumn}</th>
              </tr>
            </thead>
            <tbody>
              {events.map((event) => (
                <tr key={event.id}>
                  <th scope="row">{event.title}</th>
                  <td>{formatShortDate(event.starts_at)}</td>
                  <td className={styles.number}>{event.participants}</td>
                  <td className={styles.number}>{event.capacity}</td>
                  <td className={styles.number}>{formatFillRate(event.participants, event.capacity)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

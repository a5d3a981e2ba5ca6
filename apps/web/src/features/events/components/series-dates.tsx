import { useId } from 'react';
import { Link } from 'react-router';
import { PATHS, type TSeriesDate } from '@action-plus/contract';
import { formatLongDate } from '#lib/dates';
import { EVENT_SERIES_PAGE_MESSAGES } from '../messages';
import styles from './series-dates.module.css';

/**
 * On the page of a date of a series: that it is one, and the series' other dates still to come,
 * each a link to its own page (decision 023). They come with the event (GET /api/events/{id}), so
 * the server draws them with the rest of the page.
 */
export function SeriesDates({ dates }: { dates: readonly TSeriesDate[] }) {
  const headingId = useId();
  return (
    <section className={styles.series} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {EVENT_SERIES_PAGE_MESSAGES.otherDatesHeading}
      </h2>
      <p className={styles.notice}>{EVENT_SERIES_PAGE_MESSAGES.partOfSeries}</p>
      {dates.length === 0 ? (
        <p className={styles.none}>{EVENT_SERIES_PAGE_MESSAGES.noOtherUpcomingDate}</p>
      ) : (
        <ul className={styles.dates}>
          {dates.map((date) => (
            <li key={date.id}>
              <Link to={PATHS.eventDetail(date.id)}>{EVENT_SERIES_PAGE_MESSAGES.otherDate(formatLongDate(date.starts_at), date.time)}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

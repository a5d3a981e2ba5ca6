import { Link } from 'react-router';
import { PATHS, type TEvent } from '@action-plus/contract';
import { Badge } from '#components/ui';
import { formatDate } from '#lib/dates';
import { getEventLocation, getEventStart, truncateDescription } from '../lib/event-display';
import { EVENT_PAGE_MESSAGES, EVENT_PAGE_SETTINGS, EVENT_SERIES_PAGE_MESSAGES, EVENT_TYPE_LABELS, WAITING_LIST_PAGE_MESSAGES } from '../messages';
import { EventCardImage } from './event-card-image';
import { CalendarIcon, LocationIcon } from './event-icons';
import styles from './latest-events.module.css';

/**
 * The home page's next events, as cards: the upcoming ones among the API's first three (which it
 * fills with past ones when fewer lie ahead), and a sentence when fewer than three are planned (issue 23).
 */
export function LatestEventList({ events }: { events: readonly TEvent[] }) {
  const upcoming = events.filter((event) => !event.isPast);
  if (upcoming.length === 0) return <p className={styles.empty}>{EVENT_PAGE_MESSAGES.emptyUpcoming}</p>;
  return (
    <>
      <ul className={styles.grid}>
        {upcoming.map((event) => (
          <li key={event.id}>
            <LatestEventCard event={event} />
          </li>
        ))}
      </ul>
      {upcoming.length < EVENT_PAGE_SETTINGS.HOME_EVENT_COUNT && <p className={styles.fewer}>{EVENT_PAGE_MESSAGES.fewUpcoming}</p>}
    </>
  );
}

function LatestEventCard({ event }: { event: TEvent }) {
  const titleId = `accueil-evenement-${event.id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <EventCardImage event={event} className={styles.image} />
      <div className={styles.body}>
        <div className={styles.meta}>
          <span className={styles.date}>
            <CalendarIcon />
            {formatDate(getEventStart(event))}
            {/* The list shows a series once, at its next date (decision 023). */}
            {event.series_later_dates_count ? ` ${EVENT_SERIES_PAGE_MESSAGES.laterDates(event.series_later_dates_count)}` : null}
          </span>
          {event.type && <Badge tone="info">{EVENT_TYPE_LABELS[event.type]}</Badge>}
          {event.isPast && <Badge tone="neutral">{EVENT_PAGE_MESSAGES.pastBadge}</Badge>}
          {event.is_full && !event.isPast && <Badge tone="warning">{WAITING_LIST_PAGE_MESSAGES.fullBadge}</Badge>}
        </div>
        <h3 id={titleId} className={styles.title}>
          {event.title}
        </h3>
        <p className={styles.description}>{truncateDescription(event.description)}</p>
        <p className={styles.location}>
          <LocationIcon />
          {getEventLocation(event)}
        </p>
        <Link to={PATHS.eventDetail(event.id)} className={styles.link}>
          {EVENT_PAGE_MESSAGES.learnMore}
          <span className="visually-hidden">&nbsp;: {event.title}</span>
        </Link>
      </div>
    </article>
  );
}

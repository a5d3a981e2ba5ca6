import { Link } from 'react-router';
import { EVENT_DEFAULTS, EVENT_MESSAGES, EVENT_TYPE_LABELS, PATHS, type TEvent } from '@action-plus/contract';
import { Alert, Badge, Spinner } from '../../../components/ui';
import { formatDate } from '../../../lib/dates';
import type { PagePrefetch } from '../../../lib/page-prefetch';
import { getEventsQueryOptions, useEvents } from '../api/get-events';
import { getEventLocation, getEventStart, truncateDescription } from '../lib/event-display';
import { EventCardImage } from './event-card-image';
import { CalendarIcon, LocationIcon } from './event-icons';
import styles from './latest-events.module.css';

const LATEST_EVENTS_QUERY = { limit: EVENT_DEFAULTS.HOME_EVENT_COUNT };

/** For the page that shows them: the server's first render of it lists the events. */
export const prefetchLatestEvents: PagePrefetch = (queryClient) => queryClient.prefetchQuery(getEventsQueryOptions(LATEST_EVENTS_QUERY));

/**
 * The home page's next events (spec §2 Home): the first three of GET /api/events, with their
 * loading and error states. The home route gives the section its heading and the link to /events.
 */
export function LatestEvents() {
  const eventsQuery = useEvents(LATEST_EVENTS_QUERY);

  if (eventsQuery.isPending) return <Spinner label={EVENT_MESSAGES.loading} isBlock />;
  if (eventsQuery.isError) return <Alert tone="error">{EVENT_MESSAGES.homeLoadFailed}</Alert>;
  if (eventsQuery.data.length === 0) return <p className={styles.empty}>{EVENT_MESSAGES.emptyUpcoming}</p>;
  return (
    <ul className={styles.grid}>
      {eventsQuery.data.map((event) => (
        <li key={event.id}>
          <LatestEventCard event={event} />
        </li>
      ))}
    </ul>
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
          </span>
          {event.type && <Badge tone="info">{EVENT_TYPE_LABELS[event.type]}</Badge>}
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
          {EVENT_MESSAGES.learnMore}
          <span className="visually-hidden"> : {event.title}</span>
        </Link>
      </div>
    </article>
  );
}

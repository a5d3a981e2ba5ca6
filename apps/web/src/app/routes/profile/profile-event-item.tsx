import { Link } from 'react-router';
import { PATHS, type TEvent } from '@action-plus/contract';
import { Button, QueryFailedAlert } from '#components/ui';
import { formatLongDate } from '#lib/dates';
import { EventTypeIcon } from '#features/events/components/event-icons';
import { getEventLocation, getEventStart, getEventTime } from '#features/events/lib/event-display';
import styles from './profile.module.css';
import { EVENT_PAGE_MESSAGES, EVENT_TYPE_LABELS } from '#features/events/messages';

/** What the tabs need of the member's events query. */
export type EventsQuery = { data: TEvent[] | undefined; isPending: boolean; isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };

/** The member's events could not be loaded: say so, and offer to try again. */
export function ProfileEventsError({ eventsQuery }: { eventsQuery: EventsQuery }) {
  return <QueryFailedAlert query={eventsQuery} fallback={EVENT_PAGE_MESSAGES.profileEventsLoadFailed} isFallbackOnly />;
}

/**
 * One of the member's events: type icon, French long date, title, place and time, and its actions.
 * `note`: where the member stands (their place in line); `leaveLabel`: what leaving means here.
 */
export function ProfileEventItem({
  event,
  onLeave,
  isLeaving,
  note,
  leaveLabel = EVENT_PAGE_MESSAGES.hoverUnregister,
}: {
  event: TEvent;
  onLeave?: (event: TEvent) => void;
  isLeaving?: boolean;
  note?: string;
  leaveLabel?: string;
}) {
  return (
    <li className={styles.eventItem}>
      <span className={styles.eventIcon}>
        <EventTypeIcon type={event.type} />
      </span>
      <div className={styles.eventBody}>
        <p className={styles.eventDate}>
          {formatLongDate(getEventStart(event))}
          {event.type && <span className={styles.eventType}> · {EVENT_TYPE_LABELS[event.type]}</span>}
        </p>
        <h3 className={styles.eventTitle}>{event.title}</h3>
        <p className={styles.eventMeta}>
          {getEventLocation(event)} · {getEventTime(event)}
        </p>
        {note && <p className={styles.eventNote}>{note}</p>}
      </div>
      <div className={styles.eventActions}>
        <Link to={PATHS.eventDetail(event.id)} className={styles.detailsLink} aria-label={`${EVENT_PAGE_MESSAGES.seeDetails}\u00a0: ${event.title}`}>
          {EVENT_PAGE_MESSAGES.seeDetails}
        </Link>
        {onLeave && (
          <Button size="sm" variant="outline" onClick={() => onLeave(event)} isLoading={isLeaving} aria-label={`${leaveLabel}\u00a0: ${event.title}`}>
            {leaveLabel}
          </Button>
        )}
      </div>
    </li>
  );
}

/** Upcoming events (from now on) and past ones, both by date ascending (spec §2, the profile's events tab). */
export function splitEvents(events: readonly TEvent[], now = Date.now()) {
  const sorted = [...events].sort((a, b) => new Date(getEventStart(a)).getTime() - new Date(getEventStart(b)).getTime());
  const isUpcoming = (event: TEvent) => new Date(getEventStart(event)).getTime() >= now;
  return { upcoming: sorted.filter(isUpcoming), past: sorted.filter((event) => !isUpcoming(event)) };
}

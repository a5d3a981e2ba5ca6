import type { TEvent } from '@action-plus/contract';
import { Spinner, Tabs } from '#components/ui';
import { EVENT_PAGE_MESSAGES } from '#features/events/messages';
import { ProfileEventItem, ProfileEventsError, splitEvents, type EventsQuery } from './profile-event-item';
import styles from './profile.module.css';

/** The member's events, upcoming and past, each with its count; leaving one removes it from the list. */
export function EventsTab({
  eventsQuery,
  onLeave,
  leavingEventId,
}: {
  eventsQuery: EventsQuery;
  onLeave: (event: TEvent) => void;
  leavingEventId: number | undefined;
}) {
  if (eventsQuery.isPending) return <Spinner label={EVENT_PAGE_MESSAGES.myEventsLoading} />;
  if (eventsQuery.isError) return <ProfileEventsError eventsQuery={eventsQuery} />;
  const { upcoming, past } = splitEvents(eventsQuery.data ?? []);
  const list = (events: TEvent[], emptyText: string, canLeave: boolean) =>
    events.length === 0 ? (
      <p className={styles.empty}>{emptyText}</p>
    ) : (
      <ul className={styles.eventList}>
        {events.map((event) => (
          <ProfileEventItem key={event.id} event={event} onLeave={canLeave ? onLeave : undefined} isLeaving={leavingEventId === event.id} />
        ))}
      </ul>
    );
  return (
    <Tabs
      label={EVENT_PAGE_MESSAGES.myEventsLabel}
      tabs={[
        { id: 'a-venir', label: EVENT_PAGE_MESSAGES.myUpcomingTab(upcoming.length), content: list(upcoming, EVENT_PAGE_MESSAGES.noUpcomingRegistration, true) },
        { id: 'passes', label: EVENT_PAGE_MESSAGES.myPastTab(past.length), content: list(past, EVENT_PAGE_MESSAGES.noPastParticipation, false) },
      ]}
    />
  );
}

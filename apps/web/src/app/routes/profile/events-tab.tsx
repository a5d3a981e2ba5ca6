import type { TEvent } from '@action-plus/contract';
import { Spinner, Tabs } from '../../../components/ui';
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
  if (eventsQuery.isPending) return <Spinner label="Chargement de vos événements..." />;
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
      label="Mes événements"
      tabs={[
        { id: 'a-venir', label: `À venir (${upcoming.length})`, content: list(upcoming, "Vous n'êtes inscrit à aucun événement à venir.", true) },
        { id: 'passes', label: `Passés (${past.length})`, content: list(past, "Vous n'avez participé à aucun événement passé.", false) },
      ]}
    />
  );
}

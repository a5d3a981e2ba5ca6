import { useId, useMemo, type ReactNode } from 'react';
import { EVENT_MESSAGES, PATHS, type TEvent } from '@action-plus/contract';
import { Alert, Button, ButtonLink, Container, Spinner } from '#components/ui';
import { useAuth } from '#lib/auth';
import { usePageTitle } from '#lib/use-page-title';
import type { PagePrefetch } from '#lib/page-prefetch';
import { getEventsQueryOptions, useEvents } from '../api/get-events';
import { useMyEvents } from '../api/get-my-events';
import { EventCard } from '../components/event-card';
import { EventCarousel } from '../components/event-carousel';
import { PlusIcon } from '../components/event-icons';
import { useParticipation } from '../components/use-participation';
import styles from './events-page.module.css';
import { EVENT_PAGE_MESSAGES } from '../messages';

export const prefetch: PagePrefetch = (queryClient) => queryClient.prefetchQuery(getEventsQueryOptions());

export default function EventsPage() {
  usePageTitle(EVENT_MESSAGES.pageHeading);
  const { user, isAdmin } = useAuth();
  const eventsQuery = useEvents();
  const myEventsQuery = useMyEvents(user?.id);
  const { toggleParticipation, pendingEventId } = useParticipation({ returnTo: PATHS.events });

  const { upcoming, past } = useMemo(() => {
    const events = eventsQuery.data ?? [];
    return { upcoming: events.filter((event) => !event.isPast), past: events.filter((event) => event.isPast) };
  }, [eventsQuery.data]);

  // Spec §3: the flag comes from the member's registered events; the list's own flag until they load.
  const registeredIds = useMemo(() => (myEventsQuery.data ? new Set(myEventsQuery.data.map((event) => event.id)) : null), [myEventsQuery.data]);
  const isRegistered = (event: TEvent) => (registeredIds ? registeredIds.has(event.id) : event.isParticipating === true);

  return (
    <Container>
      <header className={styles.header}>
        <h1 className={styles.heading}>{EVENT_MESSAGES.pageHeading}</h1>
        {isAdmin && (
          <ButtonLink to={PATHS.eventCreate} icon={<PlusIcon />}>
            {EVENT_PAGE_MESSAGES.createLink}
          </ButtonLink>
        )}
      </header>

      {eventsQuery.isPending ? (
        <Spinner label={EVENT_PAGE_MESSAGES.loading} isBlock />
      ) : eventsQuery.isError ? (
        <Alert
          tone="error"
          action={
            <Button variant="outline" size="sm" onClick={() => void eventsQuery.refetch()} isLoading={eventsQuery.isFetching}>
              {EVENT_PAGE_MESSAGES.retry}
            </Button>
          }
        >
          {EVENT_PAGE_MESSAGES.loadFailed}
        </Alert>
      ) : (
        <>
          <EventSection heading={EVENT_PAGE_MESSAGES.upcomingHeading} events={upcoming} emptyMessage={EVENT_PAGE_MESSAGES.emptyUpcoming}>
            {(event) => (
              <EventCard
                event={event}
                canParticipate={user !== null}
                isRegistered={isRegistered(event)}
                isBusy={pendingEventId === event.id}
                isAboveFold={event === upcoming[0]}
                onToggleParticipation={(current) => void toggleParticipation(current, isRegistered(current))}
              />
            )}
          </EventSection>
          <EventSection heading={EVENT_PAGE_MESSAGES.pastHeading} events={past} emptyMessage={EVENT_PAGE_MESSAGES.emptyPast}>
            {(event) => <EventCard event={event} canParticipate={false} isRegistered={isRegistered(event)} />}
          </EventSection>
        </>
      )}
    </Container>
  );
}

type EventSectionProps = {
  heading: string;
  events: TEvent[];
  emptyMessage: string;
  children: (event: TEvent) => ReactNode;
};

function EventSection({ heading, events, emptyMessage, children }: EventSectionProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {heading}
      </h2>
      {events.length === 0 ? (
        <p className={styles.empty}>{emptyMessage}</p>
      ) : (
        <EventCarousel items={events} getKey={(event) => event.id} renderItem={children} labelledBy={headingId} />
      )}
    </section>
  );
}

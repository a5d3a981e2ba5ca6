import { useId, useMemo, type ReactNode } from 'react';
import { EVENT_MESSAGES, EVENTS_FEED_PATH, PATHS, toWebcalUrl, type TEvent } from '@action-plus/contract';
import { Alert, Button, ButtonLink, Container, QueryFailedAlert, Spinner } from '#components/ui';
import { useAuth } from '#lib/auth';
import { useIsHydrated } from '#lib/use-is-hydrated';
import { usePageTitle } from '#lib/use-page-title';
import type { PagePrefetch } from '#lib/page-prefetch';
import { getEventPagesQueryOptions, useEventPages } from '../api/get-event-pages';
import { useMyEvents } from '../api/get-my-events';
import { EventCard } from '../components/event-card';
import { EventCarousel } from '../components/event-carousel';
import { CalendarIcon, PlusIcon } from '../components/event-icons';
import { EventSearchForm } from '../components/event-search-form';
import { hasEventFilters, useEventFilters } from '../components/use-event-filters';
import { useParticipation } from '../components/use-participation';
import styles from './events-page.module.css';
import { EVENT_FINDING_MESSAGES, EVENT_PAGE_MESSAGES } from '../messages';

/** The first page of each list, unfiltered: what the server renders /events with. */
export const prefetch: PagePrefetch = async (queryClient) => {
  await Promise.all([
    queryClient.prefetchInfiniteQuery(getEventPagesQueryOptions('upcoming')),
    queryClient.prefetchInfiniteQuery(getEventPagesQueryOptions('past')),
  ]);
};

type EventPagesQuery = ReturnType<typeof useEventPages>;

const eventsOf = (data: EventPagesQuery['data']): TEvent[] => data?.pages.flatMap((page) => page.events) ?? [];

/** The feed's https address and its webcal:// twin on this site's address, which the server's render does not know: written once hydrated. */
function useFeedAddress(): { https: string; webcal: string } {
  const isHydrated = useIsHydrated();
  if (!isHydrated) return { https: EVENTS_FEED_PATH, webcal: EVENTS_FEED_PATH };
  const https = `${window.location.origin}${EVENTS_FEED_PATH}`;
  return { https, webcal: toWebcalUrl(https) };
}

export default function EventsPage() {
  usePageTitle(EVENT_MESSAGES.pageHeading);
  const { user, can } = useAuth();
  const { filters, applyFilters } = useEventFilters();
  const isFiltered = hasEventFilters(filters);
  const upcomingQuery = useEventPages('upcoming', filters);
  const pastQuery = useEventPages('past', filters);
  const myEventsQuery = useMyEvents(user?.id);
  const { toggleParticipation, toggleWaitingList, pendingEventId } = useParticipation({ returnTo: PATHS.events });
  const feedAddress = useFeedAddress();

  const upcoming = useMemo(() => eventsOf(upcomingQuery.data), [upcomingQuery.data]);
  const past = useMemo(() => eventsOf(pastQuery.data), [pastQuery.data]);
  const isPending = upcomingQuery.isPending || pastQuery.isPending;
  const isError = (upcomingQuery.isError && upcomingQuery.data === undefined) || (pastQuery.isError && pastQuery.data === undefined);
  // The two lists fail and are read again as one: the catalogue has one sentence for the page.
  const bothLists = {
    error: upcomingQuery.error ?? pastQuery.error,
    isFetching: upcomingQuery.isFetching || pastQuery.isFetching,
    refetch: () => Promise.all([upcomingQuery.refetch(), pastQuery.refetch()]),
  };

  // Spec §3: the flag comes from the member's registered events; the list's own flag until they load.
  const registeredIds = useMemo(() => (myEventsQuery.data ? new Set(myEventsQuery.data.map((event) => event.id)) : null), [myEventsQuery.data]);
  const isRegistered = (event: TEvent) => (registeredIds ? registeredIds.has(event.id) : event.isParticipating === true);

  return (
    <Container>
      <header className={styles.header}>
        <h1 className={styles.heading}>{EVENT_MESSAGES.pageHeading}</h1>
        {can('events.create') && (
          <ButtonLink to={PATHS.eventCreate} icon={<PlusIcon />}>
            {EVENT_PAGE_MESSAGES.createLink}
          </ButtonLink>
        )}
      </header>

      <EventSearchForm key={JSON.stringify(filters)} filters={filters} onSearch={applyFilters} />
      <p className={styles.feed}>
        <a href={feedAddress.webcal} className={styles.feedLink}>
          <CalendarIcon />
          {EVENT_FINDING_MESSAGES.subscribeFeed}
        </a>
        <span className={styles.feedHint}>{EVENT_FINDING_MESSAGES.subscribeFeedHint}</span>
      </p>
      {/* The webcal: link opens the computer's calendar; web calendars take the https address (issue 23). */}
      <details className={styles.feedHelp}>
        <summary>{EVENT_FINDING_MESSAGES.feedHelpSummary}</summary>
        <label className={styles.feedAddressLabel}>
          {EVENT_FINDING_MESSAGES.feedAddressLabel}
          <input type="text" readOnly value={feedAddress.https} className={styles.feedAddress} onFocus={(event) => event.currentTarget.select()} />
        </label>
        <ul>
          {EVENT_FINDING_MESSAGES.feedHelpSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
      </details>
      <p className="visually-hidden" role="status">
        {isFiltered && !isPending && !upcomingQuery.isPlaceholderData && !pastQuery.isPlaceholderData
          ? EVENT_FINDING_MESSAGES.resultCount(upcoming.length + past.length, upcomingQuery.hasNextPage || pastQuery.hasNextPage)
          : ''}
      </p>

      {isPending ? (
        <Spinner label={EVENT_PAGE_MESSAGES.loading} isBlock />
      ) : isError ? (
        <QueryFailedAlert query={bothLists} fallback={EVENT_PAGE_MESSAGES.loadFailed} isFallbackOnly />
      ) : (
        <>
          <EventSection
            heading={EVENT_PAGE_MESSAGES.upcomingHeading}
            events={upcoming}
            emptyMessage={isFiltered ? EVENT_FINDING_MESSAGES.noUpcomingMatch : EVENT_PAGE_MESSAGES.emptyUpcoming}
            pages={upcomingQuery}
            showMoreLabel={EVENT_FINDING_MESSAGES.showMoreUpcoming}
          >
            {(event) => (
              <EventCard
                event={event}
                canParticipate={user !== null}
                isRegistered={isRegistered(event)}
                isBusy={pendingEventId === event.id}
                isAboveFold={event === upcoming[0]}
                onToggleParticipation={(current) => void toggleParticipation(current, isRegistered(current))}
                onToggleWaitingList={(current) => void toggleWaitingList(current)}
              />
            )}
          </EventSection>
          <EventSection
            heading={EVENT_PAGE_MESSAGES.pastHeading}
            events={past}
            emptyMessage={isFiltered ? EVENT_FINDING_MESSAGES.noPastMatch : EVENT_PAGE_MESSAGES.emptyPast}
            pages={pastQuery}
            showMoreLabel={EVENT_FINDING_MESSAGES.showMorePast}
          >
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
  /** The list's pages: « show more » asks for the next one while there is one. */
  pages: EventPagesQuery;
  showMoreLabel: string;
  children: (event: TEvent) => ReactNode;
};

function EventSection({ heading, events, emptyMessage, pages, showMoreLabel, children }: EventSectionProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={pages.isFetching || undefined}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {heading}
      </h2>
      {events.length === 0 ? (
        <p className={styles.empty}>{emptyMessage}</p>
      ) : (
        <EventCarousel items={events} getKey={(event) => event.id} renderItem={children} labelledBy={headingId} />
      )}
      {pages.isFetchNextPageError && (
        <Alert tone="error" className={styles.more}>
          {EVENT_FINDING_MESSAGES.loadMoreFailed}
        </Alert>
      )}
      {pages.hasNextPage && (
        <div className={styles.more}>
          <Button variant="outline" onClick={() => void pages.fetchNextPage()} isLoading={pages.isFetchingNextPage}>
            {pages.isFetchingNextPage ? EVENT_FINDING_MESSAGES.loadingMore : showMoreLabel}
          </Button>
        </div>
      )}
    </section>
  );
}

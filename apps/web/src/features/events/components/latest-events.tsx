import { lazy, Suspense, useContext, useState } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import type { TEvent } from '@action-plus/contract';
import { Spinner } from '#components/ui';
import { initialQueryData } from '#lib/initial-data';
import type { PagePrefetch } from '#lib/page-prefetch';
import { loadQueryClient } from '#lib/query-client-store';
import { getEventsQueryOptions } from '../api/events-query';
import { LatestEventList } from './latest-event-list';
import { LATEST_EVENTS_QUERY } from './latest-events-query';
import { EVENT_PAGE_MESSAGES } from '../messages';

/** For the page that shows them: the server's first render of it lists the events. */
export const prefetchLatestEvents: PagePrefetch = (queryClient) => queryClient.prefetchQuery(getEventsQueryOptions(LATEST_EVENTS_QUERY));

/** The list read through the query cache, loaded with the query library when the page has to fetch it. */
const LatestEventsFromCache = lazy(() =>
  Promise.all([import('./latest-events-from-cache'), loadQueryClient()]).then(([module]) => ({ default: module.LatestEventsFromCache })),
);

/**
 * The home page's next events (spec §2 Home): the first three of GET /api/events, with their
 * loading and error states. The home route gives the section its heading and the link to /events.
 *
 * The site's first view draws them as the server did, from the events it sent with the page
 * (lib/initial-data.ts), without the query library; any later visit, or a first view without
 * them, reads them through the query cache. Chosen when the list mounts, so it never switches
 * while shown.
 */
export function LatestEvents() {
  const queryClient = useContext(QueryClientContext);
  const [firstViewEvents] = useState(() => {
    if (import.meta.env.SSR) return queryClient?.getQueryData<TEvent[]>(getEventsQueryOptions(LATEST_EVENTS_QUERY).queryKey);
    return queryClient ? undefined : initialQueryData<TEvent[]>(getEventsQueryOptions(LATEST_EVENTS_QUERY).queryKey);
  });
  if (firstViewEvents) return <LatestEventList events={firstViewEvents} />;
  return (
    <Suspense fallback={<Spinner label={EVENT_PAGE_MESSAGES.loading} isBlock />}>
      <LatestEventsFromCache />
    </Suspense>
  );
}

import { EVENT_PAGE_MESSAGES } from '../messages';
import { Alert, Spinner } from '#components/ui';
import { useEvents } from '../api/get-events';
import { LATEST_EVENTS_QUERY } from './latest-events-query';
import { LatestEventList } from './latest-event-list';

/** The home page's next events read through the query cache, with their loading and error states. */
export function LatestEventsFromCache() {
  const eventsQuery = useEvents(LATEST_EVENTS_QUERY);
  if (eventsQuery.isPending) return <Spinner label={EVENT_PAGE_MESSAGES.loading} isBlock />;
  if (eventsQuery.isError) return <Alert tone="error">{EVENT_PAGE_MESSAGES.homeLoadFailed}</Alert>;
  return <LatestEventList events={eventsQuery.data} />;
}

import { QueryFailedAlert, type FailedQuery } from '#components/ui';
import { EVENT_PAGE_MESSAGES } from '../messages';

/**
 * One event could not be loaded (not a 404): say so, and offer to try again. The catalogue's
 * sentence alone, whatever the server said.
 */
export function EventLoadFailed({ query }: { query: FailedQuery }) {
  return <QueryFailedAlert query={query} fallback={EVENT_PAGE_MESSAGES.detailLoadFailed} isFallbackOnly />;
}

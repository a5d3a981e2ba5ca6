import { useParams } from 'react-router';
import { ApiError } from '#lib/api-client';
import { useEvent } from '../api/get-event';

/** The event id of an address's `:id`, or 0 when it is not a number. */
export const eventIdOf = (id: string | undefined) => (/^\d+$/.test(id ?? '') ? Number(id) : 0);

/** The event named by the address's `:id`; an id that is not a number is "not found" without asking the server. */
export function useEventOfRoute() {
  const eventId = eventIdOf(useParams().id);
  const eventQuery = useEvent(eventId);
  const isNotFound = eventId === 0 || (eventQuery.error instanceof ApiError && eventQuery.error.status === 404);
  return { eventId, eventQuery, isNotFound };
}

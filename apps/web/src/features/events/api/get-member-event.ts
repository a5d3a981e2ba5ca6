import { useQuery } from '@tanstack/react-query';
import { eventKeys } from './event-keys';
import { getEvent } from './get-event';

/**
 * The event as the signed-in member's request sees it (their place on the waiting list). The page's
 * own copy may be the visitors' one the server rendered with; this one is keyed by the member, and
 * read again with the event after each join or leave (it sits under the event's key).
 */
export function useMemberEvent(eventId: number, userId: number | null | undefined) {
  return useQuery({
    queryKey: [...eventKeys.detail(eventId), 'member', userId ?? 0] as const,
    queryFn: ({ signal }) => getEvent(eventId, signal),
    enabled: typeof userId === 'number' && eventId > 0,
  });
}

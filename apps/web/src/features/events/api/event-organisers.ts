import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TEventOrganisersResponse, TMessage } from '@action-plus/contract';
import { loadEventOrganisersResponseSchema, loadMessageSchema } from './load-event-schemas';
import { api } from '#lib/api-client';
import { eventKeys } from './event-keys';

/** Under the event's own key, like its participants: deleting the event drops them. */
const organisersKey = (eventId: number) => [...eventKeys.detail(eventId), 'organisers'] as const;

/** GET /api/events/{id}/organisers: who manages the event, and whom the request may add. */
export function useEventOrganisers(eventId: number) {
  return useQuery({
    queryKey: organisersKey(eventId),
    queryFn: ({ signal }): Promise<TEventOrganisersResponse> =>
      api.get(`/api/events/${eventId}/organisers`, { schema: loadEventOrganisersResponseSchema, signal }),
    enabled: eventId > 0,
  });
}

interface OrganiserChange {
  eventId: number;
  userId: number;
}

/** POST and DELETE /api/events/{id}/organisers: the event's creator (or an admin) adds or removes a co-organiser. */
export function useChangeEventOrganiser(change: 'add' | 'remove') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, userId }: OrganiserChange): Promise<TMessage> =>
      change === 'add'
        ? api.post(`/api/events/${eventId}/organisers`, { user_id: userId }, { schema: loadMessageSchema })
        : api.delete(`/api/events/${eventId}/organisers/${userId}`, { schema: loadMessageSchema }),
    onSuccess: (_response, { eventId }) => queryClient.invalidateQueries({ queryKey: organisersKey(eventId) }),
  });
}

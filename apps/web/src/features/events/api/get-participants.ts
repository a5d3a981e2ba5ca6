import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEventParticipantsResponse } from '@action-plus/contract';
import { loadEventParticipantsResponseSchema } from './load-event-schemas';
import { api } from '#lib/api-client';
import { eventKeys } from './event-keys';

/**
 * Under the event's own key: whatever refreshes the event (a join, an edit) refreshes its lists,
 * and deleting the event drops them.
 */
export const participantsKey = (eventId: number) => [...eventKeys.detail(eventId), 'participants'] as const;

/** GET /api/events/{id}/participants (admin): who is coming and who is waiting, in order. */
export function getParticipants(eventId: number, signal?: AbortSignal): Promise<TEventParticipantsResponse> {
  return api.get(`/api/events/${eventId}/participants`, { schema: loadEventParticipantsResponseSchema, signal });
}

export const getParticipantsQueryOptions = (eventId: number) =>
  queryOptions({ queryKey: participantsKey(eventId), queryFn: ({ signal }) => getParticipants(eventId, signal) });

/** Used by admin-only components: the server refuses the lists to everyone else. */
export function useParticipants(eventId: number) {
  return useQuery({ ...getParticipantsQueryOptions(eventId), enabled: eventId > 0 });
}

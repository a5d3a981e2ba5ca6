import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEvent, TWaitingListResponse } from '@action-plus/contract';
import { loadWaitingListResponseSchema } from './load-event-schemas';
import { api } from '#lib/api-client';
import { refetchParticipation } from './participation-cache';

/** POST /api/events/{id}/waiting-list: the member's place in line. */
export function joinWaitingList(eventId: number): Promise<TWaitingListResponse> {
  return api.post(`/api/events/${eventId}/waiting-list`, {}, { schema: loadWaitingListResponseSchema });
}

export function useJoinWaitingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: TEvent) => joinWaitingList(event.id),
    // The position comes from the server: the lists and the event are read again.
    onSettled: (_response, _error, event) => refetchParticipation(queryClient, event.id),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEvent, TParticipationResponse } from '@action-plus/contract';
import { loadParticipationResponseSchema } from './load-event-schemas';
import { api } from '#lib/api-client';
import { applyParticipantCount, applyParticipation, refetchParticipation, restoreSnapshot } from './participation-cache';

/** POST /api/events/{id}/join with an empty object, as the spec's client sends. */
export function joinEvent(eventId: number): Promise<TParticipationResponse> {
  return api.post(`/api/events/${eventId}/join`, {}, { schema: loadParticipationResponseSchema });
}

export function useJoinEvent(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: TEvent) => joinEvent(event.id),
    onMutate: (event) => applyParticipation(queryClient, { event, userId, isParticipating: true }),
    onError: (_error, _event, snapshot) => restoreSnapshot(queryClient, snapshot),
    onSuccess: (response, event) => applyParticipantCount(queryClient, event.id, response.participant_count),
    onSettled: (_response, _error, event) => refetchParticipation(queryClient, event.id),
  });
}

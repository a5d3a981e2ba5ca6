import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEvent, TParticipationResponse } from '@action-plus/contract';
import { loadParticipationResponseSchema } from './load-event-schemas';
import { api } from '#lib/api-client';
import { applyParticipantCount, applyParticipation, refetchParticipation, restoreSnapshot } from './participation-cache';

/** DELETE /api/events/{id}/register */
export function leaveEvent(eventId: number): Promise<TParticipationResponse> {
  return api.delete(`/api/events/${eventId}/register`, { schema: loadParticipationResponseSchema });
}

export function useLeaveEvent(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: TEvent) => leaveEvent(event.id),
    onMutate: (event) => applyParticipation(queryClient, { event, userId, isParticipating: false }),
    onError: (_error, _event, snapshot) => restoreSnapshot(queryClient, snapshot),
    onSuccess: (response, event) => applyParticipantCount(queryClient, event.id, response.participant_count),
    onSettled: (_response, _error, event) => refetchParticipation(queryClient, event.id),
  });
}

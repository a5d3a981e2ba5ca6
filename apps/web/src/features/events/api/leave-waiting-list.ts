import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEvent, TWaitingListResponse } from '@action-plus/contract';
import { loadWaitingListResponseSchema } from './load-event-schemas';
import { api } from '#lib/api-client';
import { refetchParticipation } from './participation-cache';

/** DELETE /api/events/{id}/waiting-list */
export function leaveWaitingList(eventId: number): Promise<TWaitingListResponse> {
  return api.delete(`/api/events/${eventId}/waiting-list`, { schema: loadWaitingListResponseSchema });
}

export function useLeaveWaitingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: TEvent) => leaveWaitingList(event.id),
    onSettled: (_response, _error, event) => refetchParticipation(queryClient, event.id),
  });
}

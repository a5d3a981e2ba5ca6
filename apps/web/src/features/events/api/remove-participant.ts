import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRemoveParticipantResponse } from '@action-plus/contract';
import { loadRemoveParticipantResponseSchema } from './load-event-schemas';
import { api } from '#lib/api-client';
import { eventKeys } from './event-keys';

export interface RemoveParticipantInput {
  eventId: number;
  userId: number;
}

/**
 * DELETE /api/events/{id}/participants/{userId} (admin): takes a participant or someone waiting
 * off the event; the server mails them and gives a freed place to the first in line.
 */
export function removeParticipant({ eventId, userId }: RemoveParticipantInput): Promise<TRemoveParticipantResponse> {
  return api.delete(`/api/events/${eventId}/participants/${userId}`, { schema: loadRemoveParticipantResponseSchema });
}

export function useRemoveParticipant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeParticipant,
    // The event's key holds its lists too: count, participants and waiting list are read again.
    onSuccess: (_response, { eventId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId) }),
        queryClient.invalidateQueries({ queryKey: eventKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: eventKeys.registrations() }),
      ]),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDeleteEventResponseSchema } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { eventKeys } from './event-keys';

/** DELETE /api/events/{id} (admin): its registrations and images go with it. */
export function deleteEvent(id: number): Promise<{ message: string }> {
  return api.delete(`/api/events/${id}`, { schema: ZDeleteEventResponseSchema });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: (_response, id) => {
      queryClient.removeQueries({ queryKey: eventKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: eventKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: eventKeys.registrations() }),
      ]);
    },
  });
}

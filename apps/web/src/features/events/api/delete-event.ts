import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSeriesScope } from '@action-plus/contract';
import { loadDeleteEventResponseSchema } from './load-event-schemas';
import { api } from '#lib/api-client';
import { eventKeys } from './event-keys';

/**
 * DELETE /api/events/{id} (admin): its registrations and images go with it; with `scope:
 * 'following'`, the later dates of its series too; with `scope: 'upcoming'`, every date of its
 * series still to come.
 */
export function deleteEvent({ id, scope = 'this' }: { id: number; scope?: TSeriesScope }): Promise<{ message: string }> {
  return api.delete(`/api/events/${id}${scope === 'this' ? '' : `?scope=${scope}`}`, { schema: loadDeleteEventResponseSchema });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: (_response, { id, scope }) => {
      queryClient.removeQueries({ queryKey: scope === 'this' ? eventKeys.detail(id) : eventKeys.details() });
      return Promise.all([
        // The pages of a series' other dates list the dates that went.
        queryClient.invalidateQueries({ queryKey: eventKeys.details() }),
        queryClient.invalidateQueries({ queryKey: eventKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: eventKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: eventKeys.registrations() }),
      ]);
    },
  });
}

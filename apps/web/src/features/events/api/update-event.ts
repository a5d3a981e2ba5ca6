import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZEventMutationResponseSchema, type TEventDetail, type TSeriesScope, type TUpdateEventInput } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { eventKeys } from './event-keys';

/**
 * PUT /api/events/{id} (admin): the fields sent replace the event's; with `scope: 'following'`, what
 * changed is carried to the later dates of its series too, with `scope: 'upcoming'` to every date
 * of its series still to come.
 */
export function updateEvent({ id, input, scope = 'this' }: { id: number; input: TUpdateEventInput; scope?: TSeriesScope }): Promise<TEventDetail> {
  return api.put(`/api/events/${id}${scope === 'this' ? '' : `?scope=${scope}`}`, input, { schema: ZEventMutationResponseSchema });
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(event.id), event);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: eventKeys.mine() }),
        // The series' other dates changed too, or list this one's new date and time on their pages.
        event.series_id !== null ? queryClient.invalidateQueries({ queryKey: eventKeys.details() }) : undefined,
      ]);
    },
  });
}

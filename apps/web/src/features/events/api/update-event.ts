import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZEventMutationResponseSchema, type TEvent, type TSeriesScope, type TUpdateEventInput } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { eventKeys } from './event-keys';

/**
 * PUT /api/events/{id} (admin): the fields sent replace the event's; with `scope: 'following'`, what
 * changed is carried to the later dates of its series too.
 */
export function updateEvent({ id, input, scope = 'this' }: { id: number; input: TUpdateEventInput; scope?: TSeriesScope }): Promise<TEvent> {
  return api.put(`/api/events/${id}${scope === 'following' ? '?scope=following' : ''}`, input, { schema: ZEventMutationResponseSchema });
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: (event, { scope }) => {
      queryClient.setQueryData(eventKeys.detail(event.id), event);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: eventKeys.mine() }),
        // The later dates of the series changed too.
        scope === 'following' ? queryClient.invalidateQueries({ queryKey: eventKeys.details() }) : undefined,
      ]);
    },
  });
}

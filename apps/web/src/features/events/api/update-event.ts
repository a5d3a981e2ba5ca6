import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZEventMutationResponseSchema, type TEvent, type TUpdateEventInput } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { eventKeys } from './event-keys';

/** PUT /api/events/{id} (admin): the fields sent replace the event's. */
export function updateEvent({ id, input }: { id: number; input: TUpdateEventInput }): Promise<TEvent> {
  return api.put(`/api/events/${id}`, input, { schema: ZEventMutationResponseSchema });
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(event.id), event);
      return Promise.all([queryClient.invalidateQueries({ queryKey: eventKeys.lists() }), queryClient.invalidateQueries({ queryKey: eventKeys.mine() })]);
    },
  });
}

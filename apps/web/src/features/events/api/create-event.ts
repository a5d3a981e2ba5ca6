import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZEventMutationResponseSchema, type TCreateEventWithRecurrenceInput, type TEventDetail } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { eventKeys } from './event-keys';

/** POST /api/events (admin): the event as saved, with its id; with `recurrence`, the series' first date. */
export function createEvent(input: TCreateEventWithRecurrenceInput): Promise<TEventDetail> {
  return api.post('/api/events', input, { schema: ZEventMutationResponseSchema });
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(event.id), event);
      return queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
    },
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEventDetail } from '@action-plus/contract';
import { loadEventDetailSchema } from './load-event-schemas';
import { api } from '#lib/api-client';
import { eventKeys } from './event-keys';

/** GET /api/events/{id}: one event with its series' other upcoming dates, or an ApiError 404 'Événement non trouvé'. */
export function getEvent(id: number, signal?: AbortSignal): Promise<TEventDetail> {
  return api.get(`/api/events/${id}`, { schema: loadEventDetailSchema, signal });
}

export const getEventQueryOptions = (id: number) =>
  queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: ({ signal }) => getEvent(id, signal),
  });

export function useEvent(id: number) {
  return useQuery({ ...getEventQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}

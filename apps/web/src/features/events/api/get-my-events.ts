import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEvent } from '@action-plus/contract';
import { loadEventListResponseSchema } from './load-event-schemas';
import { api } from '#lib/api-client';
import { eventKeys } from './event-keys';

/** GET /api/users/me/events: the events the member is registered to, soonest first. */
export async function getMyEvents(signal?: AbortSignal): Promise<TEvent[]> {
  const response = await api.get('/api/users/me/events', { schema: loadEventListResponseSchema, signal });
  return response.events;
}

export const getMyEventsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: eventKeys.mineOf(userId),
    queryFn: ({ signal }) => getMyEvents(signal),
  });

/** Disabled (no call, no data) while nobody is logged in. */
export function useMyEvents(userId: number | null | undefined) {
  return useQuery({ ...getMyEventsQueryOptions(userId ?? 0), enabled: typeof userId === 'number' });
}

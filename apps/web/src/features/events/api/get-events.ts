import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZEventListResponseSchema, type TEvent, type TListEventsQuery } from '@action-plus/contract';
import { api } from '../../../lib/api-client';
import { eventKeys } from './event-keys';

/** GET /api/events?when=&limit=: upcoming and past events, each newest-first. */
export async function getEvents(query: TListEventsQuery = {}, signal?: AbortSignal): Promise<TEvent[]> {
  const response = await api.get('/api/events', { query, schema: ZEventListResponseSchema, signal });
  return response.events;
}

export const getEventsQueryOptions = (query: TListEventsQuery = {}) =>
  queryOptions({
    queryKey: eventKeys.list(query),
    queryFn: ({ signal }) => getEvents(query, signal),
  });

export function useEvents(query: TListEventsQuery = {}) {
  return useQuery(getEventsQueryOptions(query));
}

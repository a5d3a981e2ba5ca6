import { queryOptions } from '@tanstack/react-query';
import type { TEvent, TListEventsQuery } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { loadEventListResponseSchema } from './load-event-schemas';
import { eventKeys } from './event-keys';

/** The list's schema, loaded with zod when an answer is read: the home page opens with the server's list. */

/** GET /api/events?when=&limit=: upcoming and past events, each newest-first. */
export async function getEvents(query: TListEventsQuery = {}, signal?: AbortSignal): Promise<TEvent[]> {
  const response = await api.get('/api/events', { query, schema: loadEventListResponseSchema, signal });
  return response.events;
}

/** The list's query, without the query hooks: the home page's prefetch names it, its first view reads no query. */
export const getEventsQueryOptions = (query: TListEventsQuery = {}) =>
  queryOptions({
    queryKey: eventKeys.list(query),
    queryFn: ({ signal }) => getEvents(query, signal),
  });

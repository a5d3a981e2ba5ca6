import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { TEventListResponse, TEventType } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { loadEventListResponseSchema } from './load-event-schemas';
import { EVENT_FINDING_SETTINGS } from '../messages';
import { eventKeys } from './event-keys';

/** What /events searches for: its address's `q`, `type` and `month` (all optional). */
export type EventFilters = { q?: string; type?: TEventType; month?: string };

/** One part of /events (upcoming or past), page after page: each answer's `next_cursor` asks for the next. */
export const getEventPagesQueryOptions = (when: 'upcoming' | 'past', filters: EventFilters = {}) =>
  infiniteQueryOptions({
    queryKey: [...eventKeys.lists(), 'pages', when, filters] as const,
    queryFn: ({ pageParam, signal }): Promise<TEventListResponse> =>
      api.get('/api/events', {
        query: { when, limit: EVENT_FINDING_SETTINGS.LIST_PAGE_SIZE, cursor: pageParam, q: filters.q, type: filters.type, month: filters.month },
        schema: loadEventListResponseSchema,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => (lastPage.has_more && lastPage.next_cursor ? lastPage.next_cursor : undefined),
  });

/** A new search keeps showing the previous results until its own arrive, rather than a spinner. */
export function useEventPages(when: 'upcoming' | 'past', filters: EventFilters) {
  return useInfiniteQuery({ ...getEventPagesQueryOptions(when, filters), placeholderData: keepPreviousData });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCalendarFeedResponse } from '@action-plus/contract';
import { loadCalendarFeedResponseSchema } from './load-event-schemas';
import { api } from '#lib/api-client';
import { eventKeys } from './event-keys';

const calendarFeedKey = (userId: number) => [...eventKeys.all, 'calendar-feed', userId] as const;

/** GET /api/users/me/calendar-feed: the member's private feed's secret address (made on first use). */
export const getCalendarFeedQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: calendarFeedKey(userId),
    queryFn: ({ signal }): Promise<TCalendarFeedResponse> => api.get('/api/users/me/calendar-feed', { schema: loadCalendarFeedResponseSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useCalendarFeed(userId: number) {
  return useQuery(getCalendarFeedQueryOptions(userId));
}

/** POST /api/users/me/calendar-feed: a new secret address; the old one stops working. */
export function useRenewCalendarFeed(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/users/me/calendar-feed', undefined, { schema: loadCalendarFeedResponseSchema }),
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedKey(userId), { url: feed.url, webcal_url: feed.webcal_url }),
  });
}

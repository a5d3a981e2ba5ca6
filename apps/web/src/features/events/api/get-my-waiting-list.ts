import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMyWaitingListResponse } from '@action-plus/contract';
import { loadMyWaitingListResponseSchema } from './load-event-schemas';
import { api } from '#lib/api-client';
import { eventKeys } from './event-keys';

export type MyWaitingEvent = TMyWaitingListResponse['events'][number];

/** GET /api/users/me/waiting-list: the upcoming events the member waits for, soonest first, with their position. */
export async function getMyWaitingList(signal?: AbortSignal): Promise<MyWaitingEvent[]> {
  const response = await api.get('/api/users/me/waiting-list', { schema: loadMyWaitingListResponseSchema, signal });
  return response.events;
}

/** Disabled (no call, no data) while nobody is logged in. */
export function useMyWaitingList(userId: number | null | undefined) {
  return useQuery({
    ...queryOptions({ queryKey: eventKeys.myWaitingListOf(userId ?? 0), queryFn: ({ signal }) => getMyWaitingList(signal) }),
    enabled: typeof userId === 'number',
  });
}

import { useQuery } from '@tanstack/react-query';
import type { TListEventsQuery } from '@action-plus/contract';
import { getEventsQueryOptions } from './events-query';

export { getEvents, getEventsQueryOptions } from './events-query';

export function useEvents(query: TListEventsQuery = {}) {
  return useQuery(getEventsQueryOptions(query));
}

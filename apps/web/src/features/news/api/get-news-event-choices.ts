import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZNewsEventChoicesResponseSchema, type TNewsEventChoicesResponse } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { newsKeys } from './news-keys';

/** GET /api/admin/news/events (news.write): the events the account may tie an article to (every one with news.manage, else those it organises). */
export const getNewsEventChoices = (signal?: AbortSignal): Promise<TNewsEventChoicesResponse> =>
  api.get('/api/admin/news/events', { schema: ZNewsEventChoicesResponseSchema, signal });

export const useNewsEventChoices = () => useQuery(queryOptions({ queryKey: newsKeys.eventChoices(), queryFn: ({ signal }) => getNewsEventChoices(signal) }));

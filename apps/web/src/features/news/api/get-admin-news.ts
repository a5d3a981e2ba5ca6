import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminNewsListResponseSchema, type TAdminNewsListResponse } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { newsKeys } from './news-keys';

/** GET /api/admin/news (news.write): the articles the account may edit, in every state, the last changed first. */
export const getAdminNews = (signal?: AbortSignal): Promise<TAdminNewsListResponse> =>
  api.get('/api/admin/news', { schema: ZAdminNewsListResponseSchema, signal });

export const useAdminNews = () => useQuery(queryOptions({ queryKey: newsKeys.adminList(), queryFn: ({ signal }) => getAdminNews(signal) }));

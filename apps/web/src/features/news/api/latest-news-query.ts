import { queryOptions } from '@tanstack/react-query';
import type { TNewsListResponse } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { LATEST_NEWS_COUNT, LATEST_NEWS_QUERY_KEY } from './latest-news-key';
import { loadNewsListSchema } from './load-news-schemas';

/** GET /api/news?limit=3: the latest published articles, for the home page. */
export const getLatestNews = (signal?: AbortSignal): Promise<TNewsListResponse> =>
  api.get('/api/news', { query: { limit: LATEST_NEWS_COUNT }, schema: loadNewsListSchema, signal });

export const getLatestNewsQueryOptions = () => queryOptions({ queryKey: LATEST_NEWS_QUERY_KEY, queryFn: ({ signal }) => getLatestNews(signal) });

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TNewsArticle } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { loadNewsArticleSchema } from './load-news-schemas';
import { newsKeys } from './news-keys';

/**
 * GET /api/news/{slug}: a published article with its body as the server rendered it, or an
 * ApiError 404. An old slug answers the article under its current `slug`.
 */
export const getNewsArticle = (slug: string, signal?: AbortSignal): Promise<TNewsArticle> =>
  api.get(`/api/news/${encodeURIComponent(slug)}`, { schema: loadNewsArticleSchema, signal });

export const getNewsArticleQueryOptions = (slug: string) =>
  queryOptions({ queryKey: newsKeys.article(slug), queryFn: ({ signal }) => getNewsArticle(slug, signal) });

export const useNewsArticle = (slug: string) => useQuery({ ...getNewsArticleQueryOptions(slug), enabled: slug !== '' });

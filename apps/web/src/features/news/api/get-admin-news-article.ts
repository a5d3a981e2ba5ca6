import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminNewsArticleSchema, type TAdminNewsArticle } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { newsKeys } from './news-keys';

/** GET /api/admin/news/{id} (news.write): one article as its writers edit it (its Markdown, state and schedule). */
export const getAdminNewsArticle = (id: number, signal?: AbortSignal): Promise<TAdminNewsArticle> =>
  api.get(`/api/admin/news/${id}`, { schema: ZAdminNewsArticleSchema, signal });

export const useAdminNewsArticle = (id: number | null) =>
  useQuery(
    queryOptions({
      queryKey: newsKeys.adminArticle(id ?? 0),
      queryFn: ({ signal }) => getAdminNewsArticle(id!, signal),
      enabled: id !== null,
      // The editor reads it once into its fields: a refetch in the background would change nothing shown.
      staleTime: Infinity,
    }),
  );

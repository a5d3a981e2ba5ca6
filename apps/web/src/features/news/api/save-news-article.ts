import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminNewsArticleSchema, type TAdminNewsArticle, type TNewsArticleRequest } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { newsKeys } from './news-keys';

export type NewsArticleSave = { id: number | null; request: TNewsArticleRequest };

/** POST /api/admin/news (a new article, 201) or PUT /api/admin/news/{id} (news.write): the whole article, answered as saved. */
export const saveNewsArticle = ({ id, request }: NewsArticleSave): Promise<TAdminNewsArticle> =>
  id === null
    ? api.post('/api/admin/news', request, { schema: ZAdminNewsArticleSchema })
    : api.put(`/api/admin/news/${id}`, request, { schema: ZAdminNewsArticleSchema });

/** A saved article may change every list (its state, its place, its tags) and its own page. */
export function useSaveNewsArticle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveNewsArticle, onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.all }) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMessageSchema, type TMessage } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { newsKeys } from './news-keys';

/** DELETE /api/admin/news/{id} (news.write): the article leaves the site. */
export const deleteNewsArticle = (id: number): Promise<TMessage> => api.delete(`/api/admin/news/${id}`, { schema: ZMessageSchema });

export function useDeleteNewsArticle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteNewsArticle, onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.all }) });
}

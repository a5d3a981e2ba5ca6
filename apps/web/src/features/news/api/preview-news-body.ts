import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZNewsPreviewResponseSchema, type TNewsPreviewResponse } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { newsKeys } from './news-keys';

/**
 * POST /api/admin/news/preview (news.write): the Markdown as the article will show it, rendered and
 * sanitised by the server. The browser never renders Markdown itself: what the writer sees is what
 * the site will publish, and the site's pages carry no Markdown library.
 */
export const previewNewsBody = (body: string, signal?: AbortSignal): Promise<TNewsPreviewResponse> =>
  api.post('/api/admin/news/preview', { body }, { schema: ZNewsPreviewResponseSchema, signal });

/** A read, kept by its text: typing back to an earlier text shows its preview at once. The previous one stays shown while the next is asked. */
export const useNewsPreview = (body: string) =>
  useQuery({
    ...queryOptions({ queryKey: newsKeys.preview(body), queryFn: ({ signal }) => previewNewsBody(body, signal) }),
    enabled: body.trim() !== '',
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });

import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { NEWS_LIMITS, type TNewsListResponse } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { loadNewsListSchema } from './load-news-schemas';
import { newsKeys } from './news-keys';

/** GET /api/news?tag=&cursor=&limit=: the published articles, newest first, page after page (each answer's `next_cursor` asks for the next). */
export const getNewsPagesQueryOptions = (tag: string | null) =>
  infiniteQueryOptions({
    queryKey: newsKeys.pages(tag),
    queryFn: ({ pageParam, signal }): Promise<TNewsListResponse> =>
      api.get('/api/news', { query: { tag, cursor: pageParam, limit: NEWS_LIMITS.PAGE_SIZE }, schema: loadNewsListSchema, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
  });

/** Another tag keeps the previous articles shown until its own arrive, rather than a spinner. */
export const useNewsPages = (tag: string | null) => useInfiniteQuery({ ...getNewsPagesQueryOptions(tag), placeholderData: keepPreviousData });

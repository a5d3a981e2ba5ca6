import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TAlbumListResponse } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { albumKeys } from './album-keys';
import { loadAlbumListSchema } from './load-album-schemas';

/** GET /api/albums?cursor=: the albums, the most recent event first, page after page (each answer's `next_cursor` asks for the next). */
export const getAlbumPagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: albumKeys.lists(),
    queryFn: ({ pageParam, signal }): Promise<TAlbumListResponse> =>
      api.get('/api/albums', { query: { cursor: pageParam }, schema: loadAlbumListSchema, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
  });

export function useAlbumPages() {
  return useInfiniteQuery(getAlbumPagesQueryOptions());
}

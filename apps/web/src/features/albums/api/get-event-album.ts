import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEventAlbumResponse } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { albumKeys } from './album-keys';
import { loadEventAlbumSchema } from './load-album-schemas';

/** GET /api/events/{id}/photos: the album's visible photos, in their order. */
export function getEventAlbum(eventId: number, signal?: AbortSignal): Promise<TEventAlbumResponse> {
  return api.get(`/api/events/${eventId}/photos`, { schema: loadEventAlbumSchema, signal });
}

export const getEventAlbumQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: albumKeys.eventAlbum(eventId),
    queryFn: ({ signal }) => getEventAlbum(eventId, signal),
  });

export function useEventAlbum(eventId: number) {
  return useQuery(getEventAlbumQueryOptions(eventId));
}

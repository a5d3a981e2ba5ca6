import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZEventAlbumResponseSchema, type TEventAlbumResponse } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { albumKeys } from './album-keys';

/** GET /api/events/{id}/photos/manage (the event's managers): every photo, hidden ones included, in order. */
export function getManagedAlbum(eventId: number, signal?: AbortSignal): Promise<TEventAlbumResponse> {
  return api.get(`/api/events/${eventId}/photos/manage`, { schema: ZEventAlbumResponseSchema, signal });
}

export const getManagedAlbumQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: albumKeys.managedAlbum(eventId),
    queryFn: ({ signal }) => getManagedAlbum(eventId, signal),
  });

export function useManagedAlbum(eventId: number) {
  return useQuery(getManagedAlbumQueryOptions(eventId));
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMessageSchema, type TEventAlbumResponse, type TMessage } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { albumKeys } from './album-keys';
import { invalidateAlbum } from './invalidate-album';

export interface ReorderPhotosInput {
  eventId: number;
  /** Every photo of the album, once each, in the new order. */
  photoIds: number[];
}

/** PUT /api/events/{id}/photos/order (the event's managers). */
export function reorderPhotos({ eventId, photoIds }: ReorderPhotosInput): Promise<TMessage> {
  return api.put(`/api/events/${eventId}/photos/order`, { photo_ids: photoIds }, { schema: ZMessageSchema });
}

/** The list moves at once (a photo moved twice in a row must start from where it was drawn), and goes back if the server refuses. */
export function useReorderPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderPhotos,
    onMutate: async ({ eventId, photoIds }) => {
      const key = albumKeys.managedAlbum(eventId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TEventAlbumResponse>(key);
      if (previous) {
        const byId = new Map(previous.photos.map((photo) => [photo.id, photo]));
        const photos = photoIds.flatMap((id, position) => {
          const photo = byId.get(id);
          return photo ? [{ ...photo, position }] : [];
        });
        queryClient.setQueryData<TEventAlbumResponse>(key, { ...previous, photos });
      }
      return { previous };
    },
    onError: (_error, { eventId }, context) => {
      if (context?.previous) queryClient.setQueryData(albumKeys.managedAlbum(eventId), context.previous);
    },
    onSettled: (_response, _error, { eventId }) => invalidateAlbum(queryClient, eventId),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMessageSchema, type TEventAlbumResponse, type TMessage } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { albumKeys } from './album-keys';
import { invalidateAlbum } from './invalidate-album';

export interface DeletePhotoInput {
  eventId: number;
  photoId: number;
}

/** DELETE /api/events/{id}/photos/{photoId} (the event's managers): the photo is taken out of the album and erased. */
export function deletePhoto({ eventId, photoId }: DeletePhotoInput): Promise<TMessage> {
  return api.delete(`/api/events/${eventId}/photos/${photoId}`, { schema: ZMessageSchema });
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhoto,
    onSuccess: (_response, { eventId, photoId }) => {
      queryClient.setQueryData<TEventAlbumResponse>(albumKeys.managedAlbum(eventId), (album) =>
        album ? { ...album, photos: album.photos.filter((photo) => photo.id !== photoId) } : album,
      );
      return invalidateAlbum(queryClient, eventId);
    },
  });
}

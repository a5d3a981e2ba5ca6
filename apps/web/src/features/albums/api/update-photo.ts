import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAddPhotoResponseSchema, type TAlbumPhoto, type TEventAlbumResponse, type TUpdatePhotoRequest } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { albumKeys } from './album-keys';
import { invalidateAlbum } from './invalidate-album';

export interface UpdatePhotoInput {
  eventId: number;
  photoId: number;
  /** The whole of what the photo says and whether it is shown: the server replaces all three. */
  changes: TUpdatePhotoRequest;
}

/** PUT /api/events/{id}/photos/{photoId} (the event's managers): caption, description, hidden or shown. */
export async function updatePhoto({ eventId, photoId, changes }: UpdatePhotoInput): Promise<TAlbumPhoto> {
  const response = await api.put(`/api/events/${eventId}/photos/${photoId}`, changes, { schema: ZAddPhotoResponseSchema });
  return response.photo;
}

export function useUpdatePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePhoto,
    onSuccess: (photo, { eventId }) => {
      queryClient.setQueryData<TEventAlbumResponse>(albumKeys.managedAlbum(eventId), (album) =>
        album ? { ...album, photos: album.photos.map((current) => (current.id === photo.id ? photo : current)) } : album,
      );
      return invalidateAlbum(queryClient, eventId);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMessageSchema, type TEventAlbumResponse, type TMessage } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { albumKeys } from './album-keys';
import { invalidateAlbum } from './invalidate-album';

export interface ChooseAlbumCoverInput {
  eventId: number;
  photoId: number;
}

/** PUT /api/events/{id}/photos/cover (the event's managers): the photo the gallery shows for the album. */
export function chooseAlbumCover({ eventId, photoId }: ChooseAlbumCoverInput): Promise<TMessage> {
  return api.put(`/api/events/${eventId}/photos/cover`, { photo_id: photoId }, { schema: ZMessageSchema });
}

export function useChooseAlbumCover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseAlbumCover,
    onSuccess: (_response, { eventId, photoId }) => {
      queryClient.setQueryData<TEventAlbumResponse>(albumKeys.managedAlbum(eventId), (album) =>
        album ? { ...album, photos: album.photos.map((photo) => ({ ...photo, is_cover: photo.id === photoId })) } : album,
      );
      return invalidateAlbum(queryClient, eventId);
    },
  });
}

import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TEventAlbumResponse } from '@action-plus/contract';
import { albumKeys } from '../api/album-keys';
import { invalidateAlbum } from '../api/invalidate-album';
import { uploadAlbumPhoto } from '../api/upload-album-photo';
import { UploadQueue } from '../lib/upload-queue';

/**
 * The album's send queue: each stored photo joins the managers' list at once, and once nothing is
 * left to send both views and the gallery are read again. Leaving the page cuts the current send.
 */
export function useUploadQueue(eventId: number) {
  const queryClient = useQueryClient();
  const [queue] = useState(
    () =>
      new UploadQueue((file, onProgress, signal) => uploadAlbumPhoto({ eventId, file, onProgress, signal }), {
        onUploaded: (photo) =>
          queryClient.setQueryData<TEventAlbumResponse>(albumKeys.managedAlbum(eventId), (album) =>
            album ? { ...album, photos: [...album.photos, photo] } : album,
          ),
        onIdle: () => void invalidateAlbum(queryClient, eventId),
      }),
  );
  useEffect(() => {
    queue.start();
    return () => queue.stop();
  }, [queue]);
  const items = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  return { items, queue };
}

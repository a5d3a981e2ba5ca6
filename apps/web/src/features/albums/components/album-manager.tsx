import { useEffect, useRef, useState } from 'react';
import { ALBUM_MESSAGES, type TAlbumPhoto } from '@action-plus/contract';
import { Alert, ConfirmDeleteModal, QueryFailedAlert, Spinner, useToast } from '#components/ui';
import { getErrorMessage } from '#lib/api-client';
import { useChooseAlbumCover } from '../api/choose-album-cover';
import { useDeletePhoto } from '../api/delete-photo';
import { useManagedAlbum } from '../api/get-managed-album';
import { useReorderPhotos } from '../api/reorder-photos';
import { ALBUM_PAGE_MESSAGES as M, ALBUM_PAGE_SETTINGS } from '../messages';
import { ManagedPhoto } from './managed-photo';
import { PhotoUploader } from './photo-uploader';
import styles from './album-manager.module.css';

type AlbumManagerProps = { eventId: number };

/** Where the focus goes once the list is drawn again: a moved photo's button, or the list's heading after a deletion. */
type FocusTarget = { kind: 'move'; key: string } | { kind: 'heading' };

/**
 * The album's tools for the event's managers (its creator, its co-organisers, whoever manages every
 * event), after the organiser tools: adding photos, then each photo's words, visibility, place
 * and the cover. The server refuses all of it to anyone else anyway.
 */
export function AlbumManager({ eventId }: AlbumManagerProps) {
  const album = useManagedAlbum(eventId);
  const reorder = useReorderPhotos();
  const chooseCover = useChooseAlbumCover();
  const deletePhoto = useDeletePhoto();
  const { showToast } = useToast();
  const [photoToDelete, setPhotoToDelete] = useState<TAlbumPhoto | null>(null);
  const [moveNotice, setMoveNotice] = useState('');
  const focusTarget = useRef<FocusTarget | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const photos = album.data?.photos;

  useEffect(() => {
    const target = focusTarget.current;
    if (!target) return;
    focusTarget.current = null;
    if (target.kind === 'heading') headingRef.current?.focus();
    else listRef.current?.querySelector<HTMLElement>(`[data-move="${target.key}"]`)?.focus();
  }, [photos]);

  function move(photo: TAlbumPhoto, step: -1 | 1) {
    if (!photos) return;
    const from = photos.findIndex((candidate) => candidate.id === photo.id);
    const to = from + step;
    if (from < 0 || to < 0 || to >= photos.length) return;
    const photoIds = photos.map((candidate) => candidate.id);
    [photoIds[from], photoIds[to]] = [photoIds[to]!, photoIds[from]!];
    // React moves the other photo's row, or this one's, which would lose the focus: it is put back.
    focusTarget.current = { kind: 'move', key: `${photo.id}:${step < 0 ? 'up' : 'down'}` };
    setMoveNotice(M.moved(to + 1, photos.length));
    reorder.mutate({ eventId, photoIds });
  }

  function askToDelete(photo: TAlbumPhoto) {
    deletePhoto.reset();
    setPhotoToDelete(photo);
  }

  async function confirmDelete() {
    if (!photoToDelete) return;
    try {
      const { message } = await deletePhoto.mutateAsync({ eventId, photoId: photoToDelete.id });
      focusTarget.current = { kind: 'heading' };
      setPhotoToDelete(null);
      showToast(message, { tone: 'success', durationMs: ALBUM_PAGE_SETTINGS.TOAST_MS });
    } catch {
      // The message stays in the dialog (below), where the manager is looking.
    }
  }

  function makeCover(photo: TAlbumPhoto) {
    chooseCover.mutate(
      { eventId, photoId: photo.id },
      { onSuccess: ({ message }) => showToast(message, { tone: 'success', durationMs: ALBUM_PAGE_SETTINGS.TOAST_MS }) },
    );
  }

  return (
    <section className={styles.manager} aria-labelledby="gestion-album">
      <h2 id="gestion-album">{M.managerHeading}</h2>
      <PhotoUploader eventId={eventId} />

      <div className={styles.block}>
        <h3 ref={headingRef} tabIndex={-1} className={styles.listHeading}>
          {M.photosHeading(photos?.length ?? 0)}
        </h3>
        {album.isPending ? (
          <Spinner isBlock />
        ) : album.isError ? (
          <QueryFailedAlert query={album} fallback={M.managerLoadFailed} />
        ) : album.data.photos.length === 0 ? (
          <p>{ALBUM_MESSAGES.albumEmpty}</p>
        ) : (
          <ol ref={listRef} className={styles.photos}>
            {album.data.photos.map((photo, index) => (
              <ManagedPhoto
                key={photo.id}
                eventId={eventId}
                photo={photo}
                index={index}
                total={album.data.photos.length}
                onMove={move}
                onChooseCover={makeCover}
                onDelete={askToDelete}
              />
            ))}
          </ol>
        )}
        <p className="visually-hidden" role="status">
          {moveNotice}
        </p>
        {reorder.isError && <Alert tone="error">{getErrorMessage(reorder.error, M.orderFailed)}</Alert>}
        {chooseCover.isError && <Alert tone="error">{getErrorMessage(chooseCover.error, M.coverFailed)}</Alert>}
      </div>

      <ConfirmDeleteModal
        isOpen={photoToDelete !== null}
        onClose={() => setPhotoToDelete(null)}
        onConfirm={() => void confirmDelete()}
        words={{ heading: M.deleteHeading, cancel: M.cancel, delete: M.delete, busy: M.deleteBusy }}
        isBusy={deletePhoto.isPending}
        error={deletePhoto.isError ? getErrorMessage(deletePhoto.error, M.deleteFailed) : null}
      >
        <p>{M.deleteConfirm}</p>
      </ConfirmDeleteModal>
    </section>
  );
}

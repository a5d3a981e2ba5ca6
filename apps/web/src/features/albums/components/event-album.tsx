import { useEffect, useRef, useState } from 'react';
import { QueryFailedAlert } from '#components/ui';
import { useEventAlbum } from '../api/get-event-album';
import { photoAltOf } from '../lib/photo-alt';
import { ALBUM_PAGE_MESSAGES as M } from '../messages';
import { PhotoViewer } from './photo-viewer';
import styles from './event-album.module.css';

type EventAlbumProps = { eventId: number; eventTitle: string };

/**
 * « Album photos » under a past event's description: the card images in a grid, each loaded when
 * near and sized by the photo's own dimensions (no shift when it arrives), opening the viewer.
 * An event without visible photos shows nothing.
 */
export function EventAlbum({ eventId, eventTitle }: EventAlbumProps) {
  const album = useEventAlbum(eventId);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const lastOpened = useRef<number | null>(null);
  const thumbnails = useRef(new Map<number, HTMLButtonElement>());

  // Back to the thumbnail that opened the viewer, after the dialog gave the focus back to whatever
  // held it when it opened (a tap in Safari does not focus a button).
  useEffect(() => {
    if (openIndex !== null || lastOpened.current === null) return;
    thumbnails.current.get(lastOpened.current)?.focus();
    lastOpened.current = null;
  }, [openIndex]);

  if (album.isPending) return null;
  if (album.isError) {
    return (
      <section className={styles.album} aria-labelledby="album-photos">
        <h2 id="album-photos">{M.albumHeading}</h2>
        <QueryFailedAlert query={album} fallback={M.albumLoadFailed} />
      </section>
    );
  }

  const { photos } = album.data;
  if (photos.length === 0) return null;

  function open(index: number) {
    lastOpened.current = index;
    setOpenIndex(index);
  }

  return (
    <section className={styles.album} aria-labelledby="album-photos">
      <h2 id="album-photos">{M.albumHeading}</h2>
      <ul className={styles.grid}>
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              className={styles.thumbnail}
              onClick={() => open(index)}
              aria-label={M.openPhoto(index + 1, photos.length, photoAltOf(photo, index))}
              ref={(element) => {
                if (element) thumbnails.current.set(index, element);
                else thumbnails.current.delete(index);
              }}
            >
              <img src={photo.card_url} alt={photoAltOf(photo, index)} width={photo.width} height={photo.height} loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      <PhotoViewer photos={photos} index={openIndex} onIndexChange={setOpenIndex} onClose={() => setOpenIndex(null)} eventTitle={eventTitle} />
    </section>
  );
}

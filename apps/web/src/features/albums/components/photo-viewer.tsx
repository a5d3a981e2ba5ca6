import { useEffect, useRef, type PointerEvent } from 'react';
import type { TAlbumPhoto } from '@action-plus/contract';
import { Modal } from '#components/ui';
import { photoAltOf } from '../lib/photo-alt';
import { ALBUM_PAGE_MESSAGES as M, ALBUM_PAGE_SETTINGS } from '../messages';
import { NextIcon, PreviousIcon } from './album-icons';
import { RemovalRequest } from './removal-request';
import styles from './photo-viewer.module.css';

type PhotoViewerProps = {
  photos: readonly TAlbumPhoto[];
  /** The photo shown (from 0), or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  eventTitle: string;
};

/** Arrows typed in a field move its caret, not the photos. */
const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The album's viewer: a modal dialog (focus moved in and kept there, Escape closes, focus goes back
 * to what opened it, the page behind inert) with the full photo, its caption and « n / N »; the
 * previous and next buttons, the arrow keys and a swipe move through the photos, wrapping around.
 */
export function PhotoViewer({ photos, index, onIndexChange, onClose, eventTitle }: PhotoViewerProps) {
  const total = photos.length;
  const isOpen = index !== null && total > 0;
  const position = isOpen ? Math.min(index, total - 1) : 0;
  const hasControls = total > 1;
  const swipeStart = useRef<{ x: number; y: number; pointerId: number } | null>(null);

  const move = (step: number) => onIndexChange((((position + step) % total) + total) % total);
  const moveRef = useRef(move);
  useEffect(() => {
    moveRef.current = move;
  });

  // Anywhere in the dialog, the close button included: the keys are listened to on the document.
  useEffect(() => {
    if (!isOpen || !hasControls) return;
    function handleKeyDown(event: KeyboardEvent) {
      if ((event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') || isTextField(event.target)) return;
      event.preventDefault();
      moveRef.current(event.key === 'ArrowLeft' ? -1 : 1);
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [isOpen, hasControls]);

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    swipeStart.current = { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
  }

  function handlePointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!hasControls || !start || start.pointerId !== event.pointerId) return;
    const deltaX = event.clientX - start.x;
    const deltaY = event.clientY - start.y;
    if (Math.abs(deltaX) < ALBUM_PAGE_SETTINGS.SWIPE_THRESHOLD_PX || Math.abs(deltaX) < Math.abs(deltaY)) return;
    move(deltaX < 0 ? 1 : -1);
  }

  const photo = isOpen ? photos[position] : undefined;
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={M.viewerTitle(eventTitle)} size="lg">
      {photo && (
        <>
          <figure className={styles.figure}>
            <div className={styles.stage} onPointerDown={handlePointerDown} onPointerUp={handlePointerUp} onPointerCancel={() => (swipeStart.current = null)}>
              <img
                key={photo.id}
                src={photo.image_url}
                alt={photoAltOf(photo, position)}
                width={photo.width}
                height={photo.height}
                className={styles.image}
                draggable={false}
              />
              {hasControls && (
                <>
                  <button type="button" className={`${styles.arrow} ${styles.previous}`} onClick={() => move(-1)} aria-label={M.previousPhoto}>
                    <PreviousIcon />
                  </button>
                  <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => move(1)} aria-label={M.nextPhoto}>
                    <NextIcon />
                  </button>
                </>
              )}
            </div>
            <figcaption className={styles.caption}>
              {/* Said when the photo changes: where the visitor is in the album. */}
              <span className={styles.counter} aria-live="polite">
                <span aria-hidden="true">{M.counter(position + 1, total)}</span>
                <span className="visually-hidden">{M.counterLabel(position + 1, total)}</span>
              </span>
              {photo.caption && <span className={styles.captionText}>{photo.caption}</span>}
            </figcaption>
          </figure>
          {hasControls && <p className={styles.hint}>{M.viewerHint}</p>}
          {/* Keyed by photo: a request begun about one photo is never sent about the next. */}
          <RemovalRequest key={photo.id} photoId={photo.id} />
        </>
      )}
    </Modal>
  );
}

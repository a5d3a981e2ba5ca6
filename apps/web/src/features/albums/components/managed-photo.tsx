import { useState, type FormEvent } from 'react';
import { ALBUM_MESSAGES, ZUpdatePhotoRequestSchema, type TAlbumPhoto } from '@action-plus/contract';
import { Alert, Badge, Button, TextField } from '#components/ui';
import { getErrorMessage } from '#lib/api-client';
import { useUpdatePhoto } from '../api/update-photo';
import { photoAltOf } from '../lib/photo-alt';
import { ALBUM_PAGE_MESSAGES as M } from '../messages';
import styles from './album-manager.module.css';

type ManagedPhotoProps = {
  eventId: number;
  photo: TAlbumPhoto;
  index: number;
  total: number;
  onMove: (photo: TAlbumPhoto, step: -1 | 1) => void;
  onChooseCover: (photo: TAlbumPhoto) => void;
  onDelete: (photo: TAlbumPhoto) => void;
};

type FieldErrors = { caption?: string; alt?: string };

/** The caption and description as the form holds them, checked by the contract's rules before sending. */
const captionAndAlt = ZUpdatePhotoRequestSchema.pick({ caption: true, alt: true });

/**
 * One photo of the managers' list: its caption and description (saved together), hidden or shown,
 * chosen as the album's cover, moved up or down, deleted. The moving buttons stay focusable at the
 * ends (aria-disabled), so that the focus never drops to the page when a photo reaches the top.
 */
export function ManagedPhoto({ eventId, photo, index, total, onMove, onChooseCover, onDelete }: ManagedPhotoProps) {
  const position = index + 1;
  const update = useUpdatePhoto();
  const [caption, setCaption] = useState(photo.caption);
  const [alt, setAlt] = useState(photo.alt);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [savedWords, setSavedWords] = useState({ caption: photo.caption, alt: photo.alt });
  // Saved elsewhere (another tab, the list read again): the fields follow unless they hold unsaved words.
  if (savedWords.caption !== photo.caption || savedWords.alt !== photo.alt) {
    setSavedWords({ caption: photo.caption, alt: photo.alt });
    if (caption === savedWords.caption) setCaption(photo.caption);
    if (alt === savedWords.alt) setAlt(photo.alt);
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = captionAndAlt.safeParse({ caption, alt });
    if (!parsed.success) {
      const fieldErrors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'caption' || field === 'alt') && !fieldErrors[field]) fieldErrors[field] = issue.message;
      }
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    update.mutate({ eventId, photoId: photo.id, changes: { ...parsed.data, is_hidden: photo.is_hidden } });
  }

  // Hiding or showing keeps the words as saved: what is being typed is saved by « Enregistrer ».
  const toggleHidden = () => update.mutate({ eventId, photoId: photo.id, changes: { caption: photo.caption, alt: photo.alt, is_hidden: !photo.is_hidden } });

  const isFirst = index === 0;
  const isLast = index === total - 1;
  return (
    <li className={styles.photo} data-hidden={photo.is_hidden || undefined}>
      <img
        src={photo.card_url}
        alt={photoAltOf(photo, index)}
        width={photo.width}
        height={photo.height}
        loading="lazy"
        decoding="async"
        className={styles.photoImage}
      />
      <div className={styles.photoBody}>
        <div className={styles.photoTitle}>
          <h4>{M.photoLabel(position)}</h4>
          {photo.is_cover && <Badge tone="accent">{M.coverBadge}</Badge>}
          {photo.is_hidden && <Badge tone="neutral">{M.hiddenBadge}</Badge>}
        </div>
        <form onSubmit={save} noValidate className={styles.photoForm}>
          <TextField
            label={M.captionLabel}
            aria-label={`${M.captionLabel}${M.ofPhoto(position)}`}
            value={caption}
            onChange={(event) => setCaption(event.target.value)}
            error={errors.caption}
          />
          <TextField
            label={M.altLabel}
            aria-label={`${M.altLabel}${M.ofPhoto(position)}`}
            hint={M.altHint}
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
            error={errors.alt}
          />
          <Button type="submit" size="sm" isLoading={update.isPending} loadingText={M.saveBusy} aria-label={M.saveOf(position)}>
            {M.save}
          </Button>
        </form>
        {update.isError && <Alert tone="error">{getErrorMessage(update.error, M.saveFailed)}</Alert>}
        {/* Said beside the button, where the eye is, and announced. */}
        {update.isSuccess && (
          <p role="status" className={styles.saved}>
            {ALBUM_MESSAGES.photoUpdated}
          </p>
        )}
        <div className={styles.photoActions}>
          <Button
            variant="outline"
            size="sm"
            onClick={() => !isFirst && onMove(photo, -1)}
            aria-disabled={isFirst || undefined}
            aria-label={M.moveUpOf(position)}
            data-move={`${photo.id}:up`}
          >
            {M.moveUp}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => !isLast && onMove(photo, 1)}
            aria-disabled={isLast || undefined}
            aria-label={M.moveDownOf(position)}
            data-move={`${photo.id}:down`}
          >
            {M.moveDown}
          </Button>
          <Button variant="secondary" size="sm" onClick={toggleHidden} aria-label={photo.is_hidden ? M.showOf(position) : M.hideOf(position)}>
            {photo.is_hidden ? M.show : M.hide}
          </Button>
          {/* Kept at its place once chosen (the focus stays on it), but it does nothing more. */}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => !photo.is_cover && onChooseCover(photo)}
            aria-disabled={photo.is_cover || undefined}
            aria-label={M.chooseCoverOf(position)}
          >
            {M.chooseCover}
          </Button>
          <Button variant="danger" size="sm" onClick={() => onDelete(photo)} aria-label={M.deleteOf(position)}>
            {M.delete}
          </Button>
        </div>
      </div>
    </li>
  );
}

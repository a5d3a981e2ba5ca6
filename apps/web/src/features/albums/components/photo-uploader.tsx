import { useId, type ChangeEvent } from 'react';
import { ALBUM_LIMITS } from '@action-plus/contract';
import { Button } from '#components/ui';
import type { UploadItem } from '../lib/upload-queue';
import { ALBUM_PAGE_MESSAGES as M } from '../messages';
import { useUploadQueue } from './use-upload-queue';
import styles from './album-manager.module.css';

/**
 * Adding photos: many chosen at once, sent one by one with a progress bar each; a photo over the
 * limit is refused before it is sent, a failed one says why and can be sent again alone.
 */
export function PhotoUploader({ eventId }: { eventId: number }) {
  const { items, queue } = useUploadQueue(eventId);
  const inputId = useId();
  const hintId = useId();
  const doneCount = items.filter((item) => item.status === 'done').length;
  const isOver = items.length > 0 && items.every((item) => item.status !== 'waiting' && item.status !== 'sending');

  function chooseFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Emptied so that the same photo can be chosen again (after it was refused, say).
    event.target.value = '';
    if (files.length > 0) queue.add(files);
  }

  return (
    <div className={styles.block}>
      <h3>{M.addHeading}</h3>
      <p className={styles.note}>{M.imageRightsNote}</p>
      <label htmlFor={inputId} className={styles.label}>
        {M.filesLabel}
      </label>
      <p id={hintId} className={styles.hint}>
        {M.filesHint}
      </p>
      <input
        id={inputId}
        type="file"
        accept={ALBUM_LIMITS.ACCEPT_ATTRIBUTE}
        multiple
        onChange={chooseFiles}
        aria-describedby={hintId}
        className={styles.fileInput}
      />

      {items.length > 0 && (
        <>
          <ul className={styles.queue} aria-label={M.queueHeading}>
            {items.map((item) => (
              <UploadRow key={item.id} item={item} onRetry={() => queue.retry(item.id)} />
            ))}
          </ul>
          <p role="status" className={styles.summary}>
            {isOver ? M.queueSummary(doneCount, items.length) : ''}
          </p>
          {isOver && (
            <Button variant="ghost" size="sm" onClick={() => queue.clearFinished()}>
              {M.queueClear}
            </Button>
          )}
        </>
      )}
    </div>
  );
}

function UploadRow({ item, onRetry }: { item: UploadItem; onRetry: () => void }) {
  const percent = Math.round(item.progress * 100);
  const hasFailed = item.status === 'failed' || item.status === 'refused';
  return (
    <li className={styles.upload} data-status={item.status}>
      <span className={styles.fileName}>{item.file.name}</span>
      {!hasFailed && <progress className={styles.progress} max={100} value={percent} aria-label={M.queueProgress(item.file.name)} />}
      <span className={hasFailed ? styles.uploadError : styles.uploadState}>
        {item.status === 'waiting' ? M.queueWaiting : item.status === 'sending' ? M.queueSending(percent) : item.status === 'done' ? M.queueDone : item.error}
      </span>
      {item.status === 'failed' && (
        <Button variant="outline" size="sm" onClick={onRetry} aria-label={M.queueRetryOf(item.file.name)}>
          {M.queueRetry}
        </Button>
      )}
    </li>
  );
}

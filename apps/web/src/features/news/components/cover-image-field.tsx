import { useId, useRef, useState } from 'react';
import { toCardImageUrl, UPLOAD_LIMITS } from '@action-plus/contract';
import { Button } from '#components/ui';
import { getErrorMessage } from '#lib/api-client';
import { uploadNewsImage } from '../api/upload-news-image';
import styles from './news-editor.module.css';
import { NEWS_EDITOR_MESSAGES as M } from '../messages';

type CoverImageFieldProps = {
  /** The cover's address, '' for none. */
  value: string;
  onChange: (url: string) => void;
  /** The schema's error, if the address is refused. */
  error?: string;
  disabled?: boolean;
};

/**
 * The article's cover: its preview, a file input that sends the chosen image at once (the server
 * re-encodes it; a refused file's French reason shows under the field) and a button that takes it
 * out. The article's save stores the address.
 */
export function CoverImageField({ value, onChange, error, disabled = false }: CoverImageFieldProps) {
  const inputId = `couverture-${useId()}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [isUploading, setIsUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shownError = uploadError ?? error;
  const describedBy = [`${inputId}-aide`, shownError ? `${inputId}-erreur` : '', `${inputId}-etat`].filter(Boolean).join(' ');

  async function upload(file: File | undefined) {
    if (!file) return;
    setUploadError(null);
    setIsUploading(true);
    try {
      onChange(await uploadNewsImage(file));
    } catch (failure) {
      setUploadError(getErrorMessage(failure, M.uploadFailed));
    } finally {
      setIsUploading(false);
      // The same file chosen again after a refusal is a new choice.
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  return (
    <div className={styles.cover}>
      <label htmlFor={inputId} className={styles.label}>
        {M.coverLabel}
      </label>
      <p id={`${inputId}-aide`} className={styles.hint}>
        {M.coverHint}
      </p>
      <div className={styles.coverRow}>
        {value ? (
          <img className={styles.coverPreview} src={toCardImageUrl(value)} alt={M.coverPreviewAlt} width={160} height={100} />
        ) : (
          <span className={styles.coverEmpty}>{M.coverNone}</span>
        )}
        <div className={styles.coverActions}>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={UPLOAD_LIMITS.ACCEPT_ATTRIBUTE}
            disabled={disabled || isUploading}
            aria-describedby={describedBy}
            aria-invalid={shownError ? true : undefined}
            onChange={(event) => void upload(event.target.files?.[0])}
          />
          {value && (
            <Button
              size="sm"
              variant="ghost"
              disabled={disabled || isUploading}
              onClick={() => {
                onChange('');
                // The button goes with the image: the keyboard stays on the field, to choose another.
                inputRef.current?.focus();
              }}
            >
              {M.coverRemove}
            </Button>
          )}
        </div>
      </div>
      <p id={`${inputId}-etat`} className={styles.hint} aria-live="polite">
        {isUploading ? M.coverUploading : ''}
      </p>
      {shownError && (
        <p id={`${inputId}-erreur`} className={styles.error}>
          {shownError}
        </p>
      )}
    </div>
  );
}

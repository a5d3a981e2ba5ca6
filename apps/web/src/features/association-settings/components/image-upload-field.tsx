import { useId, useRef, useState } from 'react';
import { toCardImageUrl, UPLOAD_LIMITS } from '@action-plus/contract';
import { Button } from '#components/ui';
import { getErrorMessage } from '#lib/api-client';
import { uploadSettingsImage } from '../api/upload-settings-image';
import styles from './association-settings.module.css';
import { IMAGE_FIELD_LABELS as M } from '../messages';

type ImageUploadFieldProps = {
  /** The field's name (« Logo »), which labels the file input. */
  label: string;
  hint?: string;
  /** The name of the button that takes the image out (« Retirer le logo »). */
  removeLabel: string;
  /** The stored address, '' for none. */
  value: string;
  onChange: (url: string) => void;
  /** What the image shows, for the preview's text alternative (the association's or the person's name). */
  previewAlt: string;
  /** The schema's error, if the value is refused. */
  error?: string;
};

/**
 * An image of the settings: its preview, a file input that uploads the chosen image at once (the
 * server re-encodes it; a refused file's French reason is shown under the field) and a button that
 * takes it out. The section's save stores the address.
 */
export function ImageUploadField({ label, hint, removeLabel, value, onChange, previewAlt, error }: ImageUploadFieldProps) {
  const inputId = `image-${useId()}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [isUploading, setIsUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shownError = uploadError ?? error;
  const describedBy = [hint ? `${inputId}-aide` : '', shownError ? `${inputId}-erreur` : '', `${inputId}-etat`].filter(Boolean).join(' ');

  async function upload(file: File | undefined) {
    if (!file) return;
    setUploadError(null);
    setIsUploading(true);
    try {
      onChange(await uploadSettingsImage(file));
    } catch (failure) {
      setUploadError(getErrorMessage(failure, M.uploadFailed));
    } finally {
      setIsUploading(false);
      // The same file chosen again after a refusal is a new choice.
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  return (
    <div className={styles.imageField}>
      <label htmlFor={inputId} className={styles.imageLabel}>
        {label}
      </label>
      {hint && (
        <p id={`${inputId}-aide`} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.imageRow}>
        {value ? (
          <img className={styles.imagePreview} src={toCardImageUrl(value)} alt={M.previewAlt(previewAlt)} loading="lazy" />
        ) : (
          <span className={styles.imageEmpty}>{M.none}</span>
        )}
        <div className={styles.imageActions}>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={UPLOAD_LIMITS.ACCEPT_ATTRIBUTE}
            disabled={isUploading}
            aria-describedby={describedBy}
            aria-invalid={shownError ? true : undefined}
            onChange={(event) => void upload(event.target.files?.[0])}
          />
          {value && (
            <Button
              size="sm"
              variant="ghost"
              disabled={isUploading}
              onClick={() => {
                onChange('');
                // The button goes with the image: the keyboard stays on the field, to choose another.
                inputRef.current?.focus();
              }}
            >
              {removeLabel}
            </Button>
          )}
        </div>
      </div>
      <p id={`${inputId}-etat`} className={styles.hint} aria-live="polite">
        {isUploading ? M.uploading : ''}
      </p>
      {shownError && (
        <p id={`${inputId}-erreur`} className={styles.error}>
          {shownError}
        </p>
      )}
    </div>
  );
}

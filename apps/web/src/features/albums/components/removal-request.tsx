import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { ALBUM_LIMITS, ALBUM_MESSAGES, PATHS } from '@action-plus/contract';
import { Alert, Button, ButtonLink, TextArea } from '#components/ui';
import { getErrorMessage } from '#lib/api-client';
import { useAuth } from '#lib/auth';
import { useRequestPhotoRemoval } from '../api/request-photo-removal';
import { ALBUM_PAGE_MESSAGES as M } from '../messages';
import styles from './removal-request.module.css';

/**
 * « Demander le retrait de cette photo » (the right to one's image): a signed-in member writes an
 * optional message and the request reaches the admins' inbox; a visitor is offered to sign in and
 * come back to the event.
 */
export function RemovalRequest({ photoId }: { photoId: number }) {
  const { user } = useAuth();
  const location = useLocation();
  const request = useRequestPhotoRemoval();
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const resultRef = useRef<HTMLDivElement>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (isFormOpen) fieldRef.current?.focus();
  }, [isFormOpen]);
  // The button that sent the request is gone: focus goes to the answer, where the member reads it.
  useEffect(() => {
    if (request.isSuccess) resultRef.current?.focus();
  }, [request.isSuccess]);

  if (!user) {
    return (
      <div className={styles.removal}>
        <p className={styles.prompt}>{M.removalLoginPrompt}</p>
        <ButtonLink to={PATHS.login} state={{ from: location.pathname }} variant="outline" size="sm">
          {M.removalLoginLink}
        </ButtonLink>
      </div>
    );
  }

  if (request.isSuccess) {
    return (
      <div ref={resultRef} tabIndex={-1} className={styles.removal}>
        <Alert tone="success">{request.data.message}</Alert>
      </div>
    );
  }

  function close() {
    setIsFormOpen(false);
    request.reset();
    // The form leaves with the focus in it: back to the button that opened it, once drawn again.
    requestAnimationFrame(() => openerRef.current?.focus());
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed.length > ALBUM_LIMITS.REMOVAL_REASON_MAX) {
      setReasonError(ALBUM_MESSAGES.reasonTooLong);
      fieldRef.current?.focus();
      return;
    }
    setReasonError(undefined);
    request.mutate({ photoId, reason: trimmed });
  }

  if (!isFormOpen) {
    return (
      <div className={styles.removal}>
        <Button ref={openerRef} variant="outline" size="sm" onClick={() => setIsFormOpen(true)}>
          {M.removalOpen}
        </Button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="retrait-photo-titre">
      <h3 id="retrait-photo-titre" className={styles.heading}>
        {M.removalHeading}
      </h3>
      <p className={styles.prompt}>{M.removalIntro}</p>
      <TextArea
        ref={fieldRef}
        label={M.removalReasonLabel}
        hint={M.removalReasonHint}
        rows={3}
        maxLength={ALBUM_LIMITS.REMOVAL_REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={reasonError}
      />
      {request.isError && <Alert tone="error">{getErrorMessage(request.error, M.removalFailed)}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" size="sm" isLoading={request.isPending} loadingText={M.removalBusy}>
          {M.removalSubmit}
        </Button>
        <Button variant="ghost" size="sm" onClick={close}>
          {M.removalCancel}
        </Button>
      </div>
    </form>
  );
}

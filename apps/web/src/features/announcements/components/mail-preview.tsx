import { useRef } from 'react';
import type { TAnnouncementPreviewResponse, TAnnouncementRequest } from '@action-plus/contract';
import { Alert } from '#components/ui';
import { getErrorMessage } from '#lib/api-client';
import { useAnnouncementPreview } from '../api/preview-announcement';
import styles from './announcement-editor.module.css';
import { ANNOUNCEMENT_EDITOR_MESSAGES as M } from '../messages';

const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/g;

/**
 * The mail's HTML with its inline styles moved aside: the page's Content-Security-Policy
 * (`style-src 'self'`) holds in a srcdoc frame too, and would refuse them. The frame's elements get
 * them back through the CSSOM once it has loaded, which the policy allows. The server escapes every
 * quote of the text it puts in the mail, so a `style="…"` here is always one of its attributes.
 */
export const withStylesAside = (html: string) => html.replace(STYLE_ATTRIBUTE, ' data-preview-style="$1"');

/** The preview of the announcement as its recipients will receive it: the server's mail, asked once the writer pauses. */
export function MailPreview({ request }: { request: TAnnouncementRequest | null }) {
  const preview = useAnnouncementPreview(request);
  return (
    <section className={styles.preview} aria-labelledby="apercu-mail">
      <h2 id="apercu-mail" className={styles.previewHeading}>
        {M.previewHeading}
      </h2>
      {request === null && preview.data === undefined ? (
        <p className={styles.hint}>{M.previewEmpty}</p>
      ) : preview.isError && preview.data === undefined ? (
        <Alert tone="warning">{getErrorMessage(preview.error, M.previewFailed)}</Alert>
      ) : preview.data === undefined ? (
        <p className={styles.hint}>{M.previewLoading}</p>
      ) : (
        <>
          {preview.isError && <p className={styles.hint}>{getErrorMessage(preview.error, M.previewFailed)}</p>}
          <RenderedMail mail={preview.data} />
        </>
      )}
    </section>
  );
}

function RenderedMail({ mail }: { mail: TAnnouncementPreviewResponse }) {
  const frameRef = useRef<HTMLIFrameElement>(null);

  function restoreStyles() {
    const document = frameRef.current?.contentDocument;
    if (!document) return;
    for (const element of document.querySelectorAll<HTMLElement>('[data-preview-style]')) element.style.cssText = element.dataset.previewStyle ?? '';
  }

  return (
    <>
      <p className={styles.previewSubject}>
        <span className={styles.hint}>{M.previewSubject}</span> <strong>{mail.subject}</strong>
      </p>
      {/* Sandboxed: no script of the mail runs, no link leaves the frame for the page. Same origin only so that the styles can be given back. */}
      <iframe
        ref={frameRef}
        title={M.previewFrameTitle(mail.subject)}
        className={styles.previewFrame}
        sandbox="allow-same-origin"
        srcDoc={withStylesAside(mail.html)}
        onLoad={restoreStyles}
      />
      <details className={styles.previewTextPart}>
        <summary>{M.previewText}</summary>
        {/* Scrolled by the keyboard too: a long text is a region of its own. */}
        <pre className={styles.previewText} tabIndex={0} role="region" aria-label={M.previewText}>
          {mail.text}
        </pre>
      </details>
    </>
  );
}

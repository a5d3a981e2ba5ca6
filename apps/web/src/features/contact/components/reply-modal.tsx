import { useEffect, useRef, useState } from 'react';
import { CONTACT_MESSAGES, type TContactMessage } from '@action-plus/contract';
import { Alert, Button, Modal, TextArea, TextField, useToast } from '#components/ui';
import { getErrorMessage } from '#lib/api-client';
import { useReplyToContactMessage } from '../api/reply-to-contact-message';
import styles from './messages-tab.module.css';
import { CONTACT_PAGE_MESSAGES } from '../messages';
import { buildReplySubject } from '../lib/contact-message-text';

/** What 'Copier et Fermer' puts on the clipboard (spec §3: to, subject, body). */
export const formatReplyForClipboard = (reply: { to: string; subject: string; body: string }) =>
  `À\u00a0: ${reply.to}\nObjet\u00a0: ${reply.subject}\n\n${reply.body}`;

/** The reply form; keyed by message so that each opening starts from a fresh draft. */
export function ReplyModal({ message, onClose }: { message: TContactMessage | null; onClose: () => void }) {
  return (
    <Modal isOpen={message !== null} onClose={onClose} title={CONTACT_PAGE_MESSAGES.replyTitle} size="lg">
      {message && <ReplyForm key={message.id} message={message} onClose={onClose} />}
    </Modal>
  );
}

function ReplyForm({ message, onClose }: { message: TContactMessage; onClose: () => void }) {
  const [subject, setSubject] = useState(() => buildReplySubject(message.subject));
  // The whole mail as it will be sent, greeting and signature included (the server adds nothing).
  const [body, setBody] = useState(message.reply_draft);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const [error, setError] = useState<string | null>(null);
  const reply = useReplyToContactMessage();
  const { showToast } = useToast();
  // Spec §5: a reply is sent only when both are filled.
  const isComplete = subject.trim() !== '' && body.trim() !== '';

  // The caret waits on the empty line after the greeting, where the admin writes.
  useEffect(() => {
    const writingLine = message.reply_draft.indexOf('\n\n');
    if (writingLine >= 0) bodyRef.current?.setSelectionRange(writingLine + 2, writingLine + 2);
  }, [message.reply_draft]);

  function send() {
    if (!isComplete) {
      setError(CONTACT_MESSAGES.replyRequired);
      return;
    }
    setError(null);
    reply.mutate(
      { id: message.id, subject: subject.trim(), message: body.trim() },
      {
        onSuccess: () => {
          showToast(CONTACT_PAGE_MESSAGES.replySent, { tone: 'success' });
          onClose();
        },
        onError: (failure) => setError(getErrorMessage(failure, CONTACT_PAGE_MESSAGES.replyFailed)),
      },
    );
  }

  async function copyAndClose() {
    try {
      await navigator.clipboard.writeText(formatReplyForClipboard({ to: message.email, subject, body }));
      showToast(CONTACT_PAGE_MESSAGES.copied, { tone: 'success' });
      onClose();
    } catch {
      setError(CONTACT_PAGE_MESSAGES.copyFailed);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {error && <Alert tone="error">{error}</Alert>}
      <TextField label={CONTACT_PAGE_MESSAGES.recipientLabel} value={message.email} readOnly />
      <TextField label={CONTACT_PAGE_MESSAGES.subjectLabel} isRequired value={subject} onChange={(event) => setSubject(event.target.value)} />
      <TextArea
        ref={bodyRef}
        label={CONTACT_PAGE_MESSAGES.messageLabel}
        hint={CONTACT_PAGE_MESSAGES.replySentAsShown}
        isRequired
        rows={10}
        value={body}
        onChange={(event) => setBody(event.target.value)}
      />
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onClose}>
          {CONTACT_PAGE_MESSAGES.cancel}
        </Button>
        <Button variant="outline" onClick={() => void copyAndClose()}>
          {CONTACT_PAGE_MESSAGES.copyAndClose}
        </Button>
        <Button type="submit" disabled={!isComplete} isLoading={reply.isPending} loadingText={CONTACT_PAGE_MESSAGES.replyBusy}>
          {CONTACT_PAGE_MESSAGES.replySubmit}
        </Button>
      </div>
    </form>
  );
}

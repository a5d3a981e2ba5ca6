import { type TContactMessage } from '@action-plus/contract';
import { Button, Modal } from '#components/ui';
import { formatDateTime } from '#lib/dates';
import styles from './messages-tab.module.css';
import { CONTACT_PAGE_MESSAGES } from '../messages';

/** A message in full: sender, e-mail, date, text, and the reply already sent if any. */
export function MessageDetailModal({
  message,
  onClose,
  onReply,
}: {
  message: TContactMessage | null;
  onClose: () => void;
  onReply: (message: TContactMessage) => void;
}) {
  return (
    <Modal
      isOpen={message !== null}
      onClose={onClose}
      title={message?.subject ?? CONTACT_PAGE_MESSAGES.noSubject}
      size="lg"
      footer={
        message && (
          <>
            <Button variant="outline" onClick={onClose}>
              {CONTACT_PAGE_MESSAGES.close}
            </Button>
            <Button onClick={() => onReply(message)}>{CONTACT_PAGE_MESSAGES.reply}</Button>
          </>
        )
      }
    >
      {message && (
        <>
          <dl className={styles.detail}>
            <dt>{CONTACT_PAGE_MESSAGES.senderLabel}</dt>
            <dd>{message.name}</dd>
            <dt>{CONTACT_PAGE_MESSAGES.senderEmailLabel}</dt>
            <dd>
              <a href={`mailto:${message.email}`}>{message.email}</a>
            </dd>
            <dt>{CONTACT_PAGE_MESSAGES.dateLabel}</dt>
            <dd>
              <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
            </dd>
          </dl>
          <p className={styles.fullMessage}>{message.message}</p>
          {message.reply && (
            <div className={styles.replyBlock}>
              <h3>
                Réponse envoyée le <time dateTime={message.reply.replied_at}>{formatDateTime(message.reply.replied_at)}</time>
              </h3>
              <p>
                <strong>{message.reply.subject}</strong>
              </p>
              <p className={styles.fullMessage}>{message.reply.message}</p>
            </div>
          )}
        </>
      )}
    </Modal>
  );
}

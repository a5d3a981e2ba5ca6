import { useState } from 'react';
import { type TContactMessage } from '@action-plus/contract';
import { Alert, Badge, QueryFailedAlert, Spinner } from '#components/ui';
import { useAuth } from '#lib/auth';
import { formatDateTime } from '#lib/dates';
import { useContactMessages } from '../api/get-contact-messages';
import { useMarkContactMessageRead } from '../api/mark-contact-message-read';
import { MessageDetailModal } from './message-detail-modal';
import { ReplyModal } from './reply-modal';
import styles from './messages-tab.module.css';
import { CONTACT_PAGE_MESSAGES } from '../messages';
import { previewContactMessage } from '../lib/contact-message-text';

const unreadLabel = (count: number) => `${count} non lu${count > 1 ? 's' : ''}`;

/** The profile's Messages tab (spec §2): the contact inbox for admins, a refusal for everyone else. */
export function MessagesTab() {
  const { can } = useAuth();
  if (!can('contact.manage')) return <Alert tone="warning">{CONTACT_PAGE_MESSAGES.noAccess}</Alert>;
  return <ContactInbox />;
}

function ContactInbox() {
  const messagesQuery = useContactMessages();
  const markRead = useMarkContactMessageRead();
  const [openedId, setOpenedId] = useState<number | null>(null);
  const [replyingId, setReplyingId] = useState<number | null>(null);

  const messages = messagesQuery.data ?? [];
  const opened = messages.find((message) => message.id === openedId) ?? null;
  const replying = messages.find((message) => message.id === replyingId) ?? null;
  const unreadCount = messages.filter((message) => message.status === 'unread').length;

  function openMessage(message: TContactMessage) {
    setOpenedId(message.id);
    if (message.status === 'unread') markRead.mutate(message.id);
  }

  function startReply(message: TContactMessage) {
    setOpenedId(null);
    setReplyingId(message.id);
  }

  return (
    <section aria-labelledby="messages-titre">
      <header className={styles.header}>
        <h2 id="messages-titre" className={styles.title}>
          Messages de contact
        </h2>
        {unreadCount > 0 && (
          <Badge tone="primary">
            <span aria-hidden="true">{unreadCount}</span>
            <span className="visually-hidden">{unreadLabel(unreadCount)}</span>
          </Badge>
        )}
      </header>

      {messagesQuery.isPending ? (
        <Spinner label={CONTACT_PAGE_MESSAGES.loading} isBlock />
      ) : messagesQuery.isError ? (
        <QueryFailedAlert query={messagesQuery} fallback={CONTACT_PAGE_MESSAGES.loadFailed} isFallbackOnly />
      ) : messages.length === 0 ? (
        <p className={styles.empty}>{CONTACT_PAGE_MESSAGES.empty}</p>
      ) : (
        <ul className={styles.list} aria-label={`Messages reçus, ${unreadLabel(unreadCount)}`}>
          {messages.map((message) => (
            <MessageCard key={message.id} message={message} onOpen={() => openMessage(message)} />
          ))}
        </ul>
      )}

      {markRead.isError && <Alert tone="error">{CONTACT_PAGE_MESSAGES.markReadFailed}</Alert>}
      <MessageDetailModal message={opened} onClose={() => setOpenedId(null)} onReply={startReply} />
      <ReplyModal message={replying} onClose={() => setReplyingId(null)} />
    </section>
  );
}

function MessageCard({ message, onOpen }: { message: TContactMessage; onOpen: () => void }) {
  const preview = previewContactMessage(message.message);
  const isUnread = message.status === 'unread';
  const subject = message.subject ?? CONTACT_PAGE_MESSAGES.noSubject;
  return (
    <li className={[styles.card, isUnread ? styles.unread : ''].filter(Boolean).join(' ')}>
      <article aria-label={subject}>
        <div className={styles.cardHeader}>
          <h3 className={styles.subject}>
            <button type="button" className={styles.open} onClick={onOpen}>
              {subject}
            </button>
          </h3>
          <div className={styles.badges}>
            <Badge tone={isUnread ? 'accent' : 'neutral'}>{isUnread ? CONTACT_PAGE_MESSAGES.statusUnread : CONTACT_PAGE_MESSAGES.statusRead}</Badge>
            {message.status === 'answered' && <Badge tone="success">{CONTACT_PAGE_MESSAGES.statusAnswered}</Badge>}
          </div>
        </div>
        <p className={styles.meta}>
          <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
          <span aria-hidden="true"> · </span>
          <span>
            {message.name} &lt;{message.email}&gt;
          </span>
        </p>
        <p className={styles.preview}>{preview.text}</p>
        {preview.isTruncated && (
          <button type="button" className={styles.readMore} onClick={onOpen} aria-label={`${CONTACT_PAGE_MESSAGES.readMore}\u00a0: ${subject}`}>
            {CONTACT_PAGE_MESSAGES.readMore}
          </button>
        )}
      </article>
    </li>
  );
}

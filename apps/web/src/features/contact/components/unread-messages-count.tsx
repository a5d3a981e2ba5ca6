import { useContext } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { useUnreadContactMessageCount } from '../api/get-unread-contact-message-count';
import styles from './unread-messages-count.module.css';

/**
 * A navigation control's label with the number of unread contact messages beside it, for admins:
 * the count shown as a badge, and the control named as a whole by `describe` (« Administration,
 * 3 messages non lus »), in one hidden span (a browser puts spaces around a hidden span's text,
 * so the name is never split across two). Only the label while loading, on a failure, or when none
 * is unread. The navbar loads this module with the query cache for admins only, so that no
 * visitor's page carries it.
 */
export function UnreadMessagesCount({ label, describe }: { label: string; describe: (count: number) => string }) {
  // The cache arrives with this module; until the providers hand it down, the label alone.
  if (!useContext(QueryClientContext)) return label;
  return <UnreadMessagesCountFromCache label={label} describe={describe} />;
}

function UnreadMessagesCountFromCache({ label, describe }: { label: string; describe: (count: number) => string }) {
  const { data: count } = useUnreadContactMessageCount();
  if (!count) return label;
  return (
    <>
      <span aria-hidden="true">
        {label}
        <span className={styles.count}>{count}</span>
      </span>
      <span className="visually-hidden">{describe(count)}</span>
    </>
  );
}

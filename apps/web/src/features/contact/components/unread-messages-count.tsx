import { useContext } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { useUnreadContactMessageCount } from '../api/get-unread-contact-message-count';
import styles from './unread-messages-count.module.css';

/**
 * The number of unread contact messages, for an admin's navigation: shown as a badge, and said to
 * screen readers by `describe` (« , 3 messages non lus »), appended to the name of the control it
 * sits in. Nothing while loading, on a failure, or when none is unread. The navbar loads this module
 * with the query cache for admins only, so that no visitor's page carries it.
 */
export function UnreadMessagesCount({ describe }: { describe: (count: number) => string }) {
  // The cache arrives with this module; until the providers hand it down, there is nothing to show.
  if (!useContext(QueryClientContext)) return null;
  return <UnreadMessagesCountFromCache describe={describe} />;
}

function UnreadMessagesCountFromCache({ describe }: { describe: (count: number) => string }) {
  const { data: count } = useUnreadContactMessageCount();
  if (!count) return null;
  return (
    <>
      <span className={styles.count} aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">{describe(count)}</span>
    </>
  );
}

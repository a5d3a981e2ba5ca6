import type { TAnnouncementKind, TAnnouncementSegment } from '@action-plus/contract';
import { getErrorMessage } from '#lib/api-client';
import { useRecipientsCount } from '../api/count-recipients';
import styles from './announcement-editor.module.css';
import { ANNOUNCEMENT_EDITOR_MESSAGES as M } from '../messages';

type RecipientsCountProps = {
  /** The kind and the complete segment, once the writer has paused; null while a segment lacks its event or year. */
  choice: { kind: TAnnouncementKind; segment: TAnnouncementSegment } | null;
};

/** How many people the announcement will reach, asked of the server (consent applied, duplicates removed) and read out as it changes. */
export function RecipientsCount({ choice }: RecipientsCountProps) {
  const count = useRecipientsCount(choice);
  const text =
    choice === null
      ? M.countIncomplete
      : count.data !== undefined && !count.isPlaceholderData
        ? M.count(count.data.count)
        : count.isError
          ? getErrorMessage(count.error, M.countFailed)
          : M.countLoading;
  return (
    <p className={styles.count} role="status" aria-busy={count.isFetching || undefined}>
      {text}
    </p>
  );
}

import {
  AUDIT_ACTION_LABELS,
  AUDIT_ROLE_LABELS,
  AUDIT_TARGET_LABELS,
  type TAuditAction,
  type TAuditTargetType,
  type TJournalEntry,
} from '@action-plus/contract';
import { ScrollRegion } from '#components/ui';
import { formatDateTime } from '#lib/dates';
import { describeChange } from '../lib/describe-change';
import { JOURNAL_PAGE_MESSAGES as M } from '../messages';
import styles from './journal.module.css';

function ChangeList({ entry }: { entry: TJournalEntry }) {
  const fields = describeChange(entry.before, entry.after);
  if (fields.length === 0) return null;
  return (
    <ul className={styles.changes}>
      {fields.map(({ field, before, after }) => (
        <li key={field}>
          {field && <span className={styles.field}>{field}</span>}
          {field && '\u00a0: '}
          {before !== undefined && after !== undefined ? (
            <>
              {before || M.empty_value} → {after || M.empty_value}
            </>
          ) : (
            (before ?? after) || M.empty_value
          )}
        </li>
      ))}
    </ul>
  );
}

/** The entries, newest first: when in Metz's time, who under which role, the act in French words, on what, and what changed. */
export function JournalTable({ entries }: { entries: readonly TJournalEntry[] }) {
  return (
    <ScrollRegion label={M.scrollLabel} hint={M.scrollHint}>
      <table className={styles.table}>
        <caption>{M.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{M.columns.at}</th>
            <th scope="col">{M.columns.actor}</th>
            <th scope="col">{M.columns.role}</th>
            <th scope="col">{M.columns.action}</th>
            <th scope="col">{M.columns.target}</th>
            <th scope="col">{M.columns.change}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </td>
              <th scope="row">{entry.actor_name}</th>
              <td>{AUDIT_ROLE_LABELS[entry.actor_role] ?? entry.actor_role}</td>
              <td>{AUDIT_ACTION_LABELS[entry.action as TAuditAction] ?? entry.action}</td>
              <td>
                {AUDIT_TARGET_LABELS[entry.target_type as TAuditTargetType] ?? entry.target_type}
                {entry.target_id && ` ${entry.target_id}`}
              </td>
              <td>
                <ChangeList entry={entry} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

import { useState } from 'react';
import type { TAssociationSettingsSection, TSettingsSectionVersion } from '@action-plus/contract';
import { Alert, Button, Spinner } from '#components/ui';
import { formatDateTime } from '#lib/dates';
import { useSettingsHistory } from '../api/get-settings-history';
import { ConfirmDialog } from './confirm-dialog';
import styles from './association-settings.module.css';
import { ASSOCIATION_SETTINGS_PAGE_MESSAGES as M } from '../messages';

type SectionHistoryProps = {
  section: TAssociationSettingsSection;
  /** The version the section's form was read at: it is the current one, which needs no restoring. */
  currentVersion: number;
  /** Restores a version; resolves once the page has dealt with the answer (or the refusal). */
  onRestore: (version: number) => Promise<void>;
  isRestoring: boolean;
};

/** « Historique »: the section's versions, read when opened, each but the current one restorable after a confirmation. */
export function SectionHistory({ section, currentVersion, onRestore, isRestoring }: SectionHistoryProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [toRestore, setToRestore] = useState<number | null>(null);
  const history = useSettingsHistory(section, isOpen);

  async function confirmRestore() {
    if (toRestore === null) return;
    await onRestore(toRestore);
    setToRestore(null);
  }

  return (
    <details className={styles.history} onToggle={(event) => setIsOpen(event.currentTarget.open)}>
      <summary>{M.historyHeading}</summary>
      {!isOpen ? null : history.isPending ? (
        <Spinner label={M.historyLoading} />
      ) : history.isError ? (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="outline" onClick={() => void history.refetch()}>
              {M.retry}
            </Button>
          }
        >
          {M.historyFailed}
        </Alert>
      ) : history.data.length === 0 ? (
        <p>{M.historyEmpty}</p>
      ) : (
        <ol className={styles.historyList}>
          {history.data.map((entry: TSettingsSectionVersion) => (
            <li key={entry.version} className={styles.historyEntry}>
              <span id={`${section}-version-${entry.version}`}>
                {M.historyEntry(entry.version, formatDateTime(entry.saved_at), entry.saved_by_name)}
                {entry.version === currentVersion && <strong className={styles.currentBadge}> ({M.currentVersion})</strong>}
              </span>
              {entry.version !== currentVersion && (
                <Button size="sm" variant="outline" aria-describedby={`${section}-version-${entry.version}`} onClick={() => setToRestore(entry.version)}>
                  {M.restore}
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        isOpen={toRestore !== null}
        title={toRestore === null ? '' : M.restoreTitle(toRestore)}
        confirmLabel={M.restoreConfirm}
        busyLabel={M.restoreBusy}
        isBusy={isRestoring}
        onConfirm={() => void confirmRestore()}
        onCancel={() => setToRestore(null)}
      >
        <p>{M.restoreText}</p>
      </ConfirmDialog>
    </details>
  );
}

import { useState } from 'react';
import type { TAssociationSettingsSection, TSettingsSectionVersion } from '@action-plus/contract';
import { Button, QueryFailedAlert, Spinner } from '#components/ui';
import { formatDateTime } from '#lib/dates';
import { useSettingsHistory } from '../api/get-settings-history';
import { ConfirmDialog } from './confirm-dialog';
import styles from './association-settings.module.css';
import { ASSOCIATION_SETTINGS_PAGE_MESSAGES as M } from '../messages';

type SectionHistoryProps = {
  section: TAssociationSettingsSection;
  /** The version the section's form was read at: it is the current one, which needs no restoring. */
  currentVersion: number;
  /** Restores a version; the section shows the outcome (the restored values, or why not). */
  onRestore: (version: number) => Promise<void>;
  isRestoring: boolean;
};

/** « Historique »: the section's versions, read when opened, each but the current one restorable after a confirmation. */
export function SectionHistory({ section, currentVersion, onRestore, isRestoring }: SectionHistoryProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [toRestore, setToRestore] = useState<number | null>(null);
  const history = useSettingsHistory(section, isOpen);

  function confirmRestore() {
    if (toRestore === null) return;
    // Closed first: the dialog gives the focus back to its button, then the outcome of the restore takes it.
    setToRestore(null);
    void onRestore(toRestore);
  }

  return (
    <details className={styles.history} onToggle={(event) => setIsOpen(event.currentTarget.open)}>
      <summary>{M.historyHeading}</summary>
      {!isOpen ? null : history.isPending ? (
        <Spinner label={M.historyLoading} />
      ) : history.isError ? (
        <QueryFailedAlert query={history} fallback={M.historyFailed} isFallbackOnly />
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
                <Button
                  size="sm"
                  variant="outline"
                  disabled={isRestoring}
                  aria-describedby={`${section}-version-${entry.version}`}
                  onClick={() => setToRestore(entry.version)}
                >
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
        onConfirm={confirmRestore}
        onCancel={() => setToRestore(null)}
      >
        <p>{M.restoreText}</p>
      </ConfirmDialog>
    </details>
  );
}

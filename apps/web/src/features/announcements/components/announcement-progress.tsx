import { frenchNumber, type TAnnouncement } from '@action-plus/contract';
import { ScrollRegion } from '#components/ui';
import { isOnItsWay } from '../api/get-admin-announcement';
import styles from './announcement-progress.module.css';
import { ANNOUNCEMENT_ADMIN_MESSAGES as A, ANNOUNCEMENT_EDITOR_MESSAGES as M } from '../messages';

/**
 * Where the announcement's mails are (counted from the outbox): waiting, sent, failed, and the
 * failures with their reason. Its page reads it again every few seconds while it is on its way.
 */
export function AnnouncementProgress({ announcement }: { announcement: TAnnouncement }) {
  const { progress } = announcement;
  const figures = [
    { label: M.progressRecipients, value: progress.recipients },
    { label: M.progressQueued, value: progress.queued },
    { label: M.progressSent, value: progress.sent },
    { label: M.progressFailed, value: progress.failed },
  ];
  return (
    <section aria-labelledby="progression-envoi" className={styles.progress}>
      <h2 id="progression-envoi">{M.progressLabel}</h2>
      <dl className={styles.figures}>
        {figures.map((figure) => (
          <div key={figure.label} className={styles.figure}>
            <dt>{figure.label}</dt>
            <dd>{frenchNumber(figure.value)}</dd>
          </div>
        ))}
      </dl>
      {progress.recipients > 0 && (
        <progress className={styles.bar} max={progress.recipients} value={progress.sent + progress.failed} aria-label={M.progressLabel} />
      )}
      {isOnItsWay(announcement.state) && <p className={styles.hint}>{M.progressRefreshing}</p>}
      {progress.failures.length > 0 && (
        <>
          <h3>{M.failuresHeading}</h3>
          <ScrollRegion label={M.failuresLabel} hint={A.tableHint}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{M.failureRecipient}</th>
                  <th scope="col">{M.failureReason}</th>
                </tr>
              </thead>
              <tbody>
                {progress.failures.map((failure, index) => (
                  <tr key={`${failure.recipient}-${index}`}>
                    <td>{failure.recipient}</td>
                    <td>{failure.error}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </>
      )}
    </section>
  );
}

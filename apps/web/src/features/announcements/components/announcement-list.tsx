import {
  ANNOUNCEMENT_KIND_LABELS,
  ANNOUNCEMENT_STATE_LABELS,
  ANNOUNCEMENTS_PAGE_HEADING,
  PATHS,
  type TAnnouncementState,
  type TAnnouncementSummary,
} from '@action-plus/contract';
import { Alert, Badge, Button, ButtonLink, Container, ScrollRegion, Spinner, type BadgeTone } from '#components/ui';
import { getErrorMessage } from '#lib/api-client';
import { formatDateTime } from '#lib/dates';
import { usePageTitle } from '#lib/use-page-title';
import { useAdminAnnouncements } from '../api/get-admin-announcements';
import styles from '#components/admin/admin-list.module.css';
import { ANNOUNCEMENT_ADMIN_MESSAGES as M } from '../messages';

const STATE_TONES: Record<TAnnouncementState, BadgeTone> = { draft: 'neutral', scheduled: 'info', queued: 'warning', sending: 'warning', sent: 'success' };

/** When it left, or is to leave. */
function whenOf(announcement: TAnnouncementSummary): string {
  if (announcement.sent_at) return M.sentOn(formatDateTime(announcement.sent_at));
  if (announcement.scheduled_at) return M.scheduledFor(formatDateTime(announcement.scheduled_at));
  return M.notSent;
}

/** « Annonces » in the administration (issue 27): every announcement with its state and its progress, newest first. */
export function AnnouncementList() {
  usePageTitle(ANNOUNCEMENTS_PAGE_HEADING);
  const announcements = useAdminAnnouncements();

  return (
    <Container>
      <div className={styles.header}>
        <h1 className={styles.heading}>{ANNOUNCEMENTS_PAGE_HEADING}</h1>
        <ButtonLink to={PATHS.adminAnnouncementNew}>{M.newAnnouncement}</ButtonLink>
      </div>
      <p className={styles.intro}>{M.intro}</p>

      {announcements.isPending ? (
        <Spinner label={M.listLoading} isBlock />
      ) : announcements.isError ? (
        <Alert
          tone="error"
          action={
            <Button variant="outline" size="sm" onClick={() => void announcements.refetch()} isLoading={announcements.isFetching}>
              {M.retry}
            </Button>
          }
        >
          {getErrorMessage(announcements.error, M.listFailed)}
        </Alert>
      ) : announcements.data.announcements.length === 0 ? (
        <p className={styles.empty}>{M.empty}</p>
      ) : (
        <ScrollRegion label={M.tableLabel} hint={M.tableHint}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{M.subjectColumn}</th>
                <th scope="col">{M.kindColumn}</th>
                <th scope="col">{M.stateColumn}</th>
                <th scope="col">{M.whenColumn}</th>
                <th scope="col">{M.progressColumn}</th>
                <th scope="col">{M.actionsColumn}</th>
              </tr>
            </thead>
            <tbody>
              {announcements.data.announcements.map((announcement) => (
                <tr key={announcement.id}>
                  <th scope="row" className={styles.name}>
                    {announcement.subject}
                  </th>
                  <td>{ANNOUNCEMENT_KIND_LABELS[announcement.kind]}</td>
                  <td>
                    <Badge tone={STATE_TONES[announcement.state]}>{ANNOUNCEMENT_STATE_LABELS[announcement.state]}</Badge>
                  </td>
                  <td>{whenOf(announcement)}</td>
                  <td>
                    {announcement.progress.recipients > 0
                      ? M.progressSummary(announcement.progress.sent, announcement.progress.recipients, announcement.progress.failed)
                      : M.notSent}
                  </td>
                  <td>
                    <ButtonLink
                      to={PATHS.adminAnnouncementEdit(announcement.id)}
                      variant="outline"
                      size="sm"
                      aria-label={M.openAnnouncement(announcement.subject)}
                    >
                      {M.open}
                    </ButtonLink>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </Container>
  );
}

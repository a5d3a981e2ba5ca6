import {
  ANNOUNCEMENT_KIND_LABELS,
  ANNOUNCEMENT_STATE_LABELS,
  ANNOUNCEMENTS_PAGE_HEADING,
  PATHS,
  type TAnnouncementState,
  type TAnnouncementSummary,
} from '@action-plus/contract';
import { AdminListPage } from '#components/admin/admin-list-page';
import { Badge, ButtonLink, type BadgeTone } from '#components/ui';
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
  return (
    <AdminListPage
      heading={ANNOUNCEMENTS_PAGE_HEADING}
      action={<ButtonLink to={PATHS.adminAnnouncementNew}>{M.newAnnouncement}</ButtonLink>}
      intro={<p className={styles.intro}>{M.intro}</p>}
      query={useAdminAnnouncements()}
      itemsOf={(data) => data.announcements}
      keyOf={(announcement) => announcement.id}
      columns={[M.subjectColumn, M.kindColumn, M.stateColumn, M.whenColumn, M.progressColumn, M.actionsColumn]}
      words={{ loading: M.listLoading, failed: M.listFailed, empty: M.empty, tableLabel: M.tableLabel, tableHint: M.tableHint }}
      cellsOf={(announcement) => (
        <>
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
            <ButtonLink to={PATHS.adminAnnouncementEdit(announcement.id)} variant="outline" size="sm" aria-label={M.openAnnouncement(announcement.subject)}>
              {M.open}
            </ButtonLink>
          </td>
        </>
      )}
    />
  );
}

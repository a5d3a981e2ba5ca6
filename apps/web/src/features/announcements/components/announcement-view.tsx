import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  ANNOUNCEMENT_ARCHIVE_LABELS,
  ANNOUNCEMENT_KIND_LABELS,
  ANNOUNCEMENT_MESSAGES,
  ANNOUNCEMENT_SEGMENT_LABELS,
  PATHS,
  type TAnnouncement,
} from '@action-plus/contract';
import { Alert, Button, ConfirmDeleteModal, Container, QueryFailedAlert, Spinner, useToast } from '#components/ui';
import { ApiError, getErrorMessage } from '#lib/api-client';
import { formatDateTime } from '#lib/dates';
import { usePageTitle } from '#lib/use-page-title';
import { useDeleteAnnouncement } from '../api/delete-announcement';
import { useAdminAnnouncement } from '../api/get-admin-announcement';
import { AnnouncementEditor } from './announcement-editor';
import { AnnouncementProgress } from './announcement-progress';
import { MailPreview } from './mail-preview';
import styles from '#components/admin/admin-list.module.css';
import detailStyles from './admin-announcements.module.css';
import { ANNOUNCEMENT_EDITOR_MESSAGES as M } from '../messages';

/** One announcement: its editor while it is a draft or scheduled, then the progress of its mails. */
export function AnnouncementView({ id }: { id: number }) {
  const announcement = useAdminAnnouncement(id);
  const isEditable = announcement.data?.state === 'draft' || announcement.data?.state === 'scheduled';
  usePageTitle(announcement.data && !isEditable ? M.progressHeading : M.editHeading);

  return (
    <Container>
      <Link to={PATHS.adminAnnouncements} className={styles.back}>
        <span aria-hidden="true">←</span> {M.backToList}
      </Link>
      {announcement.isPending ? (
        <>
          <h1>{M.editHeading}</h1>
          <Spinner isBlock />
        </>
      ) : announcement.isError ? (
        <>
          <h1>{announcement.error instanceof ApiError && announcement.error.status === 404 ? ANNOUNCEMENT_MESSAGES.notFound : M.editHeading}</h1>
          <QueryFailedAlert query={announcement} fallback={M.loadFailed} />
        </>
      ) : isEditable ? (
        <EditableAnnouncement announcement={announcement.data} />
      ) : (
        <SentAnnouncement announcement={announcement.data} />
      )}
    </Container>
  );
}

function EditableAnnouncement({ announcement }: { announcement: TAnnouncement }) {
  const { showToast } = useToast();
  const [isDeleting, setIsDeleting] = useState(false);
  return (
    <>
      <div className={styles.header}>
        <h1 className={styles.heading}>{M.editHeading}</h1>
        <Button variant="danger" size="sm" onClick={() => setIsDeleting(true)}>
          {M.delete}
        </Button>
      </div>
      {announcement.state === 'scheduled' && announcement.scheduled_at && (
        <Alert tone="info">{M.scheduledNotice(formatDateTime(announcement.scheduled_at))}</Alert>
      )}
      <AnnouncementEditor
        // A new state (scheduled) starts the form again from what the server stored.
        key={`${announcement.id}-${announcement.state}`}
        announcement={announcement}
        onCreated={() => undefined}
        onSent={(sent) => showToast(sent.state === 'scheduled' ? ANNOUNCEMENT_MESSAGES.scheduled : ANNOUNCEMENT_MESSAGES.queued, { tone: 'success' })}
      />
      {isDeleting && <ConfirmDelete announcement={announcement} onClose={() => setIsDeleting(false)} />}
    </>
  );
}

function SentAnnouncement({ announcement }: { announcement: TAnnouncement }) {
  return (
    <>
      <h1>{M.progressHeading}</h1>
      <p className={styles.intro}>
        <strong>{announcement.subject}</strong>
        {announcement.sent_at && <> — {M.sentAt(formatDateTime(announcement.sent_at))}</>}
      </p>
      <AnnouncementProgress announcement={announcement} />
      <h2>{M.contentHeading}</h2>
      <dl className={detailStyles.details}>
        <dt>{M.kindOf}</dt>
        <dd>{ANNOUNCEMENT_KIND_LABELS[announcement.kind]}</dd>
        <dt>{M.segmentOf}</dt>
        <dd>{ANNOUNCEMENT_SEGMENT_LABELS[announcement.segment.type]}</dd>
        <dt>{M.archiveOf}</dt>
        <dd>{ANNOUNCEMENT_ARCHIVE_LABELS[announcement.archive]}</dd>
      </dl>
      <MailPreview
        request={{
          subject: announcement.subject,
          body_markdown: announcement.body_markdown,
          kind: announcement.kind,
          segment: announcement.segment,
          attachment: announcement.attachment,
          archive: announcement.archive,
        }}
      />
    </>
  );
}

function ConfirmDelete({ announcement, onClose }: { announcement: TAnnouncement; onClose: () => void }) {
  const deleteAnnouncement = useDeleteAnnouncement();
  const { showToast } = useToast();
  const navigate = useNavigate();

  function confirm() {
    deleteAnnouncement.mutate(announcement.id, {
      onSuccess: () => {
        showToast(ANNOUNCEMENT_MESSAGES.deleted, { tone: 'success' });
        navigate(PATHS.adminAnnouncements, { replace: true });
      },
    });
  }

  return (
    <ConfirmDeleteModal
      isOpen
      onClose={onClose}
      onConfirm={confirm}
      words={{ heading: M.deleteHeading, cancel: M.cancel, delete: M.delete, busy: M.deleteBusy }}
      isBusy={deleteAnnouncement.isPending}
      error={deleteAnnouncement.isError ? getErrorMessage(deleteAnnouncement.error, M.deleteFailed) : null}
    >
      <p>{M.deleteConfirm(announcement.subject)}</p>
    </ConfirmDeleteModal>
  );
}

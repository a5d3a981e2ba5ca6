import { Link, useNavigate } from 'react-router';
import { ANNOUNCEMENT_MESSAGES, PATHS, type TAnnouncement } from '@action-plus/contract';
import { Container, useToast } from '#components/ui';
import { usePageTitle } from '#lib/use-page-title';
import { AnnouncementEditor } from './announcement-editor';
import styles from '#components/admin/admin-list.module.css';
import { ANNOUNCEMENT_EDITOR_MESSAGES as M } from '../messages';

/** A new announcement: once saved (or tested, or sent), its own page takes over, so that a reload keeps it. */
export function NewAnnouncementView() {
  usePageTitle(M.newHeading);
  const navigate = useNavigate();
  const { showToast } = useToast();
  const openSaved = (announcement: TAnnouncement) => navigate(PATHS.adminAnnouncementEdit(announcement.id), { replace: true });

  return (
    <Container>
      <Link to={PATHS.adminAnnouncements} className={styles.back}>
        <span aria-hidden="true">←</span> {M.backToList}
      </Link>
      <h1>{M.newHeading}</h1>
      <AnnouncementEditor
        onCreated={openSaved}
        onSent={(sent) => {
          showToast(sent.state === 'scheduled' ? ANNOUNCEMENT_MESSAGES.scheduled : ANNOUNCEMENT_MESSAGES.queued, { tone: 'success' });
          openSaved(sent);
        }}
      />
    </Container>
  );
}

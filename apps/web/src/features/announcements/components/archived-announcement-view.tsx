import { Link } from 'react-router';
import { ANNOUNCEMENT_MESSAGES, ANNOUNCEMENTS_PAGE_HEADING, PATHS, type TArchivedAnnouncement } from '@action-plus/contract';
import { ArticleBody } from '#components/prose/article-body';
import { Badge, Container, QueryFailedAlert, Spinner } from '#components/ui';
import { ApiError } from '#lib/api-client';
import { useAuth } from '#lib/auth';
import { formatLongDate } from '#lib/dates';
import { usePageTitle } from '#lib/use-page-title';
import { useArchivedAnnouncement } from '../api/get-archive';
import styles from './archive.module.css';
import { ANNOUNCEMENT_ARCHIVE_MESSAGES as M } from '../messages';

/** One archived announcement (`id` 0: an address that cannot name one). A members-only one is read once the session is restored. */
export function ArchivedAnnouncementView({ id }: { id: number }) {
  const { user, isLoading } = useAuth();
  const readerId = isLoading ? null : (user?.id ?? null);
  const announcement = useArchivedAnnouncement(id, readerId);
  // A members-only announcement answers « not found » to a visitor: to a member it is found once signed in.
  const isNotFound =
    id === 0 || (!isLoading && announcement.error instanceof ApiError && (announcement.error.status === 404 || announcement.error.status === 403));
  const isWaitingForSession = isLoading && announcement.isError;
  usePageTitle(announcement.data?.subject ?? (isNotFound ? ANNOUNCEMENT_MESSAGES.notFound : ANNOUNCEMENTS_PAGE_HEADING));

  return (
    <Container>
      <Link to={PATHS.announcements} className={styles.back}>
        <span aria-hidden="true">←</span> {M.backToList}
      </Link>
      {isNotFound ? (
        <>
          <h1>{ANNOUNCEMENT_MESSAGES.notFound}</h1>
          {!user && <p className={styles.note}>{M.membersOnlyNote}</p>}
        </>
      ) : announcement.data ? (
        <ArchivedAnnouncement announcement={announcement.data} />
      ) : announcement.isPending || isWaitingForSession ? (
        <Spinner label={M.announcementLoading} isBlock />
      ) : (
        <QueryFailedAlert query={announcement} fallback={M.announcementLoadFailed} isFallbackOnly />
      )}
    </Container>
  );
}

function ArchivedAnnouncement({ announcement }: { announcement: TArchivedAnnouncement }) {
  const { attachment } = announcement;
  return (
    <article className={styles.article} aria-labelledby="annonce-titre">
      <h1 id="annonce-titre">{announcement.subject}</h1>
      <p className={styles.meta}>
        {M.sentOn} <time dateTime={announcement.sent_at}>{formatLongDate(announcement.sent_at)}</time>
        {announcement.archive === 'members' && <Badge tone="info">{M.membersOnly}</Badge>}
      </p>
      <ArticleBody html={announcement.body_html} />
      {attachment && (
        <Link to={attachment.path} className={styles.card}>
          <span>{attachment.type === 'event' ? M.attachedEvent : M.attachedArticle}</span>
          <strong>{attachment.title}</strong>
          {attachment.date && <span>{formatLongDate(attachment.date)}</span>}
          {attachment.summary && <span>{attachment.summary}</span>}
        </Link>
      )}
    </article>
  );
}

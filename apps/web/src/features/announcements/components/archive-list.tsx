import { useId } from 'react';
import { Link } from 'react-router';
import { ANNOUNCEMENTS_PAGE_HEADING, PATHS } from '@action-plus/contract';
import { Alert, Badge, Button, Container, QueryFailedAlert, Spinner } from '#components/ui';
import { useAuth } from '#lib/auth';
import { formatLongDate } from '#lib/dates';
import { usePageTitle } from '#lib/use-page-title';
import { useArchivePages } from '../api/get-archive';
import styles from './archive.module.css';
import { ANNOUNCEMENT_ARCHIVE_MESSAGES as M } from '../messages';

/**
 * « Annonces » (issue 27): the sent announcements the association published on the site, newest
 * first; a signed-in account reads the members' ones too, once its session is restored.
 */
export function ArchiveList() {
  usePageTitle(ANNOUNCEMENTS_PAGE_HEADING);
  const { user, isLoading } = useAuth();
  const pages = useArchivePages(isLoading ? null : (user?.id ?? null));
  const announcements = pages.data?.pages.flatMap((page) => page.announcements) ?? [];
  const headingId = useId();

  return (
    <Container>
      <h1 id={headingId}>{ANNOUNCEMENTS_PAGE_HEADING}</h1>
      <p className={styles.intro}>{M.intro}</p>
      {!isLoading && !user && <p className={styles.note}>{M.membersOnlyNote}</p>}
      {pages.isPending ? (
        <Spinner label={M.loading} isBlock />
      ) : pages.isError && pages.data === undefined ? (
        <QueryFailedAlert query={pages} fallback={M.loadFailed} isFallbackOnly />
      ) : (
        <section aria-labelledby={headingId} aria-busy={pages.isFetching || undefined}>
          {announcements.length === 0 ? (
            <p className={styles.empty}>{M.empty}</p>
          ) : (
            <ul className={styles.list}>
              {announcements.map((announcement) => (
                <li key={announcement.id} className={styles.item}>
                  <h2 className={styles.subject}>
                    <Link to={PATHS.announcement(announcement.id)}>{announcement.subject}</Link>
                  </h2>
                  <p className={styles.meta}>
                    <time dateTime={announcement.sent_at}>{formatLongDate(announcement.sent_at)}</time>
                    {announcement.archive === 'members' && <Badge tone="info">{M.membersOnly}</Badge>}
                  </p>
                </li>
              ))}
            </ul>
          )}
          {pages.isFetchNextPageError && <Alert tone="error">{M.loadMoreFailed}</Alert>}
          {pages.hasNextPage && (
            <div className={styles.more}>
              <Button variant="outline" onClick={() => void pages.fetchNextPage()} isLoading={pages.isFetchingNextPage} loadingText={M.loadingMore}>
                {M.showMore}
              </Button>
            </div>
          )}
        </section>
      )}
    </Container>
  );
}

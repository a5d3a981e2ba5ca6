import { GALLERY_PAGE_HEADING, PATHS, type TAlbumSummary } from '@action-plus/contract';
import { Link } from 'react-router';
import { Alert, Button, Container, QueryFailedAlert, Spinner } from '#components/ui';
import { formatLongDate } from '#lib/dates';
import type { PagePrefetch } from '#lib/page-prefetch';
import { usePageTitle } from '#lib/use-page-title';
import { getAlbumPagesQueryOptions, useAlbumPages } from '../api/get-album-pages';
import { ALBUM_PAGE_MESSAGES as M } from '../messages';
import styles from './gallery-page.module.css';

/** The first page of albums: what the server renders /galerie with. */
export const prefetch: PagePrefetch = async (queryClient) => {
  await queryClient.prefetchInfiniteQuery(getAlbumPagesQueryOptions());
};

/** An event's day (YYYY-MM-DD, Paris) at noon: the same day on Metz's clock whatever the season. */
const dayOf = (eventDate: string) => formatLongDate(`${eventDate}T12:00:00Z`);

/** « Galerie »: the events' albums, the most recent first, each card leading to its event's page; « Voir plus » reads the next page. */
export default function GalleryPage() {
  usePageTitle(GALLERY_PAGE_HEADING);
  const pages = useAlbumPages();
  const albums = pages.data?.pages.flatMap((page) => page.albums) ?? [];

  return (
    <Container>
      <h1 className={styles.heading}>{GALLERY_PAGE_HEADING}</h1>
      <p className={styles.intro}>{M.galleryIntro}</p>
      {pages.isPending ? (
        <Spinner isBlock label={M.galleryLoading} />
      ) : pages.isError && albums.length === 0 ? (
        <QueryFailedAlert query={pages} fallback={M.galleryLoadFailed} />
      ) : albums.length === 0 ? (
        <p className={styles.empty}>{M.galleryEmpty}</p>
      ) : (
        <>
          <ul className={styles.grid} aria-busy={pages.isFetchingNextPage || undefined}>
            {albums.map((album, index) => (
              <li key={album.event_id}>
                <AlbumCard album={album} isAboveFold={index === 0} />
              </li>
            ))}
          </ul>
          {pages.isFetchNextPageError && <Alert tone="error">{M.loadMoreFailed}</Alert>}
          {pages.hasNextPage && (
            <p className={styles.more}>
              <Button variant="outline" onClick={() => void pages.fetchNextPage()} isLoading={pages.isFetchingNextPage} loadingText={M.loadingMore}>
                {M.showMore}
              </Button>
            </p>
          )}
        </>
      )}
    </Container>
  );
}

/**
 * One album: its cover (sized by its own dimensions, so the grid never shifts; decorative when it
 * has no description, the title says whose album it is), the event's title leading to its page,
 * its day and its count. The whole card is the link's target, the title alone its name.
 */
function AlbumCard({ album, isAboveFold }: { album: TAlbumSummary; isAboveFold: boolean }) {
  return (
    <article className={styles.card}>
      <img
        src={album.cover.card_url}
        alt={album.cover.alt}
        width={album.cover.width}
        height={album.cover.height}
        loading={isAboveFold ? 'eager' : 'lazy'}
        fetchPriority={isAboveFold ? 'high' : undefined}
        decoding="async"
        className={styles.cover}
      />
      <div className={styles.body}>
        <h2 className={styles.title}>
          <Link to={PATHS.eventDetail(album.event_id)} className={styles.link}>
            {album.event_title}
          </Link>
        </h2>
        <p className={styles.facts}>
          <time dateTime={album.event_date}>{dayOf(album.event_date)}</time>
          <span aria-hidden="true"> · </span>
          <span>{M.photoCount(album.photo_count)}</span>
        </p>
      </div>
    </article>
  );
}

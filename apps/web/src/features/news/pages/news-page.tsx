import { useId } from 'react';
import { Link } from 'react-router';
import { NEWS_PAGE_HEADING, PATHS, type TNewsListResponse } from '@action-plus/contract';
import { Alert, Button, Container, QueryFailedAlert, Spinner } from '#components/ui';
import type { PagePrefetch } from '#lib/page-prefetch';
import { usePageQuery } from '#lib/use-page-query';
import { usePageTitle } from '#lib/use-page-title';
import { getNewsPagesQueryOptions, useNewsPages } from '../api/get-news-pages';
import { NewsCardGrid } from '../components/news-card';
import { newsPathOfTag, tagOfQuery } from '../lib/news-tag';
import styles from './news-page.module.css';
import { NEWS_PAGE_MESSAGES as M } from '../messages';

/** The first page of the articles, of the address's tag if it names one: what the server renders /actualites with. */
export const prefetch: PagePrefetch = async (queryClient, _params, query) => {
  await queryClient.prefetchInfiniteQuery(getNewsPagesQueryOptions(tagOfQuery(query)));
};

/** « Actualités »: the published articles, newest first, by tag, a page at a time. */
export default function NewsPage() {
  usePageTitle(NEWS_PAGE_HEADING);
  const tag = tagOfQuery(usePageQuery());
  const pages = useNewsPages(tag);
  const articles = pages.data?.pages.flatMap((page) => page.articles) ?? [];
  const tags = pages.data?.pages[0]?.tags ?? [];
  const headingId = useId();

  return (
    <Container>
      <h1 id={headingId}>{NEWS_PAGE_HEADING}</h1>
      {tag !== null && <p className={styles.filtered}>{M.taggedWith(tag)}</p>}
      <TagFilter tags={tags} current={tag} />

      {pages.isPending ? (
        <Spinner label={M.loading} isBlock />
      ) : pages.isError && pages.data === undefined ? (
        <QueryFailedAlert query={pages} fallback={M.loadFailed} isFallbackOnly />
      ) : (
        <section aria-labelledby={headingId} aria-busy={pages.isFetching || undefined} className={styles.list}>
          {articles.length === 0 ? (
            <p className={styles.empty}>{tag === null ? M.empty : M.emptyForTag(tag)}</p>
          ) : (
            <NewsCardGrid articles={articles} headingLevel={2} />
          )}
          {pages.isFetchNextPageError && (
            <Alert tone="error" className={styles.more}>
              {M.loadMoreFailed}
            </Alert>
          )}
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

/** Links to the list of each tag in use, and to every article; the one shown is marked as the current page. */
function TagFilter({ tags, current }: { tags: TNewsListResponse['tags']; current: string | null }) {
  if (tags.length === 0 && current === null) return null;
  const choices: (string | null)[] = [null, ...tags];
  return (
    <nav aria-label={M.tagFilterLabel} className={styles.tags}>
      <ul>
        {choices.map((choice) => (
          <li key={choice ?? ''}>
            <Link to={newsPathOfTag(PATHS.news, choice)} className={styles.tag} aria-current={choice === current ? 'page' : undefined}>
              {choice ?? M.allTags}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

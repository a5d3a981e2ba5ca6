import { lazy, Suspense, useContext, useEffect, useRef, useState, type ComponentType } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import type { TNewsArticleCard, TNewsListResponse } from '@action-plus/contract';
import { initialQueryData } from '#lib/initial-data';
import type { PagePrefetch } from '#lib/page-prefetch';
import { loadQueryClient } from '#lib/query-client-store';
import { LATEST_NEWS_QUERY_KEY } from '../api/latest-news-key';

type SectionModule = typeof import('./latest-news-section');

/**
 * The section's module on the server, loaded by the prefetch before the page is rendered: a static
 * import would put it in the browser's first view too, which must load it only when it is needed.
 */
let serverSectionModule: SectionModule | undefined;

/**
 * For the page that shows them: the server's first render of it holds the latest articles. Only
 * the server runs a prefetch: the browser's build keeps none of it.
 */
export const prefetchLatestNews: PagePrefetch = async (queryClient) => {
  if (!import.meta.env.SSR) return;
  const [{ getLatestNewsQueryOptions }, section] = await Promise.all([import('../api/latest-news-query'), import('./latest-news-section')]);
  serverSectionModule = section;
  await queryClient.prefetchQuery(getLatestNewsQueryOptions());
};

/** The articles read through the query cache, loaded with the query library on a later visit of the page. */
const LatestNewsFromCache = lazy(() =>
  Promise.all([import('./latest-news-from-cache'), loadQueryClient()]).then(([module]) => ({ default: module.LatestNewsFromCache })),
);

type SectionProps = { articles: readonly TNewsArticleCard[] };

/**
 * The home page's « Actualités »: its latest published articles (GET /api/news?limit=3), with a
 * link to the others; nothing when there are none.
 *
 * The site's first view adds next to no JavaScript for it (decision 019's budget): the server draws
 * the section from the articles it read, and the browser leaves that markup as it is (links and
 * all) until the section is about to scroll into view, then loads its code and hydrates it
 * (`DeferredSection`). Its data is the one the server sent with the page (lib/initial-data.ts):
 * a first view without it draws no section, rather than fetching it. Any later visit reads the
 * articles through the query cache. Chosen when the section mounts, so it never switches while shown.
 */
export function LatestNews() {
  const queryClient = useContext(QueryClientContext);
  const [firstViewArticles] = useState(() => {
    if (import.meta.env.SSR) return queryClient?.getQueryData<TNewsListResponse>(LATEST_NEWS_QUERY_KEY)?.articles ?? [];
    return queryClient ? null : (initialQueryData<TNewsListResponse>(LATEST_NEWS_QUERY_KEY)?.articles ?? []);
  });
  if (firstViewArticles === null)
    return (
      <Suspense fallback={null}>
        <LatestNewsFromCache />
      </Suspense>
    );
  if (firstViewArticles.length === 0) return null;
  if (import.meta.env.SSR) {
    const ServerSection = serverSectionModule?.LatestNewsSection;
    return ServerSection ? (
      <div>
        <Suspense fallback={null}>
          <ServerSection articles={firstViewArticles} />
        </Suspense>
      </div>
    ) : null;
  }
  return <DeferredSection articles={firstViewArticles} />;
}

/**
 * The section as the server drew it, hydrated once it comes near the screen: until then its
 * Suspense boundary waits for its code, which React's hydration leaves as the server sent it.
 * Without IntersectionObserver, its code loads at once.
 */
function DeferredSection({ articles }: SectionProps) {
  const wrapperRef = useRef<HTMLDivElement>(null);
  const [gate] = useState(() => {
    let open = () => {};
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    const Section: ComponentType<SectionProps> = lazy(() =>
      opened.then(() => import('./latest-news-section')).then((module) => ({ default: module.LatestNewsSection })),
    );
    return { open, Section };
  });

  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper || typeof IntersectionObserver === 'undefined') {
      gate.open();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        gate.open();
        observer.disconnect();
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(wrapper);
    return () => observer.disconnect();
  }, [gate]);

  return (
    <div ref={wrapperRef}>
      <Suspense fallback={null}>
        <gate.Section articles={articles} />
      </Suspense>
    </div>
  );
}

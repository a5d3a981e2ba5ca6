import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { NEWS_MESSAGES, NEWS_PAGE_HEADING, NEWS_SLUG_PATTERN, PATHS, toCardImageUrl, type TNewsArticle } from '@action-plus/contract';
import { Container, QueryFailedAlert, Spinner } from '#components/ui';
import { ApiError } from '#lib/api-client';
import { formatLongDate } from '#lib/dates';
import type { PagePrefetch } from '#lib/page-prefetch';
import { usePageTitle } from '#lib/use-page-title';
import { getNewsArticleQueryOptions, useNewsArticle } from '../api/get-news-article';
import { newsKeys } from '../api/news-keys';
import { ArticleBody } from '#components/prose/article-body';
import { newsPathOfTag } from '../lib/news-tag';
import styles from './news-article-page.module.css';
import { NEWS_HOME_MESSAGES, NEWS_PAGE_MESSAGES as M } from '../messages';

/** The address's slug, or '' when it cannot be one (the page is then « not found » without asking the server). */
const slugOf = (slug: string | undefined) => (slug && NEWS_SLUG_PATTERN.test(slug) ? slug : '');

export const prefetch: PagePrefetch = async (queryClient, params) => {
  const slug = slugOf(params.slug);
  if (slug) await queryClient.prefetchQuery(getNewsArticleQueryOptions(slug));
};

/** The cover as wide as the article (48 rem): 1 600 px wide at most, its card variant on phones. */
const COVER_SIZE = { width: 1600, height: 1000 } as const;
const COVER_SIZES = '(max-width: 48rem) 100vw, 48rem';

export default function NewsArticlePage() {
  const slug = slugOf(useParams().slug);
  const articleQuery = useNewsArticle(slug);
  const isNotFound = slug === '' || (articleQuery.error instanceof ApiError && articleQuery.error.status === 404);
  usePageTitle(articleQuery.data?.title ?? (isNotFound ? NEWS_MESSAGES.articleNotFound : NEWS_PAGE_HEADING));
  useCurrentAddress(slug, articleQuery.data);

  return (
    <Container>
      <Link to={PATHS.news} className={styles.back}>
        <span aria-hidden="true">←</span> {M.backToNews}
      </Link>
      {isNotFound ? (
        <h1>{NEWS_MESSAGES.articleNotFound}</h1>
      ) : articleQuery.isPending ? (
        <Spinner label={M.articleLoading} isBlock />
      ) : articleQuery.isError ? (
        <QueryFailedAlert query={articleQuery} fallback={M.articleLoadFailed} isFallbackOnly />
      ) : (
        <NewsArticle article={articleQuery.data} />
      )}
    </Container>
  );
}

/**
 * An article reached by an old slug (its title changed since) answers under its current one: the
 * address becomes the current one, in place of the old in the history, with the article already
 * in the cache under it.
 */
function useCurrentAddress(slug: string, article: TNewsArticle | undefined) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const currentSlug = article?.slug;
  useEffect(() => {
    if (!article || !currentSlug || currentSlug === slug) return;
    queryClient.setQueryData(newsKeys.article(currentSlug), article);
    navigate(`${PATHS.newsArticle(currentSlug)}${location.hash}`, { replace: true });
  }, [article, currentSlug, slug, queryClient, navigate, location.hash]);
}

function NewsArticle({ article }: { article: TNewsArticle }) {
  return (
    <article className={styles.article} aria-labelledby="article-titre">
      <header className={styles.header}>
        <h1 id="article-titre" className={styles.title}>
          {article.title}
        </h1>
        <p className={styles.meta}>
          {M.publishedOn} <time dateTime={article.published_at}>{formatLongDate(article.published_at)}</time>,{' '}
          {NEWS_HOME_MESSAGES.byAuthor(article.author_first_name)}
        </p>
        {article.tags.length > 0 && (
          <ul className={styles.tags} aria-label={M.tagsLabel}>
            {article.tags.map((tag) => (
              <li key={tag}>
                <Link to={newsPathOfTag(PATHS.news, tag)} className={styles.tag}>
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </header>
      {article.cover_image && (
        <img
          className={styles.cover}
          src={article.cover_image}
          srcSet={`${toCardImageUrl(article.cover_image)} 640w, ${article.cover_image} ${COVER_SIZE.width}w`}
          sizes={COVER_SIZES}
          alt={article.cover_alt}
          width={COVER_SIZE.width}
          height={COVER_SIZE.height}
          fetchPriority="high"
        />
      )}
      <p className={styles.summary}>{article.summary}</p>
      <ArticleBody html={article.body_html} />
      {article.event_id !== null && (
        <p className={styles.event}>
          <Link to={PATHS.eventDetail(article.event_id)}>{M.aboutEvent}</Link>
        </p>
      )}
    </article>
  );
}

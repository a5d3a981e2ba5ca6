import { Link } from 'react-router';
import { PATHS, toCardImageUrl, type TNewsArticleCard } from '@action-plus/contract';
import { formatDate } from '#lib/dates';
import styles from './news-card.module.css';
import { NEWS_HOME_MESSAGES as M } from '../messages';

/** The card variant of an upload is 640 px wide; the frame crops it to 16:10, so the space is kept before it loads. */
const COVER_SIZE = { width: 640, height: 400 } as const;

type NewsCardGridProps = {
  articles: readonly TNewsArticleCard[];
  /** 2 on /actualites, 3 under the home page's section heading. */
  headingLevel: 2 | 3;
};

/**
 * Articles as cards, on /actualites and on the home page: the cover, the title (whose link covers
 * the card), the date and the author's first name, the summary. The cover is decorative here: the
 * title says what the card is, the article's page describes its picture.
 */
export function NewsCardGrid({ articles, headingLevel }: NewsCardGridProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.grid}>
      {articles.map((article, index) => (
        <li key={article.id}>
          <article className={styles.card} aria-labelledby={`actualite-${article.id}`}>
            {article.cover_image && (
              <img
                className={styles.cover}
                src={toCardImageUrl(article.cover_image)}
                alt=""
                width={COVER_SIZE.width}
                height={COVER_SIZE.height}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
            )}
            <div className={styles.body}>
              <Heading id={`actualite-${article.id}`} className={styles.title}>
                <Link to={PATHS.newsArticle(article.slug)}>{article.title}</Link>
              </Heading>
              <p className={styles.meta}>
                <time dateTime={article.published_at}>{formatDate(article.published_at)}</time>, {M.byAuthor(article.author_first_name)}
              </p>
              <p>{article.summary}</p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

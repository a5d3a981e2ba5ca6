import { NEWS_PAGE_HEADING, PATHS, type TNewsArticleCard } from '@action-plus/contract';
import { ButtonLink } from '#components/ui';
import { NewsCardGrid } from './news-card';
import styles from './latest-news.module.css';
import { NEWS_HOME_MESSAGES as M } from '../messages';

/** The home page's « Actualités » section: the latest articles as cards, and the link to all of them. */
export function LatestNewsSection({ articles }: { articles: readonly TNewsArticleCard[] }) {
  return (
    <section className={styles.section} aria-labelledby="accueil-actualites">
      <div className="container">
        <div className={styles.header}>
          <h2 id="accueil-actualites">{NEWS_PAGE_HEADING}</h2>
          <p className={styles.lead}>{M.lead}</p>
        </div>
        <NewsCardGrid articles={articles} headingLevel={3} />
        <div className={styles.more}>
          <ButtonLink to={PATHS.news} variant="outline">
            {M.allNews}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

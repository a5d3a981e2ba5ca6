import type { Database } from '#db/client';
import { recordAudit } from '../audit/record-audit';
import { markDueArticlesPublished } from './news-repository';

/** How often scheduled articles are looked at. Visitors see them on time anyway (`isOnSite`); this only marks them published. */
export const SCHEDULED_ARTICLES_INTERVAL_MS = 60_000;

/**
 * Marks published the scheduled articles whose time has come, each journaled once as the system's
 * act in the same transaction: several instances running it at once mark each article once.
 */
export async function publishScheduledArticles(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const published = await markDueArticlesPublished(tx, now);
    for (const article of published) {
      await recordAudit(tx, {
        actor: null,
        action: 'news.publish',
        targetType: 'news_article',
        targetId: article.id,
        before: { status: 'scheduled' },
        after: { status: 'published', title: article.title, slug: article.slug },
      });
    }
    return published.length;
  });
}

import { and, arrayContains, desc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { decodeNewsCursor, encodeNewsCursor, NEWS_LIMITS, type TAdminNewsArticle, type TNewsArticleCard, type TNewsListResponse } from '@action-plus/contract';
import type { Database, Transaction } from '#db/client';
import { newsArticles, newsSlugRedirects } from '#db/schema';
import { toParisDateTime } from '#lib/paris-time';

export type NewsArticleRow = typeof newsArticles.$inferSelect;

/**
 * On the site now: published, or scheduled for an instant already past (the periodic job marks it
 * published soon after; visitors see it on time meanwhile). `published_at` is when it appeared.
 */
export const isOnSite = (now: Date): SQL => and(inArray(newsArticles.status, ['published', 'scheduled']), lte(newsArticles.publishedAt, now))!;

export function toArticleCard(row: NewsArticleRow): TNewsArticleCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    cover_image: row.coverImage,
    cover_alt: row.coverAlt,
    tags: row.tags,
    author_first_name: row.authorFirstName,
    published_at: (row.publishedAt ?? row.createdAt).toISOString(),
    event_id: row.eventId,
  };
}

export function toAdminArticle(row: NewsArticleRow): TAdminNewsArticle {
  const scheduled = row.publishAt ? toParisDateTime(row.publishAt) : null;
  return {
    ...toArticleCard(row),
    published_at: row.publishedAt?.toISOString() ?? null,
    body: row.body,
    status: row.status,
    publish_date: scheduled?.date ?? null,
    publish_time: scheduled?.time ?? null,
    author_id: row.authorId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A page of the articles on the site, newest first, of one tag or all, with every tag in use. */
export async function listArticlesOnSite(db: Database, query: { tag?: string; cursor?: string; limit?: number }, now = new Date()): Promise<TNewsListResponse> {
  const limit = query.limit ?? NEWS_LIMITS.PAGE_SIZE;
  const after = query.cursor ? decodeNewsCursor(query.cursor) : null;
  const conditions = [isOnSite(now)];
  if (query.tag) conditions.push(arrayContains(newsArticles.tags, [query.tag]));
  if (after)
    conditions.push(sql`(${newsArticles.publishedAt}, ${newsArticles.id}) < (${new Date(after.publishedAtMs).toISOString()}::timestamptz, ${after.id})`);
  const [rows, tagRows] = await Promise.all([
    db
      .select()
      .from(newsArticles)
      .where(and(...conditions))
      .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
      .limit(limit + 1),
    db
      .selectDistinct({ tag: sql<string>`unnest(${newsArticles.tags})`.as('tag') })
      .from(newsArticles)
      .where(isOnSite(now)),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    articles: page.map(toArticleCard),
    next_cursor: rows.length > limit && last?.publishedAt ? encodeNewsCursor({ publishedAtMs: last.publishedAt.getTime(), id: last.id }) : null,
    tags: tagRows.map(({ tag }) => tag).sort((first, second) => first.localeCompare(second, 'fr')),
  };
}

/** The article on the site answering this slug, its current one or one it had before. */
export async function findArticleOnSiteBySlug(db: Database, slug: string, now = new Date()): Promise<NewsArticleRow | undefined> {
  const [row] = await db
    .select({ article: newsArticles })
    .from(newsArticles)
    .leftJoin(newsSlugRedirects, eq(newsSlugRedirects.articleId, newsArticles.id))
    .where(and(isOnSite(now), or(eq(newsArticles.slug, slug), eq(newsSlugRedirects.slug, slug))))
    .orderBy(sql`${newsArticles.slug} = ${slug} desc`)
    .limit(1);
  return row?.article;
}

/** The latest articles on the site, for the feed and the sitemap. */
export async function listLatestArticlesOnSite(db: Database, count: number, now = new Date()): Promise<NewsArticleRow[]> {
  return db.select().from(newsArticles).where(isOnSite(now)).orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id)).limit(count);
}

export async function listArticleSlugsOnSite(db: Database, now = new Date()): Promise<string[]> {
  const rows = await db.select({ slug: newsArticles.slug }).from(newsArticles).where(isOnSite(now)).orderBy(desc(newsArticles.publishedAt));
  return rows.map(({ slug }) => slug);
}

/** The articles a writer sees in the admin: all of them, or only their own; the last changed first. */
export async function listArticlesForWriter(db: Database, authorId: number | null): Promise<NewsArticleRow[]> {
  return db
    .select()
    .from(newsArticles)
    .where(authorId === null ? undefined : eq(newsArticles.authorId, authorId))
    .orderBy(desc(newsArticles.updatedAt), desc(newsArticles.id));
}

export async function findArticleById(db: Database | Transaction, id: number): Promise<NewsArticleRow | undefined> {
  const [row] = await db.select().from(newsArticles).where(eq(newsArticles.id, id));
  return row;
}

/** A slug no article holds, now or before: the title's, else the title's followed by -2, -3… */
export async function findFreeSlug(db: Database | Transaction, base: string, exceptArticleId?: number): Promise<string> {
  const pattern = `${base.replace(/[\\%_]/g, '\\$&')}-%`;
  const taken = await db
    .select({ slug: newsArticles.slug, id: newsArticles.id })
    .from(newsArticles)
    .where(or(eq(newsArticles.slug, base), sql`${newsArticles.slug} like ${pattern}`))
    .unionAll(
      db
        .select({ slug: newsSlugRedirects.slug, id: newsSlugRedirects.articleId })
        .from(newsSlugRedirects)
        .where(or(eq(newsSlugRedirects.slug, base), sql`${newsSlugRedirects.slug} like ${pattern}`)),
    );
  const used = new Set(taken.filter(({ id }) => id !== exceptArticleId).map(({ slug }) => slug));
  if (!used.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) if (!used.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
}

/**
 * Marks published the scheduled articles whose time has come, each once whatever the number of
 * instances: the `UPDATE … WHERE status = 'scheduled'` is the claim, an article another instance
 * already marked no longer matches.
 */
export async function markDueArticlesPublished(tx: Transaction, now = new Date()): Promise<Array<{ id: number; title: string; slug: string }>> {
  return tx
    .update(newsArticles)
    .set({ status: 'published' })
    .where(and(eq(newsArticles.status, 'scheduled'), lte(newsArticles.publishedAt, now)))
    .returning({ id: newsArticles.id, title: newsArticles.title, slug: newsArticles.slug });
}

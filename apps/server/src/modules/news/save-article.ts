import { eq } from 'drizzle-orm';
import { NEWS_MESSAGES, slugify, type TNewsArticleRequest } from '@action-plus/contract';
import type { Database, Transaction } from '#db/client';
import { events, newsArticles, newsSlugRedirects, users } from '#db/schema';
import { badRequest, forbidden, isUniqueViolation, notFound } from '#lib/errors';
import { fromParisDateTime } from '#lib/paris-time';
import type { AuthenticatedUser } from '#plugins/authentication';
import { changedFields, recordAudit } from '../audit/record-audit';
import { isOrganiserOfEvent } from '../events/event-organisers-repository';
import { findArticleById, findFreeSlug, type NewsArticleRow } from './news-repository';

export type NewsWriter = Pick<AuthenticatedUser, 'id' | 'roles' | 'permissions'>;

/** Whoever holds `news.manage` writes every article; an organiser (`news.write`) only their own. */
const managesAllNews = (writer: NewsWriter) => writer.permissions.includes('news.manage');

/** The article, if this writer may change it: 404 when it does not exist, 403 when it is another's. */
export async function requireEditableArticle(db: Database | Transaction, id: number, writer: NewsWriter): Promise<NewsArticleRow> {
  const article = await findArticleById(db, id);
  if (!article) throw notFound(NEWS_MESSAGES.articleNotFound);
  if (!managesAllNews(writer) && article.authorId !== writer.id) throw forbidden(NEWS_MESSAGES.notYourArticle);
  return article;
}

/** An organiser writes about an event they manage; the others may tie an article to any event, or none. */
async function checkEvent(tx: Transaction, eventId: number | null, writer: NewsWriter): Promise<void> {
  if (eventId === null) {
    if (!managesAllNews(writer)) throw badRequest(NEWS_MESSAGES.eventRequired);
    return;
  }
  const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!event) throw badRequest(NEWS_MESSAGES.eventNotFound);
  if (managesAllNews(writer) || writer.permissions.includes('events.manage_any')) return;
  if (!(await isOrganiserOfEvent(tx, eventId, writer.id))) throw forbidden(NEWS_MESSAGES.eventNotManaged);
}

/**
 * When the article shows on the site: a scheduled one at its day and time (Paris, refused in the
 * past); a published one keeps the instant it first appeared (now, for a new publication); a draft
 * has none; an archived one keeps its own (it is simply off the site).
 */
function publicationOf(request: TNewsArticleRequest, previous: NewsArticleRow | undefined, now: Date): { publishAt: Date | null; publishedAt: Date | null } {
  const wasOnSite = previous?.publishedAt != null && previous.publishedAt <= now && (previous.status === 'published' || previous.status === 'scheduled');
  switch (request.status) {
    case 'draft':
      return { publishAt: null, publishedAt: null };
    case 'scheduled': {
      const publishAt = fromParisDateTime(request.publish_date!, request.publish_time!);
      if (publishAt.getTime() <= now.getTime()) throw badRequest(NEWS_MESSAGES.publishAtPast);
      return { publishAt, publishedAt: publishAt };
    }
    case 'published':
      return { publishAt: null, publishedAt: wasOnSite ? previous!.publishedAt : now };
    case 'archived':
      return { publishAt: null, publishedAt: previous?.publishedAt ?? null };
  }
}

const journaledFields = (row: NewsArticleRow) => ({
  title: row.title,
  slug: row.slug,
  summary: row.summary,
  body: row.body,
  cover_image: row.coverImage,
  cover_alt: row.coverAlt,
  tags: row.tags,
  status: row.status,
  published_at: row.publishedAt,
  event_id: row.eventId,
});

/** Two writers saving articles of one title at once: the loser of the slug's unique index tries the next free one. */
const SLUG_ATTEMPTS = 5;

async function withFreeSlug<T>(save: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await save();
    } catch (error) {
      if (attempt >= SLUG_ATTEMPTS || !isUniqueViolation(error)) throw error;
    }
  }
}

export async function createArticle(db: Database, request: TNewsArticleRequest, writer: NewsWriter, now = new Date()): Promise<NewsArticleRow> {
  return withFreeSlug(() =>
    db.transaction(async (tx) => {
      await checkEvent(tx, request.event_id, writer);
      const [author] = await tx.select({ firstName: users.firstName }).from(users).where(eq(users.id, writer.id));
      const [created] = await tx
        .insert(newsArticles)
        .values({
          slug: await findFreeSlug(tx, slugify(request.title)),
          title: request.title,
          summary: request.summary,
          body: request.body,
          coverImage: request.cover_image,
          coverAlt: request.cover_image === null ? '' : request.cover_alt,
          tags: request.tags,
          status: request.status,
          ...publicationOf(request, undefined, now),
          eventId: request.event_id,
          authorId: writer.id,
          authorFirstName: author?.firstName ?? '',
        })
        .returning();
      await recordAudit(tx, { actor: writer, action: 'news.create', targetType: 'news_article', targetId: created!.id, after: journaledFields(created!) });
      return created!;
    }),
  );
}

/**
 * Saves the whole article. Its slug follows the title until the article first appears on the site,
 * then stays, so that shared links keep working; any slug it held before redirects to the current one.
 */
export async function updateArticle(db: Database, id: number, request: TNewsArticleRequest, writer: NewsWriter, now = new Date()): Promise<NewsArticleRow> {
  return withFreeSlug(() =>
    db.transaction(async (tx) => {
      const previous = await requireEditableArticle(tx, id, writer);
      await checkEvent(tx, request.event_id, writer);
      const publication = publicationOf(request, previous, now);
      const hasAppeared = previous.publishedAt !== null && previous.publishedAt <= now && previous.status !== 'draft';
      const slug = hasAppeared || slugify(request.title) === slugify(previous.title) ? previous.slug : await findFreeSlug(tx, slugify(request.title), id);
      const [updated] = await tx
        .update(newsArticles)
        .set({
          slug,
          title: request.title,
          summary: request.summary,
          body: request.body,
          coverImage: request.cover_image,
          coverAlt: request.cover_image === null ? '' : request.cover_alt,
          tags: request.tags,
          status: request.status,
          ...publication,
          eventId: request.event_id,
          updatedAt: now,
        })
        .where(eq(newsArticles.id, id))
        .returning();
      if (slug !== previous.slug) {
        await tx.delete(newsSlugRedirects).where(eq(newsSlugRedirects.slug, slug));
        await tx.insert(newsSlugRedirects).values({ slug: previous.slug, articleId: id }).onConflictDoNothing();
      }
      const changes = changedFields(journaledFields(previous), journaledFields(updated!));
      await recordAudit(tx, { actor: writer, action: 'news.update', targetType: 'news_article', targetId: id, ...changes });
      return updated!;
    }),
  );
}

export async function deleteArticle(db: Database, id: number, writer: NewsWriter): Promise<void> {
  await db.transaction(async (tx) => {
    const previous = await requireEditableArticle(tx, id, writer);
    await tx.delete(newsArticles).where(eq(newsArticles.id, id));
    await recordAudit(tx, { actor: writer, action: 'news.delete', targetType: 'news_article', targetId: id, before: journaledFields(previous) });
  });
}

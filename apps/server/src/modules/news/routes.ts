import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desc, eq, exists, or, sql } from 'drizzle-orm';
import {
  NEWS_LIMITS,
  NEWS_MESSAGES,
  ZAdminNewsArticleSchema,
  ZAdminNewsListResponseSchema,
  ZErrorSchema,
  ZIdParamsSchema,
  ZMessageSchema,
  ZNewsArticleRequestSchema,
  ZNewsArticleSchema,
  ZNewsEventChoicesResponseSchema,
  ZNewsListQuerySchema,
  ZNewsListResponseSchema,
  ZNewsPreviewRequestSchema,
  ZNewsPreviewResponseSchema,
  ZNewsSlugParamsSchema,
} from '@action-plus/contract';
import type { AppContext } from '#context';
import type { Database } from '#db/client';
import { eventOrganisers, events } from '#db/schema';
import { BODY_LIMITS } from '#lib/body-limits';
import { notFound } from '#lib/errors';
import { toParisDateTime } from '#lib/paris-time';
import { currentUser } from '#plugins/authentication';
import { emptyAfterEachWrite } from '#lib/stamped-read-cache';
import { renderNewsFeed } from './news-feed';
import { listArticlesForWriter, listArticlesOnSite, toAdminArticle } from './news-repository';
import { readArticleOnSite } from './news-page-head';
import { createArticle, deleteArticle, requireEditableArticle, updateArticle, type NewsWriter } from './save-article';
import { renderArticleBody } from './render-markdown';
import { encodeBody, sendEncoded } from '#lib/encoded-body';

const tags = ['news'];
const errors = { 400: ZErrorSchema, 401: ZErrorSchema, 403: ZErrorSchema, 404: ZErrorSchema };

/** The events a writer may tie an article to: every event with `news.manage`, else those they manage; the latest first. */
async function listEventChoices(db: Database, writer: NewsWriter) {
  const managesAll = writer.permissions.includes('news.manage') || writer.permissions.includes('events.manage_any');
  const rows = await db
    .select({ id: events.id, title: events.title, startsAt: events.startsAt })
    .from(events)
    .where(
      managesAll
        ? undefined
        : or(
            eq(events.createdBy, writer.id),
            exists(
              db
                .select({ one: sql`1` })
                .from(eventOrganisers)
                .where(sql`${eventOrganisers.eventId} = ${events.id} and ${eventOrganisers.userId} = ${writer.id}`),
            ),
          ),
    )
    .orderBy(desc(events.startsAt), desc(events.id))
    .limit(200);
  return rows.map(({ id, title, startsAt }) => ({ id, title, date: toParisDateTime(startsAt).date }));
}

/**
 * « Actualités » (issue 26, decision 043): the articles on the site for everyone, kept in the
 * visitors' cache; the writers' routes under `news.write` (every article with `news.manage`).
 */
export const newsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db, config, visitorsReadCache } = context;
  emptyAfterEachWrite(app, visitorsReadCache);
  const requireWriter = app.requirePermission('news.write');

  app.get(
    '/api/news',
    { schema: { tags, querystring: ZNewsListQuerySchema, response: { 200: ZNewsListResponseSchema, 400: ZErrorSchema } } },
    async (request, reply) => {
      const { tag, cursor, limit = NEWS_LIMITS.PAGE_SIZE } = request.query;
      // A tag or a later page is read for the request; the first pages every visitor sees are kept
      // as sent: checked against the contract, encoded and compressed once, as the events' list is.
      if (tag !== undefined || cursor !== undefined) return listArticlesOnSite(db, { tag, cursor, limit });
      const body = await visitorsReadCache.read(`news-list:${limit}`, async () =>
        encodeBody(JSON.stringify(ZNewsListResponseSchema.parse(await listArticlesOnSite(db, { limit })))),
      );
      return sendEncoded(request, reply.type('application/json; charset=utf-8'), body);
    },
  );

  app.get('/api/news/:slug', { schema: { tags, params: ZNewsSlugParamsSchema, response: { 200: ZNewsArticleSchema, 404: ZErrorSchema } } }, async (request) => {
    const article = await readArticleOnSite(context, request.params.slug);
    if (!article) throw notFound(NEWS_MESSAGES.articleNotFound);
    return article;
  });

  app.get('/actualites/flux.xml', { schema: { hide: true } }, async (request, reply) => {
    const feed = await visitorsReadCache.read('news-feed', async () =>
      encodeBody(await renderNewsFeed(db, config.publicUrl, await context.associationSettings.read())),
    );
    return sendEncoded(request, reply.type('application/atom+xml; charset=utf-8').header('cache-control', 'public, max-age=300'), feed);
  });

  app.get('/api/admin/news', { onRequest: requireWriter, schema: { tags, response: { 200: ZAdminNewsListResponseSchema, ...errors } } }, async (request) => {
    const writer = currentUser(request);
    const rows = await listArticlesForWriter(db, writer.permissions.includes('news.manage') ? null : writer.id);
    return { articles: rows.map(toAdminArticle) };
  });

  app.get(
    '/api/admin/news/events',
    { onRequest: requireWriter, schema: { tags, response: { 200: ZNewsEventChoicesResponseSchema, ...errors } } },
    async (request) => ({
      events: await listEventChoices(db, currentUser(request)),
    }),
  );

  app.post(
    '/api/admin/news/preview',
    {
      onRequest: requireWriter,
      bodyLimit: BODY_LIMITS.newsArticle,
      schema: { tags, body: ZNewsPreviewRequestSchema, response: { 200: ZNewsPreviewResponseSchema, ...errors } },
    },
    async (request) => ({ html: await renderArticleBody(db, request.body.body, config.publicUrl) }),
  );

  app.get(
    '/api/admin/news/:id',
    { onRequest: requireWriter, schema: { tags, params: ZIdParamsSchema, response: { 200: ZAdminNewsArticleSchema, ...errors } } },
    async (request) => toAdminArticle(await requireEditableArticle(db, request.params.id, currentUser(request))),
  );

  app.post(
    '/api/admin/news',
    {
      onRequest: requireWriter,
      bodyLimit: BODY_LIMITS.newsArticle,
      schema: { tags, body: ZNewsArticleRequestSchema, response: { 201: ZAdminNewsArticleSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(toAdminArticle(await createArticle(db, request.body, currentUser(request)))),
  );

  app.put(
    '/api/admin/news/:id',
    {
      onRequest: requireWriter,
      bodyLimit: BODY_LIMITS.newsArticle,
      schema: { tags, params: ZIdParamsSchema, body: ZNewsArticleRequestSchema, response: { 200: ZAdminNewsArticleSchema, ...errors } },
    },
    async (request) => toAdminArticle(await updateArticle(db, request.params.id, request.body, currentUser(request))),
  );

  app.delete(
    '/api/admin/news/:id',
    { onRequest: requireWriter, schema: { tags, params: ZIdParamsSchema, response: { 200: ZMessageSchema, ...errors } } },
    async (request) => {
      await deleteArticle(db, request.params.id, currentUser(request));
      return { message: NEWS_MESSAGES.deleted };
    },
  );
};

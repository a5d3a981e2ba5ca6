import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_MESSAGES,
  decodeAnnouncementCursor,
  encodeAnnouncementCursor,
  MAIL_CONSENT_DEFINITIONS,
  MAIL_PREFERENCES_MESSAGES,
  toParisDate,
  ZAnnouncementArchiveQuerySchema,
  ZAnnouncementArchiveResponseSchema,
  ZAnnouncementListResponseSchema,
  ZAnnouncementPreviewResponseSchema,
  ZAnnouncementRecipientsCountRequestSchema,
  ZAnnouncementRecipientsCountResponseSchema,
  ZAnnouncementRequestSchema,
  ZAnnouncementSchema,
  ZAnnouncementSendRequestSchema,
  ZArchivedAnnouncementSchema,
  ZErrorSchema,
  ZIdParamsSchema,
  ZMailUnsubscribeInfoResponseSchema,
  ZMailUnsubscribeQuerySchema,
  ZMailUnsubscribeResponseSchema,
  ZMessageSchema,
  type TAnnouncementArchive,
} from '@action-plus/contract';
import type { AppContext } from '#context';
import type { Database } from '#db/client';
import { announcements, users } from '#db/schema';
import { BODY_LIMITS } from '#lib/body-limits';
import { acceptOneClickBodies, ONE_CLICK_BODY_LIMIT } from '#lib/one-click-unsubscribe';
import { badRequest, notFound } from '#lib/errors';
import { currentUser, type AuthenticatedUser } from '#plugins/authentication';
import { emptyAfterEachWrite } from '#lib/stamped-read-cache';
import { turnMailKindOff } from '../users/mail-consents-repository';
import { announcementMail, renderAnnouncement } from './announcement-mails';
import { listAnnouncements, toAnnouncement } from './announcement-repository';
import { countRecipients } from './segment-recipients';
import { checkReferences, createAnnouncement, deleteAnnouncement, requireAnnouncement, sendAnnouncement, updateAnnouncement } from './save-announcement';
import { MAIL_UNSUBSCRIBE_API_PATH } from './unsubscribe-links';

const tags = ['announcements'];
const errors = { 400: ZErrorSchema, 401: ZErrorSchema, 403: ZErrorSchema, 404: ZErrorSchema, 409: ZErrorSchema };

/**
 * Who reads the members' archive: a signed-in account with a membership running today, or one that
 * sends announcements. A visitor, or any other account, reads the public ones only.
 */
async function archivesVisibleTo(db: Database, user: AuthenticatedUser | undefined): Promise<TAnnouncementArchive[]> {
  if (!user) return ['public'];
  if (user.permissions.includes('announcements.send')) return ['public', 'members'];
  const today = toParisDate();
  const result = await db.execute(
    sql`select 1 from memberships where user_id = ${user.id} and start_date <= ${today}::date and end_date >= ${today}::date limit 1`,
  );
  return (result as unknown as { rows: unknown[] }).rows.length > 0 ? ['public', 'members'] : ['public'];
}

/** What has left: sent, or being sent (its archive date is when its mails started to go). */
const hasLeft = inArray(announcements.state, ['queued', 'sending', 'sent']);

/**
 * « Annonces » (issue 27): writing and sending under `announcements.send`, the archive on the site,
 * and the signed one-click unsubscribe of each kind of mail.
 */
export const announcementRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db, config, mailUnsubscribeLinks } = context;
  const requireSender = app.requirePermission('announcements.send');
  // The archive (/annonces) is a kept page: what this instance sends shows there at once.
  emptyAfterEachWrite(app, context.visitorsReadCache);

  app.get(
    '/api/admin/announcements',
    { onRequest: requireSender, schema: { tags, response: { 200: ZAnnouncementListResponseSchema, ...errors } } },
    async () => ({ announcements: await listAnnouncements(db) }),
  );

  app.post(
    '/api/admin/announcements',
    {
      onRequest: requireSender,
      bodyLimit: BODY_LIMITS.announcement,
      schema: { tags, body: ZAnnouncementRequestSchema, response: { 201: ZAnnouncementSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await toAnnouncement(db, await createAnnouncement(db, request.body, currentUser(request)))),
  );

  app.post(
    '/api/admin/announcements/recipients-count',
    {
      onRequest: requireSender,
      schema: { tags, body: ZAnnouncementRecipientsCountRequestSchema, response: { 200: ZAnnouncementRecipientsCountResponseSchema, ...errors } },
    },
    async (request) => {
      await checkReferences(db, request.body);
      return { count: await countRecipients(db, request.body.kind, request.body.segment) };
    },
  );

  app.post(
    '/api/admin/announcements/preview',
    {
      onRequest: requireSender,
      bodyLimit: BODY_LIMITS.announcement,
      schema: { tags, body: ZAnnouncementRequestSchema, response: { 200: ZAnnouncementPreviewResponseSchema, ...errors } },
    },
    async (request) => {
      await checkReferences(db, request.body);
      const { subject, body_markdown: bodyMarkdown, kind, attachment } = request.body;
      const rendered = await renderAnnouncement(db, { subject, bodyMarkdown, kind, attachment }, config.publicUrl);
      // The signed-in sender's own links stand for the recipient's: the preview's links work, for them.
      const links = kind === 'membership' ? null : mailUnsubscribeLinks.linksFor(currentUser(request).id, kind);
      const mail = announcementMail(rendered, { publicUrl: config.publicUrl, links }).write(await context.associationSettings.read());
      return { subject: mail.subject, html: mail.html, text: mail.text };
    },
  );

  app.get(
    '/api/admin/announcements/:id',
    { onRequest: requireSender, schema: { tags, params: ZIdParamsSchema, response: { 200: ZAnnouncementSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return toAnnouncement(db, await requireAnnouncement(db, request.params.id));
    },
  );

  app.put(
    '/api/admin/announcements/:id',
    {
      onRequest: requireSender,
      bodyLimit: BODY_LIMITS.announcement,
      schema: { tags, params: ZIdParamsSchema, body: ZAnnouncementRequestSchema, response: { 200: ZAnnouncementSchema, ...errors } },
    },
    async (request) => toAnnouncement(db, await updateAnnouncement(db, request.params.id, request.body, currentUser(request))),
  );

  app.delete(
    '/api/admin/announcements/:id',
    { onRequest: requireSender, schema: { tags, params: ZIdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteAnnouncement(db, request.params.id, currentUser(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/admin/announcements/:id/test',
    { onRequest: requireSender, schema: { tags, params: ZIdParamsSchema, response: { 200: ZMessageSchema, ...errors } } },
    async (request) => {
      const announcement = await requireAnnouncement(db, request.params.id);
      const sender = currentUser(request);
      const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, sender.id));
      if (!account) throw notFound(ANNOUNCEMENT_MESSAGES.notFound);
      const rendered = await renderAnnouncement(db, { ...announcement, subject: `[Essai] ${announcement.subject}` }, config.publicUrl);
      const links = announcement.kind === 'membership' ? null : mailUnsubscribeLinks.linksFor(sender.id, announcement.kind);
      await context.mailer.queueMail({ to: account.email, ...announcementMail(rendered, { publicUrl: config.publicUrl, links }) });
      return { message: ANNOUNCEMENT_MESSAGES.testSent(account.email) };
    },
  );

  app.post(
    '/api/admin/announcements/:id/send',
    {
      onRequest: requireSender,
      schema: { tags, params: ZIdParamsSchema, body: ZAnnouncementSendRequestSchema, response: { 202: ZAnnouncementSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(202).send(await toAnnouncement(db, await sendAnnouncement(db, request.params.id, request.body, currentUser(request)))),
  );

  // ─── The archive ───────────────────────────────────────────────────────────

  app.get(
    '/api/announcements',
    {
      onRequest: app.identifyUser,
      schema: { tags, querystring: ZAnnouncementArchiveQuerySchema, response: { 200: ZAnnouncementArchiveResponseSchema, 400: ZErrorSchema } },
    },
    async (request, reply) => {
      const limit = request.query.limit ?? ANNOUNCEMENT_LIMITS.PAGE_SIZE;
      const cursor = request.query.cursor === undefined ? null : decodeAnnouncementCursor(request.query.cursor);
      const visible = await archivesVisibleTo(db, request.authenticatedUser);
      const after = cursor
        ? or(lt(announcements.sentAt, new Date(cursor.sentAtMs)), and(eq(announcements.sentAt, new Date(cursor.sentAtMs)), lt(announcements.id, cursor.id)))
        : undefined;
      const rows = await db
        .select({
          id: announcements.id,
          subject: announcements.subject,
          kind: announcements.kind,
          archive: announcements.archive,
          sentAt: announcements.sentAt,
        })
        .from(announcements)
        .where(and(hasLeft, inArray(announcements.archive, visible), after))
        .orderBy(desc(announcements.sentAt), desc(announcements.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      reply.header('cache-control', 'private, no-cache');
      return {
        announcements: page.map((row) => ({ id: row.id, subject: row.subject, kind: row.kind, archive: row.archive, sent_at: row.sentAt!.toISOString() })),
        next_cursor: rows.length > limit && last ? encodeAnnouncementCursor({ sentAtMs: last.sentAt!.getTime(), id: last.id }) : null,
      };
    },
  );

  app.get(
    '/api/announcements/:id',
    { onRequest: app.identifyUser, schema: { tags, params: ZIdParamsSchema, response: { 200: ZArchivedAnnouncementSchema, 404: ZErrorSchema } } },
    async (request, reply) => {
      const visible = await archivesVisibleTo(db, request.authenticatedUser);
      const [row] = await db
        .select()
        .from(announcements)
        .where(and(eq(announcements.id, request.params.id), hasLeft, inArray(announcements.archive, visible)));
      if (!row) throw notFound(ANNOUNCEMENT_MESSAGES.notFound);
      // The site's own addresses stay relative on the site: the body is drawn for the page, not for a mail.
      const rendered = await renderAnnouncement(db, row, '');
      reply.header('cache-control', 'private, no-cache');
      return {
        id: row.id,
        subject: row.subject,
        kind: row.kind,
        archive: row.archive,
        sent_at: row.sentAt!.toISOString(),
        body_html: rendered.bodyHtml,
        attachment: rendered.card,
      };
    },
  );

  // ─── The one-click unsubscribe (no session: the signed link is the proof) ─────

  await app.register(async (scope) => {
    const optOut = scope.withTypeProvider<ZodTypeProvider>();
    acceptOneClickBodies(scope);

    // Opening the link changes nothing (mail scanners open links): it says what the button would turn off.
    optOut.get(
      MAIL_UNSUBSCRIBE_API_PATH,
      { schema: { tags: ['users'], querystring: ZMailUnsubscribeQuerySchema, response: { 200: ZMailUnsubscribeInfoResponseSchema, 400: ZErrorSchema } } },
      async (request) => {
        const link = mailUnsubscribeLinks.read(request.query.token);
        if (!link) throw badRequest(MAIL_PREFERENCES_MESSAGES.linkInvalid);
        return { kind: link.kind, label: MAIL_CONSENT_DEFINITIONS[link.kind].label };
      },
    );

    // RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click`; the page's button POSTs too.
    optOut.post(
      MAIL_UNSUBSCRIBE_API_PATH,
      {
        bodyLimit: ONE_CLICK_BODY_LIMIT,
        schema: { tags: ['users'], querystring: ZMailUnsubscribeQuerySchema, response: { 200: ZMailUnsubscribeResponseSchema, 400: ZErrorSchema } },
      },
      async (request) => {
        const link = mailUnsubscribeLinks.read(request.query.token);
        if (!link) throw badRequest(MAIL_PREFERENCES_MESSAGES.linkInvalid);
        const [account] = await db.select({ id: users.id }).from(users).where(eq(users.id, link.userId));
        // An account deleted since the mail: nothing left to turn off, and nothing to tell the link's holder.
        if (account) await turnMailKindOff(db, link.userId, link.kind);
        return { message: MAIL_PREFERENCES_MESSAGES.unsubscribed(MAIL_CONSENT_DEFINITIONS[link.kind].label), kind: link.kind };
      },
    );
  });
};

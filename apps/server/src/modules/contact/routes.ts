import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTACT_MESSAGES,
  ZContactMessageListSchema,
  ZContactMessageSchema,
  ZContactReplyRequestSchema,
  ZContactRequestSchema,
  ZErrorSchema,
  ZIdParamsSchema,
  ZMessageSchema,
  ZUnreadContactMessageCountSchema,
} from '@action-plus/contract';
import type { AppContext } from '#context';
import { currentUser } from '#plugins/authentication';
import { BODY_LIMITS } from '#lib/body-limits';
import { notFound } from '#lib/errors';
import { countUnreadContactMessages, findContactMessages, markContactMessageRead, toContactMessage } from './contact-repository';
import { replyToContactMessage } from './reply-to-contact-message';
import { sendContactMessage } from './send-contact-message';

const adminErrors = { 400: ZErrorSchema, 401: ZErrorSchema, 403: ZErrorSchema, 404: ZErrorSchema };

export const contactRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  // Public: the contact form.
  app.post(
    '/api/contact',
    {
      // A visitor may write; a member's valid token ties the message to their account (export) when
      // it carries the account's own address.
      onRequest: app.identifyUser,
      config: { rateLimit: context.signInRateLimit },
      bodyLimit: BODY_LIMITS.contact,
      schema: { tags: ['contact'], body: ZContactRequestSchema, response: { 201: ZMessageSchema, 400: ZErrorSchema, 429: ZErrorSchema } },
    },
    async (request, reply) => {
      await sendContactMessage(context, { ...request.body, senderId: request.authenticatedUser?.id ?? null }, request.log);
      return reply.status(201).send({ message: CONTACT_MESSAGES.sent });
    },
  );

  app.get(
    '/api/admin/contact-messages',
    {
      onRequest: app.requirePermission('contact.manage'),
      schema: { tags: ['contact'], response: { 200: ZContactMessageListSchema, 401: ZErrorSchema, 403: ZErrorSchema } },
    },
    async () => {
      const [rows, association] = await Promise.all([findContactMessages(context.db), context.associationSettings.read()]);
      return rows.map((row) => toContactMessage(row, association));
    },
  );

  // The navbar's badge asks this on every admin's page: a count, never the messages themselves.
  app.get(
    '/api/admin/contact-messages/unread-count',
    {
      onRequest: app.requirePermission('contact.manage'),
      schema: { tags: ['contact'], response: { 200: ZUnreadContactMessageCountSchema, 401: ZErrorSchema, 403: ZErrorSchema } },
    },
    async (_request, reply) => reply.header('cache-control', 'private, no-store').send({ unread_count: await countUnreadContactMessages(context.db) }),
  );

  app.put(
    '/api/admin/contact-messages/:id/read',
    {
      onRequest: app.requirePermission('contact.manage'),
      schema: { tags: ['contact'], params: ZIdParamsSchema, response: { 200: ZContactMessageSchema, ...adminErrors } },
    },
    async (request) => {
      const row = await markContactMessageRead(context.db, request.params.id);
      if (!row) throw notFound(CONTACT_MESSAGES.notFound);
      return toContactMessage(row, await context.associationSettings.read());
    },
  );

  app.post(
    '/api/admin/contact-messages/:id/reply',
    {
      onRequest: app.requirePermission('contact.manage'),
      bodyLimit: BODY_LIMITS.contactReply,
      schema: {
        tags: ['contact'],
        params: ZIdParamsSchema,
        body: ZContactReplyRequestSchema,
        response: { 200: ZContactMessageSchema, ...adminErrors },
      },
    },
    async (request) =>
      toContactMessage(await replyToContactMessage(context, request.params.id, request.body, currentUser(request)), await context.associationSettings.read()),
  );
};

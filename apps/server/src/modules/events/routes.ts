import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EVENT_MESSAGES,
  ZCreateEventRequestSchema,
  ZDeleteEventResponseSchema,
  ZErrorSchema,
  ZEventListResponseSchema,
  ZEventSchema,
  ZIdParamsSchema,
  ZListEventsQuerySchema,
  ZParticipationResponseSchema,
  ZRegistrationStatusSchema,
  ZUpdateEventRequestSchema,
  type TListEventsQuery,
} from '@action-plus/contract';
import type { Database } from '#db/client';
import type { AppContext } from '#context';
import { BODY_LIMITS } from '#lib/body-limits';
import { notFound } from '#lib/errors';
import { currentUser } from '#plugins/authentication';
import { buildEventCalendar } from './build-event-calendar';
import { createEvent } from './create-event';
import { deleteEvent } from './delete-event';
import { findEventById, findEvents, findEventsOfUser, isRegistered } from './event-repository';
import { joinEvent } from './join-event';
import { leaveEvent } from './leave-event';
import { updateEvent } from './update-event';

/** Visitors' list as sent: checked against the contract and encoded once. */
async function encodeEventList(db: Database, query: TListEventsQuery): Promise<{ count: number; body: Buffer }> {
  const events = await findEvents(db, query);
  return { count: events.length, body: Buffer.from(JSON.stringify(ZEventListResponseSchema.parse({ events }))) };
}

const errors = { 400: ZErrorSchema, 401: ZErrorSchema, 403: ZErrorSchema, 404: ZErrorSchema, 409: ZErrorSchema };

export const eventRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db, config, visitorsReadCache } = context;

  // Every write these routes make (an event created, edited or deleted, a place taken or given back)
  // changes what visitors see: their cache is emptied before the answer leaves, so that the next
  // read anywhere, the writer's first, sees it. Writes elsewhere are caught by the cache's fingerprint.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) visitorsReadCache.invalidate();
    return payload;
  });

  async function requireEvent(id: number, userId?: number) {
    const event = await findEventById(db, id, userId);
    if (!event) throw notFound(EVENT_MESSAGES.eventNotFound);
    return event;
  }

  app.get(
    '/api/events',
    {
      onRequest: app.identifyUser,
      schema: { tags: ['events'], querystring: ZListEventsQuerySchema, response: { 200: ZEventListResponseSchema, 400: ZErrorSchema } },
    },
    async (request, reply) => {
      const userId = request.authenticatedUser?.id;
      if (userId !== undefined) return { events: await findEvents(db, { ...request.query, userId }) };
      // Visitors all see the same list: sent as kept, already checked against the contract and encoded.
      const { when, limit } = request.query;
      const everything = await visitorsReadCache.read(`list:${when ?? ''}`, () => encodeEventList(db, { when }));
      // A limit at or above the count is the whole list: `limit=1…1000` is one entry, not a thousand.
      const list =
        limit === undefined || limit >= everything.count
          ? everything
          : await visitorsReadCache.read(`list:${when ?? ''}:${limit}`, () => encodeEventList(db, { when, limit }));
      return reply.type('application/json; charset=utf-8').send(list.body as never);
    },
  );

  app.get(
    '/api/events/:id',
    {
      onRequest: app.identifyUser,
      schema: { tags: ['events'], params: ZIdParamsSchema, response: { 200: ZEventSchema, 400: ZErrorSchema, 404: ZErrorSchema } },
    },
    async (request) => requireEvent(request.params.id, request.authenticatedUser?.id),
  );

  app.get(
    '/api/events/:id.ics',
    {
      schema: {
        tags: ['events'],
        params: ZIdParamsSchema,
        produces: ['text/calendar'],
        response: { 200: z.string().describe('iCalendar (RFC 5545)'), 400: ZErrorSchema, 404: ZErrorSchema },
      },
    },
    async (request, reply) => {
      const event = await requireEvent(request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="evenement-${event.id}.ics"`)
        .header('cache-control', 'no-cache')
        .send(buildEventCalendar(event, config.publicUrl));
    },
  );

  app.post(
    '/api/events',
    {
      onRequest: app.requireAdmin,
      bodyLimit: BODY_LIMITS.event,
      schema: { tags: ['events'], body: ZCreateEventRequestSchema, response: { 201: ZEventSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await createEvent(db, request.body, currentUser(request).id)),
  );

  app.put(
    '/api/events/:id',
    {
      onRequest: app.requireAdmin,
      bodyLimit: BODY_LIMITS.event,
      schema: { tags: ['events'], params: ZIdParamsSchema, body: ZUpdateEventRequestSchema, response: { 200: ZEventSchema, ...errors } },
    },
    async (request) => updateEvent(db, request.params.id, request.body),
  );

  app.delete(
    '/api/events/:id',
    { onRequest: app.requireAdmin, schema: { tags: ['events'], params: ZIdParamsSchema, response: { 200: ZDeleteEventResponseSchema, ...errors } } },
    async (request) => {
      await deleteEvent(db, request.params.id);
      return { message: EVENT_MESSAGES.deleted };
    },
  );

  app.post(
    '/api/events/:id/join',
    { onRequest: app.requireUser, schema: { tags: ['events'], params: ZIdParamsSchema, response: { 200: ZParticipationResponseSchema, ...errors } } },
    async (request) => {
      const participantCount = await joinEvent(db, request.params.id, currentUser(request).id);
      return { message: EVENT_MESSAGES.joinSuccess, registered: true, participant_count: participantCount };
    },
  );

  app.delete(
    '/api/events/:id/register',
    { onRequest: app.requireUser, schema: { tags: ['events'], params: ZIdParamsSchema, response: { 200: ZParticipationResponseSchema, ...errors } } },
    async (request) => {
      const participantCount = await leaveEvent(db, request.params.id, currentUser(request).id);
      return { message: EVENT_MESSAGES.leaveSuccess, registered: false, participant_count: participantCount };
    },
  );

  app.get(
    '/api/events/:id/check-registration',
    { onRequest: app.requireUser, schema: { tags: ['events'], params: ZIdParamsSchema, response: { 200: ZRegistrationStatusSchema, ...errors } } },
    async (request) => {
      const userId = currentUser(request).id;
      await requireEvent(request.params.id);
      return { registered: await isRegistered(db, request.params.id, userId) };
    },
  );

  app.get(
    '/api/users/me/events',
    { onRequest: app.requireUser, schema: { tags: ['events'], response: { 200: ZEventListResponseSchema, 401: ZErrorSchema } } },
    async (request) => ({ events: await findEventsOfUser(db, currentUser(request).id) }),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EVENT_MESSAGES,
  EVENT_SEARCH_LIMITS,
  EVENT_SERIES_MESSAGES,
  ZCreateEventWithRecurrenceRequestSchema,
  ZEventScopeQuerySchema,
  ZDeleteEventResponseSchema,
  ZErrorSchema,
  ZEventListResponseSchema,
  ZEventDetailSchema,
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
import { emptyAfterEachWrite } from '#lib/stamped-read-cache';
import { createEvent } from './create-event';
import { createEventSeries } from './create-event-series';
import { deleteSeriesOccurrences } from './delete-series-occurrences';
import { findEventById, findEventsOfUser, isRegistered } from './event-repository';
import { findEventDetail, withSeriesDates } from './find-event-detail';
import { countListedEvents, findEventPage, type EventPage } from './find-event-page';
import { joinEvent } from './join-event';
import { leaveEvent } from './leave-event';
import { updateSeriesOccurrences } from './update-series-occurrences';
import { encodeBody, sendEncoded } from '#lib/encoded-body';

const toListResponse = (page: EventPage) => ({ events: page.events, has_more: page.hasMore, next_cursor: page.nextCursor });

/** Visitors' list as sent: checked against the contract and encoded once. */
async function encodeEventList(db: Database, query: TListEventsQuery): Promise<Buffer> {
  return Buffer.from(JSON.stringify(ZEventListResponseSchema.parse(toListResponse(await findEventPage(db, query)))));
}

const errors = { 400: ZErrorSchema, 401: ZErrorSchema, 403: ZErrorSchema, 404: ZErrorSchema, 409: ZErrorSchema };

export const eventRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db, config, visitorsReadCache } = context;

  // An event created, edited or deleted, a place taken or given back: visitors see it at once.
  emptyAfterEachWrite(app, visitorsReadCache);

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
      if (userId !== undefined) return toListResponse(await findEventPage(db, { ...request.query, userId }));
      const { when, limit = EVENT_SEARCH_LIMITS.DEFAULT_PAGE_SIZE, cursor, q, type, month } = request.query;
      // A search, a filter or a later page is read for the request: free text must not make entries.
      if (cursor !== undefined || q || type !== undefined || month !== undefined) {
        return reply.type('application/json; charset=utf-8').send((await encodeEventList(db, request.query)) as never);
      }
      // Visitors all see the same first pages: sent as kept, already checked against the contract,
      // encoded and compressed. A limit at or above the count is the whole list: `limit=1…1000` is one entry, not a thousand.
      const count = await visitorsReadCache.read(`count:${when ?? ''}`, () => countListedEvents(db, when));
      const keptLimit = Math.max(1, Math.min(limit, count));
      const body = await visitorsReadCache.read(`list:${when ?? ''}:${keptLimit}`, async () =>
        encodeBody(await encodeEventList(db, { when, limit: keptLimit })),
      );
      return sendEncoded(request, reply.type('application/json; charset=utf-8'), body);
    },
  );

  app.get(
    '/api/events/:id',
    {
      onRequest: app.identifyUser,
      schema: { tags: ['events'], params: ZIdParamsSchema, response: { 200: ZEventDetailSchema, 400: ZErrorSchema, 404: ZErrorSchema } },
    },
    async (request) => {
      const event = await findEventDetail(db, request.params.id, request.authenticatedUser?.id);
      if (!event) throw notFound(EVENT_MESSAGES.eventNotFound);
      return event;
    },
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
        .send(buildEventCalendar(event, config.publicUrl, await context.associationSettings.read()));
    },
  );

  app.post(
    '/api/events',
    {
      onRequest: app.requirePermission('events.create'),
      bodyLimit: BODY_LIMITS.event,
      schema: { tags: ['events'], body: ZCreateEventWithRecurrenceRequestSchema, response: { 201: ZEventDetailSchema, ...errors } },
    },
    // With `recurrence`, a series: the answer is its first date, whose `series_id` names the series.
    async (request, reply) => {
      const { recurrence, ...event } = request.body;
      const createdBy = currentUser(request).id;
      const actor = currentUser(request);
      const created = recurrence
        ? await createEventSeries(db, { ...event, recurrence }, createdBy, { actor })
        : await createEvent(db, event, createdBy, { actor });
      return reply.status(201).send(await withSeriesDates(db, created));
    },
  );

  app.put(
    '/api/events/:id',
    {
      onRequest: app.requireEventManagement,
      bodyLimit: BODY_LIMITS.event,
      schema: {
        tags: ['events'],
        params: ZIdParamsSchema,
        querystring: ZEventScopeQuerySchema,
        body: ZUpdateEventRequestSchema,
        response: { 200: ZEventDetailSchema, ...errors },
      },
    },
    async (request) =>
      withSeriesDates(
        db,
        await updateSeriesOccurrences(db, request.params.id, request.body, request.query.scope, { mails: context.eventMails, actor: currentUser(request) }),
      ),
  );

  app.delete(
    '/api/events/:id',
    {
      onRequest: app.requireEventManagement,
      schema: { tags: ['events'], params: ZIdParamsSchema, querystring: ZEventScopeQuerySchema, response: { 200: ZDeleteEventResponseSchema, ...errors } },
    },
    async (request) => {
      const deletedCount = await deleteSeriesOccurrences(db, request.params.id, request.query.scope, {
        mails: context.eventMails,
        actor: currentUser(request),
      });
      return { message: request.query.scope === 'this' ? EVENT_MESSAGES.deleted : EVENT_SERIES_MESSAGES.datesDeleted(deletedCount) };
    },
  );

  app.post(
    '/api/events/:id/join',
    { onRequest: app.requireUser, schema: { tags: ['events'], params: ZIdParamsSchema, response: { 200: ZParticipationResponseSchema, ...errors } } },
    async (request) => {
      const participantCount = await joinEvent(db, request.params.id, currentUser(request).id, { mails: context.eventMails });
      return { message: EVENT_MESSAGES.joinSuccess, registered: true, participant_count: participantCount };
    },
  );

  app.delete(
    '/api/events/:id/register',
    { onRequest: app.requireUser, schema: { tags: ['events'], params: ZIdParamsSchema, response: { 200: ZParticipationResponseSchema, ...errors } } },
    async (request) => {
      const participantCount = await leaveEvent(db, request.params.id, currentUser(request).id, { mails: context.eventMails });
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

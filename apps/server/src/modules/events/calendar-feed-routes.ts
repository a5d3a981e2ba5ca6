import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EVENT_SEARCH_MESSAGES,
  memberCalendarFeedPath,
  toWebcalUrl,
  ZCalendarFeedResponseSchema,
  ZErrorSchema,
  ZMemberFeedQuerySchema,
} from '@action-plus/contract';
import type { AppContext } from '#context';
import { notFound } from '#lib/errors';
import { currentUser } from '#plugins/authentication';
import { buildEventsCalendar } from './build-event-calendar';
import { findOrCreateCalendarFeedToken, findUserIdByCalendarFeedToken, renewCalendarFeedToken } from './calendar-feed-tokens';
import { findEventsOfUser } from './event-repository';
import { findUpcomingEventsForFeed } from './find-event-page';
import { encodeBody, sendEncoded } from '#lib/encoded-body';

const TOKEN_SHAPE = /^[\w-]{43}$/;
const calendarResponse = { 200: z.string().describe('iCalendar (RFC 5545)'), 400: ZErrorSchema, 404: ZErrorSchema };

/**
 * The subscription feeds (decision 021): the public one of upcoming events, and each member's
 * private one of the events they joined, at an address carrying a secret token (no session: a
 * calendar application fetches it alone), which the member can renew.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db, config, visitorsReadCache } = context;
  const feedUrls = (token: string) => {
    const url = `${config.publicUrl}${memberCalendarFeedPath(token)}`;
    return { url, webcal_url: toWebcalUrl(url) };
  };

  app.get('/api/events/feed.ics', { schema: { tags: ['events'], produces: ['text/calendar'], response: calendarResponse } }, async (request, reply) => {
    // Every visitor's calendar application polls the same feed: kept with the lists it mirrors, compressed once.
    const body = await visitorsReadCache.read('feed:upcoming', async () => {
      const association = await context.associationSettings.read();
      return encodeBody(
        buildEventsCalendar(await findUpcomingEventsForFeed(db), config.publicUrl, association, `${association.identity.name}\u00a0: événements à venir`),
      );
    });
    return sendEncoded(request, reply.type('text/calendar; charset=utf-8').header('cache-control', 'no-cache'), body);
  });

  app.get(
    '/api/events/member-feed.ics',
    { schema: { tags: ['events'], querystring: ZMemberFeedQuerySchema, produces: ['text/calendar'], response: calendarResponse } },
    async (request, reply) => {
      const { token } = request.query;
      const userId = TOKEN_SHAPE.test(token) ? await findUserIdByCalendarFeedToken(db, token) : undefined;
      if (userId === undefined) throw notFound(EVENT_SEARCH_MESSAGES.calendarFeedNotFound);
      const [events, association] = await Promise.all([findEventsOfUser(db, userId), context.associationSettings.read()]);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .header('x-robots-tag', 'noindex')
        .send(buildEventsCalendar(events, config.publicUrl, association, `${association.identity.name}\u00a0: mes événements`));
    },
  );

  app.get(
    '/api/users/me/calendar-feed',
    { onRequest: app.requireUser, schema: { tags: ['events'], response: { 200: ZCalendarFeedResponseSchema, 401: ZErrorSchema } } },
    async (request) => feedUrls(await findOrCreateCalendarFeedToken(db, currentUser(request).id)),
  );

  app.post(
    '/api/users/me/calendar-feed',
    { onRequest: app.requireUser, schema: { tags: ['events'], response: { 200: ZCalendarFeedResponseSchema, 401: ZErrorSchema } } },
    async (request) => ({ ...feedUrls(await renewCalendarFeedToken(db, currentUser(request).id)), message: EVENT_SEARCH_MESSAGES.calendarFeedRenewed }),
  );
};

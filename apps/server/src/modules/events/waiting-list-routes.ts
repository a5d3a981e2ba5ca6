import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PATHS,
  WAITING_LIST_MESSAGES,
  ZErrorSchema,
  ZIdParamsSchema,
  ZMessageSchema,
  ZMyWaitingListResponseSchema,
  ZRemindersLinkQuerySchema,
  ZRemoveParticipantParamsSchema,
  ZRemoveParticipantResponseSchema,
  ZWaitingListResponseSchema,
} from '@action-plus/contract';
import type { AppContext } from '#context';
import { users } from '#db/schema';
import { badRequest } from '#lib/errors';
import { currentUser } from '#plugins/authentication';
import { REMINDERS_OFF_API_PATH } from './event-mails';
import { findWaitingEventsOfUser } from './event-repository';
import { emptyAfterEachWrite } from '#lib/stamped-read-cache';
import { joinWaitingList } from './join-waiting-list';
import { leaveWaitingList } from './leave-waiting-list';
import { acceptOneClickBodies, ONE_CLICK_BODY_LIMIT } from '#lib/one-click-unsubscribe';
import { removeParticipant } from './remove-participant';

const errors = { 400: ZErrorSchema, 401: ZErrorSchema, 403: ZErrorSchema, 404: ZErrorSchema, 409: ZErrorSchema };

/**
 * The waiting list (a member joins it, sees their places in line and leaves it), the organiser's removal of a participant, and
 * the reminders' opt-out that event mails link to.
 */
export const waitingListRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db, eventMails } = context;

  // As in the events routes: a place taken or given back changes what visitors see (counts, « Complet »).
  emptyAfterEachWrite(app, context.visitorsReadCache);

  app.post(
    '/api/events/:id/waiting-list',
    { onRequest: app.requireUser, schema: { tags: ['events'], params: ZIdParamsSchema, response: { 200: ZWaitingListResponseSchema, ...errors } } },
    async (request) => {
      const { position, participantCount } = await joinWaitingList(db, request.params.id, currentUser(request).id, { mails: eventMails });
      return { message: WAITING_LIST_MESSAGES.joined(position), waitingListPosition: position, participant_count: participantCount };
    },
  );

  // The member's own places in line, for the profile: only the signed-in account's entries.
  app.get(
    '/api/users/me/waiting-list',
    { onRequest: app.requireUser, schema: { tags: ['events'], response: { 200: ZMyWaitingListResponseSchema, 401: ZErrorSchema } } },
    async (request) => ({ events: await findWaitingEventsOfUser(db, currentUser(request).id) }),
  );

  app.delete(
    '/api/events/:id/waiting-list',
    { onRequest: app.requireUser, schema: { tags: ['events'], params: ZIdParamsSchema, response: { 200: ZWaitingListResponseSchema, ...errors } } },
    async (request) => {
      const participantCount = await leaveWaitingList(db, request.params.id, currentUser(request).id);
      return { message: WAITING_LIST_MESSAGES.left, waitingListPosition: null, participant_count: participantCount };
    },
  );

  app.delete(
    '/api/events/:id/participants/:userId',
    {
      onRequest: app.requireEventManagement,
      schema: { tags: ['events'], params: ZRemoveParticipantParamsSchema, response: { 200: ZRemoveParticipantResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { participantCount, wasWaiting } = await removeParticipant(db, request.params.id, request.params.userId, {
        mails: eventMails,
        actor: currentUser(request),
      });
      reply.header('cache-control', 'no-store');
      return {
        message: wasWaiting ? WAITING_LIST_MESSAGES.waitingEntryRemoved : WAITING_LIST_MESSAGES.participantRemoved,
        participant_count: participantCount,
      };
    },
  );

  await app.register(async (scope) => {
    const optOut = scope.withTypeProvider<ZodTypeProvider>();
    acceptOneClickBodies(scope);

    // No session: the link is the proof (an HMAC of the account's id under the server's secret).
    // POST only, as RFC 8058 asks: mail scanners open links, and opening one must change nothing.
    optOut.post(
      REMINDERS_OFF_API_PATH,
      {
        bodyLimit: ONE_CLICK_BODY_LIMIT,
        schema: { tags: ['users'], querystring: ZRemindersLinkQuerySchema, response: { 200: ZMessageSchema, 400: ZErrorSchema } },
      },
      async (request) => {
        const userId = eventMails.userOfRemindersOffToken(request.query.token);
        if (userId === null) throw badRequest(WAITING_LIST_MESSAGES.reminderLinkInvalid);
        // An account deleted since the mail: nothing left to turn off, and nothing to tell the link's holder.
        await db.update(users).set({ eventRemindersEnabled: false }).where(eq(users.id, userId));
        return { message: WAITING_LIST_MESSAGES.remindersDisabled };
      },
    );

    // A person (or a scanner) opening the one-click address lands on the page that asks for confirmation.
    optOut.get(
      REMINDERS_OFF_API_PATH,
      {
        schema: {
          tags: ['users'],
          querystring: ZRemindersLinkQuerySchema,
          response: { 303: z.string().describe('Vers la page de confirmation'), 400: ZErrorSchema },
        },
      },
      async (request, reply) => {
        const query = new URLSearchParams({ token: request.query.token });
        return reply.redirect(`${PATHS.remindersOff}?${query.toString()}`, 303);
      },
    );
  });
};

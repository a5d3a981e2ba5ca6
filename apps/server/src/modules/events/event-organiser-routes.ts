import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ROLE_MESSAGES,
  ZAddEventOrganiserRequestSchema,
  ZErrorSchema,
  ZEventOrganisersResponseSchema,
  ZIdParamsSchema,
  ZMessageSchema,
  ZRemoveParticipantParamsSchema,
} from '@action-plus/contract';
import type { AppContext } from '#context';
import { currentUser } from '#plugins/authentication';
import { addEventOrganiser, describeEventOrganisers, removeEventOrganiser } from './event-organisers';

const tags = ['events'];
const errors = { 400: ZErrorSchema, 401: ZErrorSchema, 403: ZErrorSchema, 404: ZErrorSchema, 409: ZErrorSchema };

/**
 * The co-organisers of an event (decision 041): its managers see them; its creator, or whoever
 * manages every event, adds and removes them, each change journaled.
 */
export const eventOrganiserRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;

  app.get(
    '/api/events/:id/organisers',
    { onRequest: app.requireEventManagement, schema: { tags, params: ZIdParamsSchema, response: { 200: ZEventOrganisersResponseSchema, ...errors } } },
    async (request) => describeEventOrganisers(db, request.params.id, currentUser(request)),
  );

  app.post(
    '/api/events/:id/organisers',
    {
      onRequest: app.requireEventManagement,
      schema: { tags, params: ZIdParamsSchema, body: ZAddEventOrganiserRequestSchema, response: { 201: ZMessageSchema, ...errors } },
    },
    async (request, reply) => {
      await addEventOrganiser(db, request.params.id, request.body.user_id, currentUser(request));
      return reply.status(201).send({ message: ROLE_MESSAGES.organiserAdded });
    },
  );

  app.delete(
    '/api/events/:id/organisers/:userId',
    {
      onRequest: app.requireEventManagement,
      schema: { tags, params: ZRemoveParticipantParamsSchema, response: { 200: ZMessageSchema, ...errors } },
    },
    async (request) => {
      await removeEventOrganiser(db, request.params.id, request.params.userId, currentUser(request));
      return { message: ROLE_MESSAGES.organiserRemoved };
    },
  );
};

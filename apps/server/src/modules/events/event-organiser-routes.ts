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
import { addEventOrganiser, assertMayAssignOrganisers, listEventOrganisers, removeEventOrganiser } from './event-organisers';

const tags = ['events'];
const errors = { 400: ZErrorSchema, 401: ZErrorSchema, 403: ZErrorSchema, 404: ZErrorSchema, 409: ZErrorSchema };

/**
 * The co-organisers of an event (decision 041): its managers see them; its creator, or whoever
 * manages every event, adds and removes them.
 */
export const eventOrganiserRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;

  app.get(
    '/api/events/:id/organisers',
    { onRequest: app.requireEventManagement, schema: { tags, params: ZIdParamsSchema, response: { 200: ZEventOrganisersResponseSchema, ...errors } } },
    async (request) => ({ organisers: await listEventOrganisers(db, request.params.id) }),
  );

  app.post(
    '/api/events/:id/organisers',
    {
      onRequest: app.requireEventManagement,
      schema: { tags, params: ZIdParamsSchema, body: ZAddEventOrganiserRequestSchema, response: { 201: ZMessageSchema, ...errors } },
    },
    async (request, reply) => {
      await assertMayAssignOrganisers(db, request.params.id, currentUser(request));
      await addEventOrganiser(db, request.params.id, request.body.email, currentUser(request).id);
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
      await assertMayAssignOrganisers(db, request.params.id, currentUser(request));
      await removeEventOrganiser(db, request.params.id, request.params.userId);
      return { message: ROLE_MESSAGES.organiserRemoved };
    },
  );
};

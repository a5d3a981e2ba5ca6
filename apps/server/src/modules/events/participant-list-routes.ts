import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorSchema, ZEventParticipantsResponseSchema, ZIdParamsSchema, participantsCsvFileName } from '@action-plus/contract';
import type { AppContext } from '#context';
import { currentUser } from '#plugins/authentication';
import { recordDownload } from '../audit/record-download';
import { listParticipants, toParticipantsResponse } from './list-participants';
import { buildParticipantsCsv } from './participants-csv';

const errors = { 400: ZErrorSchema, 401: ZErrorSchema, 403: ZErrorSchema, 404: ZErrorSchema };

/**
 * The organiser's lists of an event: names and addresses of the people coming and waiting, for
 * admins only (nobody else ever sees who takes part), never kept by any cache on the way.
 */
export const participantListRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;

  app.get(
    '/api/events/:id/participants',
    {
      onRequest: app.requireEventManagement,
      schema: { tags: ['events'], params: ZIdParamsSchema, response: { 200: ZEventParticipantsResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const lists = await listParticipants(db, request.params.id);
      // The lists the organiser's page shows, prints as PDF and as the attendance sheet: names and addresses, journaled.
      await recordDownload(db, currentUser(request), { name: 'liste des participants', targetType: 'event', targetId: lists.event.id });
      reply.header('cache-control', 'no-store');
      return toParticipantsResponse(lists);
    },
  );

  app.get(
    '/api/events/:id/participants.csv',
    {
      onRequest: app.requireEventManagement,
      schema: {
        tags: ['events'],
        params: ZIdParamsSchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV for French Excel: UTF-8 with BOM, semicolons, CRLF'), ...errors },
      },
    },
    async (request, reply) => {
      const lists = await listParticipants(db, request.params.id);
      await recordDownload(db, currentUser(request), { name: participantsCsvFileName(lists.event.id), targetType: 'event', targetId: lists.event.id });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${participantsCsvFileName(lists.event.id)}"`)
        .header('cache-control', 'no-store')
        .send(buildParticipantsCsv(lists));
    },
  );
};

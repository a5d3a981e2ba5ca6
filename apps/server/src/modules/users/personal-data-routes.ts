import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERSONAL_DATA_FILE_NAME, ZErrorSchema, ZPersonalDataExportSchema } from '@action-plus/contract';
import type { AppContext } from '#context';
import { exportPersonalData } from './export-personal-data';
import { loadSignedInUser } from './load-signed-in-user';

export const personalDataRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    '/api/users/me/export',
    { onRequest: app.requireUser, schema: { tags: ['users'], response: { 200: ZPersonalDataExportSchema, 401: ZErrorSchema } } },
    async (request, reply) => {
      const user = await loadSignedInUser(context.db, request);
      reply.header('content-disposition', `attachment; filename="${PERSONAL_DATA_FILE_NAME}"`).header('cache-control', 'private, no-store');
      return exportPersonalData(context.db, user);
    },
  );
};

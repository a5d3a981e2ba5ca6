import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMMON_MESSAGES, PERSONAL_DATA_FILE_NAME, ZErrorSchema, ZPersonalDataExportSchema } from '@action-plus/contract';
import type { AppContext } from '../../context';
import { unauthorized } from '../../lib/errors';
import { currentUser } from '../../plugins/authentication';
import { exportPersonalData } from './export-personal-data';
import { findUserById } from './user-repository';

export const personalDataRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    '/api/users/me/export',
    { onRequest: app.requireUser, schema: { tags: ['users'], response: { 200: ZPersonalDataExportSchema, 401: ZErrorSchema } } },
    async (request, reply) => {
      const user = await findUserById(context.db, currentUser(request).id);
      if (!user) throw unauthorized(COMMON_MESSAGES.sessionExpired);
      reply.header('content-disposition', `attachment; filename="${PERSONAL_DATA_FILE_NAME}"`).header('cache-control', 'private, no-store');
      return exportPersonalData(context.db, user);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAIL_PREFERENCES_MESSAGES,
  ZErrorSchema,
  ZMailPreferencesRequestSchema,
  ZMailPreferencesResponseSchema,
  ZMailPreferencesUpdateResponseSchema,
} from '@action-plus/contract';
import type { AppContext } from '#context';
import { currentUser } from '#plugins/authentication';
import { readMailPreferences, saveMailChoices } from './mail-consents-repository';

/**
 * The account's choices of mail (issue 27): which kinds of announcements it receives. Each change
 * is dated with how it was made; the personal-data export carries them.
 */
export const mailPreferencesRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;

  app.get(
    '/api/users/me/mail-preferences',
    { onRequest: app.requireUser, schema: { tags: ['users'], response: { 200: ZMailPreferencesResponseSchema, 401: ZErrorSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { preferences: await readMailPreferences(db, currentUser(request).id) };
    },
  );

  app.put(
    '/api/users/me/mail-preferences',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        body: ZMailPreferencesRequestSchema,
        response: { 200: ZMailPreferencesUpdateResponseSchema, 400: ZErrorSchema, 401: ZErrorSchema },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await saveMailChoices(db, userId, request.body, 'profile');
      return { preferences: await readMailPreferences(db, userId), message: MAIL_PREFERENCES_MESSAGES.saved };
    },
  );
};

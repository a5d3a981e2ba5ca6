import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_SECURITY_MESSAGES, USER_MESSAGES, ZErrorSchema, ZMessageSchema, ZCurrentUserSchema, ZUpdateProfileRequestSchema } from '@action-plus/contract';
import type { AppContext } from '#context';
import { badRequest } from '#lib/errors';
import { clearRefreshCookie } from '../auth/sessions';
import { releasePlacesOfAccount } from '../events/release-places-of-account';
import { loadSignedInUser } from './load-signed-in-user';
import { deleteUser, toCurrentUser, updateUserProfile } from './user-repository';

const errors = { 400: ZErrorSchema, 401: ZErrorSchema, 409: ZErrorSchema };

export const userRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;

  app.get(
    '/api/users/me',
    { onRequest: app.requireUser, schema: { tags: ['users'], response: { 200: ZCurrentUserSchema, 401: ZErrorSchema } } },
    async (request) => toCurrentUser(db, await loadSignedInUser(db, request)),
  );

  app.put(
    '/api/users/me',
    { onRequest: app.requireUser, schema: { tags: ['users'], body: ZUpdateProfileRequestSchema, response: { 200: ZCurrentUserSchema, ...errors } } },
    async (request) => {
      const user = await loadSignedInUser(db, request);
      const { profileImage, email, firstName, lastName, eventRemindersEnabled } = request.body;
      // The form sends the address it shows; another one goes through POST /api/users/me/email.
      if (email !== undefined && email.toLowerCase() !== user.email.toLowerCase()) throw badRequest(ACCOUNT_SECURITY_MESSAGES.emailChangeThroughForm);
      return toCurrentUser(db, await updateUserProfile(db, user.id, { firstName, lastName, profileImage, eventRemindersEnabled }));
    },
  );

  app.delete(
    '/api/users/me',
    { onRequest: app.requireUser, schema: { tags: ['users'], response: { 200: ZMessageSchema, 401: ZErrorSchema } } },
    async (request, reply) => {
      const user = await loadSignedInUser(db, request);
      // The places it held go to the first in line of each event, who are told by mail.
      await releasePlacesOfAccount(db, user.id, (tx) => deleteUser(tx, user.id), { mails: context.eventMails });
      clearRefreshCookie(reply);
      return { message: USER_MESSAGES.accountDeleted };
    },
  );
};

import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_SECURITY_MESSAGES, USER_MESSAGES, ZErrorSchema, ZMessageSchema, ZUpdateProfileRequestSchema, ZUserSchema } from '@action-plus/contract';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { clearRefreshCookie } from '../auth/sessions';
import { loadSignedInUser } from './load-signed-in-user';
import { toPublicUser } from './user-repository';

const errors = { 400: ZErrorSchema, 401: ZErrorSchema, 409: ZErrorSchema };

export const userRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;


  app.get(
    '/api/users/me',
    { onRequest: app.requireUser, schema: { tags: ['users'], response: { 200: ZUserSchema, 401: ZErrorSchema } } },
    async (request) => toPublicUser(await loadSignedInUser(db, request)),
  );

  app.put(
    '/api/users/me',
    { onRequest: app.requireUser, schema: { tags: ['users'], body: ZUpdateProfileRequestSchema, response: { 200: ZUserSchema, ...errors } } },
    async (request) => {
      const user = await loadSignedInUser(db, request);
      const { profileImage, email, firstName, lastName } = request.body;
      // The form sends the address it shows; another one goes through POST /api/users/me/email.
      if (email !== undefined && email.toLowerCase() !== user.email.toLowerCase()) throw badRequest(ACCOUNT_SECURITY_MESSAGES.emailChangeThroughForm);
      const [updated] = await db
        .update(users)
        .set({ firstName, lastName, ...(profileImage !== undefined ? { profileImage: profileImage || null } : {}) })
        .where(eq(users.id, user.id))
        .returning();
      return toPublicUser(updated!);
    },
  );

  app.delete(
    '/api/users/me',
    { onRequest: app.requireUser, schema: { tags: ['users'], response: { 200: ZMessageSchema, 401: ZErrorSchema } } },
    async (request, reply) => {
      const user = await loadSignedInUser(db, request);
      // Registrations, sessions, one-time links and memberships go with the account (ON DELETE CASCADE).
      await db.delete(users).where(eq(users.id, user.id));
      clearRefreshCookie(reply);
      return { message: USER_MESSAGES.accountDeleted };
    },
  );
};

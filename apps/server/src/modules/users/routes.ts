import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_SECURITY_MESSAGES, USER_MESSAGES, ZErrorSchema, ZMessageSchema, ZUpdateProfileRequestSchema, ZUserSchema } from '@action-plus/contract';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { badRequest, unauthorized } from '../../lib/errors';
import { currentUser } from '../../plugins/authentication';
import { clearRefreshCookie } from '../auth/sessions';
import { findUserById, toPublicUser } from './user-repository';
import { COMMON_MESSAGES } from '@action-plus/contract';

const errors = { 400: ZErrorSchema, 401: ZErrorSchema, 409: ZErrorSchema };

export const userRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;

  /** The account behind the token; a token that outlived its account is a lapsed session. */
  async function loadCurrentUser(id: number) {
    const user = await findUserById(db, id);
    if (!user) throw unauthorized(COMMON_MESSAGES.sessionExpired);
    return user;
  }

  app.get(
    '/api/users/me',
    { onRequest: app.requireUser, schema: { tags: ['users'], response: { 200: ZUserSchema, 401: ZErrorSchema } } },
    async (request) => toPublicUser(await loadCurrentUser(currentUser(request).id)),
  );

  app.put(
    '/api/users/me',
    { onRequest: app.requireUser, schema: { tags: ['users'], body: ZUpdateProfileRequestSchema, response: { 200: ZUserSchema, ...errors } } },
    async (request) => {
      const user = await loadCurrentUser(currentUser(request).id);
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
      const user = await loadCurrentUser(currentUser(request).id);
      // Registrations, sessions, one-time links and memberships go with the account (ON DELETE CASCADE).
      await db.delete(users).where(eq(users.id, user.id));
      clearRefreshCookie(reply);
      return { message: USER_MESSAGES.accountDeleted };
    },
  );
};

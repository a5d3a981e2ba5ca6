import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { USER_MESSAGES, ZErrorSchema, ZMessageSchema, ZUpdateProfileRequestSchema, ZUserSchema } from '@action-plus/contract';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { unauthorized } from '../../lib/errors';
import { currentUser } from '../../plugins/authentication';
import { clearRefreshCookie } from '../auth/sessions';
import { assertEmailAvailable, translateUserUniqueViolation } from './create-user';
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
      const { profileImage, ...fields } = request.body;
      await assertEmailAvailable(db, fields.email, user.id);
      try {
        const [updated] = await db
          .update(users)
          .set({ ...fields, ...(profileImage !== undefined ? { profileImage: profileImage || null } : {}) })
          .where(eq(users.id, user.id))
          .returning();
        return toPublicUser(updated!);
      } catch (error) {
        throw translateUserUniqueViolation(error);
      }
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

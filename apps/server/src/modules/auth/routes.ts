import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES, ZAuthResponseSchema, ZErrorSchema, ZLoginRequestSchema, ZMessageSchema, ZRegisterRequestSchema } from '@action-plus/contract';
import type { AppContext } from '#context';
import { conflict, unauthorized } from '#lib/errors';
import { createUser } from '../users/create-user';
import { sendEmailConfirmation } from '../users/send-email-confirmation';
import { findUserByIdentifier } from '../users/user-repository';
import { claimLoginAttempt, forgetLoginFailures } from './login-throttle';
import { hashPassword, verifyPassword } from './passwords';
import { revokeRefreshToken, rotateRefreshToken } from './refresh-tokens';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie, startSession } from './sessions';
import { toCurrentUser } from '../users/user-repository';

const errors = { 400: ZErrorSchema, 401: ZErrorSchema, 409: ZErrorSchema, 429: ZErrorSchema };

export const authRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;

  app.post(
    '/api/auth/register',
    {
      config: { rateLimit: context.signInRateLimit },
      schema: { tags: ['auth'], body: ZRegisterRequestSchema, response: { 201: ZAuthResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { password, mail_consents: mailConsents = [], ...identity } = request.body;
      const user = await createUser(db, { ...identity, passwordHash: await hashPassword(password), role: 'user' }, { mailConsents });
      try {
        await sendEmailConfirmation(context, user, { purpose: 'email_verification', email: user.email });
      } catch (error) {
        // The account exists either way; the profile offers to send the link again.
        request.log.error({ err: error }, "lien de confirmation d'adresse non mis en file");
      }
      return reply.status(201).send(await startSession(context, reply, user));
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { rateLimit: context.signInRateLimit },
      schema: { tags: ['auth'], body: ZLoginRequestSchema, response: { 200: ZAuthResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const user = await findUserByIdentifier(db, request.body.email);
      await claimLoginAttempt(db, user, request.body.email);
      const isValid = await verifyPassword(user?.passwordHash ?? null, request.body.password);
      // One message for an unknown account and a wrong password: nobody learns who has an account.
      if (!user || !isValid) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
      await forgetLoginFailures(db, user);
      return startSession(context, reply, user);
    },
  );

  app.post(
    '/api/auth/refresh-token',
    {
      schema: {
        tags: ['auth'],
        description:
          'Rotates the refresh cookie. 204 when the browser holds no session: a visitor, not an error. 409 when another tab ' +
          'exchanged the same cookie a moment ago: the browser now holds the new one, retry. 401 when the session has ended; a ' +
          'cookie exchanged long ago ends its whole session (decision 012).',
        response: { 200: ZAuthResponseSchema, 204: z.null(), 401: ZErrorSchema, 409: ZErrorSchema },
      },
    },
    async (request, reply) => {
      const presented = readRefreshCookie(request);
      if (!presented) return reply.status(204).send(null);
      const rotation = await rotateRefreshToken(db, presented);
      // No Set-Cookie here: the winning tab's answer has set (or is setting) the new cookie, which a clear would erase.
      if (rotation.outcome === 'raced') throw conflict(AUTH_MESSAGES.refreshRaced);
      if (rotation.outcome !== 'rotated') {
        clearRefreshCookie(reply);
        throw unauthorized(rotation.outcome === 'reused' ? AUTH_MESSAGES.refreshTokenReused : AUTH_MESSAGES.invalidRefreshToken);
      }
      const { user, family } = rotation;
      setRefreshCookie(context, reply, rotation.token, family);
      return { access_token: await context.accessTokens.sign(user, { signedInAt: family.signedInAt }), user: await toCurrentUser(context.db, user) };
    },
  );

  app.post('/api/auth/logout', { schema: { tags: ['auth'], response: { 200: ZMessageSchema } } }, async (request, reply) => {
    const presented = readRefreshCookie(request);
    if (presented) await revokeRefreshToken(db, presented);
    clearRefreshCookie(reply);
    return { message: AUTH_MESSAGES.loggedOut };
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_SECURITY_MESSAGES,
  ZAuthResponseSchema,
  ZChangeEmailRequestSchema,
  ZChangePasswordRequestSchema,
  ZConfirmEmailRequestSchema,
  ZErrorSchema,
  ZMessageSchema,
} from '@action-plus/contract';
import type { AppContext } from '#context';
import { badRequest } from '#lib/errors';
import { currentUser } from '#plugins/authentication';
import { startSession } from '../auth/sessions';
import { changePassword } from './change-password';
import { confirmEmail } from './confirm-email';
import { requestEmailChange } from './request-email-change';
import { sendEmailConfirmation } from './send-email-confirmation';
import { loadSignedInUser } from './load-signed-in-user';

const errors = { 400: ZErrorSchema, 401: ZErrorSchema, 403: ZErrorSchema, 409: ZErrorSchema, 429: ZErrorSchema };

/** Confirming an address, and the changes that ask who you are first: address and password. */
export const accountSecurityRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;

  // Public: the link may be opened on a device where the person is not signed in. A POST from the
  // page, never the GET of the link itself, which mail scanners open.
  app.post(
    '/api/auth/confirm-email',
    {
      config: { rateLimit: context.signInRateLimit },
      schema: { tags: ['auth'], body: ZConfirmEmailRequestSchema, response: { 200: ZMessageSchema, 400: ZErrorSchema, 409: ZErrorSchema, 429: ZErrorSchema } },
    },
    async (request) => {
      const { purpose } = await confirmEmail(context, request.body.token);
      return { message: purpose === 'email_change' ? ACCOUNT_SECURITY_MESSAGES.emailChangeConfirmed : ACCOUNT_SECURITY_MESSAGES.emailConfirmed };
    },
  );

  app.post(
    '/api/users/me/email-confirmation',
    {
      onRequest: app.requireUser,
      config: { rateLimit: context.signInRateLimit },
      schema: { tags: ['users'], description: 'Mails the confirmation link of the account’s address again.', response: { 200: ZMessageSchema, ...errors } },
    },
    async (request) => {
      const user = await loadSignedInUser(db, request);
      if (user.emailVerifiedAt) throw badRequest(ACCOUNT_SECURITY_MESSAGES.alreadyVerified);
      await sendEmailConfirmation(context, user, { purpose: 'email_verification', email: user.email });
      return { message: ACCOUNT_SECURITY_MESSAGES.confirmationSent };
    },
  );

  app.post(
    '/api/users/me/email',
    {
      onRequest: app.requireUser,
      config: { rateLimit: context.signInRateLimit },
      schema: {
        tags: ['users'],
        description: 'Asks to change the address: it changes once confirmed from a link mailed to the new address.',
        body: ZChangeEmailRequestSchema,
        response: { 202: ZMessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const authenticated = currentUser(request);
      const user = await loadSignedInUser(db, request);
      const { email, currentPassword } = request.body;
      await requestEmailChange(context, user, { email, currentPassword, signedInAt: authenticated.signedInAt });
      return reply.status(202).send({ message: ACCOUNT_SECURITY_MESSAGES.emailChangeRequested(email) });
    },
  );

  app.put(
    '/api/users/me/password',
    {
      onRequest: app.requireUser,
      config: { rateLimit: context.signInRateLimit },
      schema: {
        tags: ['users'],
        description: 'Changes the password, ends every other session and opens a fresh one for this browser.',
        body: ZChangePasswordRequestSchema,
        response: { 200: ZAuthResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const authenticated = currentUser(request);
      const user = await loadSignedInUser(db, request);
      const updated = await changePassword(context, user, { ...request.body, signedInAt: authenticated.signedInAt });
      return startSession(context, reply, updated);
    },
  );
};

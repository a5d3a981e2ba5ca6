import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PASSWORD_RESET_MESSAGES, ZErrorSchema, ZMessageSchema, ZResetPasswordRequestSchema, ZResetPasswordSchema } from '@action-plus/contract';
import type { AppContext } from '#context';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';

/** Public routes: a visitor who forgot their password has no session. */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.post(
    '/api/auth/reset-password-request',
    {
      config: { rateLimit: context.signInRateLimit },
      schema: {
        tags: ['auth'],
        body: ZResetPasswordRequestSchema,
        response: { 200: ZMessageSchema, 400: ZErrorSchema, 429: ZErrorSchema },
      },
    },
    async (request) => {
      try {
        await requestPasswordReset(context, request.body.email);
      } catch (error) {
        // The answer must not differ when something fails for an existing account.
        request.log.error({ err: error }, 'demande de réinitialisation non aboutie');
      }
      return { message: PASSWORD_RESET_MESSAGES.requestAnswer };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { rateLimit: context.signInRateLimit },
      schema: {
        tags: ['auth'],
        body: ZResetPasswordSchema,
        response: { 200: ZMessageSchema, 400: ZErrorSchema, 429: ZErrorSchema },
      },
    },
    async (request) => {
      const { purpose } = await resetPassword(context.db, request.body.token, request.body.password);
      return { message: purpose === 'invitation' ? PASSWORD_RESET_MESSAGES.passwordChosen : PASSWORD_RESET_MESSAGES.passwordChanged };
    },
  );
};

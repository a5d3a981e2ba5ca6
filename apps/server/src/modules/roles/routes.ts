import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLE_MESSAGES, ZErrorSchema, ZMessageSchema, ZRoleChangeRequestSchema, ZTeamResponseSchema, ZTeamSearchQuerySchema } from '@action-plus/contract';
import type { AppContext } from '#context';
import { currentUser } from '#plugins/authentication';
import { changeAccountRole } from './change-account-role';
import { listTeam, searchAccounts } from './role-repository';

const tags = ['roles'];
const guardedErrors = { 401: ZErrorSchema, 403: ZErrorSchema };

/** « Équipe et droits » (decision 041): who holds which role, and the changes, for admins only. */
export const roleRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;
  const requireRolesManagement = app.requirePermission('roles.manage');

  app.get('/api/admin/roles', { onRequest: requireRolesManagement, schema: { tags, response: { 200: ZTeamResponseSchema, ...guardedErrors } } }, async () => ({
    members: await listTeam(db),
  }));

  app.get(
    '/api/admin/roles/candidates',
    {
      onRequest: requireRolesManagement,
      schema: { tags, querystring: ZTeamSearchQuerySchema, response: { 200: ZTeamResponseSchema, 400: ZErrorSchema, ...guardedErrors } },
    },
    async (request) => ({ members: await searchAccounts(db, request.query.q) }),
  );

  for (const [action, isGranted] of [
    ['grant', true],
    ['remove', false],
  ] as const) {
    app.post(
      `/api/admin/roles/${action}`,
      {
        onRequest: requireRolesManagement,
        config: { rateLimit: context.signInRateLimit },
        schema: {
          tags,
          body: ZRoleChangeRequestSchema,
          response: { 200: ZMessageSchema, 400: ZErrorSchema, 404: ZErrorSchema, 409: ZErrorSchema, 429: ZErrorSchema, ...guardedErrors },
        },
      },
      async (request) => {
        const { id, signedInAt, roles } = currentUser(request);
        await changeAccountRole(context, { id, signedInAt, roles }, request.body, isGranted);
        return { message: isGranted ? ROLE_MESSAGES.roleGranted : ROLE_MESSAGES.roleRemoved };
      },
    );
  }
};

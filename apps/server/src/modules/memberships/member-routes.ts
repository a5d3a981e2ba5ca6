import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MEMBERSHIP_MESSAGES, ZErrorSchema, ZIdParamsSchema, ZMyMembershipsResponseSchema, formatMemberNumber, toParisDate } from '@action-plus/contract';
import type { AppContext } from '#context';
import { forbidden, notFound } from '#lib/errors';
import { currentUser } from '#plugins/authentication';
import { loadSignedInUser } from '../users/load-signed-in-user';
import { findMembershipOwner, findMembershipsOfUser, toMembershipResponse } from './membership-repository';
import { sendMembershipInvoice, ZBinaryFileSchema } from './send-membership-invoice';

/** A member's own memberships and invoices; never anyone else's. */
export const membershipMemberRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;
  const tags = ['memberships'];

  app.get(
    '/api/users/me/memberships',
    { onRequest: app.requireUser, schema: { tags, response: { 200: ZMyMembershipsResponseSchema, 401: ZErrorSchema } } },
    async (request) => {
      const user = await loadSignedInUser(db, request);
      const today = toParisDate();
      const rows = await findMembershipsOfUser(db, user.id);
      return {
        memberNumber: formatMemberNumber(user.id, user.createdAt),
        memberships: rows.map((row) => toMembershipResponse(row, today)),
      };
    },
  );

  app.get(
    '/api/users/me/memberships/:id/invoice',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        params: ZIdParamsSchema,
        response: { 200: ZBinaryFileSchema, 400: ZErrorSchema, 401: ZErrorSchema, 403: ZErrorSchema, 404: ZErrorSchema },
      },
    },
    async (request, reply) => {
      const ownerId = await findMembershipOwner(db, request.params.id);
      if (ownerId === undefined) throw notFound(MEMBERSHIP_MESSAGES.membershipNotFound);
      if (ownerId !== currentUser(request).id) throw forbidden(MEMBERSHIP_MESSAGES.invoiceNotYours);
      return sendMembershipInvoice(context, reply, request.params.id);
    },
  );
};

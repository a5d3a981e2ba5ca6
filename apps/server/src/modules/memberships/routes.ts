import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCreateMemberUserRequestSchema,
  ZCreateMembershipRequestSchema,
  ZCreatedMemberUserResponseSchema,
  ZErrorSchema,
  ZIdParamsSchema,
  MEMBERSHIP_PAYMENT_MESSAGES,
  ZMarkMembershipPaidRequestSchema,
  ZMarkMembershipPaidResponseSchema,
  ZMemberDetailsResponseSchema,
  ZMemberListResponseSchema,
  ZMembershipCreatedResponseSchema,
  ZRenewMembershipRequestSchema,
  ROLE_MESSAGES,
  toParisDate,
} from '@action-plus/contract';
import type { AppContext } from '#context';
import { forbidden } from '#lib/errors';
import { currentUser } from '#plugins/authentication';
import { toPublicUser } from '../users/user-repository';
import { emptyAfterEachWrite } from '#lib/stamped-read-cache';
import { getMemberDetails } from './get-member-details';
import { inviteMember } from './invite-member';
import { markMembershipPaid } from './mark-membership-paid';
import { listMembers } from './membership-repository';
import { createMembership, invoiceMailsQueued, renewMembership } from './record-membership';
import { sendMembershipInvoice, ZBinaryFileSchema } from './send-membership-invoice';

const guardedErrors = { 401: ZErrorSchema, 403: ZErrorSchema };

const ZMembershipIdParamsSchema = z.object({ membershipId: ZIdParamsSchema.shape.id });

export const membershipAdminRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  // An invoice drawn after its commit is mailed before the app lets the database close.
  app.addHook('onClose', () => invoiceMailsQueued(context));
  const { db } = context;
  const tags = ['memberships'];
  // A membership recorded, renewed or paid changes the home page's count of active members.
  emptyAfterEachWrite(app, context.visitorsReadCache);

  app.get(
    '/api/admin/members',
    { onRequest: app.requirePermission('members.read'), schema: { tags, response: { 200: ZMemberListResponseSchema, ...guardedErrors } } },
    async () => ({ members: await listMembers(db, toParisDate()) }),
  );

  app.get(
    '/api/admin/members/:id',
    {
      onRequest: app.requirePermission('members.read'),
      schema: { tags, params: ZIdParamsSchema, response: { 200: ZMemberDetailsResponseSchema, 404: ZErrorSchema, ...guardedErrors } },
    },
    async (request, reply) => reply.header('cache-control', 'private, no-store').send(await getMemberDetails(db, request.params.id, toParisDate())),
  );

  app.post(
    '/api/admin/create-user',
    {
      onRequest: app.requirePermission('members.manage'),
      schema: {
        tags,
        body: ZCreateMemberUserRequestSchema,
        response: { 201: ZCreatedMemberUserResponseSchema, 400: ZErrorSchema, 409: ZErrorSchema, ...guardedErrors },
      },
    },
    async (request, reply) => {
      // Creating an admin account is giving a role: only who may manage roles may do it.
      if (request.body.role === 'admin' && !currentUser(request).permissions.includes('roles.manage')) throw forbidden(ROLE_MESSAGES.permissionDenied);
      return reply.status(201).send(toPublicUser(await inviteMember(context, request.body, currentUser(request))));
    },
  );

  app.post(
    '/api/admin/create-membership',
    {
      onRequest: app.requirePermission('memberships.manage'),
      schema: {
        tags,
        body: ZCreateMembershipRequestSchema,
        response: { 201: ZMembershipCreatedResponseSchema, 400: ZErrorSchema, 404: ZErrorSchema, 409: ZErrorSchema, ...guardedErrors },
      },
    },
    async (request, reply) => {
      const membership = await createMembership(
        context,
        {
          userId: request.body.userId,
          membershipType: request.body.membershipType,
          durationMonths: request.body.duration,
          amountEuros: request.body.amount,
          paymentMethod: request.body.paymentMethod,
          paidOn: request.body.paidOn,
        },
        request.log,
        currentUser(request),
      );
      return reply.status(201).send({ membership_id: membership.id, membership });
    },
  );

  app.post(
    '/api/admin/members/:id/renew',
    {
      onRequest: app.requirePermission('memberships.manage'),
      schema: {
        tags,
        params: ZIdParamsSchema,
        body: ZRenewMembershipRequestSchema,
        response: { 201: ZMembershipCreatedResponseSchema, 400: ZErrorSchema, 404: ZErrorSchema, ...guardedErrors },
      },
    },
    async (request, reply) => {
      const membership = await renewMembership(
        context,
        {
          userId: request.params.id,
          durationMonths: request.body.duration,
          amountEuros: request.body.amount,
          membershipType: request.body.membershipType,
          paymentMethod: request.body.paymentMethod,
          paidOn: request.body.paidOn,
        },
        request.log,
        currentUser(request),
      );
      return reply.status(201).send({ membership_id: membership.id, membership });
    },
  );

  app.post(
    '/api/admin/memberships/:membershipId/payment',
    {
      onRequest: app.requirePermission('memberships.manage'),
      schema: {
        tags,
        params: ZMembershipIdParamsSchema,
        body: ZMarkMembershipPaidRequestSchema,
        response: { 200: ZMarkMembershipPaidResponseSchema, 400: ZErrorSchema, 404: ZErrorSchema, 409: ZErrorSchema, ...guardedErrors },
      },
    },
    async (request) => ({
      membership: await markMembershipPaid(context, request.params.membershipId, request.body, currentUser(request)),
      message: MEMBERSHIP_PAYMENT_MESSAGES.markedPaid,
    }),
  );

  app.get(
    '/api/admin/download-invoice-membership/:membershipId',
    {
      onRequest: app.requirePermission('memberships.manage'),
      schema: { tags, params: ZMembershipIdParamsSchema, response: { 200: ZBinaryFileSchema, 400: ZErrorSchema, 404: ZErrorSchema, ...guardedErrors } },
    },
    async (request, reply) => sendMembershipInvoice(context, reply, request.params.membershipId, currentUser(request)),
  );
};

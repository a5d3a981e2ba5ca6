import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DONATION_MESSAGES,
  DONATION_STATUSES,
  ZDonationCheckoutRequestSchema,
  ZDonationCheckoutSchema,
  ZDonationListSchema,
  ZDonationOptionsSchema,
  ZDonationSchema,
  ZErrorSchema,
  ZIdParamsSchema,
  ZMessageSchema,
  ZRecordDonationRequestSchema,
  toParisDate,
} from '@action-plus/contract';
import type { AppContext } from '#context';
import { receiptsAreIssued } from '../tax-receipts/receipts-issued';
import { BODY_LIMITS } from '#lib/body-limits';
import { currentUser } from '#plugins/authentication';
import { isOnlinePaymentEnabled, registerPaymentPurpose } from '../payments/payment-purposes';
import { cancelDonation } from './cancel-donation';
import { confirmDonation } from './confirm-donation';
import { abandonDonation, refundDonation } from './refund-donation';
import { findDonationWithReceipt, findDonationsWithReceipts, toDonation } from './donation-repository';
import { recordDonation } from './record-donation';
import { startDonationCheckout } from './start-donation-checkout';
import { journalTaxReceipt } from '../tax-receipts/journal-tax-receipt';

const ZDonationListQuerySchema = z.object({ status: z.enum(DONATION_STATUSES).optional() });
const adminErrors = { 400: ZErrorSchema, 401: ZErrorSchema, 403: ZErrorSchema, 404: ZErrorSchema };

export const donationRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const tags = ['donations'];

  // A paid HelloAsso order of a donation: confirmed on the day it was paid, in the payment's
  // transaction (the payments module calls this once per payment; confirmDonation holds even if not).
  registerPaymentPurpose('donation', {
    async onPaid(tx, payment, tools) {
      if (payment.donationId === null) return;
      const confirmed = await confirmDonation(tx, context.config, payment.donationId, toParisDate(payment.paidAt ?? new Date()));
      if (confirmed) await tools.storeMails(confirmed.mails);
      // A receipt HelloAsso's payment issued: the journal's actor is the system.
      if (confirmed?.receipt) await journalTaxReceipt(tx, null, 'tax_receipt.issue', confirmed.receipt);
    },
    onReversed: (tx, payment, tools) => refundDonation(tx, context.config, payment, tools),
    async onAbandoned(tx, payment) {
      if (payment.donationId !== null) await abandonDonation(tx, payment.donationId);
    },
  });

  app.get('/api/donations/options', { schema: { tags, response: { 200: ZDonationOptionsSchema } } }, async () => ({
    tax_receipts: receiptsAreIssued(context.config, await context.associationSettings.read()),
    online: isOnlinePaymentEnabled(context),
  }));

  app.post(
    '/api/donations/checkout',
    {
      // A visitor may give; a signed-in donor's gift (and its receipt) shows in their profile.
      onRequest: app.identifyUser,
      config: { rateLimit: context.signInRateLimit },
      bodyLimit: BODY_LIMITS.form,
      schema: {
        tags,
        body: ZDonationCheckoutRequestSchema,
        response: { 201: ZDonationCheckoutSchema, 400: ZErrorSchema, 429: ZErrorSchema, 502: ZErrorSchema, 503: ZErrorSchema },
      },
    },
    async (request, reply) => {
      const { redirectUrl } = await startDonationCheckout(context, request.body, request.authenticatedUser?.id ?? null);
      return reply.status(201).send({ redirect_url: redirectUrl });
    },
  );

  app.get(
    '/api/admin/donations',
    {
      onRequest: app.requirePermission('donations.manage'),
      schema: { tags, querystring: ZDonationListQuerySchema, response: { 200: ZDonationListSchema, 400: ZErrorSchema, 401: ZErrorSchema, 403: ZErrorSchema } },
    },
    async (request) => {
      const rows = await findDonationsWithReceipts(context.db);
      return rows.filter((row) => !request.query.status || row.donation.status === request.query.status).map(toDonation);
    },
  );

  app.post(
    '/api/admin/donations',
    {
      onRequest: app.requirePermission('donations.manage'),
      bodyLimit: BODY_LIMITS.form,
      schema: { tags, body: ZRecordDonationRequestSchema, response: { 201: ZDonationSchema, ...adminErrors } },
    },
    async (request, reply) => {
      if (request.body.receivedOn > toParisDate()) return reply.status(400).send({ detail: DONATION_MESSAGES.receivedOnInFuture });
      const donation = await recordDonation(context, request.body, currentUser(request).id, currentUser(request));
      return reply.status(201).send(toDonation((await findDonationWithReceipt(context.db, donation.id))!));
    },
  );

  app.post(
    '/api/admin/donations/:id/cancel',
    {
      onRequest: app.requirePermission('donations.manage'),
      schema: { tags, params: ZIdParamsSchema, response: { 200: ZMessageSchema, ...adminErrors, 409: ZErrorSchema } },
    },
    async (request) => {
      await cancelDonation(context, request.params.id, currentUser(request));
      return { message: DONATION_MESSAGES.cancelled };
    },
  );
};

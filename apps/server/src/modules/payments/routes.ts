import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PATHS,
  PAYMENT_LIMITS,
  PAYMENT_MESSAGES,
  ZCheckoutResponseSchema,
  ZErrorSchema,
  ZHelloAssoWebhookSchema,
  ZMembershipCheckoutRequestSchema,
  PAYMENT_RECONCILIATION,
  ZPaymentAvailabilitySchema,
  ZPaymentReconciliationSchema,
  ZPaymentRefundListSchema,
  ZPaymentReturnQuerySchema,
  paymentReversalLabel,
  ZPaymentWebhookResponseSchema,
  type TPaymentPurpose,
  type TPaymentResult,
} from '@action-plus/contract';
import type { AppContext } from '#context';
import { AppError, conflict, notFound } from '#lib/errors';
import { loadSignedInUser } from '../users/load-signed-in-user';
import { confirmPayment, type PaymentConfirmation } from './confirm-payment';
import { registerMembershipPaymentPurpose, startMembershipCheckout } from './membership-payments';
import { isOnlinePaymentEnabled, isSitePath, PAYMENT_RETURN_ROUTE } from './payment-purposes';
import { findPaymentByCheckoutIntentId, findPaymentById, findRecentRefunds } from './payment-repository';
import { createRecentIntentReads } from './recent-intent-reads';
import { reconcilePayments } from './reconcile-payments';
import { checkoutIntentIdOfNotification } from './read-webhook-notification';

/** HelloAsso's notification carries an order with its items, payments and payer: far below this. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/** Where a payer lands when the intent does not say (HelloAsso unreachable, an unknown intent). */
const DEFAULT_RESULT_PATHS: Record<TPaymentPurpose, string> = { membership: PATHS.profile, donation: '/faire-un-don' };

function resultOf(confirmation: PaymentConfirmation, code: string | undefined): TPaymentResult {
  switch (confirmation.outcome) {
    case 'recorded':
    case 'already-paid':
      return 'recu';
    case 'unpaid':
      // Nothing is recorded either way: HelloAsso's code only chooses the words.
      return code === 'succeeded' ? 'en-attente' : 'annule';
    case 'awaited':
      return 'en-attente';
    case 'abandoned':
    case 'refunded':
    case 'already-refunded':
      return 'annule';
    default:
      return 'invalide';
  }
}

/** Where a payer whose return was limited goes: the page of what their payment is for, told to wait. */
async function waitPathOf(context: AppContext, query: unknown): Promise<string> {
  const checkoutIntentId = ZPaymentReturnQuerySchema.safeParse(query).data?.checkoutIntentId;
  const payment = checkoutIntentId ? await findPaymentByCheckoutIntentId(context.db, checkoutIntentId) : undefined;
  return `${payment ? DEFAULT_RESULT_PATHS[payment.purpose] : PATHS.profile}?paiement=patienter`;
}

function resultPathOf(confirmation: PaymentConfirmation): string {
  if (confirmation.outcome === 'unknown') return PATHS.profile;
  const returnPath = confirmation.intent?.metadata?.['returnPath'];
  return isSitePath(returnPath) ? returnPath : DEFAULT_RESULT_PATHS[confirmation.payment.purpose];
}

/** Online payments through HelloAsso (decision 025): availability, the member's checkout, the return and the webhook. */
export const paymentRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const tags = ['payments'];
  registerMembershipPaymentPurpose();
  const helloAsso = context.helloAsso;
  const readIntentForReturn = helloAsso
    ? createRecentIntentReads((id) => helloAsso.readCheckoutIntent(id), { reuseMs: PAYMENT_LIMITS.returnReadReuseSeconds * 1000 })
    : undefined;

  app.get('/api/payments/availability', { schema: { tags, response: { 200: ZPaymentAvailabilitySchema } } }, async () => ({
    online: isOnlinePaymentEnabled(context),
  }));

  app.post(
    '/api/memberships/me/checkout',
    {
      onRequest: app.requireUser,
      config: { rateLimit: context.signInRateLimit },
      schema: {
        tags,
        body: ZMembershipCheckoutRequestSchema,
        response: { 200: ZCheckoutResponseSchema, 400: ZErrorSchema, 401: ZErrorSchema, 502: ZErrorSchema, 503: ZErrorSchema },
      },
    },
    async (request) => startMembershipCheckout(context, await loadSignedInUser(context.db, request), request.body.durationMonths),
  );

  app.get(
    PAYMENT_RETURN_ROUTE,
    {
      // Each return costs HelloAsso's API a call: limited per address (in the database, across instances).
      config: { rateLimit: { max: PAYMENT_LIMITS.returnsPerAddressPerMinute, timeWindow: 60_000 } },
      schema: { tags, querystring: ZPaymentReturnQuerySchema, response: { 303: z.null().describe('Vers la page du site, avec ?paiement=…') } },
      // A browser sent back by HelloAsso: past the limit, a page that says to wait rather than a JSON 429.
      errorHandler: async (error, request, reply) => {
        if (error.statusCode !== 429) throw error;
        return reply.header('retry-after', 60).redirect(await waitPathOf(context, request.query), 303);
      },
    },
    async (request, reply) => {
      const { checkoutIntentId, code } = request.query;
      let confirmation: PaymentConfirmation;
      try {
        // A payer back without a paid order left or was refused: the checkout is abandoned (its
        // pending donation shown so), though a later payment of the same intent still records it.
        confirmation = checkoutIntentId
          ? await confirmPayment(context, checkoutIntentId, { abandonUnpaid: code !== 'succeeded', readIntent: readIntentForReturn })
          : { outcome: 'unknown' };
      } catch (error) {
        if (!(error instanceof AppError) || !checkoutIntentId) throw error;
        // HelloAsso does not answer now: the webhook (or the next return) records the payment later.
        request.log.warn({ err: error }, 'HelloAsso ne répond pas au retour de paiement');
        return reply.redirect(`${PATHS.profile}?paiement=en-attente`, 303);
      }
      return reply.redirect(`${resultPathOf(confirmation)}?paiement=${resultOf(confirmation, code)}`, 303);
    },
  );

  app.post(
    '/api/payments/helloasso-webhook',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags,
        body: ZHelloAssoWebhookSchema,
        response: { 200: ZPaymentWebhookResponseSchema, 400: ZErrorSchema, 404: ZErrorSchema, 413: ZErrorSchema, 502: ZErrorSchema, 503: ZErrorSchema },
      },
    },
    async (request) => {
      const checkoutIntentId = await checkoutIntentIdOfNotification(request.body, (paymentId) => findPaymentById(context.db, paymentId));
      if (!checkoutIntentId) {
        if (request.body.eventType !== 'Order' && request.body.eventType !== 'Payment') return { message: PAYMENT_MESSAGES.webhookReceived };
        throw notFound(PAYMENT_MESSAGES.webhookUnknown);
      }
      // A notification may also tell a refund or a chargeback: a paid payment is read again.
      const confirmation = await confirmPayment(context, checkoutIntentId, { recheckPaid: true });
      if (confirmation.outcome === 'unknown') throw notFound(PAYMENT_MESSAGES.webhookUnknown);
      if (confirmation.outcome === 'recorded') request.log.info({ paymentId: confirmation.payment.id }, 'Paiement HelloAsso enregistré par notification');
      if (confirmation.outcome === 'refunded') {
        request.log.warn(
          { paymentId: confirmation.payment.id, state: confirmation.payment.refundState },
          'Paiement HelloAsso repris (remboursé ou contesté) : annulé sur le site',
        );
      }
      return { message: PAYMENT_MESSAGES.webhookReceived };
    },
  );

  app.post(
    '/api/admin/payments/reconcile',
    {
      onRequest: app.requirePermission('payments.manage'),
      config: { rateLimit: context.signInRateLimit },
      schema: { tags, response: { 200: ZPaymentReconciliationSchema, 401: ZErrorSchema, 403: ZErrorSchema, 409: ZErrorSchema, 429: ZErrorSchema } },
    },
    async () => {
      // Nothing to re-read without HelloAsso: a state of the site, not a failure (never a 5xx).
      if (!context.helloAsso) throw conflict(PAYMENT_MESSAGES.unavailable);
      return { message: PAYMENT_MESSAGES.reconciled, ...(await reconcilePayments(context)) };
    },
  );

  app.get(
    '/api/admin/payments/refunds',
    {
      onRequest: app.requirePermission('payments.manage'),
      schema: { tags, response: { 200: ZPaymentRefundListSchema, 401: ZErrorSchema, 403: ZErrorSchema } },
    },
    async (_request, reply) => {
      const since = new Date(Date.now() - PAYMENT_RECONCILIATION.refundsShownDays * 24 * 60 * 60 * 1000);
      const rows = await findRecentRefunds(context.db, since);
      void reply.header('cache-control', 'private, no-store');
      return rows.map((row) => ({
        id: row.payment.id,
        purpose: row.payment.purpose,
        amount_cents: row.payment.amountCents,
        payer:
          row.payment.purpose === 'donation'
            ? [row.donorFirstName, row.donorLastName].filter(Boolean).join(' ')
            : [row.userFirstName, row.userLastName].filter(Boolean).join(' ') || 'compte supprimé',
        state: paymentReversalLabel(row.payment.refundState),
        order_id: row.payment.orderId,
        refunded_at: row.payment.refundedAt!.toISOString(),
      }));
    },
  );
};

import { z } from 'zod';
import { zText } from './fields';
import { MEMBERSHIP_MESSAGES } from './memberships';
import './zod-locale';

/** `GET /api/payments/availability`: whether the site takes payments online (HelloAsso configured). */
export const ZPaymentAvailabilitySchema = z.object({ online: z.boolean() });
export type TPaymentAvailability = z.infer<typeof ZPaymentAvailabilitySchema>;

/**
 * `POST /api/memberships/me/checkout`: the member chooses a duration; the price is the server's,
 * which also refuses a duration the association's settings do not offer (they change without a
 * release, so no schema can hold them).
 */
export const ZMembershipCheckoutRequestSchema = z.object({
  durationMonths: z.number({ error: MEMBERSHIP_MESSAGES.durationRequired }),
});
export type TMembershipCheckoutRequest = z.infer<typeof ZMembershipCheckoutRequestSchema>;

/** Where the browser goes to pay: HelloAsso's checkout page. */
export const ZCheckoutResponseSchema = z.object({ redirectUrl: z.string() });
export type TCheckoutResponse = z.infer<typeof ZCheckoutResponseSchema>;

const ZIntentIdSchema = zText("L'identifiant de paiement")
  .trim()
  .max(40)
  .regex(/^\d{1,18}$/, 'Identifiant de paiement invalide.');

/**
 * What HelloAsso appends to the return and error addresses. Only `checkoutIntentId` is used, to find
 * the payment: whether it is paid is read from HelloAsso, never from these parameters.
 */
export const ZPaymentReturnQuerySchema = z.object({
  checkoutIntentId: ZIntentIdSchema.optional(),
  code: zText('Le code de retour').max(100).optional(),
  orderId: zText("L'identifiant de commande").max(40).optional(),
  error: zText("L'erreur").max(200).optional(),
});
export type TPaymentReturnQuery = z.infer<typeof ZPaymentReturnQuerySchema>;

/**
 * HelloAsso's notification: `eventType` (Order, Payment, Form…), `data` and the intent's `metadata`.
 * Nothing in it is trusted: it only names the intent, which is then read from HelloAsso.
 */
export const ZHelloAssoWebhookSchema = z
  .object({
    eventType: zText("Le type d'événement").max(50),
    data: z.record(zText('Un nom de champ'), z.unknown()).optional(),
    metadata: z.record(zText('Un nom de champ'), z.unknown()).nullish(),
  })
  .loose();
export type THelloAssoWebhook = z.infer<typeof ZHelloAssoWebhookSchema>;

export const ZPaymentWebhookResponseSchema = z.object({ message: z.string() });

/** `POST /api/admin/payments/reconcile`: what re-reading HelloAsso found. */
export const ZPaymentReconciliationSchema = z.object({
  message: z.string(),
  /** Payments read from HelloAsso. */
  checked: z.number().int(),
  /** Paid orders recorded now (a lost notification). */
  recorded: z.number().int(),
  /** Paid payments found refunded, refused or contested. */
  refunded: z.number().int(),
  /** Checkouts found left or refused. */
  abandoned: z.number().int(),
  /** Payments HelloAsso could not be asked about this time. */
  failed: z.number().int(),
});
export type TPaymentReconciliation = z.infer<typeof ZPaymentReconciliationSchema>;

/** `GET /api/admin/payments/refunds`: the paid orders HelloAsso took back lately, newest first (the treasurer's badge). */
export const ZPaymentRefundSchema = z.object({
  id: z.number().int(),
  purpose: z.enum(['membership', 'donation']),
  amount_cents: z.number().int(),
  payer: z.string(),
  /** HelloAsso's state in French: « Remboursé », « Contesté par le payeur (opposition) »… */
  state: z.string(),
  order_id: z.string().nullable(),
  refunded_at: z.string(),
});
export type TPaymentRefund = z.infer<typeof ZPaymentRefundSchema>;
export const ZPaymentRefundListSchema = z.array(ZPaymentRefundSchema);

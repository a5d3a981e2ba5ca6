import { z } from 'zod';
import { zText } from './fields';
import { toParisDate } from './membership-period';
import { stopWhenTooLong } from './limits';
import './zod-locale';

/**
 * How a membership's dues were settled, as its invoice says (decision 036). An admin records the
 * method and the day, or that the dues are still to be paid; an online payment is HelloAsso's own.
 * « Gratuit » is no method of payment: it is a membership with nothing to pay.
 */

/** What the admin chooses when recording a membership or marking it paid. */
export const RECORDED_MEMBERSHIP_PAYMENT_METHODS = ['cheque', 'especes', 'virement', 'prelevement', 'helloasso_hors_site', 'gratuit'] as const;
export type TRecordedMembershipPaymentMethod = (typeof RECORDED_MEMBERSHIP_PAYMENT_METHODS)[number];

/** How money was received, as stored on the invoice: the online checkout's `helloasso` and the admin's methods. */
export const MEMBERSHIP_PAYMENT_METHODS = ['helloasso', 'cheque', 'especes', 'virement', 'prelevement', 'helloasso_hors_site'] as const;
export type TMembershipPaymentMethod = (typeof MEMBERSHIP_PAYMENT_METHODS)[number];

/**
 * `paid` (a method and a day), `due` (« À régler »), `free` (nothing to pay). An invoice issued before
 * the payment was recorded (version 1.0.0) has none: null, and says only what is known.
 */
export const MEMBERSHIP_PAYMENT_STATUSES = ['paid', 'due', 'free'] as const;
export type TMembershipPaymentStatus = (typeof MEMBERSHIP_PAYMENT_STATUSES)[number];

export const MEMBERSHIP_PAYMENT_METHOD_LABELS: Record<TMembershipPaymentMethod | 'gratuit', string> = {
  helloasso: 'HelloAsso (en ligne)',
  cheque: 'Chèque',
  especes: 'Espèces',
  virement: 'Virement',
  prelevement: 'Prélèvement',
  helloasso_hors_site: 'HelloAsso (hors site)',
  gratuit: 'Gratuite',
};

/** The method as a sentence says it: « Payée le 3 mars 2026 par chèque ». */
export const MEMBERSHIP_PAYMENT_METHOD_PHRASES: Record<TMembershipPaymentMethod, string> = {
  helloasso: 'en ligne par HelloAsso',
  cheque: 'par chèque',
  especes: 'en espèces',
  virement: 'par virement',
  prelevement: 'par prélèvement',
  helloasso_hors_site: 'par HelloAsso (hors site)',
};

export const MEMBERSHIP_PAYMENT_STATUS_LABELS: Record<TMembershipPaymentStatus, string> = {
  paid: 'Payée',
  due: 'À régler',
  free: 'Gratuite',
};

export const MEMBERSHIP_PAYMENT_MESSAGES = {
  methodInvalid: 'Moyen de paiement inconnu\u00a0: chèque, espèces, virement, prélèvement, HelloAsso hors site ou gratuit.',
  methodRequired: 'Le moyen de paiement est obligatoire\u00a0: chèque, espèces, virement, prélèvement ou HelloAsso hors site.',
  paidOnInvalid: 'Date de paiement invalide\u00a0: indiquez un jour réel au format AAAA-MM-JJ.',
  paidOnInFuture: 'La date de paiement ne peut pas être dans le futur.',
  paidOnWithoutPayment: 'Une date de paiement ne se donne qu’avec un moyen de paiement (pas pour une adhésion gratuite ni à régler).',
  freeHasAmount: 'Une adhésion gratuite a un montant de 0 €\u00a0: corrigez le montant ou le moyen de paiement.',
  paidWithoutAmount: 'Un montant de 0 € ne se règle pas\u00a0: choisissez « gratuit » comme moyen de paiement.',
  notDue: 'Cette adhésion n’est pas à régler\u00a0: elle est déjà payée ou gratuite.',
  markedPaid: 'Le paiement est enregistré\u202f; la facture indique désormais « Payée » et a été envoyée au membre.',
} as const;

/** The earliest payment day an admin may record: nothing was paid to the association before it existed. */
const FIRST_PAYMENT_DAY = '2000-01-01';
const DAY_SHAPE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const isRealDay = (value: string) => {
  const noon = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(noon.getTime()) && noon.toISOString().startsWith(value);
};

/** A payment day: a real calendar day, not after today on Paris's calendar. */
export const ZMembershipPaidOnSchema = zText('La date de paiement', { error: MEMBERSHIP_PAYMENT_MESSAGES.paidOnInvalid })
  .max(10, stopWhenTooLong(MEMBERSHIP_PAYMENT_MESSAGES.paidOnInvalid))
  // Aborting here: the day's refinements only read a string of the right shape.
  .regex(DAY_SHAPE, { message: MEMBERSHIP_PAYMENT_MESSAGES.paidOnInvalid, abort: true })
  .refine((value) => isRealDay(value) && value >= FIRST_PAYMENT_DAY, { message: MEMBERSHIP_PAYMENT_MESSAGES.paidOnInvalid, abort: true })
  .refine((value) => value <= toParisDate(), MEMBERSHIP_PAYMENT_MESSAGES.paidOnInFuture);

export const ZRecordedMembershipPaymentMethodSchema = z.enum(RECORDED_MEMBERSHIP_PAYMENT_METHODS, { error: MEMBERSHIP_PAYMENT_MESSAGES.methodInvalid });

/**
 * The payment fields of the admin's add and renew requests. Both optional, so that the
 * specification's bodies (duration and amount only) still record a membership: without a method it
 * is « À régler » (or free at 0 €); a method without a day was paid today.
 */
export const ZMembershipPaymentFieldsSchema = z.object({
  paymentMethod: ZRecordedMembershipPaymentMethodSchema.nullish(),
  paidOn: ZMembershipPaidOnSchema.nullish(),
});
export type TMembershipPaymentFields = z.infer<typeof ZMembershipPaymentFieldsSchema>;

/** POST /api/admin/memberships/{membershipId}/payment: a membership « À régler » is now paid. */
export const ZMarkMembershipPaidRequestSchema = z.object({
  paymentMethod: z.enum(
    RECORDED_MEMBERSHIP_PAYMENT_METHODS.filter((method) => method !== 'gratuit') as [Exclude<TRecordedMembershipPaymentMethod, 'gratuit'>],
    { error: MEMBERSHIP_PAYMENT_MESSAGES.methodRequired },
  ),
  paidOn: ZMembershipPaidOnSchema.optional(),
});
export type TMarkMembershipPaidRequest = z.infer<typeof ZMarkMembershipPaidRequestSchema>;

/** The payment as the API shows it on a membership (snake_case, as the membership object). */
export const ZMembershipPaymentSchema = z.object({
  payment_status: z.enum(MEMBERSHIP_PAYMENT_STATUSES).nullable(),
  payment_method: z.enum(MEMBERSHIP_PAYMENT_METHODS).nullable(),
  paid_on: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
});
export type TMembershipPayment = z.infer<typeof ZMembershipPaymentSchema>;

/**
 * The payment an admin's request records, from its optional fields and the amount (in cents), or
 * the French reason it is refused and the field it concerns.
 */
export function resolveRecordedPayment(
  fields: TMembershipPaymentFields,
  amountCents: number,
  today: string,
):
  | { status: TMembershipPaymentStatus; method: Exclude<TRecordedMembershipPaymentMethod, 'gratuit'> | null; paidOn: string | null; error?: undefined }
  | { error: string; field: 'amount' | 'paidOn' } {
  const method = fields.paymentMethod ?? null;
  const paidOn = fields.paidOn ?? null;
  if (method === 'gratuit' || (method === null && amountCents === 0)) {
    if (amountCents !== 0) return { error: MEMBERSHIP_PAYMENT_MESSAGES.freeHasAmount, field: 'amount' };
    if (paidOn !== null) return { error: MEMBERSHIP_PAYMENT_MESSAGES.paidOnWithoutPayment, field: 'paidOn' };
    return { status: 'free', method: null, paidOn: null };
  }
  if (method === null) {
    if (paidOn !== null) return { error: MEMBERSHIP_PAYMENT_MESSAGES.paidOnWithoutPayment, field: 'paidOn' };
    return { status: 'due', method: null, paidOn: null };
  }
  if (amountCents === 0) return { error: MEMBERSHIP_PAYMENT_MESSAGES.paidWithoutAmount, field: 'amount' };
  return { status: 'paid', method, paidOn: paidOn ?? today };
}

import { z } from 'zod';
import { zText, ZEmailSchema, ZNameSchema } from './fields';
import { stopWhenTooLong } from './limits';
import {
  DONATION_AMOUNTS,
  DONATION_LIMITS,
  hasWholeCents,
  DONATION_MESSAGES,
  DONATION_METHODS,
  DONATION_STATUSES,
  RECORDED_DONATION_METHODS,
} from './donations';
import './zod-locale';

const requiredText = (label: string, max: number, required: string, tooLong: string) =>
  zText(label, { error: required }).trim().min(1, required).max(max, stopWhenTooLong(tooLong));

/** Euros as the API carries them (50, 12.5): within the contract's bounds, at most two decimals. */
export const ZDonationAmountSchema = z
  .number({ error: DONATION_MESSAGES.amountRequired })
  .min(DONATION_AMOUNTS.minEuros, DONATION_MESSAGES.amountTooSmall)
  .max(DONATION_AMOUNTS.maxEuros, DONATION_MESSAGES.amountTooLarge)
  .refine(hasWholeCents, DONATION_MESSAGES.amountTooPrecise);

/** The donor as the receipt names them: name and postal address are mandatory mentions. */
export const ZDonorSchema = z.object({
  firstName: ZNameSchema('Le prénom'),
  lastName: ZNameSchema('Le nom'),
  email: ZEmailSchema,
  address: requiredText("L'adresse", DONATION_LIMITS.addressMax, DONATION_MESSAGES.addressRequired, DONATION_MESSAGES.addressTooLong),
  postalCode: requiredText('Le code postal', DONATION_LIMITS.postalCodeMax, DONATION_MESSAGES.postalCodeRequired, DONATION_MESSAGES.postalCodeTooLong),
  city: requiredText('La ville', DONATION_LIMITS.cityMax, DONATION_MESSAGES.cityRequired, DONATION_MESSAGES.cityTooLong),
  country: zText('Le pays', { error: DONATION_MESSAGES.countryTooLong })
    .trim()
    .max(DONATION_LIMITS.countryMax, stopWhenTooLong(DONATION_MESSAGES.countryTooLong))
    .optional()
    .transform((value) => value || 'France'),
});
export type TDonor = z.input<typeof ZDonorSchema>;

/** A gift made on the site: paid by card through HelloAsso. */
export const ZDonationCheckoutRequestSchema = ZDonorSchema.extend({ amount: ZDonationAmountSchema });
export type TDonationCheckoutRequest = z.input<typeof ZDonationCheckoutRequestSchema>;

export const ZDonationCheckoutSchema = z.object({ redirect_url: z.string() });
export type TDonationCheckout = z.infer<typeof ZDonationCheckoutSchema>;

/** What the page needs to know before the donor fills the form. */
export const ZDonationOptionsSchema = z.object({
  /** The association issues tax receipts (its settings' taxReceipts.eligible, or the server's TAX_RECEIPTS_ELIGIBLE). */
  tax_receipts: z.boolean(),
  /** HelloAsso is configured: the form pays by card; otherwise the page tells how to give by cheque or transfer. */
  online: z.boolean(),
});
export type TDonationOptions = z.infer<typeof ZDonationOptionsSchema>;

const ZCalendarDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** An admin records a gift received by cheque, transfer, cash or direct debit. */
export const ZRecordDonationRequestSchema = ZDonorSchema.extend({
  amount: ZDonationAmountSchema,
  method: z.enum(RECORDED_DONATION_METHODS, { error: DONATION_MESSAGES.methodRequired }),
  receivedOn: zText('La date de réception', { error: DONATION_MESSAGES.receivedOnRequired })
    .max(10, stopWhenTooLong(DONATION_MESSAGES.receivedOnRequired))
    .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, DONATION_MESSAGES.receivedOnRequired)
    .refine(
      (value) => !Number.isNaN(new Date(`${value}T12:00:00Z`).getTime()) && new Date(`${value}T12:00:00Z`).toISOString().startsWith(value),
      DONATION_MESSAGES.receivedOnRequired,
    ),
});
export type TRecordDonationRequest = z.input<typeof ZRecordDonationRequestSchema>;

export const ZDonationSchema = z.object({
  id: z.number().int(),
  /** Euros. */
  amount: z.number(),
  method: z.enum(DONATION_METHODS),
  status: z.enum(DONATION_STATUSES),
  donor_name: z.string(),
  donor_email: z.string(),
  donor_address: z.string(),
  received_on: ZCalendarDateSchema.nullable(),
  created_at: z.string(),
  /** The number of its single receipt, when it has one. */
  receipt_id: z.number().int().nullable(),
  receipt_number: z.string().nullable(),
  receipt_cancelled: z.boolean(),
});
export type TDonation = z.infer<typeof ZDonationSchema>;
export const ZDonationListSchema = z.array(ZDonationSchema);
export type TDonationList = z.infer<typeof ZDonationListSchema>;

export const ZTaxReceiptSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: z.enum(['single', 'yearly']),
  year: z.number().int(),
  /** Euros. */
  amount: z.number(),
  payment_date: ZCalendarDateSchema.nullable(),
  issued_at: z.string(),
  cancelled: z.boolean(),
  /** The yearly summary that replaced it, when it did. */
  replaced_by_number: z.string().nullable(),
});
export type TTaxReceipt = z.infer<typeof ZTaxReceiptSchema>;
export const ZTaxReceiptListSchema = z.array(ZTaxReceiptSchema);
export type TTaxReceiptList = z.infer<typeof ZTaxReceiptListSchema>;

export const ZYearlyTaxReceiptRequestSchema = z.object({
  year: z
    .number({ error: DONATION_MESSAGES.yearRequired })
    .int(DONATION_MESSAGES.yearRequired)
    .min(2000, DONATION_MESSAGES.yearRequired)
    .max(9999, DONATION_MESSAGES.yearRequired),
});
export type TYearlyTaxReceiptRequest = z.infer<typeof ZYearlyTaxReceiptRequestSchema>;

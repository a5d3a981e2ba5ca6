import { z } from 'zod';
import { frenchListOf } from './association-settings';
import { ID_RANGE } from './common';
import { ZEmailSchema, ZNameSchema, ZUsernameSchema } from './fields';
import { ASSOCIATION_TIME_ZONE, MEMBER_STATES, MEMBERSHIP_STATES, MEMBERSHIP_STATUSES } from './membership-period';
import { hasWholeCents } from './donations';
import { ZDonationSchema, ZTaxReceiptSchema } from './donations-schemas';
import { ZMailPreferenceSchema } from './announcements-schemas';
import { ZMembershipPaymentFieldsSchema, ZMembershipPaymentSchema } from './membership-payment';
import { ZUserRoleSchema, ZUserSchema } from './users';
import './zod-locale';

export * from './membership-period';

export const MEMBERSHIP_TYPES = ['standard', 'premium', 'vip'] as const;
export const ZMembershipTypeSchema = z.enum(MEMBERSHIP_TYPES, { error: "Type d'adhésion inconnu\u00a0: standard, premium ou vip." });
export type TMembershipType = z.infer<typeof ZMembershipTypeSchema>;

export const MEMBERSHIP_TYPE_LABELS: Record<TMembershipType, string> = {
  standard: 'Standard',
  premium: 'Premium',
  vip: 'VIP',
};

/**
 * The durations and prices the association offers, and its invoices' VAT mention, are its settings
 * (`dues`, association-settings-schemas.ts; decision 040): the server checks a duration against the
 * current ones. The type a membership starts with when none is chosen is the specification's.
 */
export const DEFAULT_MEMBERSHIP_TYPE: TMembershipType = 'standard';

/** The largest amount an admin may type: far above any due, low enough to catch a typo. */
export const MEMBERSHIP_AMOUNT_MAX_EUROS = 10_000;

export const MEMBERSHIP_MESSAGES = {
  invalidEmail: "Format d'email invalide",
  memberNotFound: 'Membre introuvable.',
  membershipNotFound: 'Adhésion introuvable.',
  invoiceNotYours: "Cette facture n'est pas la vôtre.",
  durationRequired: 'La durée est obligatoire.',
  /** `durations`: the association's offered durations (`offeredDurationsOf`). */
  durationNotOffered: (durations: readonly number[]) => `Durée non proposée\u00a0: choisissez ${frenchListOf(durations)} mois.`,
  amountRequired: 'Le montant est obligatoire.',
  amountNegative: 'Le montant ne peut pas être négatif.',
  amountTooPrecise: 'Le montant ne peut pas avoir plus de deux décimales.',
  amountTooLarge: `Le montant ne peut pas dépasser ${MEMBERSHIP_AMOUNT_MAX_EUROS} €.`,
  memberRequired: 'Le membre est obligatoire.',
  alreadyActive: 'Ce membre a déjà une adhésion en cours\u00a0: renouvelez-la plutôt.',
} as const;

/**
 * The invoice's wording of its payment, the product's. The legal mentions (VAT, and any other) are
 * the association's: its settings' `dues.invoiceMentions`.
 */
export const INVOICE_MENTIONS = {
  /** Only an invoice whose payment was recorded says « Payée » (decision 036). */
  paid: 'Payée',
  paidOn: (date: string, methodPhrase: string) => `Payée le ${date} ${methodPhrase}. Merci pour votre soutien\u202f!`,
  due: 'À régler',
  dueNote: (amount: string) => `Cotisation de ${amount} à régler auprès de l'association.`,
  free: 'Gratuite',
  freeNote: 'Adhésion gratuite\u00a0: rien à régler. Merci pour votre engagement\u202f!',
  /** Invoices issued by version 1.0.0, whose payment was not recorded: nothing is claimed. */
  notRecorded: "Le mode et la date de règlement de cette cotisation n'ont pas été enregistrés.",
} as const;

/** Euros as the API carries them (25, 12.5), at most two decimals, never below zero. */
export const ZMembershipAmountSchema = z
  .number({ error: MEMBERSHIP_MESSAGES.amountRequired })
  .min(0, MEMBERSHIP_MESSAGES.amountNegative)
  .max(MEMBERSHIP_AMOUNT_MAX_EUROS, MEMBERSHIP_MESSAGES.amountTooLarge)
  .refine(hasWholeCents, MEMBERSHIP_MESSAGES.amountTooPrecise);

/** Any number here: whether the association offers it is the server's check, against its current settings. */
export const ZMembershipDurationSchema = z.number({ error: MEMBERSHIP_MESSAGES.durationRequired });

export const eurosToCents = (euros: number) => Math.round(euros * 100);
export const centsToEuros = (cents: number) => cents / 100;

/**
 * '25,00 €'. Intl puts narrow and ordinary no-break spaces in French amounts; PDF standard fonts
 * and CSV readers do not all know them, so they become plain spaces.
 */
export function formatEuros(cents: number): string {
  return new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100).replace(/[\u202F\u00A0]/g, ' ');
}

/** The member number shown on the card and the invoice: the account id, 'A', the year they joined (Europe/Paris). */
export function formatMemberNumber(userId: number, joinedAt: string | Date): string {
  const year = new Intl.DateTimeFormat('en-CA', { timeZone: ASSOCIATION_TIME_ZONE, year: 'numeric' }).format(new Date(joinedAt));
  return `${userId}A${year}`;
}

// ─── Requests ────────────────────────────────────────────────────────────────

/** An admin adds a person; no password: they receive an invitation to choose their own. */
export const ZCreateMemberUserRequestSchema = z.object({
  firstName: ZNameSchema('Le prénom'),
  lastName: ZNameSchema('Le nom'),
  email: ZEmailSchema,
  username: ZUsernameSchema,
  role: ZUserRoleSchema.optional(),
});
export type TCreateMemberUserRequest = z.infer<typeof ZCreateMemberUserRequestSchema>;

export const ZCreateMembershipRequestSchema = z.object({
  userId: z
    .number({ error: MEMBERSHIP_MESSAGES.memberRequired })
    .int(MEMBERSHIP_MESSAGES.memberRequired)
    .min(ID_RANGE.min, MEMBERSHIP_MESSAGES.memberRequired)
    .max(ID_RANGE.max, MEMBERSHIP_MESSAGES.memberRequired),
  membershipType: ZMembershipTypeSchema,
  duration: ZMembershipDurationSchema,
  amount: ZMembershipAmountSchema,
  ...ZMembershipPaymentFieldsSchema.shape,
});
export type TCreateMembershipRequest = z.infer<typeof ZCreateMembershipRequestSchema>;

/** The type stays the previous one unless given (the spec's form only asks duration and amount). */
export const ZRenewMembershipRequestSchema = z.object({
  duration: ZMembershipDurationSchema,
  amount: ZMembershipAmountSchema,
  membershipType: ZMembershipTypeSchema.optional(),
  ...ZMembershipPaymentFieldsSchema.shape,
});
export type TRenewMembershipRequest = z.infer<typeof ZRenewMembershipRequestSchema>;

// ─── Responses ───────────────────────────────────────────────────────────────

const ZCalendarDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const ZMembershipSchema = z.object({
  id: z.number().int(),
  membership_type: ZMembershipTypeSchema,
  start_date: ZCalendarDateSchema,
  end_date: ZCalendarDateSchema,
  duration_months: z.number().int(),
  renewal_count: z.number().int(),
  /** On the server's today, Paris's calendar: a renewal bought in advance is `upcoming`, never « inactive ». */
  state: z.enum(MEMBERSHIP_STATES),
  /** The specification's field: `active` while running, `upcoming` before, `inactive` after (`membershipStatusOf`). */
  status: z.enum(MEMBERSHIP_STATUSES),
  /** Euros. */
  amount: z.number(),
  invoice_number: z.string().nullable(),
  /** As its invoice records it (decision 036): paid (method, day), due, free, or null before 1.1. */
  ...ZMembershipPaymentSchema.shape,
});
export type TMembership = z.infer<typeof ZMembershipSchema>;

export const ZMemberListItemSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  username: z.string(),
  created_at: z.string(),
  /** The most recent membership, the one whose invoice the list offers. */
  lastMembershipId: z.number().int().nullable(),
  /** The membership running today, else the next one to start, else the one that ended last, else null. */
  membership: ZMembershipSchema.nullable(),
  /** The member's state (`memberStatusOf`): a running membership already renewed is `active`. */
  state: z.enum(MEMBER_STATES),
  /** The last day covered without a gap from `membership` on, renewals bought in advance included; null for none. */
  covered_until: ZCalendarDateSchema.nullable(),
});
export type TMemberListItem = z.infer<typeof ZMemberListItemSchema>;

export const ZMemberListResponseSchema = z.object({ members: z.array(ZMemberListItemSchema) });
export type TMemberListResponse = z.infer<typeof ZMemberListResponseSchema>;

export const ZMembershipCreatedResponseSchema = z.object({ membership_id: z.number().int(), membership: ZMembershipSchema });
export type TMembershipCreatedResponse = z.infer<typeof ZMembershipCreatedResponseSchema>;

export const ZMarkMembershipPaidResponseSchema = z.object({ membership: ZMembershipSchema, message: z.string() });
export type TMarkMembershipPaidResponse = z.infer<typeof ZMarkMembershipPaidResponseSchema>;

export const ZCreatedMemberUserResponseSchema = ZUserSchema;
export type TCreatedMemberUserResponse = z.infer<typeof ZCreatedMemberUserResponseSchema>;

export const ZMyMembershipsResponseSchema = z.object({
  memberNumber: z.string(),
  memberships: z.array(ZMembershipSchema),
});
export type TMyMembershipsResponse = z.infer<typeof ZMyMembershipsResponseSchema>;

/** GDPR portability: everything the site keeps about the person, in one JSON document. */
export const ZPersonalDataExportSchema = z.object({
  exported_at: z.string(),
  account: ZUserSchema.extend({ memberNumber: z.string(), googleAccountLinked: z.boolean(), hasPassword: z.boolean() }),
  registrations: z.array(z.object({ event_id: z.number().int(), event_title: z.string(), event_date: z.string(), registered_at: z.string() })),
  /** The full events whose waiting list the person is on. */
  waiting_lists: z.array(z.object({ event_id: z.number().int(), event_title: z.string(), event_date: z.string(), joined_at: z.string() })),
  memberships: z.array(ZMembershipSchema),
  invoices: z.array(
    z.object({
      number: z.string(),
      issued_at: z.string(),
      membership_id: z.number().int().nullable(),
      amount: z.number(),
      billed_name: z.string(),
      billed_email: z.string(),
    }),
  ),
  contact_messages: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      subject: z.string().nullable(),
      message: z.string(),
      status: z.string(),
      created_at: z.string(),
      reply_subject: z.string().nullable(),
      reply_message: z.string().nullable(),
      replied_at: z.string().nullable(),
    }),
  ),
  /** Online payments the account started (HelloAsso), whatever became of them. */
  payments: z.array(
    z.object({
      id: z.number().int(),
      purpose: z.string(),
      amount: z.number(),
      status: z.string(),
      created_at: z.string(),
      paid_at: z.string().nullable(),
    }),
  ),
  /** Gifts made signed in to the account or recorded for it by an admin, and their tax receipts (decision 034). */
  donations: z.array(ZDonationSchema),
  tax_receipts: z.array(ZTaxReceiptSchema),
  /** The kinds of mail the person chose, with the date and the way of each choice (issue 27). */
  mail_preferences: z.array(ZMailPreferenceSchema),
  /** How long the site keeps each kind of record (the contract's RETENTION_NOTICE). */
  retention: z.record(z.string(), z.string()),
});
export type TPersonalDataExport = z.infer<typeof ZPersonalDataExportSchema>;

export const invoiceFileName = (membershipId: number) => `facture_membership_${membershipId}.pdf`;
export const PERSONAL_DATA_FILE_NAME = 'mes-donnees-action-plus.json';

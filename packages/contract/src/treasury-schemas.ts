import { z } from 'zod';
import { zText } from './fields';
import { stopWhenTooLong } from './limits';
import { TREASURY_EXPORT_KINDS, TREASURY_LIMITS, TREASURY_MESSAGES, type TTreasuryExportKind } from './treasury';
import './zod-locale';

/** A year as the query string carries it: four digits within the years the treasurer may ask for. */
const ZTreasuryYearSchema = zText("L'année", { error: TREASURY_MESSAGES.yearInvalid })
  .max(4, stopWhenTooLong(TREASURY_MESSAGES.yearInvalid))
  .regex(/^\d{4}$/, TREASURY_MESSAGES.yearInvalid)
  .transform(Number)
  .refine((year) => year >= TREASURY_LIMITS.FIRST_YEAR && year <= TREASURY_LIMITS.LAST_YEAR, TREASURY_MESSAGES.yearInvalid);

/** GET /api/admin/treasury?year=YYYY: without a year, the last 24 months and this year's totals. */
export const ZTreasuryQuerySchema = z.object({ year: ZTreasuryYearSchema.optional() });
export type TTreasuryQuery = z.infer<typeof ZTreasuryQuerySchema>;

/** GET /api/admin/treasury/exports/{kind}.csv?year=YYYY: the year is required. */
export const ZTreasuryExportQuerySchema = z.object({ year: ZTreasuryYearSchema });
/**
 * The kind is checked by the route, not here: a path whose parameters fail their schema is a 404,
 * while an unknown export deserves a 400 naming the three there are.
 */
export const ZTreasuryExportParamsSchema = z.object({ kind: zText("Le type d'export").max(40) });

export const isTreasuryExportKind = (kind: string): kind is TTreasuryExportKind => (TREASURY_EXPORT_KINDS as readonly string[]).includes(kind);

const cents = z.number().int();
const count = z.number().int();

/** One month of Paris's calendar ('YYYY-MM'). */
export const ZTreasuryMonthSchema = z.object({
  month: z.string(),
  /** Members one of whose memberships covers at least one day of the month. */
  active_members: count,
  /** Membership invoices issued in the month (the day the dues were recorded). */
  dues_cents: cents,
  dues_count: count,
  /** Confirmed donations received in the month. */
  donations_cents: cents,
  donations_count: count,
  /** Events starting in the month, their participants and places. */
  events: count,
  participants: count,
  capacity: count,
});
export type TTreasuryMonth = z.infer<typeof ZTreasuryMonthSchema>;

export const ZTreasuryEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  starts_at: z.string(),
  participants: count,
  capacity: count,
});
export type TTreasuryEvent = z.infer<typeof ZTreasuryEventSchema>;

/** A membership ending within 30 days that no later one continues. */
export const ZExpiringMemberSchema = z.object({
  user_id: z.number().int(),
  membership_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  end_date: z.string(),
});
export type TExpiringMember = z.infer<typeof ZExpiringMemberSchema>;

export const ZTreasuryTotalsSchema = z.object({
  year: z.number().int(),
  /** Members with a membership covering at least one day of the year. */
  active_members: count,
  dues_cents: cents,
  dues_count: count,
  donations_cents: cents,
  donations_count: count,
  events: count,
  participants: count,
  capacity: count,
  /** The yearly declaration (article 222 bis of the CGI): gifts acknowledged by receipts not cancelled, and their number. */
  receipts_cents: cents,
  receipts_count: count,
});
export type TTreasuryTotals = z.infer<typeof ZTreasuryTotalsSchema>;

export const ZTreasuryResponseSchema = z.object({
  /** The year asked for, or null for the last 24 months. */
  year: z.number().int().nullable(),
  /** First and last day of the months shown ('YYYY-MM-DD'). */
  period: z.object({ from: z.string(), to: z.string() }),
  months: z.array(ZTreasuryMonthSchema),
  events: z.array(ZTreasuryEventSchema),
  expiring_soon: z.array(ZExpiringMemberSchema),
  totals: ZTreasuryTotalsSchema,
  /** The years the selector offers, the most recent first. */
  years: z.array(z.number().int()),
});
export type TTreasuryResponse = z.infer<typeof ZTreasuryResponseSchema>;

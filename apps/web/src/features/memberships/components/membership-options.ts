import { MEMBERSHIP_MESSAGES, MEMBERSHIP_TYPES, MEMBERSHIP_TYPE_LABELS, ZMembershipAmountSchema, formatEuros, type TDuesSettings } from '@action-plus/contract';
import type { SelectOption } from '#components/ui';

/** The durations the association offers (its settings' dues), in its order, each with its price. */
export const durationOptionsOf = (dues: TDuesSettings): SelectOption[] =>
  dues.offers.map((offer) => ({
    value: String(offer.durationMonths),
    label: `${offer.durationMonths} mois (${formatEuros(offer.amountCents)})`,
  }));

export const TYPE_OPTIONS: SelectOption[] = MEMBERSHIP_TYPES.map((type) => ({ value: type, label: MEMBERSHIP_TYPE_LABELS[type] }));

/** The amount typed ('25', '25.5', '25,50') checked by the contract's rule, or the French reason it is refused. */
export function parseAmount(text: string): { amount: number; error?: undefined } | { amount?: undefined; error: string } {
  const normalised = text.trim().replace(',', '.');
  if (normalised === '') return { error: MEMBERSHIP_MESSAGES.amountRequired };
  const parsed = ZMembershipAmountSchema.safeParse(Number(normalised));
  if (!parsed.success || !Number.isFinite(Number(normalised))) {
    return { error: parsed.error?.issues[0]?.message ?? MEMBERSHIP_MESSAGES.amountRequired };
  }
  return { amount: parsed.data };
}

/** The spec's failure sentence, followed by the server's reason when it gave one. */
export function describeFailure(prefix: string, reason: string | null): string {
  return reason ? `${prefix}${prefix.endsWith(' ') ? '' : '\u00a0: '}${reason}` : prefix.replace(/\s*:\s*$/, '');
}

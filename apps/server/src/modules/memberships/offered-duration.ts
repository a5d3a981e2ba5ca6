import { MEMBERSHIP_MESSAGES, offeredDurationsOf, priceOfDuration, type TDuesSettings } from '@action-plus/contract';
import { badRequest } from '#lib/errors';

/**
 * The price, in cents, of a duration the association offers now (its settings' `dues`), or a French
 * 400 that lists the offered ones. Checked when an admin records a membership and when a member
 * starts paying online, never when a payment started earlier completes: the member is recorded for
 * what they were asked, whatever the settings became meanwhile. Memberships already recorded keep
 * their own duration and amount.
 */
export function requireOfferedDuration(dues: TDuesSettings, durationMonths: number): number {
  const amountCents = priceOfDuration(dues, durationMonths);
  if (amountCents === undefined) throw badRequest(MEMBERSHIP_MESSAGES.durationNotOffered(offeredDurationsOf(dues)));
  return amountCents;
}

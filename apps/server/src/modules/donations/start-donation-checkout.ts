import { DONATION_MESSAGES, PATHS, eurosToCents, type TDonationCheckoutRequest } from '@action-plus/contract';
import type { AppContext } from '#context';
import { serviceUnavailable } from '#lib/errors';
import { isOnlinePaymentEnabled, startCheckout } from '../payments/payment-purposes';
import { insertDonation } from './donation-repository';

type ParsedCheckout = Omit<TDonationCheckoutRequest, 'country'> & { country: string };

/**
 * A gift made on the site: the pending donation (by card) is recorded first with the donor's
 * details, then HelloAsso's checkout intent names it; it is confirmed only once the payments module
 * has read the paid order from HelloAsso itself (onPaid). The amount is the one the server checked.
 */
export async function startDonationCheckout(context: AppContext, request: ParsedCheckout, userId: number | null): Promise<{ redirectUrl: string }> {
  if (!isOnlinePaymentEnabled(context)) throw serviceUnavailable(DONATION_MESSAGES.onlinePaymentUnavailable);
  const amountCents = eurosToCents(request.amount);
  const donation = await insertDonation(context.db, {
    amountCents,
    method: 'carte',
    status: 'pending',
    donorFirstName: request.firstName,
    donorLastName: request.lastName,
    donorEmail: request.email,
    donorAddress: request.address,
    donorPostalCode: request.postalCode,
    donorCity: request.city,
    donorCountry: request.country,
    userId,
  });
  return startCheckout(context, {
    purpose: 'donation',
    amountCents,
    itemName: `Don à ${(await context.associationSettings.read()).identity.name}`,
    payer: { firstName: request.firstName, lastName: request.lastName, email: request.email },
    ...(userId ? { userId } : {}),
    donationId: donation.id,
    returnPath: PATHS.donate,
  });
}

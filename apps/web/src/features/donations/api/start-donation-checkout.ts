import { useMutation } from '@tanstack/react-query';
import { ZDonationCheckoutSchema, type TDonationCheckout, type TDonationCheckoutRequest } from '@action-plus/contract';
import { api } from '#lib/api-client';

/** POST /api/donations/checkout: records the pending gift and answers HelloAsso's payment page. */
export const startDonationCheckout = (body: TDonationCheckoutRequest): Promise<TDonationCheckout> =>
  api.post('/api/donations/checkout', body, { schema: ZDonationCheckoutSchema });

export const useStartDonationCheckout = () => useMutation({ mutationFn: startDonationCheckout });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZDonationOptionsSchema, type TDonationOptions } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { donationKeys } from './donation-keys';

/** GET /api/donations/options: whether receipts are issued and whether the gift is paid online. */
export const getDonationOptions = (signal?: AbortSignal): Promise<TDonationOptions> =>
  api.get('/api/donations/options', { schema: ZDonationOptionsSchema, signal });

export const getDonationOptionsQueryOptions = () =>
  queryOptions({ queryKey: donationKeys.options, queryFn: ({ signal }) => getDonationOptions(signal), staleTime: 5 * 60_000 });

export const useDonationOptions = () => useQuery(getDonationOptionsQueryOptions());

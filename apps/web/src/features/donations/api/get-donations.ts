import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZDonationListSchema, type TDonationList } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { donationKeys } from './donation-keys';

/** GET /api/admin/donations (admin): every donation, newest first, with its receipt. */
export const getDonations = (signal?: AbortSignal): Promise<TDonationList> => api.get('/api/admin/donations', { schema: ZDonationListSchema, signal });

export const useDonations = () => useQuery(queryOptions({ queryKey: donationKeys.adminList, queryFn: ({ signal }) => getDonations(signal) }));

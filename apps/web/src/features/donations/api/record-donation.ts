import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDonationSchema, type TDonation, type TRecordDonationRequest } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { donationKeys } from './donation-keys';

/** POST /api/admin/donations (admin): a gift received by cheque, transfer, cash or direct debit. */
export const recordDonation = (body: TRecordDonationRequest): Promise<TDonation> => api.post('/api/admin/donations', body, { schema: ZDonationSchema });

export function useRecordDonation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordDonation, onSuccess: () => queryClient.invalidateQueries({ queryKey: donationKeys.adminList }) });
}

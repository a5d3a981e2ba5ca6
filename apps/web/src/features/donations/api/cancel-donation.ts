import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMessageSchema, type TMessage } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { donationKeys } from './donation-keys';

/** POST /api/admin/donations/{id}/cancel (admin): the donation and its receipt are cancelled; the number stays. */
export const cancelDonation = (id: number): Promise<TMessage> => api.post(`/api/admin/donations/${id}/cancel`, {}, { schema: ZMessageSchema });

export function useCancelDonation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelDonation, onSuccess: () => queryClient.invalidateQueries({ queryKey: donationKeys.adminList }) });
}

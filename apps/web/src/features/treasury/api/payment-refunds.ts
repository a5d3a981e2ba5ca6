import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZPaymentReconciliationSchema, ZPaymentRefundListSchema, type TPaymentReconciliation, type TPaymentRefund } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { treasuryKeys } from './treasury-keys';

/** GET /api/admin/payments/refunds: the paid orders HelloAsso took back lately. */
export const getPaymentRefunds = (signal?: AbortSignal): Promise<TPaymentRefund[]> =>
  api.get('/api/admin/payments/refunds', { schema: ZPaymentRefundListSchema, signal });

export const getPaymentRefundsQueryOptions = () => queryOptions({ queryKey: treasuryKeys.refunds, queryFn: ({ signal }) => getPaymentRefunds(signal) });

export const usePaymentRefunds = () => useQuery(getPaymentRefundsQueryOptions());

/** POST /api/admin/payments/reconcile: re-reads the recent payments from HelloAsso now; the figures and the refunds are read again. */
export function useReconcilePayments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<TPaymentReconciliation> => api.post('/api/admin/payments/reconcile', undefined, { schema: ZPaymentReconciliationSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: treasuryKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZTaxReceiptListSchema, type TTaxReceipt } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { donationKeys } from './donation-keys';

/** POST /api/users/me/tax-receipts/yearly: the year's summaries, one per donor the receipts name, replacing that year's receipts. */
export const requestYearlyTaxReceipt = (year: number): Promise<TTaxReceipt[]> =>
  api.post('/api/users/me/tax-receipts/yearly', { year }, { schema: ZTaxReceiptListSchema });

export function useRequestYearlyTaxReceipt(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: requestYearlyTaxReceipt, onSuccess: () => queryClient.invalidateQueries({ queryKey: donationKeys.myReceipts(userId) }) });
}

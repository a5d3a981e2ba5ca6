import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZTaxReceiptListSchema, type TTaxReceiptList } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { donationKeys } from './donation-keys';

/** GET /api/users/me/tax-receipts: the signed-in donor's receipts. */
export const getMyTaxReceipts = (signal?: AbortSignal): Promise<TTaxReceiptList> =>
  api.get('/api/users/me/tax-receipts', { schema: ZTaxReceiptListSchema, signal });

export const useMyTaxReceipts = (userId: number | undefined) =>
  useQuery(queryOptions({ queryKey: donationKeys.myReceipts(userId), queryFn: ({ signal }) => getMyTaxReceipts(signal), enabled: userId !== undefined }));

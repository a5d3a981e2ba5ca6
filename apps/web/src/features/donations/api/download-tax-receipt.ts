import { useMutation } from '@tanstack/react-query';
import { taxReceiptFileName } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { saveFile } from '#lib/save-file';

/** GET /api/users/me/tax-receipts/{id}/pdf: the donor's own receipt. */
export async function downloadMyTaxReceipt(receipt: { id: number; number: string }): Promise<void> {
  saveFile(await api.get<undefined, Blob>(`/api/users/me/tax-receipts/${receipt.id}/pdf`, { responseType: 'blob' }), taxReceiptFileName(receipt.number));
}

/** GET /api/admin/tax-receipts/{id}/pdf (admin): any receipt, cancelled ones saying so. */
export async function downloadTaxReceiptAsAdmin(receipt: { id: number; number: string }): Promise<void> {
  saveFile(await api.get<undefined, Blob>(`/api/admin/tax-receipts/${receipt.id}/pdf`, { responseType: 'blob' }), taxReceiptFileName(receipt.number));
}

export const useDownloadMyTaxReceipt = () => useMutation({ mutationFn: downloadMyTaxReceipt });
export const useDownloadTaxReceiptAsAdmin = () => useMutation({ mutationFn: downloadTaxReceiptAsAdmin });

import { useMutation } from '@tanstack/react-query';
import { invoiceFileName } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { saveFile } from '#lib/save-file';

/** GET /api/admin/download-invoice-membership/{membershipId}, saved as facture_membership_{id}.pdf. */
export async function downloadMemberInvoice(membershipId: number): Promise<void> {
  const pdf = await api.get<undefined, Blob>(`/api/admin/download-invoice-membership/${membershipId}`, { responseType: 'blob' });
  saveFile(pdf, invoiceFileName(membershipId));
}

/** GET /api/users/me/memberships/{id}/invoice: a member's own invoice. */
export async function downloadMyInvoice(membershipId: number): Promise<void> {
  const pdf = await api.get<undefined, Blob>(`/api/users/me/memberships/${membershipId}/invoice`, { responseType: 'blob' });
  saveFile(pdf, invoiceFileName(membershipId));
}

export const useDownloadMemberInvoice = () => useMutation({ mutationFn: downloadMemberInvoice });
export const useDownloadMyInvoice = () => useMutation({ mutationFn: downloadMyInvoice });

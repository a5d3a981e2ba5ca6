import { useMutation } from '@tanstack/react-query';
import { treasuryExportFileName, type TTreasuryExportKind } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { saveFile } from '#lib/save-file';

/**
 * GET /api/admin/treasury/exports/{kind}.csv?year=YYYY, saved as tresorerie-YYYY-….csv. Through the
 * API client, not a plain link: the access token lives in memory, never in a cookie a link would carry.
 */
export async function downloadTreasuryExport({ kind, year }: { kind: TTreasuryExportKind; year: number }): Promise<void> {
  const csv = await api.get<undefined, Blob>(`/api/admin/treasury/exports/${kind}.csv?year=${year}`, { responseType: 'blob' });
  saveFile(csv, treasuryExportFileName(kind, year));
}

export const useDownloadTreasuryExport = () => useMutation({ mutationFn: downloadTreasuryExport });

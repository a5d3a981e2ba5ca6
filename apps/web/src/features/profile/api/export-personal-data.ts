import { useMutation } from '@tanstack/react-query';
import { PERSONAL_DATA_FILE_NAME } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { saveFile } from '#lib/save-file';

/** GET /api/users/me/export, saved as a JSON file (GDPR portability). */
export async function exportPersonalData(): Promise<void> {
  const file = await api.get<undefined, Blob>('/api/users/me/export', { responseType: 'blob' });
  saveFile(file, PERSONAL_DATA_FILE_NAME);
}

export const useExportPersonalData = () => useMutation({ mutationFn: exportPersonalData });

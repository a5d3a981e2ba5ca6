import { useMutation } from '@tanstack/react-query';
import { JOURNAL_CSV_FILE_NAME } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { saveFile } from '#lib/save-file';
import type { JournalFilters } from './get-journal-pages';

/**
 * GET /api/admin/journal.csv with the page's filters, saved as journal.csv. Through the API client,
 * not a plain link: the access token lives in memory. The server journals the download itself.
 */
export async function downloadJournalCsv(filters: JournalFilters): Promise<void> {
  const csv = await api.get<undefined, Blob>('/api/admin/journal.csv', { query: filters, responseType: 'blob' });
  saveFile(csv, JOURNAL_CSV_FILE_NAME);
}

export const useDownloadJournalCsv = () => useMutation({ mutationFn: downloadJournalCsv });

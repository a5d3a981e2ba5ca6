import { useMutation } from '@tanstack/react-query';
import { participantsCsvFileName } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { saveFile } from '#lib/save-file';

/**
 * GET /api/events/{id}/participants.csv, saved as participants-evenement-{id}.csv. Through the API
 * client, not a plain link: the access token lives in memory, never in a cookie a link would carry.
 */
export async function downloadParticipantsCsv(eventId: number): Promise<void> {
  const csv = await api.get<undefined, Blob>(`/api/events/${eventId}/participants.csv`, { responseType: 'blob' });
  saveFile(csv, participantsCsvFileName(eventId));
}

export const useDownloadParticipantsCsv = () => useMutation({ mutationFn: downloadParticipantsCsv });

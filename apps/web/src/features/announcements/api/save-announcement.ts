import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAnnouncementSchema, type TAnnouncement, type TAnnouncementRequest } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { announcementKeys } from './announcement-keys';

export type AnnouncementSave = { id: number | null; request: TAnnouncementRequest };

/** POST /api/admin/announcements (a new draft, 201) or PUT /api/admin/announcements/{id} (a draft or a scheduled one): the whole announcement. */
export const saveAnnouncement = ({ id, request }: AnnouncementSave): Promise<TAnnouncement> =>
  id === null
    ? api.post('/api/admin/announcements', request, { schema: ZAnnouncementSchema })
    : api.put(`/api/admin/announcements/${id}`, request, { schema: ZAnnouncementSchema });

export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnnouncement,
    onSuccess: (saved) => {
      queryClient.setQueryData(announcementKeys.adminAnnouncement(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: announcementKeys.adminList() });
    },
  });
}

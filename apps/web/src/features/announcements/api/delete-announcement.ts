import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client';
import { announcementKeys } from './announcement-keys';

/** DELETE /api/admin/announcements/{id} (a draft or a scheduled one): 204. */
export const deleteAnnouncement = (id: number): Promise<unknown> => api.delete(`/api/admin/announcements/${id}`);

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAnnouncement,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: announcementKeys.adminAnnouncement(id) });
      return queryClient.invalidateQueries({ queryKey: announcementKeys.adminList() });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAnnouncementSchema, ZMessageSchema, type TAnnouncement, type TAnnouncementSendInput } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { announcementKeys } from './announcement-keys';

/** POST /api/admin/announcements/{id}/send: now (`scheduled_at: null`) or at an instant to come; 202, the announcement queued or scheduled. */
export const sendAnnouncement = ({ id, ...request }: TAnnouncementSendInput & { id: number }): Promise<TAnnouncement> =>
  api.post(`/api/admin/announcements/${id}/send`, request, { schema: ZAnnouncementSchema });

export function useSendAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendAnnouncement,
    onSuccess: (sent) => {
      queryClient.setQueryData(announcementKeys.adminAnnouncement(sent.id), sent);
      return queryClient.invalidateQueries({ queryKey: announcementKeys.adminList() });
    },
  });
}

/** POST /api/admin/announcements/{id}/test: the announcement mailed to the signed-in account's own address. */
export const sendAnnouncementTest = (id: number) => api.post(`/api/admin/announcements/${id}/test`, {}, { schema: ZMessageSchema });

export const useSendAnnouncementTest = () => useMutation({ mutationFn: sendAnnouncementTest });

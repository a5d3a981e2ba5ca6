import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAnnouncementSchema, type TAnnouncement, type TAnnouncementState } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { ANNOUNCEMENT_EDITOR_SETTINGS } from '../messages';
import { announcementKeys } from './announcement-keys';

/** An announcement whose mails are being written to the outbox or sent: its progress moves. */
export const isOnItsWay = (state: TAnnouncementState) => state === 'queued' || state === 'sending';

/** GET /api/admin/announcements/{id} (announcements.send): the whole announcement and its progress. */
export const getAdminAnnouncement = (id: number, signal?: AbortSignal): Promise<TAnnouncement> =>
  api.get(`/api/admin/announcements/${id}`, { schema: ZAnnouncementSchema, signal });

/** Read again every few seconds while it is on its way (queued, sending), and no more once sent. */
export const useAdminAnnouncement = (id: number) =>
  useQuery({
    ...queryOptions({ queryKey: announcementKeys.adminAnnouncement(id), queryFn: ({ signal }) => getAdminAnnouncement(id, signal) }),
    refetchInterval: (query) => (query.state.data && isOnItsWay(query.state.data.state) ? ANNOUNCEMENT_EDITOR_SETTINGS.PROGRESS_REFRESH_MS : false),
  });

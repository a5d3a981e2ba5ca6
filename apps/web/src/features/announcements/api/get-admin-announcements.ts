import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAnnouncementListResponseSchema, type TAnnouncementListResponse } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { ANNOUNCEMENT_EDITOR_SETTINGS } from '../messages';
import { announcementKeys } from './announcement-keys';
import { isOnItsWay } from './get-admin-announcement';

/** GET /api/admin/announcements (announcements.send): every announcement, newest first, with its progress. */
export const getAdminAnnouncements = (signal?: AbortSignal): Promise<TAnnouncementListResponse> =>
  api.get('/api/admin/announcements', { schema: ZAnnouncementListResponseSchema, signal });

/** Read again while one of them is on its way, so that its count of mails sent moves. */
export const useAdminAnnouncements = () =>
  useQuery({
    ...queryOptions({ queryKey: announcementKeys.adminList(), queryFn: ({ signal }) => getAdminAnnouncements(signal) }),
    refetchInterval: (query) =>
      query.state.data?.announcements.some((announcement) => isOnItsWay(announcement.state)) ? ANNOUNCEMENT_EDITOR_SETTINGS.PROGRESS_REFRESH_MS : false,
  });

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZAnnouncementPreviewResponseSchema, type TAnnouncementPreviewResponse, type TAnnouncementRequest } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { announcementKeys } from './announcement-keys';

/**
 * POST /api/admin/announcements/preview: the mail exactly as a recipient will see it (subject, HTML
 * and text, with an example unsubscribe link), rendered by the server. The browser renders no
 * Markdown and no mail: what the writer sees is what will be sent.
 */
export const previewAnnouncement = (request: TAnnouncementRequest, signal?: AbortSignal): Promise<TAnnouncementPreviewResponse> =>
  api.post('/api/admin/announcements/preview', request, { schema: ZAnnouncementPreviewResponseSchema, signal });

/** Kept by its request (`null`: not enough written yet); the previous preview stays shown while the next is asked. */
export const useAnnouncementPreview = (request: TAnnouncementRequest | null) =>
  useQuery({
    ...queryOptions({ queryKey: announcementKeys.preview(request), queryFn: ({ signal }) => previewAnnouncement(request!, signal) }),
    enabled: request !== null,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });

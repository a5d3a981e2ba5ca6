import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZAnnouncementRecipientsCountResponseSchema,
  type TAnnouncementKind,
  type TAnnouncementRecipientsCountResponse,
  type TAnnouncementSegment,
} from '@action-plus/contract';
import { api } from '#lib/api-client';
import { announcementKeys } from './announcement-keys';

/** POST /api/admin/announcements/recipients-count: how many accounts the kind and the segment reach now (consent applied, duplicates removed). */
export const countRecipients = (kind: TAnnouncementKind, segment: TAnnouncementSegment, signal?: AbortSignal): Promise<TAnnouncementRecipientsCountResponse> =>
  api.post('/api/admin/announcements/recipients-count', { kind, segment }, { schema: ZAnnouncementRecipientsCountResponseSchema, signal });

/** A read kept by its choice (`null`: the choice is not complete yet); the previous count stays shown while the next is asked. */
export const useRecipientsCount = (choice: { kind: TAnnouncementKind; segment: TAnnouncementSegment } | null) =>
  useQuery({
    ...queryOptions({
      queryKey: choice
        ? announcementKeys.recipientsCount(choice.kind, choice.segment)
        : announcementKeys.recipientsCount('association_news', { type: 'consenting' }),
      queryFn: ({ signal }) => countRecipients(choice!.kind, choice!.segment, signal),
    }),
    enabled: choice !== null,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

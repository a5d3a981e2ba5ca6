import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZEventListResponseSchema, ZNewsListResponseSchema } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { ANNOUNCEMENT_EDITOR_SETTINGS } from '../messages';
import { announcementKeys } from './announcement-keys';

/**
 * GET /api/events?limit=…: the events a segment (participants, waiting list) or the card may name,
 * the upcoming soonest first, then the past most recent first, as the site lists them.
 */
export const useAnnouncementEventChoices = () =>
  useQuery(
    queryOptions({
      queryKey: announcementKeys.eventChoices(),
      queryFn: ({ signal }) =>
        api.get('/api/events', { query: { limit: ANNOUNCEMENT_EDITOR_SETTINGS.EVENT_CHOICES }, schema: ZEventListResponseSchema, signal }),
      staleTime: 60_000,
    }),
  );

/** GET /api/news?limit=…: the published articles the card may name, newest first. */
export const useAnnouncementArticleChoices = () =>
  useQuery(
    queryOptions({
      queryKey: announcementKeys.articleChoices(),
      queryFn: ({ signal }) =>
        api.get('/api/news', { query: { limit: ANNOUNCEMENT_EDITOR_SETTINGS.ARTICLE_CHOICES }, schema: ZNewsListResponseSchema, signal }),
      staleTime: 60_000,
    }),
  );

import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ANNOUNCEMENT_LIMITS, type TAnnouncementArchiveResponse, type TArchivedAnnouncement } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { loadArchiveListSchema, loadArchivedAnnouncementSchema } from './load-archive-schemas';

/** The archive as its reader sees it: a member reads more than a visitor. */
const archiveKeys = {
  pages: (readerId: number | null) => ['announcements', 'archive', 'pages', readerId] as const,
  announcement: (id: number, readerId: number | null) => ['announcements', 'archive', 'announcement', id, readerId] as const,
};

/**
 * GET /api/announcements?cursor=&limit=: the sent announcements published on the site, newest
 * first, a page at a time; a signed-in account reads the members' ones too, hence the reader in the key.
 */
export const getArchivePagesQueryOptions = (readerId: number | null) =>
  infiniteQueryOptions({
    queryKey: archiveKeys.pages(readerId),
    queryFn: ({ pageParam, signal }): Promise<TAnnouncementArchiveResponse> =>
      api.get('/api/announcements', { query: { cursor: pageParam, limit: ANNOUNCEMENT_LIMITS.PAGE_SIZE }, schema: loadArchiveListSchema, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
  });

/**
 * When the session is restored the reader changes, and with it the key: what the visitor read stays
 * on screen while the member's read is on its way, rather than a spinner in between.
 */
export const useArchivePages = (readerId: number | null, isEnabled = true) =>
  useInfiniteQuery({ ...getArchivePagesQueryOptions(readerId), enabled: isEnabled, placeholderData: keepPreviousData });

/** GET /api/announcements/{id}: one archived announcement, its text as sanitised HTML. */
export const getArchivedAnnouncementQueryOptions = (id: number, readerId: number | null) =>
  queryOptions({
    queryKey: archiveKeys.announcement(id, readerId),
    queryFn: ({ signal }): Promise<TArchivedAnnouncement> => api.get(`/api/announcements/${id}`, { schema: loadArchivedAnnouncementSchema, signal }),
  });

export const useArchivedAnnouncement = (id: number, readerId: number | null, isEnabled = true) =>
  useQuery({ ...getArchivedAnnouncementQueryOptions(id, readerId), enabled: isEnabled && id > 0, placeholderData: keepPreviousData });

import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { ZJournalPageSchema, type TJournalPage } from '@action-plus/contract';
import { api } from '#lib/api-client';

/** The journal's filters as the page sends them (all optional, checked by the contract's schema first). */
export type JournalFilters = { person?: string; action?: string; target_type?: string; target_id?: string; from?: string; to?: string };

export const journalKeys = {
  all: ['journal'] as const,
  pages: (filters: JournalFilters) => [...journalKeys.all, 'pages', filters] as const,
};

/** GET /api/admin/journal, page after page: each answer's `next_cursor` asks for the next. */
export const getJournalPagesQueryOptions = (filters: JournalFilters) =>
  infiniteQueryOptions({
    queryKey: journalKeys.pages(filters),
    queryFn: ({ pageParam, signal }): Promise<TJournalPage> =>
      api.get('/api/admin/journal', { query: { ...filters, cursor: pageParam }, schema: ZJournalPageSchema, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => (lastPage.has_more && lastPage.next_cursor ? lastPage.next_cursor : undefined),
  });

/** New filters keep the previous entries shown until their own arrive. */
export const useJournalPages = (filters: JournalFilters) => useInfiniteQuery({ ...getJournalPagesQueryOptions(filters), placeholderData: keepPreviousData });

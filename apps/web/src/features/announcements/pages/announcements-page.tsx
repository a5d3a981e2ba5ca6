import { useParams } from 'react-router';
import type { PagePrefetch } from '#lib/page-prefetch';
import { getArchivedAnnouncementQueryOptions, getArchivePagesQueryOptions } from '../api/get-archive';
import { ArchiveList } from '../components/archive-list';
import { ArchivedAnnouncementView } from '../components/archived-announcement-view';

const idOf = (parameter: string | undefined) => (parameter && /^\d{1,10}$/.test(parameter) ? Number(parameter) : 0);

/**
 * What the server renders /annonces and /annonces/:id with, as a visitor: the first page of the
 * public announcements, or a public announcement (a members-only one is read once the session is
 * restored).
 */
export const prefetch: PagePrefetch = async (queryClient, params) => {
  if (params.id === undefined) await queryClient.prefetchInfiniteQuery(getArchivePagesQueryOptions(null));
  else if (idOf(params.id) > 0) await queryClient.prefetchQuery(getArchivedAnnouncementQueryOptions(idOf(params.id), null));
};

/**
 * « Annonces » (issue 27): the archive's list and each announcement, in one module, so that the
 * start chunk carries one preload list for both (the home page's first-view budget, decision 019).
 */
export default function AnnouncementsPage() {
  const { id } = useParams();
  return id === undefined ? <ArchiveList /> : <ArchivedAnnouncementView key={id} id={idOf(id)} />;
}

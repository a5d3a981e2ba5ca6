import { matchPath, useLocation, useParams } from 'react-router';
import { PAGES } from '@action-plus/contract';
import { AnnouncementList } from '../components/announcement-list';
import { AnnouncementView } from '../components/announcement-view';
import { NewAnnouncementView } from '../components/new-announcement-view';

/**
 * « Annonces » in the administration (issue 27): the list (/admin/annonces), a new announcement
 * (/admin/annonces/nouvelle) and one announcement (/admin/annonces/:id), in one module: the three
 * pages load together, and the start chunk carries one preload list for them rather than three
 * (the home page's first-view budget, decision 019).
 */
export default function AdminAnnouncementsPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  if (id !== undefined) return <AnnouncementView key={id} id={/^\d{1,10}$/.test(id) ? Number(id) : 0} />;
  if (matchPath(PAGES.adminAnnouncementNew.path, pathname)) return <NewAnnouncementView />;
  return <AnnouncementList />;
}

import { matchPath, useLocation, useParams } from 'react-router';
import { PAGES } from '@action-plus/contract';
import { AssemblyList } from '../components/assembly-list';
import { AssemblyView } from '../components/assembly-view';
import { NewAssemblyView } from '../components/new-assembly-view';

/**
 * « Assemblées générales » in the administration (issue 28): the list (/admin/assemblees), a new
 * assembly (/admin/assemblees/nouvelle) and one assembly (/admin/assemblees/:id), in one module, so
 * that the start chunk carries one preload list for the three (decision 019's budget).
 */
export default function AdminAssembliesPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  if (id !== undefined) return <AssemblyView key={id} id={/^\d{1,10}$/.test(id) ? Number(id) : 0} />;
  if (matchPath(PAGES.adminAssemblyNew.path, pathname)) return <NewAssemblyView />;
  return <AssemblyList />;
}

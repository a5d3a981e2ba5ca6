import { useParams } from 'react-router';
import { MemberAssemblyList } from '../components/member-assembly-list';
import { MemberAssemblyView } from '../components/member-assembly-view';

/**
 * « Assemblées générales » of a member (issue 28): the list (/assemblees) and one assembly
 * (/assemblees/:id, where the convocation leads), in one module: one preload list for both.
 */
export default function AssembliesPage() {
  const { id } = useParams();
  return id === undefined ? <MemberAssemblyList /> : <MemberAssemblyView key={id} id={/^\d{1,10}$/.test(id) ? Number(id) : 0} />;
}

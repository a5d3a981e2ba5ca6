import { Link, useNavigate } from 'react-router';
import { PATHS } from '@action-plus/contract';
import { Container, useToast } from '#components/ui';
import { usePageTitle } from '#lib/use-page-title';
import { AssemblyForm } from './assembly-form';
import list from '#components/admin/admin-list.module.css';
import { ASSEMBLY_ADMIN_MESSAGES as M } from '../messages';

/** A new assembly: once created, its own page takes over (agenda, resolutions, voters). */
export function NewAssemblyView() {
  usePageTitle(M.newHeading);
  const navigate = useNavigate();
  const { showToast } = useToast();
  return (
    <Container>
      <Link to={PATHS.adminAssemblies} className={list.back}>
        <span aria-hidden="true">←</span> {M.backToList}
      </Link>
      <h1>{M.newHeading}</h1>
      <AssemblyForm
        onSaved={(created) => {
          showToast(M.saved, { tone: 'success' });
          navigate(PATHS.adminAssembly(created.id), { replace: true });
        }}
      />
    </Container>
  );
}

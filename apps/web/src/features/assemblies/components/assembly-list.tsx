import { ASSEMBLY_STATE_LABELS, PATHS, frenchNumber, type TAssemblyState } from '@action-plus/contract';
import { AdminListPage } from '#components/admin/admin-list-page';
import { Badge, ButtonLink, type BadgeTone } from '#components/ui';
import { formatDateTime } from '#lib/dates';
import { usePageTitle } from '#lib/use-page-title';
import { useAdminAssemblies } from '../api/get-admin-assemblies';
import list from '#components/admin/admin-list.module.css';
import { ASSEMBLIES_PAGE_HEADING, ASSEMBLY_ADMIN_MESSAGES as M, ASSEMBLY_COMMON_MESSAGES as C } from '../messages';

export const STATE_TONES: Record<TAssemblyState, BadgeTone> = { draft: 'neutral', convened: 'info', open: 'warning', closed: 'success' };

/** « Assemblées générales » in the administration (issue 28): every assembly with its state, the latest first. */
export function AssemblyList() {
  usePageTitle(ASSEMBLIES_PAGE_HEADING);
  return (
    <AdminListPage
      heading={ASSEMBLIES_PAGE_HEADING}
      action={<ButtonLink to={PATHS.adminAssemblyNew}>{M.newAssembly}</ButtonLink>}
      intro={
        <>
          <p className={list.intro}>{M.intro}</p>
          <p className={list.intro}>{C.statutesNote}</p>
        </>
      }
      query={useAdminAssemblies()}
      itemsOf={(data) => data.assemblies}
      keyOf={(assembly) => assembly.id}
      columns={[M.titleColumn, M.dateColumn, M.stateColumn, M.votersColumn, M.actionsColumn]}
      words={{ loading: M.listLoading, failed: M.listFailed, empty: M.empty, tableLabel: M.tableLabel, tableHint: M.tableHint }}
      cellsOf={(assembly) => (
        <>
          <th scope="row" className={list.name}>
            {assembly.title}
          </th>
          <td>{formatDateTime(assembly.starts_at)}</td>
          <td>
            <Badge tone={STATE_TONES[assembly.state]}>{ASSEMBLY_STATE_LABELS[assembly.state]}</Badge>
          </td>
          <td>{assembly.cut_off_date ? frenchNumber(assembly.voters_count) : M.notFrozen}</td>
          <td>
            <ButtonLink to={PATHS.adminAssembly(assembly.id)} variant="outline" size="sm" aria-label={M.openAssembly(assembly.title)}>
              {M.open}
            </ButtonLink>
          </td>
        </>
      )}
    />
  );
}

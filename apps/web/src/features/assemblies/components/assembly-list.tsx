import { ASSEMBLY_STATE_LABELS, PATHS, frenchNumber, type TAssemblyState } from '@action-plus/contract';
import { Alert, Badge, Button, ButtonLink, Container, ScrollRegion, Spinner, type BadgeTone } from '#components/ui';
import { getErrorMessage } from '#lib/api-client';
import { formatDateTime } from '#lib/dates';
import { usePageTitle } from '#lib/use-page-title';
import { useAdminAssemblies } from '../api/get-admin-assemblies';
import list from '#components/admin/admin-list.module.css';
import { ASSEMBLIES_PAGE_HEADING, ASSEMBLY_ADMIN_MESSAGES as M, ASSEMBLY_COMMON_MESSAGES as C } from '../messages';

export const STATE_TONES: Record<TAssemblyState, BadgeTone> = { draft: 'neutral', convened: 'info', open: 'warning', closed: 'success' };

/** « Assemblées générales » in the administration (issue 28): every assembly with its state, the latest first. */
export function AssemblyList() {
  usePageTitle(ASSEMBLIES_PAGE_HEADING);
  const assemblies = useAdminAssemblies();

  return (
    <Container>
      <div className={list.header}>
        <h1 className={list.heading}>{ASSEMBLIES_PAGE_HEADING}</h1>
        <ButtonLink to={PATHS.adminAssemblyNew}>{M.newAssembly}</ButtonLink>
      </div>
      <p className={list.intro}>{M.intro}</p>
      <p className={list.intro}>{C.statutesNote}</p>

      {assemblies.isPending ? (
        <Spinner label={M.listLoading} isBlock />
      ) : assemblies.isError ? (
        <Alert
          tone="error"
          action={
            <Button variant="outline" size="sm" onClick={() => void assemblies.refetch()} isLoading={assemblies.isFetching}>
              {C.retry}
            </Button>
          }
        >
          {getErrorMessage(assemblies.error, M.listFailed)}
        </Alert>
      ) : assemblies.data.assemblies.length === 0 ? (
        <p className={list.empty}>{M.empty}</p>
      ) : (
        <ScrollRegion label={M.tableLabel} hint={M.tableHint}>
          <table className={list.table}>
            <thead>
              <tr>
                <th scope="col">{M.titleColumn}</th>
                <th scope="col">{M.dateColumn}</th>
                <th scope="col">{M.stateColumn}</th>
                <th scope="col">{M.votersColumn}</th>
                <th scope="col">{M.actionsColumn}</th>
              </tr>
            </thead>
            <tbody>
              {assemblies.data.assemblies.map((assembly) => (
                <tr key={assembly.id}>
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
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </Container>
  );
}

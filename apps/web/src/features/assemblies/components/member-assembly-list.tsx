import { ASSEMBLY_STATE_LABELS, PATHS } from '@action-plus/contract';
import { Badge, ButtonLink, Container, QueryFailedAlert, Spinner } from '#components/ui';
import { formatDateTime } from '#lib/dates';
import { usePageTitle } from '#lib/use-page-title';
import { useMemberAssemblies } from '../api/member-assemblies';
import { STATE_TONES } from './assembly-list';
import list from '#components/admin/admin-list.module.css';
import styles from './assemblies.module.css';
import { ASSEMBLIES_PAGE_HEADING, ASSEMBLY_MEMBER_MESSAGES as M } from '../messages';

/** /assemblees: the assemblies the member votes at, and the past ones whose minutes they may read; a list of cards that fits a phone. */
export function MemberAssemblyList() {
  usePageTitle(ASSEMBLIES_PAGE_HEADING);
  const assemblies = useMemberAssemblies();
  return (
    <Container>
      <h1>{ASSEMBLIES_PAGE_HEADING}</h1>
      <p className={list.intro}>{M.intro}</p>
      {assemblies.isPending ? (
        <Spinner label={M.listLoading} isBlock />
      ) : assemblies.isError ? (
        <QueryFailedAlert query={assemblies} fallback={M.listFailed} />
      ) : assemblies.data.assemblies.length === 0 ? (
        <p className={list.empty}>{M.empty}</p>
      ) : (
        <ul className={styles.list}>
          {assemblies.data.assemblies.map((assembly) => (
            <li key={assembly.id} className={styles.item}>
              <div className={styles.itemHeader}>
                <h2 className={styles.itemTitle}>{assembly.title}</h2>
                <Badge tone={STATE_TONES[assembly.state]}>{ASSEMBLY_STATE_LABELS[assembly.state]}</Badge>
              </div>
              <p className={styles.meta}>{formatDateTime(assembly.starts_at)}</p>
              <div className={styles.actions}>
                <ButtonLink to={PATHS.assembly(assembly.id)} variant="outline" size="sm" aria-label={M.openAssembly(assembly.title)}>
                  {M.open}
                </ButtonLink>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}

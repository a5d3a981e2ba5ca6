import type { TQuorum } from '@action-plus/contract';
import { Badge } from '#components/ui';
import styles from './assemblies.module.css';
import { ASSEMBLY_COMMON_MESSAGES as M } from '../messages';

/** Present and represented against the quorum the statutes ask; a polite live region, as it moves during the session. */
export function QuorumSummary({ quorum }: { quorum: TQuorum }) {
  return (
    <div className={styles.quorum} role="status">
      <span>{M.quorumSummary(quorum.present, quorum.represented, quorum.voters)}</span>
      <span>{quorum.required > 0 ? M.quorumRequired(quorum.required) : M.quorumNone}</span>
      {quorum.required > 0 && <Badge tone={quorum.is_reached ? 'success' : 'warning'}>{quorum.is_reached ? M.quorumReached : M.quorumNotReached}</Badge>}
    </div>
  );
}

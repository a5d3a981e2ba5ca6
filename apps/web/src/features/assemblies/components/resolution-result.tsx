import {
  MAJORITY_RULE_LABELS,
  RESOLUTION_KIND_LABELS,
  RESOLUTION_OUTCOME_LABELS,
  VOTE_CHOICE_LABELS,
  VOTE_CHOICES,
  frenchNumber,
  type TResolution,
  type TResolutionResult,
} from '@action-plus/contract';
import { Badge } from '#components/ui';
import list from '#components/admin/admin-list.module.css';
import styles from './assemblies.module.css';
import { ASSEMBLY_COMMON_MESSAGES as M } from '../messages';

/** The kind, the majority the statutes ask and, for an election, the seats and candidates. */
export function ResolutionMeta({ resolution }: { resolution: TResolution }) {
  return (
    <>
      <p className={styles.meta}>
        {RESOLUTION_KIND_LABELS[resolution.kind]}
        {resolution.majority && <> · {M.majorityOf(MAJORITY_RULE_LABELS[resolution.majority])}</>}
        {resolution.seats !== null && <> · {M.seatsOf(resolution.seats)}</>}
      </p>
      {resolution.candidates.length > 0 && (
        <p className={styles.meta}>
          {M.candidatesOf} {resolution.candidates.map((candidate) => candidate.name).join(', ')}
        </p>
      )}
    </>
  );
}

/** A closed vote's counts, online and on paper, and what the majority decided (or whom the election elected). */
export function ResolutionResult({ title, result }: { title: string; result: TResolutionResult }) {
  const isElection = result.outcome === null;
  return (
    <div>
      {result.outcome && (
        <p>
          {M.outcomeOf} <Badge tone={result.outcome === 'adopted' ? 'success' : 'error'}>{RESOLUTION_OUTCOME_LABELS[result.outcome]}</Badge>
        </p>
      )}
      <table className={list.table} aria-label={M.resultsLabel(title)}>
        <thead>
          <tr>
            <th scope="col">{isElection ? M.candidateColumn : M.choiceColumn}</th>
            <th scope="col" className={list.number}>
              {M.onlineColumn}
            </th>
            <th scope="col" className={list.number}>
              {M.paperColumn}
            </th>
            <th scope="col" className={list.number}>
              {M.totalColumn}
            </th>
          </tr>
        </thead>
        <tbody>
          {isElection ? (
            <>
              {result.candidates.map((candidate) => (
                <tr key={candidate.id}>
                  <th scope="row">
                    {candidate.name} {candidate.elected ? <Badge tone="success">{M.elected}</Badge> : <Badge>{M.notElected}</Badge>}
                  </th>
                  <td className={list.number}>{frenchNumber(candidate.online)}</td>
                  <td className={list.number}>{frenchNumber(candidate.paper)}</td>
                  <td className={list.number}>{frenchNumber(candidate.votes)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">{M.blank}</th>
                <td className={list.number}>{frenchNumber(result.online.abstain)}</td>
                <td className={list.number}>{frenchNumber(result.paper.abstain)}</td>
                <td className={list.number}>{frenchNumber(result.abstain)}</td>
              </tr>
            </>
          ) : (
            VOTE_CHOICES.map((choice) => (
              <tr key={choice}>
                <th scope="row">{VOTE_CHOICE_LABELS[choice]}</th>
                <td className={list.number}>{frenchNumber(result.online[choice])}</td>
                <td className={list.number}>{frenchNumber(result.paper[choice])}</td>
                <td className={list.number}>{frenchNumber(result[choice])}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      <p className={styles.meta}>{M.countedOn(result.voters_present_or_represented)}</p>
    </div>
  );
}

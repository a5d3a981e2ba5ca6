import { useId, useRef, useState } from 'react';
import { ASSEMBLY_MESSAGES, VOTE_CHOICE_LABELS, VOTE_CHOICES, type TResolution, type TVoteChoice } from '@action-plus/contract';
import { Alert, Button } from '#components/ui';
import { getErrorMessage } from '#lib/api-client';
import { useCastVote } from '../api/member-assemblies';
import { electionChoiceError } from '../lib/assembly-forms';
import styles from './assemblies.module.css';
import { ASSEMBLY_MEMBER_MESSAGES as M } from '../messages';

export type BallotReceipt = { message: string; code: string };

type BallotFormProps = {
  assemblyId: number;
  resolution: TResolution;
  voterId: number;
  /** « Votre vote », or the vote for a proxy held. */
  label: string;
  onCast: (receipt: BallotReceipt) => void;
};

/**
 * One ballot: for, against or abstention, or up to the seats' number of candidates (none is a
 * blank ballot), for the voter themselves or a proxy they hold. Sent once; the receipt code comes back.
 */
export function BallotForm({ assemblyId, resolution, voterId, label, onCast }: BallotFormProps) {
  const isElection = resolution.kind === 'election';
  const [choice, setChoice] = useState<TVoteChoice | null>(null);
  const [candidateIds, setCandidateIds] = useState<number[]>([]);
  const [error, setError] = useState<string | undefined>(undefined);
  const castVote = useCastVote(assemblyId);
  const errorId = useId();
  const firstInput = useRef<HTMLInputElement>(null);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const refusal = isElection ? electionChoiceError(candidateIds.length, resolution.seats) : choice === null ? ASSEMBLY_MESSAGES.choiceRequired : undefined;
    setError(refusal);
    if (refusal) return firstInput.current?.focus();
    castVote.mutate(
      { resolutionId: resolution.id, voter_id: voterId, choice: isElection ? null : choice, candidate_ids: isElection ? candidateIds : [] },
      { onSuccess: (answer) => onCast({ message: answer.message, code: answer.receipt_code }) },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={castVote.isPending || undefined}>
      <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
        <legend className={styles.legend}>{label}</legend>
        {isElection && resolution.seats !== null && <p className={styles.hint}>{M.electionHint(resolution.seats)}</p>}
        {isElection
          ? resolution.candidates.map((candidate, index) => (
              <label key={candidate.id} className={styles.choice}>
                <input
                  ref={index === 0 ? firstInput : undefined}
                  type="checkbox"
                  checked={candidateIds.includes(candidate.id)}
                  onChange={(event) =>
                    setCandidateIds((current) => (event.target.checked ? [...current, candidate.id] : current.filter((id) => id !== candidate.id)))
                  }
                  aria-invalid={error ? true : undefined}
                />
                {candidate.name}
              </label>
            ))
          : VOTE_CHOICES.map((value, index) => (
              <label key={value} className={styles.choice}>
                <input
                  ref={index === 0 ? firstInput : undefined}
                  type="radio"
                  name={`vote-${resolution.id}-${voterId}`}
                  value={value}
                  checked={choice === value}
                  onChange={() => setChoice(value)}
                  aria-invalid={error ? true : undefined}
                />
                {VOTE_CHOICE_LABELS[value]}
              </label>
            ))}
        {error && (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        )}
        {castVote.isError && (
          <Alert tone="error" isRevealed>
            {getErrorMessage(castVote.error, M.voteFailed)}
          </Alert>
        )}
        <Button type="submit" isLoading={castVote.isPending} loadingText={M.voteBusy}>
          {M.vote}
        </Button>
      </fieldset>
    </form>
  );
}

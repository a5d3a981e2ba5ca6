import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ASSEMBLY_LIMITS,
  ASSEMBLY_MESSAGES,
  RESOLUTION_VOTE_STATE_LABELS,
  ZCloseAssemblyRequestSchema,
  type TAssembly,
  type TCloseAssemblyRequest,
  type TResolution,
} from '@action-plus/contract';
import { Alert, Badge, Button, TextField, useToast } from '#components/ui';
import { ApiError, getErrorMessage } from '#lib/api-client';
import { assemblyWrites, useAssemblyWrite } from '../api/manage-assembly';
import { contractResolver } from '../lib/assembly-forms';
import { QuorumSummary } from './quorum-summary';
import { ResolutionMeta, ResolutionResult } from './resolution-result';
import styles from './assemblies.module.css';
import { ASSEMBLY_ADMIN_MESSAGES as M, ASSEMBLY_COMMON_MESSAGES as C } from '../messages';

/** Opening the session once convened: answers and proxies freeze, check-in and votes begin. */
export function OpenSessionPanel({ assembly }: { assembly: TAssembly }) {
  const openSession = useAssemblyWrite(() => assemblyWrites.openSession(assembly.id));
  const { showToast } = useToast();
  return (
    <section className={styles.section} aria-labelledby="seance">
      <h2 id="seance">{M.sessionHeading}</h2>
      <QuorumSummary quorum={assembly.quorum} />
      <p className={styles.hint}>{M.openSessionHint}</p>
      {openSession.isError && <Alert tone="error">{getErrorMessage(openSession.error, M.sessionFailed)}</Alert>}
      <Button
        onClick={() => openSession.mutate(undefined, { onSuccess: () => showToast(M.sessionOpened, { tone: 'success' }) })}
        isLoading={openSession.isPending}
        loadingText={M.openSessionBusy}
      >
        {M.openSession}
      </Button>
    </section>
  );
}

/** The session: the live quorum, each resolution's vote opened and closed, paper totals, results. */
export function SessionVotesPanel({ assembly }: { assembly: TAssembly }) {
  const mayGoOnWithoutQuorum = !assembly.quorum.is_reached && assembly.statutes?.secondAssemblyWithoutQuorum === true;
  const [isWithoutQuorum, setIsWithoutQuorum] = useState(false);
  return (
    <section className={styles.section} aria-labelledby="seance">
      <h2 id="seance">{M.sessionHeading}</h2>
      <h3>{C.quorumHeading}</h3>
      <QuorumSummary quorum={assembly.quorum} />
      <p className={styles.hint}>{M.liveRefresh}</p>
      {mayGoOnWithoutQuorum && (
        <label className={styles.choice}>
          <input type="checkbox" checked={isWithoutQuorum} onChange={(event) => setIsWithoutQuorum(event.target.checked)} />
          {M.withoutQuorumLabel}
        </label>
      )}
      <h3>{C.resolutionsHeading}</h3>
      <ol className={styles.list}>
        {assembly.resolutions.map((resolution) => (
          <li key={resolution.id} className={styles.item}>
            <ResolutionVote assembly={assembly} resolution={resolution} isWithoutQuorum={mayGoOnWithoutQuorum && isWithoutQuorum} />
          </li>
        ))}
      </ol>
    </section>
  );
}

const VOTE_STATE_TONES = { pending: 'neutral', open: 'warning', closed: 'success' } as const;

function ResolutionVote({ assembly, resolution, isWithoutQuorum }: { assembly: TAssembly; resolution: TResolution; isWithoutQuorum: boolean }) {
  const openVote = useAssemblyWrite(() => assemblyWrites.openVote(assembly.id, resolution.id, isWithoutQuorum));
  const closeVote = useAssemblyWrite(() => assemblyWrites.closeVote(assembly.id, resolution.id));
  const { showToast } = useToast();
  const failure = openVote.error ?? closeVote.error;
  return (
    <>
      <div className={styles.itemHeader}>
        <h4 className={styles.itemTitle}>{resolution.title}</h4>
        <Badge tone={VOTE_STATE_TONES[resolution.vote_state]}>{RESOLUTION_VOTE_STATE_LABELS[resolution.vote_state]}</Badge>
      </div>
      <ResolutionMeta resolution={resolution} />
      {failure && (
        <Alert tone="error" isRevealed>
          {getErrorMessage(failure, M.sessionFailed)}
        </Alert>
      )}
      {assembly.state === 'open' && resolution.vote_state !== 'closed' && (
        <div className={styles.actions}>
          {resolution.vote_state === 'pending' ? (
            <Button
              size="sm"
              onClick={() => {
                closeVote.reset();
                openVote.mutate(undefined, { onSuccess: () => showToast(M.voteOpened, { tone: 'success' }) });
              }}
              isLoading={openVote.isPending}
              aria-label={M.openVoteNamed(resolution.title)}
            >
              {M.openVote}
            </Button>
          ) : (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                openVote.reset();
                closeVote.mutate(undefined, { onSuccess: () => showToast(M.voteClosed, { tone: 'success' }) });
              }}
              isLoading={closeVote.isPending}
              aria-label={M.closeVoteNamed(resolution.title)}
            >
              {M.closeVote}
            </Button>
          )}
        </div>
      )}
      {resolution.result && <ResolutionResult title={resolution.title} result={resolution.result} />}
      {resolution.vote_state === 'closed' && assembly.state === 'open' && <PaperTotalsForm assembly={assembly} resolution={resolution} />}
    </>
  );
}

/** A count typed in a box: a whole number from 0, or the field's message. */
const countOf = (text: string): number | null => (/^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : null);

/** What the room voted on paper, added to the online ballots once the vote is closed. */
function PaperTotalsForm({ assembly, resolution }: { assembly: TAssembly; resolution: TResolution }) {
  const isElection = resolution.kind === 'election';
  const paper = resolution.result?.paper;
  const [values, setValues] = useState<Record<string, string>>(() => ({
    yes: String(paper?.yes ?? 0),
    no: String(paper?.no ?? 0),
    abstain: String(paper?.abstain ?? 0),
    ...Object.fromEntries((resolution.result?.candidates ?? []).map((candidate) => [`candidate-${candidate.id}`, String(candidate.paper)])),
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useAssemblyWrite((request: { yes: number; no: number; abstain: number; candidates: { candidate_id: number; votes: number }[] }) =>
    assemblyWrites.recordPaperTotals(assembly.id, resolution.id, request),
  );
  const { showToast } = useToast();
  const headingId = useId();
  const fields = isElection
    ? [
        ...resolution.candidates.map((candidate) => ({ key: `candidate-${candidate.id}`, label: M.paperCandidate(candidate.name) })),
        { key: 'abstain', label: M.paperBlank },
      ]
    : [
        { key: 'yes', label: M.paperYes },
        { key: 'no', label: M.paperNo },
        { key: 'abstain', label: M.paperAbstain },
      ];

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const field of fields) if (countOf(values[field.key] ?? '') === null) found[field.key] = M.paperNumber;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`${headingId}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    const count = (key: string) => countOf(values[key] ?? '') ?? 0;
    save.mutate(
      {
        yes: isElection ? 0 : count('yes'),
        no: isElection ? 0 : count('no'),
        abstain: count('abstain'),
        candidates: isElection ? resolution.candidates.map((candidate) => ({ candidate_id: candidate.id, votes: count(`candidate-${candidate.id}`) })) : [],
      },
      { onSuccess: () => showToast(M.paperSaved, { tone: 'success' }) },
    );
  }

  return (
    <form className={styles.fieldset} onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h5 id={headingId} className={styles.itemTitle}>
        {M.paperHeading}
      </h5>
      <p className={styles.hint}>{M.paperHint}</p>
      <div className={styles.row}>
        {fields.map((field) => (
          <TextField
            key={field.key}
            id={`${headingId}-${field.key}`}
            label={field.label}
            inputMode="numeric"
            maxLength={7}
            value={values[field.key] ?? ''}
            onChange={(event) => setValues((current) => ({ ...current, [field.key]: event.target.value }))}
            error={errors[field.key]}
          />
        ))}
      </div>
      {save.isError && (
        <Alert tone="error" isRevealed>
          {getErrorMessage(save.error, M.sessionFailed)}
        </Alert>
      )}
      <Button type="submit" size="sm" variant="outline" isLoading={save.isPending}>
        {M.paperSave}
      </Button>
    </form>
  );
}

type CloseFormValues = { chair_name: string; secretary_name: string };
const closeResolver = contractResolver<CloseFormValues, TCloseAssemblyRequest>(ZCloseAssemblyRequestSchema, (values) => values);

/** Closing the assembly: who chaired and who was secretary, printed on the minutes. */
export function CloseAssemblyPanel({ assembly }: { assembly: TAssembly }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CloseFormValues, unknown, TCloseAssemblyRequest>({ defaultValues: { chair_name: '', secretary_name: '' }, resolver: closeResolver });
  const close = useAssemblyWrite((request: TCloseAssemblyRequest) => assemblyWrites.close(assembly.id, request));
  const { showToast } = useToast();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = handleSubmit(async (request) => {
    setProblem(null);
    try {
      await close.mutateAsync(request);
      showToast(ASSEMBLY_MESSAGES.closedMessage, { tone: 'success' });
    } catch (failure) {
      setProblem(getErrorMessage(failure, M.sessionFailed));
      if (failure instanceof ApiError && failure.detail === ASSEMBLY_MESSAGES.closeNamesRequired)
        setError('chair_name', { type: 'server', message: failure.detail }, { shouldFocus: true });
    }
  });

  return (
    <section className={styles.section} aria-labelledby="cloture">
      <h2 id="cloture">{M.closeHeading}</h2>
      <p className={styles.hint}>{M.closeHint}</p>
      <form onSubmit={(event) => void submit(event)} noValidate aria-busy={close.isPending || undefined}>
        <div className={styles.row}>
          <TextField
            label={M.chairLabel}
            isRequired
            maxLength={ASSEMBLY_LIMITS.NAME_MAX}
            autoComplete="name"
            error={errors.chair_name?.message}
            {...register('chair_name')}
          />
          <TextField
            label={M.secretaryLabel}
            isRequired
            maxLength={ASSEMBLY_LIMITS.NAME_MAX}
            error={errors.secretary_name?.message}
            {...register('secretary_name')}
          />
        </div>
        {problem && (
          <Alert tone="error" isRevealed onDismiss={() => setProblem(null)}>
            {problem}
          </Alert>
        )}
        <Button type="submit" variant="danger" isLoading={close.isPending} loadingText={M.closeBusy}>
          {M.close}
        </Button>
      </form>
    </section>
  );
}

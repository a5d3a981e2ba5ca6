import { useId, useState } from 'react';
import { ASSEMBLY_ANSWER_LABELS, ASSEMBLY_MESSAGES, ZAssemblyAnswerRequestSchema, type TMemberAssembly } from '@action-plus/contract';
import { Alert, Button, Select, useToast } from '#components/ui';
import { ApiError, getErrorMessage } from '#lib/api-client';
import { useAnswerConvocation, useAnswerProxyRequest, useVoterNames } from '../api/member-assemblies';
import styles from './assemblies.module.css';
import { ASSEMBLY_MEMBER_MESSAGES as M } from '../messages';

type Me = NonNullable<TMemberAssembly['me']>;
type Answer = 'present' | 'absent' | 'proxy';
const fullName = (voter: { first_name: string; last_name: string }) => `${voter.first_name} ${voter.last_name}`;

/** The server's refusals that are about the voter chosen to hold the proxy. */
const HOLDER_REFUSALS: readonly string[] = [
  ASSEMBLY_MESSAGES.proxyHolderRequired,
  ASSEMBLY_MESSAGES.proxyHolderNotAVoter,
  ASSEMBLY_MESSAGES.proxyToSelf,
  ASSEMBLY_MESSAGES.proxyHolderGaveProxy,
];

/**
 * The answer to the convocation: present, absent, or a proxy to another voter chosen from the
 * list the API offers (who must accept). Changed, and a proxy withdrawn, until the opening.
 */
export function AnswerPanel({ assembly, me }: { assembly: TMemberAssembly; me: Me }) {
  const isConvened = assembly.state === 'convened';
  const [answer, setAnswer] = useState<Answer | ''>(me.answer === 'none' ? '' : me.answer);
  const [holderId, setHolderId] = useState(me.proxy_holder ? String(me.proxy_holder.voter_id) : '');
  const [errors, setErrors] = useState<{ answer?: string; holder?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const voterNames = useVoterNames(assembly.id, isConvened && answer === 'proxy');
  const send = useAnswerConvocation(assembly.id);
  const { showToast } = useToast();
  const answerErrorId = useId();
  const holderFieldId = useId();

  const holders = (voterNames.data?.voters ?? []).filter((voter) => voter.voter_id !== me.voter_id);
  const holderOptions = holders.map((voter) => ({ value: String(voter.voter_id), label: fullName(voter) }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setProblem(null);
    const parsed = ZAssemblyAnswerRequestSchema.safeParse({
      answer: answer === '' ? undefined : answer,
      proxy_holder_id: answer === 'proxy' && holderId !== '' ? Number(holderId) : null,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const isHolder = issue.path[0] === 'proxy_holder_id';
      setErrors(isHolder ? { holder: issue.message } : { answer: issue.message });
      document.getElementById(isHolder ? holderFieldId : `${answerErrorId}-present`)?.focus();
      return;
    }
    setErrors({});
    try {
      const { message } = await send.mutateAsync(parsed.data);
      showToast(message, { tone: 'success' });
    } catch (failure) {
      const detail = failure instanceof ApiError ? failure.detail : null;
      const isAboutHolder = detail !== null && (HOLDER_REFUSALS.includes(detail) || detail === ASSEMBLY_MESSAGES.proxiesFull(assembly.proxies_per_member ?? 0));
      if (isAboutHolder) {
        setErrors({ holder: detail });
        document.getElementById(holderFieldId)?.focus();
      } else setProblem(getErrorMessage(failure, M.answerFailed));
    }
  }

  return (
    <section className={styles.section} aria-labelledby="reponse">
      <h2 id="reponse">{M.answerHeading}</h2>
      <p role="status">
        {M.answerNow(ASSEMBLY_ANSWER_LABELS[me.answer])}
        {me.proxy_holder && <> {me.proxy_holder.accepted ? M.proxyAcceptedBy(fullName(me.proxy_holder)) : M.proxyWaiting(fullName(me.proxy_holder))}</>}
      </p>
      {!isConvened ? (
        <p className={styles.hint}>{M.answersClosed}</p>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate aria-busy={send.isPending || undefined}>
          <p className={styles.hint}>{M.changeHint}</p>
          <fieldset className={styles.fieldset} aria-describedby={errors.answer ? answerErrorId : undefined}>
            <legend className={styles.legend}>{M.answerLegend}</legend>
            {(
              [
                ['present', M.answerPresent],
                ['absent', M.answerAbsent],
                ['proxy', M.answerProxy],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className={styles.choice}>
                <input
                  type="radio"
                  name="reponse"
                  id={`${answerErrorId}-${value}`}
                  value={value}
                  checked={answer === value}
                  onChange={() => setAnswer(value)}
                  aria-invalid={errors.answer ? true : undefined}
                />
                {label}
              </label>
            ))}
            {errors.answer && (
              <p id={answerErrorId} className={styles.error}>
                {errors.answer}
              </p>
            )}
          </fieldset>
          {answer === 'proxy' && (
            <Select
              id={holderFieldId}
              label={M.holderLabel}
              hint={
                voterNames.isError
                  ? getErrorMessage(voterNames.error, M.votersFailed)
                  : assembly.proxies_per_member
                    ? M.holderHint(assembly.proxies_per_member)
                    : undefined
              }
              isRequired
              placeholder={M.holderChoose}
              options={holderOptions}
              value={holderId}
              onChange={(event) => setHolderId(event.target.value)}
              error={errors.holder}
            />
          )}
          {problem && (
            <Alert tone="error" isRevealed onDismiss={() => setProblem(null)}>
              {problem}
            </Alert>
          )}
          <div className={styles.actions}>
            <Button type="submit" isLoading={send.isPending} loadingText={M.sendBusy}>
              {M.send}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

/** The proxies other voters asked this one to hold: accepted or declined while convened. */
export function ProxyRequestsPanel({ assembly, me }: { assembly: TMemberAssembly; me: Me }) {
  const answerRequest = useAnswerProxyRequest(assembly.id);
  const { showToast } = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  if (me.proxy_requests.length === 0) return null;
  const isConvened = assembly.state === 'convened';

  function reply(voterId: number, isAccepted: boolean) {
    setProblem(null);
    answerRequest.mutate(
      { voterId, isAccepted },
      {
        onSuccess: ({ message }) => showToast(message, { tone: 'success' }),
        onError: (failure) => setProblem(getErrorMessage(failure, M.requestFailed)),
      },
    );
  }

  return (
    <section className={styles.section} aria-labelledby="pouvoirs">
      <h2 id="pouvoirs">{M.requestsHeading}</h2>
      <ul className={styles.list}>
        {me.proxy_requests.map((request) => {
          const name = fullName(request);
          const isBusy = answerRequest.isPending && answerRequest.variables.voterId === request.voter_id;
          return (
            <li key={request.voter_id} className={styles.item}>
              <p>{request.accepted ? M.requestAccepted(name) : M.requestFrom(name)}</p>
              {isConvened && (
                <div className={styles.actions}>
                  {!request.accepted && (
                    <Button
                      size="sm"
                      onClick={() => reply(request.voter_id, true)}
                      isLoading={isBusy && answerRequest.variables.isAccepted}
                      aria-label={M.acceptNamed(name)}
                    >
                      {M.accept}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => reply(request.voter_id, false)}
                    isLoading={isBusy && !answerRequest.variables.isAccepted}
                    aria-label={M.declineNamed(name)}
                  >
                    {M.decline}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {problem && (
        <Alert tone="error" isRevealed onDismiss={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
    </section>
  );
}

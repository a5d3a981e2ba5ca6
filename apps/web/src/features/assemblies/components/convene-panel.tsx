import { useId, useState } from 'react';
import { ASSEMBLY_MESSAGES, type TAssembly } from '@action-plus/contract';
import { Alert, Button, useToast } from '#components/ui';
import { ApiError, getErrorMessage } from '#lib/api-client';
import { formatDateTime } from '#lib/dates';
import { assemblyWrites, useAssemblyWrite } from '../api/manage-assembly';
import styles from './assemblies.module.css';
import { ASSEMBLY_ADMIN_MESSAGES as M } from '../messages';

/**
 * Sending the convocation. The server refuses it later than the statutes allow; the refusal shows
 * with a box to confirm that the statutes permit it, and the convocation is then sent with that
 * confirmation (`confirm_late`).
 */
export function ConvenePanel({ assembly }: { assembly: TAssembly }) {
  const convene = useAssemblyWrite((confirmLate: boolean) => assemblyWrites.convene(assembly.id, confirmLate));
  const { showToast } = useToast();
  const [lateRefusal, setLateRefusal] = useState<string | null>(null);
  const [isLateConfirmed, setIsLateConfirmed] = useState(false);
  const [confirmError, setConfirmError] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const confirmId = useId();

  if (assembly.convocation_sent_at) return <p>{M.convenedOn(formatDateTime(assembly.convocation_sent_at))}</p>;

  const lateMessage = assembly.statutes ? ASSEMBLY_MESSAGES.convocationTooLate(assembly.statutes.convocationDaysBefore) : null;

  async function send() {
    setProblem(null);
    if (lateRefusal && !isLateConfirmed) return setConfirmError(M.confirmLateRequired);
    setConfirmError(undefined);
    try {
      await convene.mutateAsync(lateRefusal !== null && isLateConfirmed);
      showToast(M.convened, { tone: 'success' });
    } catch (failure) {
      const detail = failure instanceof ApiError ? failure.detail : null;
      if (detail !== null && detail === lateMessage) setLateRefusal(detail);
      else setProblem(getErrorMessage(failure, M.conveneFailed));
    }
  }

  return (
    <section className={styles.section} aria-labelledby="convocation">
      <h2 id="convocation">{M.convocationHeading}</h2>
      <p className={styles.hint}>{M.conveneHint}</p>
      {lateRefusal && (
        <>
          <Alert tone="warning" isRevealed>
            {lateRefusal}
          </Alert>
          <label className={styles.choice}>
            <input
              type="checkbox"
              checked={isLateConfirmed}
              onChange={(event) => setIsLateConfirmed(event.target.checked)}
              aria-invalid={confirmError ? true : undefined}
              aria-describedby={confirmError ? confirmId : undefined}
            />
            {M.confirmLateLabel}
          </label>
          {confirmError && (
            <p id={confirmId} className={styles.error}>
              {confirmError}
            </p>
          )}
        </>
      )}
      {problem && (
        <Alert tone="error" isRevealed onDismiss={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      <div className={styles.actions}>
        <Button onClick={() => void send()} isLoading={convene.isPending} loadingText={M.conveneBusy}>
          {M.convene}
        </Button>
      </div>
    </section>
  );
}

import { useState } from 'react';
import { ASSEMBLY_LIMITS, ASSEMBLY_MESSAGES, RECEIPT_CODE_SHAPE } from '@action-plus/contract';
import { Alert, Button, TextField } from '#components/ui';
import { ApiError, getErrorMessage } from '#lib/api-client';
import { useCheckReceipt } from '../api/member-assemblies';
import styles from './assemblies.module.css';
import { ASSEMBLY_MEMBER_MESSAGES as M } from '../messages';

/** Whether a ballot carrying a receipt code is counted (never its choice). */
export function ReceiptCheckForm({ assemblyId }: { assemblyId: number }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const check = useCheckReceipt(assemblyId);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = code.trim();
    if (!RECEIPT_CODE_SHAPE.test(trimmed)) {
      setError(ASSEMBLY_MESSAGES.receiptCodeInvalid);
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    setError(undefined);
    check.mutate(trimmed, {
      onError: (failure) => {
        if (failure instanceof ApiError && failure.detail === ASSEMBLY_MESSAGES.receiptCodeInvalid) setError(failure.detail);
      },
    });
  }

  const isFieldRefusal = check.error instanceof ApiError && check.error.detail === ASSEMBLY_MESSAGES.receiptCodeInvalid;
  return (
    <section className={styles.section} aria-labelledby="verifier-recu">
      <h2 id="verifier-recu">{M.checkHeading}</h2>
      <form onSubmit={submit} noValidate aria-busy={check.isPending || undefined}>
        <TextField
          label={M.checkLabel}
          hint={M.checkHint}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={ASSEMBLY_LIMITS.RECEIPT_CODE_MAX}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error}
        />
        <Button type="submit" variant="outline" isLoading={check.isPending} loadingText={M.checkBusy}>
          {M.check}
        </Button>
      </form>
      {check.isSuccess && (
        <Alert tone={check.data.counted ? 'success' : 'warning'} isRevealed>
          {check.data.counted ? M.counted(check.data.resolution_title) : M.notCounted}
        </Alert>
      )}
      {check.isError && !isFieldRefusal && <Alert tone="error">{getErrorMessage(check.error, M.checkFailed)}</Alert>}
    </section>
  );
}

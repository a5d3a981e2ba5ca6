import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ASSEMBLY_LIMITS, type TAssembly, type TAssemblyRequest } from '@action-plus/contract';
import { Alert, Button, TextField } from '#components/ui';
import { ApiError, getErrorMessage } from '#lib/api-client';
import { assemblyWrites, useAssemblyWrite } from '../api/manage-assembly';
import { ASSEMBLY_FIELD_OF_MESSAGE, assemblyFormResolver, fieldOfDetail, toAssemblyFormValues, type AssemblyFormValues } from '../lib/assembly-forms';
import styles from './assemblies.module.css';
import { ASSEMBLY_ADMIN_MESSAGES as M } from '../messages';

/**
 * The assembly's title, day and hour (Metz), place and online meeting. The contract's schema checks
 * it before it leaves; a refusal shows beside the button and under its field, nothing typed lost.
 */
export function AssemblyForm({ assembly, onSaved }: { assembly?: TAssembly; onSaved: (saved: TAssembly) => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AssemblyFormValues, unknown, TAssemblyRequest>({ defaultValues: toAssemblyFormValues(assembly), resolver: assemblyFormResolver });
  const save = useAssemblyWrite((request: TAssemblyRequest) => (assembly ? assemblyWrites.update(assembly.id, request) : assemblyWrites.create(request)));
  const [problem, setProblem] = useState<string | null>(null);

  const submit = handleSubmit(async (request) => {
    setProblem(null);
    try {
      onSaved(await save.mutateAsync(request));
    } catch (failure) {
      setProblem(getErrorMessage(failure, M.saveFailed));
      const field = failure instanceof ApiError ? fieldOfDetail(failure.detail, ASSEMBLY_FIELD_OF_MESSAGE) : undefined;
      if (field) setError(field, { type: 'server', message: (failure as ApiError).detail! }, { shouldFocus: true });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-busy={save.isPending || undefined}>
      <p className={styles.hint}>{M.requiredNote}</p>
      <TextField label={M.titleLabel} isRequired maxLength={ASSEMBLY_LIMITS.TITLE_MAX} error={errors.title?.message} {...register('title')} />
      <div className={styles.row}>
        <TextField type="date" label={M.dateLabel} isRequired error={errors.date?.message} {...register('date')} />
        <TextField type="time" label={M.timeLabel} hint={M.timeHint} isRequired error={errors.time?.message} {...register('time')} />
      </div>
      <p className={styles.hint}>{M.placeHint}</p>
      <TextField label={M.placeLabel} maxLength={ASSEMBLY_LIMITS.PLACE_MAX} error={errors.place?.message} {...register('place')} />
      <TextField type="url" label={M.onlineUrlLabel} inputMode="url" placeholder="https://" error={errors.online_url?.message} {...register('online_url')} />
      {problem && (
        <Alert tone="error" isRevealed onDismiss={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      <div className={styles.actions}>
        <Button type="submit" isLoading={save.isPending} loadingText={M.saveBusy}>
          {assembly ? M.save : M.create}
        </Button>
      </div>
    </form>
  );
}

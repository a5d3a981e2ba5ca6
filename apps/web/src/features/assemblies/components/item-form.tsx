import { useId, useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { Alert, Button } from '#components/ui';
import { ApiError, getErrorMessage } from '#lib/api-client';
import { fieldOfDetail } from '../lib/assembly-forms';
import styles from './assemblies.module.css';
import { ASSEMBLY_ADMIN_MESSAGES as M } from '../messages';

type ItemFormProps<TValues extends FieldValues, TRequest> = {
  heading: string;
  defaultValues: TValues;
  resolver: Resolver<TValues, unknown, TRequest>;
  fieldOfMessage: ReadonlyArray<readonly [string, Path<TValues>]>;
  submitLabel: string;
  failedMessage: string;
  save: (request: TRequest) => Promise<unknown>;
  onDone?: () => void;
  /** Starts empty again once saved (adding), or hands back (editing). */
  isAdding: boolean;
  children: (form: UseFormReturn<TValues, unknown, TRequest>) => ReactNode;
};

/**
 * An agenda item's or a resolution's form: checked by the contract's schema, saved, and on a
 * refusal the server's sentence beside the button and under its field, what was typed kept.
 */
export function ItemForm<TValues extends FieldValues, TRequest>({
  heading,
  defaultValues,
  resolver,
  fieldOfMessage,
  submitLabel,
  failedMessage,
  save,
  onDone,
  isAdding,
  children,
}: ItemFormProps<TValues, TRequest>) {
  const form = useForm<TValues, unknown, TRequest>({ defaultValues: defaultValues as DefaultValues<TValues>, resolver });
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const headingId = useId();

  const submit = form.handleSubmit(async (request) => {
    setProblem(null);
    setIsSaving(true);
    try {
      await save(request);
      if (isAdding) form.reset(defaultValues);
      onDone?.();
    } catch (failure) {
      setProblem(getErrorMessage(failure, failedMessage));
      const field = failure instanceof ApiError ? fieldOfDetail(failure.detail, fieldOfMessage) : undefined;
      if (field) form.setError(field, { type: 'server', message: (failure as ApiError).detail! }, { shouldFocus: true });
    } finally {
      setIsSaving(false);
    }
  });

  return (
    <form className={styles.fieldset} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={headingId} aria-busy={isSaving || undefined}>
      <h3 id={headingId} className={styles.itemTitle}>
        {heading}
      </h3>
      {children(form)}
      {problem && (
        <Alert tone="error" isRevealed onDismiss={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      <div className={styles.actions}>
        <Button type="submit" size="sm" isLoading={isSaving} loadingText={M.saveBusy}>
          {submitLabel}
        </Button>
        {onDone && !isAdding && (
          <Button variant="outline" size="sm" onClick={onDone}>
            {M.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}

import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  ASSEMBLY_LIMITS,
  ASSEMBLY_MESSAGES,
  RESOLUTION_KIND_LABELS,
  RESOLUTION_KINDS,
  type TAssembly,
  type TResolution,
  type TResolutionRequest,
} from '@action-plus/contract';
import { Alert, Button, Select, TextArea, TextField } from '#components/ui';
import { getErrorMessage } from '#lib/api-client';
import { assemblyWrites, useAssemblyWrite } from '../api/manage-assembly';
import { RESOLUTION_FIELD_OF_MESSAGE, resolutionFormResolver, toResolutionFormValues, type ResolutionFormValues } from '../lib/assembly-forms';
import { ItemForm } from './item-form';
import { ResolutionMeta } from './resolution-result';
import styles from './assemblies.module.css';
import { ASSEMBLY_ADMIN_MESSAGES as M, ASSEMBLY_COMMON_MESSAGES as C } from '../messages';

const KIND_OPTIONS = RESOLUTION_KINDS.map((kind) => ({ value: kind, label: RESOLUTION_KIND_LABELS[kind] }));
const FIELD_OF_MESSAGE = [...RESOLUTION_FIELD_OF_MESSAGE, [ASSEMBLY_MESSAGES.tooManyResolutions, 'title'] as const];

type ResolutionForm = UseFormReturn<ResolutionFormValues, unknown, TResolutionRequest>;

/** The resolution's fields; an election's seats and candidates show once that kind is chosen. */
function ResolutionFields({ form }: { form: ResolutionForm }) {
  const kind = useWatch({ control: form.control, name: 'kind' });
  const { errors } = form.formState;
  return (
    <>
      <TextField
        label={M.resolutionTitleLabel}
        isRequired
        maxLength={ASSEMBLY_LIMITS.RESOLUTION_TITLE_MAX}
        error={errors.title?.message}
        {...form.register('title')}
      />
      <Select label={M.kindLabel} options={KIND_OPTIONS} error={errors.kind?.message} {...form.register('kind')} />
      <TextArea label={M.resolutionTextLabel} rows={4} error={errors.text?.message} {...form.register('text')} />
      {kind === 'election' && (
        <>
          <TextField label={M.seatsLabel} inputMode="numeric" isRequired maxLength={2} error={errors.seats?.message} {...form.register('seats')} />
          <TextArea label={M.candidatesLabel} hint={M.candidatesHint} isRequired rows={4} error={errors.candidates?.message} {...form.register('candidates')} />
        </>
      )}
    </>
  );
}

/** The resolutions of a draft: each with its kind and text, edited or removed, and one more added. */
export function ResolutionEditor({ assembly }: { assembly: TAssembly }) {
  const [editedId, setEditedId] = useState<number | null>(null);
  const add = useAssemblyWrite((request: TResolutionRequest) => assemblyWrites.addResolution(assembly.id, request));
  const update = useAssemblyWrite(({ resolutionId, ...request }: TResolutionRequest & { resolutionId: number }) =>
    assemblyWrites.updateResolution(assembly.id, resolutionId, request),
  );
  const remove = useAssemblyWrite((resolutionId: number) => assemblyWrites.deleteResolution(assembly.id, resolutionId));

  return (
    <section className={styles.section} aria-labelledby="resolutions">
      <h2 id="resolutions">{C.resolutionsHeading}</h2>
      {assembly.resolutions.length === 0 ? (
        <p className={styles.hint}>{M.resolutionsEmpty}</p>
      ) : (
        <ol className={styles.list}>
          {assembly.resolutions.map((resolution: TResolution) => (
            <li key={resolution.id} className={styles.item}>
              {editedId === resolution.id ? (
                <ItemForm
                  heading={M.editResolutionHeading(resolution.title)}
                  defaultValues={toResolutionFormValues(resolution)}
                  resolver={resolutionFormResolver}
                  fieldOfMessage={FIELD_OF_MESSAGE}
                  submitLabel={M.saveResolution}
                  failedMessage={M.resolutionFailed}
                  save={(request) => update.mutateAsync({ resolutionId: resolution.id, ...request })}
                  onDone={() => setEditedId(null)}
                  isAdding={false}
                >
                  {(form) => <ResolutionFields form={form} />}
                </ItemForm>
              ) : (
                <>
                  <div className={styles.itemHeader}>
                    <h3 className={styles.itemTitle}>{resolution.title}</h3>
                    <div className={styles.actions}>
                      <Button variant="outline" size="sm" onClick={() => setEditedId(resolution.id)} aria-label={M.editNamed(resolution.title)}>
                        {M.edit}
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => remove.mutate(resolution.id)}
                        isLoading={remove.isPending && remove.variables === resolution.id}
                        aria-label={M.removeNamed(resolution.title)}
                      >
                        {M.remove}
                      </Button>
                    </div>
                  </div>
                  <ResolutionMeta resolution={resolution} />
                  {resolution.text && <p className={styles.itemText}>{resolution.text}</p>}
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      {remove.isError && <Alert tone="error">{getErrorMessage(remove.error, M.removeFailed)}</Alert>}
      <ItemForm
        heading={M.addResolutionHeading}
        defaultValues={toResolutionFormValues()}
        resolver={resolutionFormResolver}
        fieldOfMessage={FIELD_OF_MESSAGE}
        submitLabel={M.addResolution}
        failedMessage={M.resolutionFailed}
        save={(request) => add.mutateAsync(request)}
        isAdding
      >
        {(form) => <ResolutionFields form={form} />}
      </ItemForm>
    </section>
  );
}

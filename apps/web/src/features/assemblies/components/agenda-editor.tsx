import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ASSEMBLY_LIMITS, ASSEMBLY_MESSAGES, type TAgendaItemRequest, type TAssembly } from '@action-plus/contract';
import { Alert, Button, TextArea, TextField } from '#components/ui';
import { getErrorMessage } from '#lib/api-client';
import { assemblyWrites, useAssemblyWrite } from '../api/manage-assembly';
import { agendaItemFormResolver, toAgendaItemFormValues, type AgendaItemFormValues } from '../lib/assembly-forms';
import { ItemForm } from './item-form';
import styles from './assemblies.module.css';
import { ASSEMBLY_ADMIN_MESSAGES as M, ASSEMBLY_COMMON_MESSAGES as C } from '../messages';

const AGENDA_FIELD_OF_MESSAGE = [
  [ASSEMBLY_MESSAGES.titleRequired, 'title'],
  [ASSEMBLY_MESSAGES.tooManyAgendaItems, 'title'],
] as const;

function AgendaItemFields({ form }: { form: UseFormReturn<AgendaItemFormValues, unknown, TAgendaItemRequest> }) {
  return (
    <>
      <TextField
        label={M.itemTitleLabel}
        isRequired
        maxLength={ASSEMBLY_LIMITS.AGENDA_ITEM_TITLE_MAX}
        error={form.formState.errors.title?.message}
        {...form.register('title')}
      />
      <TextArea label={M.itemDescriptionLabel} rows={3} error={form.formState.errors.description?.message} {...form.register('description')} />
    </>
  );
}

/** The agenda of a draft: its points in order, each edited or removed, and one more added. */
export function AgendaEditor({ assembly }: { assembly: TAssembly }) {
  const [editedId, setEditedId] = useState<number | null>(null);
  const add = useAssemblyWrite((request: TAgendaItemRequest) => assemblyWrites.addAgendaItem(assembly.id, request));
  const update = useAssemblyWrite(({ itemId, ...request }: TAgendaItemRequest & { itemId: number }) =>
    assemblyWrites.updateAgendaItem(assembly.id, itemId, request),
  );
  const remove = useAssemblyWrite((itemId: number) => assemblyWrites.deleteAgendaItem(assembly.id, itemId));

  return (
    <section className={styles.section} aria-labelledby="ordre-du-jour">
      <h2 id="ordre-du-jour">{C.agendaHeading}</h2>
      {assembly.agenda_items.length === 0 ? (
        <p className={styles.hint}>{M.agendaEmpty}</p>
      ) : (
        <ol className={styles.list}>
          {assembly.agenda_items.map((item) => (
            <li key={item.id} className={styles.item}>
              {editedId === item.id ? (
                <ItemForm
                  heading={M.editItemHeading(item.title)}
                  defaultValues={toAgendaItemFormValues(item)}
                  resolver={agendaItemFormResolver}
                  fieldOfMessage={AGENDA_FIELD_OF_MESSAGE}
                  submitLabel={M.saveItem}
                  failedMessage={M.itemFailed}
                  save={(request) => update.mutateAsync({ itemId: item.id, ...request })}
                  onDone={() => setEditedId(null)}
                  isAdding={false}
                >
                  {(form) => <AgendaItemFields form={form} />}
                </ItemForm>
              ) : (
                <>
                  <div className={styles.itemHeader}>
                    <h3 className={styles.itemTitle}>{item.title}</h3>
                    <div className={styles.actions}>
                      <Button variant="outline" size="sm" onClick={() => setEditedId(item.id)} aria-label={M.editNamed(item.title)}>
                        {M.edit}
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => remove.mutate(item.id)}
                        isLoading={remove.isPending && remove.variables === item.id}
                        aria-label={M.removeNamed(item.title)}
                      >
                        {M.remove}
                      </Button>
                    </div>
                  </div>
                  {item.description && <p className={styles.itemText}>{item.description}</p>}
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      {remove.isError && <Alert tone="error">{getErrorMessage(remove.error, M.removeFailed)}</Alert>}
      <ItemForm
        heading={M.addItemHeading}
        defaultValues={toAgendaItemFormValues()}
        resolver={agendaItemFormResolver}
        fieldOfMessage={AGENDA_FIELD_OF_MESSAGE}
        submitLabel={M.addItem}
        failedMessage={M.itemFailed}
        save={(request) => add.mutateAsync(request)}
        isAdding
      >
        {(form) => <AgendaItemFields form={form} />}
      </ItemForm>
    </section>
  );
}

import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  ASSOCIATION_SETTINGS_MESSAGES,
  ASSOCIATION_SETTINGS_SCHEMAS,
  ASSOCIATION_SETTINGS_SECTION_TITLES,
  type TAssociationSettings,
  type TAssociationSettingsSection,
  type TSettingsSectionVersion,
} from '@action-plus/contract';
import { Alert, Button } from '#components/ui';
import { ApiError, getErrorMessage } from '#lib/api-client';
import { formatDateTime } from '#lib/dates';
import { associationSettingsKeys } from '../api/association-settings-keys';
import { fetchCurrentSection } from '../api/get-association-settings';
import { useRestoreSettingsSection } from '../api/restore-settings-section';
import { useSaveSettingsSection } from '../api/save-settings-section';
import { listChangedFields, type FieldChange } from '../lib/changed-fields';
import { toFormValues, toSectionValue, type SectionFormValues } from '../lib/section-forms';
import { ConfirmDialog } from './confirm-dialog';
import { SectionHistory } from './section-history';
import styles from './association-settings.module.css';
import { ASSOCIATION_SETTINGS_PAGE_MESSAGES as M } from '../messages';

export type SectionFieldsProps<S extends TAssociationSettingsSection> = { form: UseFormReturn<SectionFormValues[S]> };

/** What to ask before a save whose consequences reach beyond the site (the tax receipts). */
export type SaveConfirmation = { title: string; text: string; confirmLabel: string };

export type SectionDefinition<S extends TAssociationSettingsSection> = {
  Fields: ComponentType<SectionFieldsProps<S>>;
  confirmationOf?: (before: TAssociationSettings[S], after: TAssociationSettings[S]) => SaveConfirmation | null;
};

/** The contract's schema of the section reads the value the form's inputs make. */
function resolverOf<S extends TAssociationSettingsSection>(section: S): Resolver<SectionFormValues[S]> {
  const resolve = zodResolver(ASSOCIATION_SETTINGS_SCHEMAS[section] as unknown as z.ZodType<FieldValues, FieldValues>);
  return (values, context, options) => resolve(toSectionValue(section, values) as FieldValues, context, options as never) as never;
}

/** The first field the schema refused, or the first field of a group refused as a whole (a list's count). */
function focusFirstError(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-group-error]');
    if (first?.hasAttribute('data-group-error')) first.closest('fieldset')?.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
    else first?.focus();
  });
}

type Conflict = { detail: string; current: TSettingsSectionVersion };
type PendingSave = { value: unknown; version: number; confirmation: SaveConfirmation };

/**
 * One section of the settings: its own form, read at a version and saved with it, so that a save
 * sends only this section and never silently overwrites another admin's (409). The preview lists
 * what the save would change; the history restores an older version.
 */
export function SettingsSection<S extends TAssociationSettingsSection>({
  section,
  saved,
  definition,
}: {
  section: S;
  saved: TSettingsSectionVersion;
  definition: SectionDefinition<S>;
}) {
  const queryClient = useQueryClient();
  const titleId = useId();
  const previewId = useId();
  /** The version the form was read at: saves carry it; it changes only when the form takes a new version. */
  const [base, setBase] = useState(saved);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingSave | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const save = useSaveSettingsSection();
  const restore = useRestoreSettingsSection();
  const [resolver] = useState(() => resolverOf(section));
  const form = useForm<SectionFormValues[S]>({
    defaultValues: toFormValues(section, base.value as TAssociationSettings[S]) as DefaultValues<SectionFormValues[S]>,
    resolver,
    // Our own focus: the schema's paths are not always the inputs' names (the mission's paragraphs).
    shouldFocusError: false,
  });

  const changes = listChangedFields(section, base.value, toSectionValue(section, form.watch()));

  // The outcome of a save or a restore takes the focus: the button pressed is now disabled, and the
  // message is what the person needs to read next.
  useEffect(() => {
    if (notice || failure || conflict) outcomeRef.current?.focus();
  }, [notice, failure, conflict]);

  function takeVersion(version: TSettingsSectionVersion, message: string | null) {
    setBase(version);
    form.reset(toFormValues(section, version.value as TAssociationSettings[S]) as SectionFormValues[S]);
    setConflict(null);
    setNotice(message);
  }

  async function showRefusal(error: unknown, fallback: string) {
    if (error instanceof ApiError && error.status === 409) {
      void queryClient.invalidateQueries({ queryKey: associationSettingsKeys.history(section) });
      try {
        const current = await fetchCurrentSection(queryClient, section);
        setConflict({ detail: error.detail ?? ASSOCIATION_SETTINGS_MESSAGES.conflict(current.saved_by_name), current });
        return;
      } catch {
        // The section could not be read again: say what the server said.
      }
    }
    setFailure(getErrorMessage(error, fallback));
  }

  async function send(value: unknown, version: number) {
    setFailure(null);
    setNotice(null);
    try {
      takeVersion(await save.mutateAsync({ section, version, value }), ASSOCIATION_SETTINGS_MESSAGES.saved(section));
    } catch (error) {
      await showRefusal(error, M.saveFailed);
    }
  }

  async function restoreVersion(restoreVersion: number) {
    setFailure(null);
    setNotice(null);
    try {
      takeVersion(await restore.mutateAsync({ section, version: base.version, restoreVersion }), ASSOCIATION_SETTINGS_MESSAGES.restored(restoreVersion));
    } catch (error) {
      await showRefusal(error, M.restoreFailed);
    }
  }

  /** Saves what the form holds as a successor of `version`: the one it was read at, or after a conflict the current one. */
  const submitOver = (version: number) =>
    form.handleSubmit(
      async (value) => {
        const confirmation = definition.confirmationOf?.(base.value as TAssociationSettings[S], value as TAssociationSettings[S]) ?? null;
        if (confirmation) setPending({ value, version, confirmation });
        else await send(value, version);
      },
      () => focusFirstError(formRef.current),
    );

  async function confirmPending() {
    if (!pending) return;
    setPending(null);
    await send(pending.value, pending.version);
  }

  const { Fields } = definition;
  return (
    <section id={section} aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {ASSOCIATION_SETTINGS_SECTION_TITLES[section]}
      </h2>
      <p className={styles.versionLine}>{M.versionLine(base.version, formatDateTime(base.saved_at), base.saved_by_name)}</p>
      <form ref={formRef} noValidate aria-labelledby={titleId} className={styles.form} onSubmit={(event) => void submitOver(base.version)(event)}>
        <Fields form={form} />

        <SectionPreview id={previewId} changes={changes} />

        <div ref={outcomeRef} tabIndex={-1} className={styles.outcome}>
          {notice && <Alert tone="success">{notice}</Alert>}
          {failure && (
            <Alert tone="error" onDismiss={() => setFailure(null)}>
              {failure}
            </Alert>
          )}
          {conflict && (
            <ConflictAlert
              section={section}
              conflict={conflict}
              readValue={base.value}
              isSaving={save.isPending}
              onReload={() => takeVersion(conflict.current, null)}
              onSaveOver={() => void submitOver(conflict.current.version)()}
            />
          )}
        </div>

        <div className={styles.actions}>
          <Button type="submit" disabled={changes.length === 0} aria-describedby={previewId} isLoading={save.isPending} loadingText={M.saveBusy}>
            {M.save}
          </Button>
          {changes.length > 0 && (
            <Button
              variant="ghost"
              onClick={() => {
                form.reset(toFormValues(section, base.value as TAssociationSettings[S]) as SectionFormValues[S]);
                setConflict(null);
              }}
            >
              {M.cancelChanges}
            </Button>
          )}
        </div>
      </form>

      <SectionHistory section={section} currentVersion={base.version} onRestore={restoreVersion} isRestoring={restore.isPending} />

      <ConfirmDialog
        isOpen={pending !== null}
        title={pending?.confirmation.title ?? ''}
        confirmLabel={pending?.confirmation.confirmLabel ?? ''}
        onConfirm={() => void confirmPending()}
        onCancel={() => setPending(null)}
      >
        <p>{pending?.confirmation.text}</p>
      </ConfirmDialog>
    </section>
  );
}

/** « Aperçu des modifications »: each field the save would change, before → after. */
function SectionPreview({ id, changes }: { id: string; changes: FieldChange[] }) {
  return (
    <div className={styles.preview}>
      <h3 className={styles.previewTitle}>{M.previewHeading}</h3>
      {changes.length === 0 ? (
        <p id={id} className={styles.hint}>
          {M.noChange}
        </p>
      ) : (
        <ul id={id} className={styles.changes}>
          {changes.map((change) => (
            <li key={change.path}>{M.changeLine(change.label, change.before, change.after)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

type ConflictAlertProps = {
  section: TAssociationSettingsSection;
  conflict: Conflict;
  /** The value the form was read at: what the other admin changed is measured from it. */
  readValue: unknown;
  isSaving: boolean;
  onReload: () => void;
  onSaveOver: () => void;
};

/** Another admin saved the section meanwhile: the edits stay in the form; the admin sees theirs, then chooses. */
function ConflictAlert({ section, conflict, readValue, isSaving, onReload, onSaveOver }: ConflictAlertProps) {
  const theirChanges = listChangedFields(section, readValue, conflict.current.value);
  return (
    <Alert
      tone="warning"
      title={conflict.detail}
      action={
        <div className={styles.conflictActions}>
          <Button size="sm" variant="outline" onClick={onReload}>
            {M.reloadCurrent}
          </Button>
          <Button size="sm" onClick={onSaveOver} isLoading={isSaving} loadingText={M.saveBusy}>
            {M.saveOver}
          </Button>
        </div>
      }
    >
      <p className={styles.conflictHeading}>{M.conflictTheirChanges(conflict.current.saved_by_name)}</p>
      {theirChanges.length === 0 ? (
        <p>{M.conflictNoVisibleChange}</p>
      ) : (
        <ul className={styles.changes}>
          {theirChanges.map((change) => (
            <li key={change.path}>{M.changeLine(change.label, change.before, change.after)}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}

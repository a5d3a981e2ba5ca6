import { useState, type FormEvent } from 'react';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_TARGET_LABELS, AUDIT_TARGET_TYPES, ZJournalQuerySchema } from '@action-plus/contract';
import { Button, Select, TextField } from '#components/ui';
import type { JournalFilters } from '../api/get-journal-pages';
import { JOURNAL_PAGE_MESSAGES as M } from '../messages';
import styles from './journal.module.css';

type FieldName = keyof JournalFilters;
const EMPTY: Required<JournalFilters> = { person: '', action: '', target_type: '', target_id: '', from: '', to: '' };

const ACTION_OPTIONS = AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] }));
const TARGET_OPTIONS = AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: AUDIT_TARGET_LABELS[type] }));

/**
 * The journal's filters, checked by the contract's own schema before anything is asked: each French
 * error shows under its field. Applied on submit, so that typing a name does not query at each key.
 */
export function JournalFiltersForm({ onApply }: { onApply: (filters: JournalFilters) => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});

  const set = (name: FieldName) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const filled = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== '')) as JournalFilters;
    const parsed = ZJournalQuerySchema.safeParse(filled);
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as FieldName | undefined;
        if (name && !found[name]) found[name] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onApply(filled);
  }

  function reset() {
    setValues(EMPTY);
    setErrors({});
    onApply({});
  }

  return (
    <form onSubmit={submit} noValidate aria-label={M.filtersHeading}>
      <div className={styles.filters}>
        <TextField label={M.personLabel} hint={M.personHint} value={values.person} onChange={set('person')} error={errors.person} />
        <Select label={M.actionLabel} value={values.action} onChange={set('action')} options={ACTION_OPTIONS} placeholder={M.anyOption} error={errors.action} />
        <Select
          label={M.targetTypeLabel}
          value={values.target_type}
          onChange={set('target_type')}
          options={TARGET_OPTIONS}
          placeholder={M.anyTargetOption}
          error={errors.target_type}
        />
        <TextField label={M.targetIdLabel} value={values.target_id} onChange={set('target_id')} error={errors.target_id} />
        <TextField label={M.fromLabel} type="date" value={values.from} onChange={set('from')} error={errors.from} />
        <TextField label={M.toLabel} type="date" value={values.to} onChange={set('to')} error={errors.to} />
      </div>
      <div className={styles.actions}>
        <Button type="submit">{M.apply}</Button>
        <Button type="button" variant="outline" onClick={reset}>
          {M.reset}
        </Button>
      </div>
    </form>
  );
}

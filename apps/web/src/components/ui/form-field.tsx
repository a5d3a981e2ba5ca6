import { useId, type ComponentProps, type ReactNode } from 'react';
import styles from './form-field.module.css';

type FieldChromeProps = {
  label: ReactNode;
  /** The validation message, shown under the field and linked to it (aria-describedby). */
  error?: string;
  hint?: ReactNode;
  /** Adds a visual '*' after the label; the input still needs `required` or a schema rule. */
  isRequired?: boolean;
  className?: string;
};

function useFieldIds(id: string | undefined) {
  const generated = useId();
  const inputId = id ?? `champ-${generated}`;
  return { inputId, errorId: `${inputId}-erreur`, hintId: `${inputId}-aide` };
}

function describedBy(ids: ReturnType<typeof useFieldIds>, error?: string, hint?: ReactNode, extra?: string) {
  return [hint ? ids.hintId : '', error ? ids.errorId : '', extra ?? ''].filter(Boolean).join(' ') || undefined;
}

function FieldChrome({
  label,
  error,
  hint,
  isRequired,
  className,
  ids,
  children,
}: FieldChromeProps & { ids: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <div className={styles.labelRow}>
        <label className={styles.label} htmlFor={ids.inputId}>
          {label}
        </label>
        {/* Outside the label so the field's name stays its label alone; `required` tells assistive tech. */}
        {isRequired && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </div>
      {hint && (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={ids.errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

export type TextFieldProps = Omit<ComponentProps<'input'>, 'className'> & FieldChromeProps;

/** A labelled input; pass react-hook-form's `register(...)` result straight in. */
export function TextField({ label, error, hint, isRequired, className, id, ...props }: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldChrome label={label} error={error} hint={hint} isRequired={isRequired} className={className} ids={ids}>
      <input
        aria-required={isRequired || undefined}
        {...props}
        id={ids.inputId}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint, props['aria-describedby'])}
      />
    </FieldChrome>
  );
}

export type TextAreaProps = Omit<ComponentProps<'textarea'>, 'className'> & FieldChromeProps;

export function TextArea({ label, error, hint, isRequired, className, id, rows = 5, ...props }: TextAreaProps) {
  const ids = useFieldIds(id);
  return (
    <FieldChrome label={label} error={error} hint={hint} isRequired={isRequired} className={className} ids={ids}>
      <textarea
        aria-required={isRequired || undefined}
        {...props}
        id={ids.inputId}
        rows={rows}
        className={`${styles.control} ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint, props['aria-describedby'])}
      />
    </FieldChrome>
  );
}

export type SelectOption = { value: string; label: string };
export type SelectProps = Omit<ComponentProps<'select'>, 'className' | 'children'> &
  FieldChromeProps & { options: readonly SelectOption[]; placeholder?: string };

export function Select({ label, error, hint, isRequired, className, id, options, placeholder, ...props }: SelectProps) {
  const ids = useFieldIds(id);
  return (
    <FieldChrome label={label} error={error} hint={hint} isRequired={isRequired} className={className} ids={ids}>
      <select
        aria-required={isRequired || undefined}
        {...props}
        id={ids.inputId}
        className={`${styles.control} ${styles.select}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint, props['aria-describedby'])}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldChrome>
  );
}

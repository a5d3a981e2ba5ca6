import { useId, useRef, type ComponentProps, type ReactNode } from 'react';
import { get, type FieldArray, type FieldArrayPath, type FieldErrors, type FieldValues, type UseFieldArrayReturn } from 'react-hook-form';
import { Button } from '#components/ui';
import styles from './association-settings.module.css';
import { ASSOCIATION_SETTINGS_PAGE_MESSAGES as M } from '../messages';

/** The message of the error at a path of the form ('officers.1.name'), or of a list as a whole. */
export function errorAt<T extends FieldValues>(errors: FieldErrors<T>, path: string): string | undefined {
  const error = get(errors, path) as { message?: string; root?: { message?: string } } | undefined;
  return error?.message ?? error?.root?.message;
}

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type' | 'className'> & {
  label: ReactNode;
  hint?: ReactNode;
  /** The hint is a warning the person must read before ticking (the tax receipts). */
  isHintWarning?: boolean;
  error?: string;
};

/** A labelled checkbox whose hint and error are tied to it, as the design system's fields do. */
export function CheckboxField({ label, hint, isHintWarning = false, error, id, ...props }: CheckboxFieldProps) {
  const generated = useId();
  const inputId = id ?? `case-${generated}`;
  const describedBy = [hint ? `${inputId}-aide` : '', error ? `${inputId}-erreur` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.checkboxField}>
      <div className={styles.checkbox}>
        <input type="checkbox" id={inputId} aria-describedby={describedBy} aria-invalid={error ? true : undefined} {...props} />
        <label htmlFor={inputId}>{label}</label>
      </div>
      {hint && (
        <p id={`${inputId}-aide`} className={isHintWarning ? styles.warning : styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-erreur`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A group of fields with its legend, and the error of the group as a whole (a list's count, one director). */
export function FieldGroup({
  legend,
  hint,
  error,
  children,
  className,
}: {
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-aide` : '', error ? `${id}-erreur` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={[styles.group, className ?? ''].filter(Boolean).join(' ')} aria-describedby={describedBy}>
      <legend className={styles.legend}>{legend}</legend>
      {hint && (
        <p id={`${id}-aide`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-erreur`} className={styles.error} data-group-error="">
          {error}
        </p>
      )}
      {children}
    </fieldset>
  );
}

type ListAction = 'up' | 'down' | 'remove';

/**
 * Keeps the keyboard where the person acts on a list: after a move, on the same button of the moved
 * item (or its other arrow at an end); after a removal, on the list's « Ajouter » button.
 */
export function useListFocus() {
  const ref = useRef<HTMLDivElement>(null);
  const focusLater = (selector: string, fallback?: string) =>
    requestAnimationFrame(() => {
      const container = ref.current;
      const target =
        container?.querySelector<HTMLButtonElement>(`${selector}:not(:disabled)`) ?? (fallback ? container?.querySelector<HTMLElement>(fallback) : null);
      target?.focus();
    });
  return {
    ref,
    afterMove: (to: number, action: ListAction) =>
      focusLater(`[data-item="${to}"] [data-action="${action}"]`, `[data-item="${to}"] [data-action="${action === 'up' ? 'down' : 'up'}"]`),
    afterRemove: () => focusLater('[data-action="add"]'),
  };
}

type ListItemProps = {
  index: number;
  count: number;
  legend: string;
  /** The item in a sentence (« la personne 2 »), for the names of its buttons. */
  itemName: string;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  isRemovable?: boolean;
  children: ReactNode;
};

/** One item of a list: its fields under a legend, and the buttons that move it up, down, or take it out. */
export function ListItem({ index, count, legend, itemName, onMove, onRemove, isRemovable = true, children }: ListItemProps) {
  return (
    <fieldset className={styles.item} data-item={index}>
      <legend className={styles.itemLegend}>{legend}</legend>
      {children}
      <div className={styles.itemActions}>
        <Button size="sm" variant="ghost" data-action="up" aria-label={M.moveUpOf(itemName)} disabled={index === 0} onClick={() => onMove(index, index - 1)}>
          {M.moveUp}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          data-action="down"
          aria-label={M.moveDownOf(itemName)}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
        >
          {M.moveDown}
        </Button>
        <Button size="sm" variant="ghost" data-action="remove" aria-label={M.removeOf(itemName)} disabled={!isRemovable} onClick={onRemove}>
          {M.remove}
        </Button>
      </div>
    </fieldset>
  );
}

/** The « Ajouter … » button under a list, unavailable once the list holds its most. */
export function AddItemButton({ label, count, max, onAdd }: { label: string; count: number; max: number; onAdd: () => void }) {
  const id = useId();
  const isFull = count >= max;
  return (
    <div className={styles.addRow}>
      <Button size="sm" variant="outline" data-action="add" onClick={onAdd} disabled={isFull} aria-describedby={isFull ? id : undefined}>
        {label}
      </Button>
      {isFull && (
        <span id={id} className={styles.hint}>
          {M.listFull(max)}
        </span>
      )}
    </div>
  );
}

type EditableListProps<T extends FieldValues, N extends FieldArrayPath<T>> = {
  /** The list's `useFieldArray`. */
  list: UseFieldArrayReturn<T, N>;
  legendOf: (position: number) => string;
  /** The item in a sentence, for the names of its buttons (« la personne 2 »). */
  itemNameOf: (position: number) => string;
  /** The contract's bounds of the list. */
  min: number;
  max: number;
  addLabel: string;
  newItem: () => FieldArray<T, N>;
  /** The item's fields. */
  children: (index: number) => ReactNode;
};

/** A list of the form: each item's fields with the buttons that reorder or remove it, and « Ajouter » under them. */
export function EditableList<T extends FieldValues, N extends FieldArrayPath<T>>({
  list,
  legendOf,
  itemNameOf,
  min,
  max,
  addLabel,
  newItem,
  children,
}: EditableListProps<T, N>) {
  const focus = useListFocus();
  const count = list.fields.length;
  return (
    <div ref={focus.ref} className={styles.list}>
      {list.fields.map((item, index) => (
        <ListItem
          key={item.id}
          index={index}
          count={count}
          legend={legendOf(index + 1)}
          itemName={itemNameOf(index + 1)}
          isRemovable={count > min}
          onMove={(from, to) => {
            list.move(from, to);
            focus.afterMove(to, to < from ? 'up' : 'down');
          }}
          onRemove={() => {
            list.remove(index);
            focus.afterRemove();
          }}
        >
          {children(index)}
        </ListItem>
      ))}
      <AddItemButton label={addLabel} count={count} max={max} onAdd={() => list.append(newItem())} />
    </div>
  );
}

import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { ANNOUNCEMENT_LIMITS } from '@action-plus/contract';
import { applyTextAction, type TextSelection } from '#components/markdown/markdown-edits';
import { MARKDOWN_TOOLBAR_WORDS } from '#components/markdown/markdown-words';
import { MarkdownToolbar, shortcutAction, TEXT_ACTIONS, type ToolbarAction } from '#components/markdown/markdown-toolbar';
import markdownStyles from '#components/markdown/markdown-text.module.css';
import styles from './announcement-editor.module.css';
import { ANNOUNCEMENT_EDITOR_MESSAGES as M } from '../messages';

type AnnouncementBodyFieldProps = {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** react-hook-form's ref, so that an error brings the focus here. */
  fieldRef: Ref<HTMLTextAreaElement>;
  name: string;
  error?: string;
};

/**
 * An announcement's text: Markdown in a text field under the news editor's toolbar (text alone:
 * the attached card does what an event's link does in an article). Each button writes its Markdown
 * at the caret, or around the selection, and leaves the caret where typing goes on.
 */
export function AnnouncementBodyField({ value, onChange, onBlur, fieldRef, name, error }: AnnouncementBodyFieldProps) {
  const id = useId();
  const textareaId = `texte-${id}`;
  const hintId = `${textareaId}-aide`;
  const errorId = `${textareaId}-erreur`;
  const textareaRef = useRef<HTMLTextAreaElement | null>(null);
  const pendingSelection = useRef<TextSelection | null>(null);
  const [selectionRevision, setSelectionRevision] = useState(0);

  // The selection an edit leaves, once its text is in the field.
  useLayoutEffect(() => {
    const textarea = textareaRef.current;
    const selection = pendingSelection.current;
    if (!textarea || !selection || textarea.value !== selection.value) return;
    textarea.focus();
    textarea.setSelectionRange(selection.start, selection.end);
  }, [selectionRevision]);

  function currentSelection(): TextSelection {
    const textarea = textareaRef.current;
    return textarea ? { value: textarea.value, start: textarea.selectionStart, end: textarea.selectionEnd } : { value, start: value.length, end: value.length };
  }

  function apply(edit: TextSelection) {
    pendingSelection.current = edit;
    onChange(edit.value);
    setSelectionRevision((revision) => revision + 1);
  }

  function runAction(action: ToolbarAction) {
    const edit = applyTextAction(currentSelection(), action);
    if (edit) apply(edit);
  }

  function answerShortcut(event: KeyboardEvent<HTMLTextAreaElement>) {
    const action = shortcutAction(event);
    if (!action) return;
    event.preventDefault();
    runAction(action);
  }

  return (
    <div className={styles.bodyField}>
      <div className={styles.labelRow}>
        <label htmlFor={textareaId} className={styles.label}>
          {M.bodyLabel}
        </label>
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      </div>
      <p id={hintId} className={styles.hint}>
        {M.bodyHint}
      </p>
      <MarkdownToolbar controls={textareaId} labels={MARKDOWN_TOOLBAR_WORDS} actions={TEXT_ACTIONS} onAction={runAction} />
      <textarea
        ref={(element) => {
          textareaRef.current = element;
          if (typeof fieldRef === 'function') fieldRef(element);
          else if (fieldRef) fieldRef.current = element;
        }}
        id={textareaId}
        name={name}
        className={markdownStyles.textarea}
        value={value}
        rows={14}
        maxLength={ANNOUNCEMENT_LIMITS.BODY_MAX}
        required
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        onKeyDown={answerShortcut}
      />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { NEWS_LIMITS, PATHS, UPLOAD_LIMITS, type TNewsEventChoicesResponse } from '@action-plus/contract';
import { Alert, Button, Modal, Select } from '#components/ui';
import { getErrorMessage } from '#lib/api-client';
import { formatDate } from '#lib/dates';
import { useNewsPreview } from '../api/preview-news-body';
import { uploadNewsImage } from '../api/upload-news-image';
import { applyTextAction, insertEventLink, insertImage, type TextSelection } from '#components/markdown/markdown-edits';
import { MARKDOWN_TOOLBAR_WORDS } from '#components/markdown/markdown-words';
import { useDebouncedValue } from '#lib/use-debounced-value';
import { ArticleBody } from '#components/prose/article-body';
import { MarkdownToolbar, shortcutAction, type ToolbarAction } from '#components/markdown/markdown-toolbar';
import markdownStyles from '#components/markdown/markdown-text.module.css';
import styles from './news-editor.module.css';
import { NEWS_EDITOR_MESSAGES as M, NEWS_EDITOR_SETTINGS } from '../messages';

type EventChoice = TNewsEventChoicesResponse['events'][number];

type MarkdownBodyFieldProps = {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** react-hook-form's ref, so that an error brings the focus here. */
  fieldRef: Ref<HTMLTextAreaElement>;
  name: string;
  error?: string;
  /** The events the toolbar's « Événement » offers (those the account may write about). */
  events: readonly EventChoice[];
  disabled?: boolean;
  /** Which pane a phone shows; both show side by side on a wide screen. */
  pane: EditorPane;
  onPaneChange: (pane: EditorPane) => void;
};

export type EditorPane = 'write' | 'preview';

/**
 * An article's text: Markdown in a text field with its formatting toolbar, and the preview the
 * server renders from it as the writer types (asked once they pause). Each toolbar button writes
 * its Markdown at the caret, or around the selection, and leaves the caret where typing goes on.
 */
export function MarkdownBodyField({ value, onChange, onBlur, fieldRef, name, error, events, disabled = false, pane, onPaneChange }: MarkdownBodyFieldProps) {
  const id = useId();
  const textareaId = `texte-${id}`;
  const hintId = `${textareaId}-aide`;
  const errorId = `${textareaId}-erreur`;
  const previewHeadingId = `${textareaId}-apercu`;
  const textareaRef = useRef<HTMLTextAreaElement | null>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const pendingSelection = useRef<TextSelection | null>(null);
  const [selectionRevision, setSelectionRevision] = useState(0);
  const [busyAction, setBusyAction] = useState<ToolbarAction | null>(null);
  const [toolProblem, setToolProblem] = useState<string | null>(null);
  const [toolStatus, setToolStatus] = useState('');
  const [isEventDialogOpen, setIsEventDialogOpen] = useState(false);

  // The selection an edit leaves, once its text is in the field; focus again after a dialog gave it back to its opener.
  useLayoutEffect(() => placeSelection(), [selectionRevision]);
  useEffect(() => placeSelection(), [selectionRevision]);
  function placeSelection() {
    const textarea = textareaRef.current;
    const selection = pendingSelection.current;
    if (!textarea || !selection || textarea.value !== selection.value) return;
    textarea.focus();
    textarea.setSelectionRange(selection.start, selection.end);
  }

  /** The text as the field holds it now (what was typed while an image was sent included), with its selection. */
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
    setToolProblem(null);
    if (action === 'image') return fileInputRef.current?.click();
    if (action === 'event') return setIsEventDialogOpen(true);
    const edit = applyTextAction(currentSelection(), action);
    if (edit) apply(edit);
  }

  async function uploadImage(file: File | undefined) {
    if (!file) return;
    // Where the image goes: the selection as it was when the file was chosen, or the caret's place if the text changed since.
    const chosenAt = currentSelection();
    setToolProblem(null);
    setBusyAction('image');
    setToolStatus(M.imageUploading);
    try {
      const address = await uploadNewsImage(file);
      const now = currentSelection();
      apply(insertImage(now.value === chosenAt.value ? chosenAt : now, address, M.imageAltPlaceholder));
      setToolStatus(M.imageInserted);
    } catch (failure) {
      setToolProblem(getErrorMessage(failure, M.uploadFailed));
      setToolStatus('');
    } finally {
      setBusyAction(null);
      if (fileInputRef.current) fileInputRef.current.value = '';
    }
  }

  function insertEvent(event: EventChoice) {
    setIsEventDialogOpen(false);
    apply(insertEventLink(currentSelection(), event.title, PATHS.eventDetail(event.id)));
  }

  function answerShortcut(event: KeyboardEvent<HTMLTextAreaElement>) {
    const action = shortcutAction(event);
    if (!action) return;
    event.preventDefault();
    runAction(action);
  }

  const previewBody = useDebouncedValue(value, NEWS_EDITOR_SETTINGS.PREVIEW_DEBOUNCE_MS);
  const preview = useNewsPreview(previewBody);
  const isPreviewEmpty = previewBody.trim() === '';

  return (
    <div className={styles.bodyField}>
      <div className={styles.paneToggle} role="group" aria-label={M.paneToggleLabel}>
        <Button size="sm" variant={pane === 'write' ? 'primary' : 'outline'} aria-pressed={pane === 'write'} onClick={() => onPaneChange('write')}>
          {M.writeTab}
        </Button>
        <Button size="sm" variant={pane === 'preview' ? 'primary' : 'outline'} aria-pressed={pane === 'preview'} onClick={() => onPaneChange('preview')}>
          {M.previewTab}
        </Button>
      </div>
      <div className={styles.panes} data-pane={pane}>
        <div className={styles.writePane}>
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
          <input
            ref={fileInputRef}
            type="file"
            accept={UPLOAD_LIMITS.ACCEPT_ATTRIBUTE}
            className="visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => void uploadImage(event.target.files?.[0])}
          />
          <MarkdownToolbar controls={textareaId} labels={MARKDOWN_TOOLBAR_WORDS} onAction={runAction} disabled={disabled} busyAction={busyAction} />
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
            rows={18}
            maxLength={NEWS_LIMITS.BODY_MAX}
            required
            aria-required
            aria-invalid={error ? true : undefined}
            aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            onKeyDown={answerShortcut}
          />
          {error && (
            <p id={errorId} className={styles.error}>
              {error}
            </p>
          )}
          <p className={styles.toolStatus} role="status">
            {toolStatus}
          </p>
          {toolProblem && (
            <p className={styles.error} role="alert">
              {toolProblem}
            </p>
          )}
        </div>
        <section className={styles.previewPane} aria-labelledby={previewHeadingId}>
          <h2 id={previewHeadingId} className={styles.previewHeading}>
            {M.previewHeading}
          </h2>
          {isPreviewEmpty ? (
            <p className={styles.hint}>{M.previewEmpty}</p>
          ) : preview.isError && preview.data === undefined ? (
            <Alert tone="warning">{getErrorMessage(preview.error, M.previewFailed)}</Alert>
          ) : preview.data === undefined ? (
            <p className={styles.hint}>{M.previewLoading}</p>
          ) : (
            <>
              {preview.isError && <p className={styles.hint}>{getErrorMessage(preview.error, M.previewFailed)}</p>}
              <ArticleBody html={preview.data.html} className={styles.preview} isPreview />
            </>
          )}
        </section>
      </div>
      <EventInsertDialog isOpen={isEventDialogOpen} events={events} onInsert={insertEvent} onClose={() => setIsEventDialogOpen(false)} />
    </div>
  );
}

type EventInsertDialogProps = {
  isOpen: boolean;
  events: readonly EventChoice[];
  onInsert: (event: EventChoice) => void;
  onClose: () => void;
};

/** Chooses the event whose link the text gets, on its own line (drawn as the event's card). */
function EventInsertDialog({ isOpen, events, onInsert, onClose }: EventInsertDialogProps) {
  const [chosen, setChosen] = useState('');
  const event = events.find((candidate) => String(candidate.id) === chosen) ?? events[0];
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={M.eventDialogTitle}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {M.cancel}
          </Button>
          <Button onClick={() => event && onInsert(event)} disabled={!event}>
            {M.insert}
          </Button>
        </>
      }
    >
      {events.length === 0 ? (
        <p>{M.eventsEmpty}</p>
      ) : (
        <Select
          label={M.eventToInsert}
          hint={M.eventDialogHint}
          value={event ? String(event.id) : ''}
          onChange={(change) => setChosen(change.target.value)}
          options={events.map((choice) => ({ value: String(choice.id), label: M.eventOption(choice.title, formatDate(choice.date)) }))}
        />
      )}
    </Modal>
  );
}

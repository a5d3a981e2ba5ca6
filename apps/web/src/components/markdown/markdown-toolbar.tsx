import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './markdown-text.module.css';

export type ToolbarAction = 'heading' | 'bold' | 'italic' | 'link' | 'bulletedList' | 'numberedList' | 'quote' | 'image' | 'event';

/** The toolbar's words, given by the editor that shows it (shared code reads no feature's messages). */
export type MarkdownToolbarLabels = { toolbarLabel: string } & { [Action in ToolbarAction]: string };

/** The buttons of text alone: an editor that inserts images or events adds theirs. */
export const TEXT_ACTIONS: readonly ToolbarAction[] = ['heading', 'bold', 'italic', 'link', 'bulletedList', 'numberedList', 'quote'];
export const ALL_ACTIONS: readonly ToolbarAction[] = [...TEXT_ACTIONS, 'image', 'event'];

/** Each button: what it shows, and the shortcut the text field answers. */
const BUTTONS: Record<ToolbarAction, { glyph: ReactNode; shortcut?: string }> = {
  heading: { glyph: <span className={styles.glyphText}>H</span> },
  bold: { glyph: <strong className={styles.glyphText}>G</strong>, shortcut: 'Ctrl+B' },
  italic: { glyph: <em className={styles.glyphText}>I</em>, shortcut: 'Ctrl+I' },
  link: {
    glyph: <Icon path="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />,
    shortcut: 'Ctrl+K',
  },
  bulletedList: { glyph: <Icon path="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" /> },
  numberedList: { glyph: <Icon path="M10 6h10M10 12h10M10 18h10M4 5l1.5-1V9M3.5 13.5a1.5 1.5 0 1 1 2.5 1L3.5 17H6" /> },
  quote: { glyph: <span className={styles.glyphText}>«»</span> },
  image: { glyph: <Icon path="M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15.5 9.5h.01" /> },
  event: { glyph: <Icon path="M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M8 14h3v3H8z" /> },
};

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" className={styles.glyphIcon}>
      <path d={path} />
    </svg>
  );
}

type MarkdownToolbarProps = {
  /** The text field the toolbar writes into. */
  controls: string;
  /** Its buttons' names (also their tooltips) and its own. */
  labels: MarkdownToolbarLabels;
  /** The buttons it shows, in order (by default every one). */
  actions?: readonly ToolbarAction[];
  onAction: (action: ToolbarAction) => void;
  disabled?: boolean;
  /** An action at work (an image being sent): its button shows it and waits. */
  busyAction?: ToolbarAction | null;
};

/**
 * The formatting buttons of a Markdown text (an article, an announcement) (WAI-ARIA toolbar): one stop in the Tab order, the
 * arrows, Home and End moving between the buttons, each named for screen readers and tooltips.
 */
export function MarkdownToolbar({ controls, labels, actions = ALL_ACTIONS, onAction, disabled = false, busyAction = null }: MarkdownToolbarProps) {
  const [activeIndex, setActiveIndex] = useState(0);
  const buttons = actions.map((action) => ({ action, label: labels[action], ...BUTTONS[action] }));
  const buttonRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    const last = buttons.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? activeIndex === last
          ? 0
          : activeIndex + 1
        : event.key === 'ArrowLeft'
          ? activeIndex === 0
            ? last
            : activeIndex - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setActiveIndex(next);
    buttonRefs.current[next]?.focus();
  }

  return (
    <div role="toolbar" aria-label={labels.toolbarLabel} aria-controls={controls} className={styles.toolbar} onKeyDown={moveFocus}>
      {buttons.map(({ action, label, glyph, shortcut }, index) => (
        <button
          key={action}
          ref={(element) => {
            buttonRefs.current[index] = element;
          }}
          type="button"
          className={styles.toolButton}
          aria-label={label}
          title={shortcut ? `${label} (${shortcut})` : label}
          aria-keyshortcuts={shortcut?.replace('Ctrl', 'Control')}
          aria-busy={busyAction === action || undefined}
          tabIndex={index === activeIndex ? 0 : -1}
          disabled={disabled || busyAction === action}
          onFocus={() => setActiveIndex(index)}
          onClick={() => onAction(action)}
        >
          {glyph}
        </button>
      ))}
    </div>
  );
}

/** The shortcut a key press in the text field asks for, if any. */
export function shortcutAction(event: KeyboardEvent<HTMLElement>): ToolbarAction | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return null;
  const key = event.key.toLowerCase();
  return key === 'b' ? 'bold' : key === 'i' ? 'italic' : key === 'k' ? 'link' : null;
}

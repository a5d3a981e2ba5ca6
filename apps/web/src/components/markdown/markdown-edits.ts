import { MARKDOWN_TOOLBAR_WORDS } from './markdown-words';

/**
 * What the editor's toolbar does to the Markdown: each edit takes the text with its selection and
 * gives the new text with the selection to leave, so that the writer goes on typing where it makes
 * sense (the placeholder of a new bold text selected, the address of a new link…). Plain functions
 * of text: the browser never renders Markdown, the server does (its preview and the article).
 */

/** A text and its selection, as a textarea holds them (`start` = `end`: the caret). */
export type TextSelection = { value: string; start: number; end: number };

/**
 * Bold, italic: the selection between two markers, or the markers taken away when the selection
 * already sits between them. Without a selection, a placeholder between the markers, selected.
 */
export function toggleInlineMarker({ value, start, end }: TextSelection, marker: string, placeholder: string): TextSelection {
  const before = value.slice(0, start);
  const selected = value.slice(start, end);
  const after = value.slice(end);
  if (selected !== '' && before.endsWith(marker) && after.startsWith(marker)) {
    const newStart = start - marker.length;
    return { value: `${before.slice(0, newStart)}${selected}${after.slice(marker.length)}`, start: newStart, end: newStart + selected.length };
  }
  if (selected.length > 2 * marker.length && selected.startsWith(marker) && selected.endsWith(marker)) {
    const inner = selected.slice(marker.length, -marker.length);
    return { value: `${before}${inner}${after}`, start, end: start + inner.length };
  }
  const text = selected === '' ? placeholder : selected;
  const textStart = start + marker.length;
  return { value: `${before}${marker}${text}${marker}${after}`, start: textStart, end: textStart + text.length };
}

/** The start of the line holding `index`, and the end of the line holding `endIndex`. */
function lineBounds(value: string, index: number, endIndex: number): { lineStart: number; lineEnd: number } {
  const lineStart = value.lastIndexOf('\n', index - 1) + 1;
  // A selection ending just after a line break ends on the line before.
  const lastIndex = endIndex > index && value[endIndex - 1] === '\n' ? endIndex - 1 : endIndex;
  const nextBreak = value.indexOf('\n', lastIndex);
  return { lineStart, lineEnd: nextBreak === -1 ? value.length : nextBreak };
}

export type LinePrefix = {
  /** The prefix of the line at this position among the selected lines (« - », « 1. », « > », « ## »). */
  prefixOf: (position: number) => string;
  /** What a line already carrying the prefix starts with: such lines lose it (the button toggles). */
  pattern: RegExp;
  /** What a line loses as it gets the prefix (a list's other marker: a numbered list becomes a bulleted one); by default `pattern`. */
  replaces?: RegExp;
  /** Written after the prefix on an empty line, and selected. */
  placeholder: string;
};

/**
 * Headings, lists, quotes: a prefix at the start of every selected line, or taken away when every
 * one of them carries it already. An empty line gets a selected placeholder after its prefix.
 */
export function toggleLinePrefix({ value, start, end }: TextSelection, { prefixOf, pattern, replaces = pattern, placeholder }: LinePrefix): TextSelection {
  const { lineStart, lineEnd } = lineBounds(value, start, end);
  const lines = value.slice(lineStart, lineEnd).split('\n');
  const before = value.slice(0, lineStart);
  const after = value.slice(lineEnd);
  const written = lines.filter((line) => line.trim() !== '');
  if (written.length > 0 && written.every((line) => pattern.test(line))) {
    const block = lines.map((line) => line.replace(pattern, '')).join('\n');
    return { value: `${before}${block}${after}`, start: lineStart, end: lineStart + block.length };
  }
  if (lines.length === 1 && lines[0]!.trim() === '') {
    const prefix = prefixOf(0);
    const placeholderStart = lineStart + prefix.length;
    return { value: `${before}${prefix}${placeholder}${after}`, start: placeholderStart, end: placeholderStart + placeholder.length };
  }
  let position = 0;
  const block = lines.map((line) => (line.trim() === '' ? line : `${prefixOf(position++)}${line.replace(replaces, '')}`)).join('\n');
  // One line: the caret keeps its place in it; several: the whole block stays selected.
  if (lines.length === 1) {
    const shift = block.length - lines[0]!.length;
    return { value: `${before}${block}${after}`, start: start + shift, end: end + shift };
  }
  return { value: `${before}${block}${after}`, start: lineStart, end: lineStart + block.length };
}

export const HEADING_PREFIX: Omit<LinePrefix, 'placeholder'> = { prefixOf: () => '## ', pattern: /^#{1,6} / };
const LIST_MARKER = /^(?:[-*+]|\d{1,9}[.)]) /;
export const BULLET_PREFIX: Omit<LinePrefix, 'placeholder'> = { prefixOf: () => '- ', pattern: /^[-*+] /, replaces: LIST_MARKER };
export const NUMBER_PREFIX: Omit<LinePrefix, 'placeholder'> = { prefixOf: (position) => `${position + 1}. `, pattern: /^\d{1,9}[.)] /, replaces: LIST_MARKER };
export const QUOTE_PREFIX: Omit<LinePrefix, 'placeholder'> = { prefixOf: () => '> ', pattern: /^> ?/ };

/**
 * A link: the selection (or a placeholder) as its text. With a text, the address is selected, to
 * be typed; without one, the placeholder text is, the address following.
 */
export function insertLink({ value, start, end }: TextSelection, textPlaceholder: string, addressPlaceholder: string): TextSelection {
  const selected = value.slice(start, end);
  const text = selected === '' ? textPlaceholder : selected;
  const link = `[${text}](${addressPlaceholder})`;
  const next = `${value.slice(0, start)}${link}${value.slice(end)}`;
  if (selected === '') return { value: next, start: start + 1, end: start + 1 + text.length };
  const addressStart = start + text.length + 3;
  return { value: next, start: addressStart, end: addressStart + addressPlaceholder.length };
}

/**
 * A block on lines of its own (an image, an event's link), in place of the selection: separated
 * from the text around by an empty line, so that it is a paragraph by itself (an event's link
 * alone on its line is drawn as the event's card). `select` picks the part of the block to select
 * (by default the caret goes to the paragraph after it).
 */
export function insertBlock({ value, start, end }: TextSelection, block: string, select?: { from: number; length: number }): TextSelection {
  const before = value.slice(0, start).replace(/[ \t]+$/, '');
  const after = value.slice(end).replace(/^[ \t]+/, '');
  const leading = before === '' ? '' : before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trailing = after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const blockStart = before.length + leading.length;
  const next = `${before}${leading}${block}${trailing}${after}`;
  if (select) return { value: next, start: blockStart + select.from, end: blockStart + select.from + select.length };
  // The caret after the empty line that follows: what is typed next is a paragraph of its own.
  const caret = blockStart + block.length + 2;
  return { value: next, start: caret, end: caret };
}

/** An uploaded image, its description selected to be written: `![Description](/uploads/….webp)`. */
export function insertImage(selection: TextSelection, address: string, altPlaceholder: string): TextSelection {
  const selected = selection.value.slice(selection.start, selection.end).trim();
  const alt = selected === '' || selected.includes('\n') ? altPlaceholder : selected;
  return insertBlock(selection, `![${escapeLinkText(alt)}](${address})`, { from: 2, length: escapeLinkText(alt).length });
}

/** An event by its link, alone on its line: the server draws it as the event's card. */
export function insertEventLink(selection: TextSelection, title: string, address: string): TextSelection {
  return insertBlock(selection, `[${escapeLinkText(title)}](${address})`);
}

/** Brackets in a link's text would end it early: Markdown reads them escaped. */
export const escapeLinkText = (text: string) => text.replace(/([[\]\\])/g, '\\$1');

/**
 * What a toolbar button of text alone writes into the selection (`TEXT_ACTIONS`), or null for the
 * buttons an editor answers itself (an image, an event).
 */
export function applyTextAction(selection: TextSelection, action: string): TextSelection | null {
  const W = MARKDOWN_TOOLBAR_WORDS;
  switch (action) {
    case 'heading':
      return toggleLinePrefix(selection, { ...HEADING_PREFIX, placeholder: W.headingPlaceholder });
    case 'bold':
      return toggleInlineMarker(selection, '**', W.boldPlaceholder);
    case 'italic':
      return toggleInlineMarker(selection, '_', W.italicPlaceholder);
    case 'link':
      return insertLink(selection, W.linkPlaceholder, W.linkAddress);
    case 'bulletedList':
      return toggleLinePrefix(selection, { ...BULLET_PREFIX, placeholder: W.listPlaceholder });
    case 'numberedList':
      return toggleLinePrefix(selection, { ...NUMBER_PREFIX, placeholder: W.listPlaceholder });
    case 'quote':
      return toggleLinePrefix(selection, { ...QUOTE_PREFIX, placeholder: W.quotePlaceholder });
    default:
      return null;
  }
}

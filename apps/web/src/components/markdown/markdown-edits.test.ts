import { describe, expect, it } from 'vitest';
import {
  applyTextAction,
  BULLET_PREFIX,
  HEADING_PREFIX,
  insertEventLink,
  insertImage,
  insertLink,
  NUMBER_PREFIX,
  QUOTE_PREFIX,
  toggleInlineMarker,
  toggleLinePrefix,
  type TextSelection,
} from './markdown-edits';

/** A text whose selection is written with « [ » and « ] » (one « | » for a caret), for tests that read as what the writer sees. */
function marked(text: string): TextSelection {
  const caret = text.indexOf('|');
  if (caret !== -1) return { value: text.replace('|', ''), start: caret, end: caret };
  const start = text.indexOf('[[');
  const end = text.indexOf(']]') - 2;
  return { value: text.replace('[[', '').replace(']]', ''), start, end };
}
function show({ value, start, end }: TextSelection): string {
  return start === end ? `${value.slice(0, start)}|${value.slice(start)}` : `${value.slice(0, start)}[[${value.slice(start, end)}]]${value.slice(end)}`;
}

describe('the toolbar’s edits of the Markdown', () => {
  it('puts the selection in bold, and takes bold away from a bold selection', () => {
    expect(show(toggleInlineMarker(marked('Un [[grand]] concert'), '**', 'texte en gras'))).toBe('Un **[[grand]]** concert');
    expect(show(toggleInlineMarker(marked('Un **[[grand]]** concert'), '**', 'texte en gras'))).toBe('Un [[grand]] concert');
    expect(show(toggleInlineMarker(marked('Un [[**grand**]] concert'), '**', 'texte en gras'))).toBe('Un [[grand]] concert');
  });

  it('writes a selected placeholder where nothing is selected', () => {
    expect(show(toggleInlineMarker(marked('Un | concert'), '_', 'texte en italique'))).toBe('Un _[[texte en italique]]_ concert');
  });

  it('makes the caret’s line a heading, keeping the caret in it, and a heading a line again', () => {
    expect(show(toggleLinePrefix(marked('Intro\nLe pro|gramme\nFin'), { ...HEADING_PREFIX, placeholder: 'Intertitre' }))).toBe('Intro\n## Le pro|gramme\nFin');
    expect(show(toggleLinePrefix(marked('Intro\n## Le pro|gramme'), { ...HEADING_PREFIX, placeholder: 'Intertitre' }))).toBe('Intro\n[[Le programme]]');
  });

  it('numbers every selected line, leaving empty ones, and a list again takes its numbers away', () => {
    const numbered = toggleLinePrefix(marked('Avant\n[[pain\n\nvin\nfromage]]'), { ...NUMBER_PREFIX, placeholder: 'élément' });
    expect(show(numbered)).toBe('Avant\n[[1. pain\n\n2. vin\n3. fromage]]');
    expect(show(toggleLinePrefix(numbered, { ...NUMBER_PREFIX, placeholder: 'élément' }))).toBe('Avant\n[[pain\n\nvin\nfromage]]');
  });

  it('turns a numbered list into a bulleted one and back, rather than adding a second marker', () => {
    expect(show(toggleLinePrefix(marked('[[1. pain\n2. vin]]'), { ...BULLET_PREFIX, placeholder: 'élément' }))).toBe('[[- pain\n- vin]]');
    expect(show(toggleLinePrefix(marked('[[- pain\n- vin]]'), { ...NUMBER_PREFIX, placeholder: 'élément' }))).toBe('[[1. pain\n2. vin]]');
  });

  it('starts a quote on an empty line with a selected placeholder', () => {
    expect(show(toggleLinePrefix(marked('Texte\n|'), { ...QUOTE_PREFIX, placeholder: 'citation' }))).toBe('Texte\n> [[citation]]');
  });

  it('makes a link of the selection and selects its address to be typed', () => {
    expect(show(insertLink(marked('Lisez [[le programme]] ici'), 'texte du lien', 'https://'))).toBe('Lisez [le programme]([[https://]]) ici');
    expect(show(insertLink(marked('Lisez |'), 'texte du lien', 'https://'))).toBe('Lisez [[[texte du lien]]](https://)');
  });

  it('inserts an image on a paragraph of its own, its description selected', () => {
    expect(show(insertImage(marked('Avant|après'), '/uploads/0123456789abcdef0123456789abcdef.webp', 'Description de l’image'))).toBe(
      'Avant\n\n![[[Description de l’image]]](/uploads/0123456789abcdef0123456789abcdef.webp)\n\naprès',
    );
    expect(show(insertImage(marked('|'), '/uploads/0123456789abcdef0123456789abcdef.webp', 'Description'))).toBe(
      '![[[Description]]](/uploads/0123456789abcdef0123456789abcdef.webp)\n\n',
    );
  });

  it('inserts an event’s link alone on its line, the caret on the next paragraph, its title’s brackets escaped', () => {
    expect(show(insertEventLink(marked('Le concert.\n|\nÀ bientôt'), 'Concert [gratuit]', '/events/12'))).toBe(
      'Le concert.\n\n[Concert \\[gratuit\\]](/events/12)\n\n|À bientôt',
    );
    expect(show(insertEventLink(marked('Le concert.|'), 'Concert', '/events/12'))).toBe('Le concert.\n\n[Concert](/events/12)\n\n|');
  });
});

describe('a toolbar button of text alone', () => {
  it('writes its Markdown with the shared placeholder, and leaves images and events to the editor', () => {
    expect(applyTextAction({ value: '', start: 0, end: 0 }, 'bold')).toEqual({ value: '**texte en gras**', start: 2, end: 15 });
    expect(applyTextAction({ value: 'Bonjour', start: 0, end: 7 }, 'quote')?.value).toBe('> Bonjour');
    expect(applyTextAction({ value: '', start: 0, end: 0 }, 'image')).toBeNull();
    expect(applyTextAction({ value: '', start: 0, end: 0 }, 'event')).toBeNull();
  });
});

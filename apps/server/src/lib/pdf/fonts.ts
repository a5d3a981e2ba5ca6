import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Fontkit from 'fontkit';
import type { FontChain } from './split-runs';

/** The faces the documents use; each is a chain of fonts tried in turn for every character (decision 032). */
export type FontFace = 'regular' | 'bold' | 'italic';

export interface LoadedFont {
  /** The name the font is registered under in a document. */
  key: string;
  data: Buffer;
  font: Fontkit.Font;
  /**
   * The OpenType features passed to fontkit for a run of this font. Any value makes pdfkit lay out
   * a run as a whole instead of word by word, which right-to-left text needs so that its words come
   * in the right order.
   */
  featuresFor(text: string): Record<string, boolean> | undefined;
  isRightToLeft: boolean;
}

// Resolved from this file (src/lib/pdf in development, dist/ once built): the fonts stay in their packages.
const require = createRequire(import.meta.url);
const packageFile = (packageName: string, file: string) => path.join(path.dirname(require.resolve(packageName)), '..', file);

let fontkit: typeof Fontkit | undefined;

/** fontkit weighs some 20 MB once loaded: it comes with the first document, as pdfkit does (decision 015). */
export async function loadFontkit(): Promise<void> {
  fontkit ??= await import('fontkit');
}

const load = (key: string, file: string, options: Pick<LoadedFont, 'featuresFor' | 'isRightToLeft'>): LoadedFont => {
  if (!fontkit) throw new Error('fontkit is loaded by loadFontkit(), before the first font');
  const data = readFileSync(file);
  const font = fontkit.create(data);
  if (!('hasGlyphForCodePoint' in font)) throw new Error(`${file} is a font collection, not a font`);
  return { key, data, font, ...options };
};

/**
 * Noto Sans (Latin, Greek, Cyrillic, Vietnamese) draws everything it can. Text is put in NFC first,
 * so its letters are precomposed glyphs, and a run without a combining mark is laid out without
 * `ccmp`, which would split « ị » into a base and a mark that no text extractor reads back, nor
 * `mark` and `mkmk`, whose tables take a second to parse on the first document. A run that still
 * has a combining mark (a letter Unicode has no precomposed form for) gets every feature.
 */
const latinFeatures = (text: string): Record<string, boolean> => (/\p{M}/u.test(text) ? {} : { ccmp: false, mark: false, mkmk: false });
const LATIN_FILES: Record<FontFace, string> = { regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf', italic: 'NotoSans-Italic.ttf' };
/** Noto Naskh Arabic has no italic: the italic face falls back to its regular. */
const ARABIC_FILES: Record<FontFace, string> = {
  regular: 'NotoNaskhArabic-Regular.ttf',
  bold: 'NotoNaskhArabic-Bold.ttf',
  italic: 'NotoNaskhArabic-Regular.ttf',
};
const CJK_WEIGHTS: Record<FontFace, number> = { regular: 400, bold: 700, italic: 400 };

/** Noto Sans and Noto Naskh Arabic, read on the first PDF and kept (about 2 MB): every document needs the first. */
const kept = new Map<string, LoadedFont>();
const keptFont = (key: string, open: () => LoadedFont) => {
  let font = kept.get(key);
  if (!font) {
    font = open();
    kept.set(key, font);
  }
  return font;
};

const latinFont = (face: FontFace) =>
  keptFont(`noto-sans-${face}`, () =>
    load(`noto-sans-${face}`, packageFile('@embedpdf/fonts-latin', `fonts/${LATIN_FILES[face]}`), { featuresFor: latinFeatures, isRightToLeft: false }),
  );
const arabicFont = (face: FontFace) =>
  keptFont(`noto-naskh-arabic-${ARABIC_FILES[face]}`, () =>
    load(`noto-naskh-arabic-${ARABIC_FILES[face]}`, packageFile('@embedpdf/fonts-arabic', `fonts/${ARABIC_FILES[face]}`), {
      featuresFor: () => ({}),
      isRightToLeft: true,
    }),
  );

/** Arabic, its supplement and extended letters, and its presentation forms. */
const ARABIC_RANGES: [number, number][] = [
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0x0870, 0x08ff],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfeff],
];

/**
 * Noto Sans SC as Fontsource ships it: about a hundred slices per weight, each a small WOFF file
 * for a set of characters its unicode.json lists (Chinese, Japanese kana and kanji; the WOFF2 twins
 * hold their outlines transformed, which fontkit's subsetter copies as they are, so pdfkit would
 * embed empty glyphs). Only the slices
 * a document's characters fall in are read, for that document alone, so a Chinese name costs a few
 * tens of kilobytes of memory rather than a 10 MB font.
 */
interface CjkSlice {
  name: string;
  ranges: [number, number][];
}
let cjkSlices: CjkSlice[] | undefined;
const parseRanges = (list: string): [number, number][] =>
  list.split(',').map((range) => {
    const [first, last = first] = range.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(first!, 16), Number.parseInt(last!, 16)];
  });
const getCjkSlices = () => {
  cjkSlices ??= Object.entries(JSON.parse(readFileSync(require.resolve('@fontsource/noto-sans-sc/unicode.json'), 'utf8')) as Record<string, string>)
    .filter(([name]) => /^\[\d+\]$/.test(name))
    .map(([name, ranges]) => ({ name: name.slice(1, -1), ranges: parseRanges(ranges) }));
  return cjkSlices;
};
const inRanges = (ranges: [number, number][], codePoint: number) => ranges.some(([first, last]) => codePoint >= first && codePoint <= last);

/**
 * The fonts of one document, per face: Noto Sans, then Noto Naskh Arabic, then the slice of Noto
 * Sans SC that holds the character. Every font is opened on the first character that needs it;
 * the CJK slices are forgotten with the document.
 */
export class DocumentFonts {
  private readonly cjk = new Map<string, LoadedFont>();
  private readonly byKey = new Map<string, LoadedFont>();

  chain(face: FontFace): FontChain {
    const primary = this.remember(latinFont(face));
    return {
      primary: primary.key,
      fontFor: (codePoint) => {
        if (primary.font.hasGlyphForCodePoint(codePoint)) return primary.key;
        if (inRanges(ARABIC_RANGES, codePoint)) {
          const arabic = this.remember(arabicFont(face));
          if (arabic.font.hasGlyphForCodePoint(codePoint)) return arabic.key;
        }
        const slice = getCjkSlices().find((candidate) => inRanges(candidate.ranges, codePoint));
        if (slice) {
          const cjk = this.cjkSlice(slice.name, CJK_WEIGHTS[face]);
          if (cjk.font.hasGlyphForCodePoint(codePoint)) return cjk.key;
        }
        return undefined;
      },
      has: (key, codePoint) => this.get(key).font.hasGlyphForCodePoint(codePoint),
    };
  }

  get(key: string): LoadedFont {
    const font = this.byKey.get(key);
    if (!font) throw new Error(`The font ${key} was not opened for this document`);
    return font;
  }

  private remember(font: LoadedFont) {
    this.byKey.set(font.key, font);
    return font;
  }

  private cjkSlice(name: string, weight: number) {
    const key = `noto-sans-sc-${name}-${weight}`;
    let font = this.cjk.get(key);
    if (!font) {
      font = load(key, require.resolve(`@fontsource/noto-sans-sc/files/noto-sans-sc-${name}-${weight}-normal.woff`), {
        featuresFor: () => undefined,
        isRightToLeft: false,
      });
      this.cjk.set(key, font);
    }
    return this.remember(font);
  }
}

import type { Font } from 'fontkit';
import type { LoadedFont } from './fonts';

/*
 * Two adjustments reach into pdfkit 0.17's EmbeddedFont (the document's `_font`: its fontkit `font`,
 * `subset`, `unicode` and `layoutRun`) and into fontkit 2's parsed tables, which their public APIs
 * do not offer. The PDF tests of
 * every alphabet, and their timing, fail if pdfkit changes them.
 */
interface PdfkitEmbeddedFont {
  font: Font;
  subset: { includeGlyph(glyphId: number): number };
  unicode: (number[] | undefined)[];
  layoutRun(text: string, features?: object): { direction?: string; glyphs: { id: number; codePoints: number[] }[] };
}

/** fontkit's parsed tables, by tag: read-only once parsed. */
type FontkitTables = Font & { _tables: Record<string, unknown> };

const embeddedFontOf = (document: PDFKit.PDFDocument) => (document as unknown as { _font: PdfkitEmbeddedFont })._font;
const shared = new WeakSet<object>();
const reversed = new WeakSet<object>();

/**
 * pdfkit parses a font anew for every document, and Noto Sans's positioning and substitution
 * tables take about a second to parse on this machine. The document's fontkit font is given the
 * tables parsed once for the process (fontkit shares them the same way between a font's
 * variations), and keeps everything else of its own. Not the whole fontkit font: it caches each
 * glyph with the characters it was first laid out for, or none when a subset first reached it as
 * part of another glyph (the S of « Ş »), and pdfkit writes those characters into the document's
 * ToUnicode map; a font shared between documents read back, in one document, the characters of
 * another (« Somme » came back « )omme » after a Turkish name).
 */
export function shareParsedFont(document: PDFKit.PDFDocument, loaded: LoadedFont) {
  const embedded = embeddedFontOf(document);
  if (shared.has(embedded)) return;
  shared.add(embedded);
  (embedded.font as FontkitTables)._tables = (loaded.font as FontkitTables)._tables;
}

/**
 * pdfkit draws a right-to-left run in visual order, and a text extractor (pdf.js, poppler) turns
 * it back by reversing the characters it reads, a ligature's included: « لا » drawn as one glyph
 * would come back « ال ». So the text a ligature of a right-to-left run stands for is written
 * backwards in the font's ToUnicode map, and the reversal gives it back in reading order.
 */
export function readRightToLeftLigaturesBackwards(document: PDFKit.PDFDocument) {
  const embedded = embeddedFontOf(document);
  if (reversed.has(embedded)) return;
  reversed.add(embedded);
  const layoutRun = embedded.layoutRun.bind(embedded);
  embedded.layoutRun = (text, features) => {
    const run = layoutRun(text, features);
    if (run.direction === 'rtl') {
      for (const glyph of run.glyphs) {
        if (glyph.codePoints.length < 2) continue;
        const subsetId = embedded.subset.includeGlyph(glyph.id);
        embedded.unicode[subsetId] ??= [...glyph.codePoints].reverse();
      }
    }
    return run;
  };
}

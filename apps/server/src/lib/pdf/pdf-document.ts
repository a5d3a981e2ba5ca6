import { withFrenchSpacing } from '@action-plus/contract';
import { DocumentFonts, loadFontkit, type FontFace } from './fonts';
import { readRightToLeftLigaturesBackwards, shareParsedFont } from './pdfkit-internals';
import { splitIntoRuns } from './split-runs';

/** The colours every document of the association is drawn in. */
export const PDF_COLORS = { ink: '#1b1b1b', muted: '#555555', brand: '#1d4f91', rule: '#c9d6e8' } as const;

export interface PdfDocumentOptions {
  /** The document's title in the PDF's properties (« Facture 2026-0007 »). */
  title: string;
  subject: string;
  /** Who issues it: the association's name. */
  author: string;
  /** The creation and modification dates written in the PDF: the same document always gives the same bytes. */
  date: Date;
  margin: number;
}

export interface PdfDocument {
  /**
   * A pdfkit document, A4, in French, whose `font(face)` takes one of the faces of decision 032
   * and whose `text()` draws any alphabet: each run of characters in the font that has them.
   */
  document: PDFKit.PDFDocument;
  /** The PDF's bytes, once `document.end()` has been called. */
  finished: Promise<Buffer>;
}

/**
 * Starts a document of the association. pdfkit (about 9 MB once loaded) and the fonts are loaded on
 * the first document, not at start (decision 015).
 */
export async function createPdfDocument(options: PdfDocumentOptions): Promise<PdfDocument> {
  const [{ default: PDFDocument }] = await Promise.all([import('pdfkit'), loadFontkit()]);
  const document = new PDFDocument({
    size: 'A4',
    margin: options.margin,
    lang: 'fr-FR',
    // No standard font: every font is embedded (pdfkit's Helvetica only has Western European letters).
    font: null as unknown as string,
    info: { Title: options.title, Author: options.author, Subject: options.subject, CreationDate: options.date, ModDate: options.date },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  drawEveryAlphabet(document);
  document.font('regular');
  return { document, finished };
}

type TextOptions = PDFKit.Mixins.TextOptions;

/** Replaces the document's `font` and `text` by ones that pick, for every run of characters, a font that has them. */
function drawEveryAlphabet(document: PDFKit.PDFDocument) {
  const fonts = new DocumentFonts();
  const pdfkitFont = document.font.bind(document);
  const pdfkitText = document.text.bind(document);
  const registered = new Set<string>();
  let face: FontFace = 'regular';

  const useFont = (key: string) => {
    const font = fonts.get(key);
    if (!registered.has(key)) {
      document.registerFont(key, font.data);
      registered.add(key);
    }
    pdfkitFont(key);
    shareParsedFont(document, font);
    if (font.isRightToLeft) readRightToLeftLigaturesBackwards(document);
    return font;
  };

  document.font = ((name: FontFace) => {
    face = name;
    useFont(fonts.chain(face).primary);
    return document;
  }) as typeof document.font;

  document.text = ((value: string | number, x?: number | TextOptions, y?: number, options: TextOptions = {}) => {
    if (typeof x === 'object') {
      options = x;
      x = undefined;
    }
    const chain = fonts.chain(face);
    const primary = fonts.get(chain.primary);
    const runs = splitIntoRuns(withFrenchSpacing(String(value).normalize('NFC')), chain);
    const fontSize = (document as unknown as { _fontSize: number })._fontSize;
    // Every run sits on the main font's baseline, whatever its own ascent.
    const runOptions = (key: string, runText: string): TextOptions => {
      const font = fonts.get(key);
      return {
        ...options,
        features: font.featuresFor(runText),
        baseline: key === primary.key ? options.baseline : -((primary.font.ascent / primary.font.unitsPerEm) * fontSize),
      } as TextOptions;
    };

    if (runs.length <= 1) {
      const key = runs[0]?.font ?? primary.key;
      useFont(key);
      drawRun(runs[0]?.text ?? '', x, y, runOptions(key, runs[0]?.text ?? ''));
    } else if ((options.align === 'right' || options.align === 'center') && !options.continued && options.width !== undefined) {
      drawAlignedLine(runs, x, y, options.width);
    } else {
      runs.forEach((run, index) => {
        useFont(run.font);
        const fragment = { ...runOptions(run.font, run.text), continued: index < runs.length - 1 || options.continued };
        if (index === 0) drawRun(run.text, x, y, fragment);
        else pdfkitText(run.text, fragment);
      });
    }
    useFont(primary.key);
    return document;

    /** pdfkit reads `text(value, undefined, undefined, options)` as `text(value)`: its options would be lost. */
    function drawRun(runText: string, left: number | undefined, top: number | undefined, runOptions: TextOptions) {
      if (left === undefined && top === undefined) pdfkitText(runText, runOptions);
      else pdfkitText(runText, left, top, runOptions);
    }

    /** pdfkit aligns each fragment of a continued text on its own: a line of several fonts is placed here from its measured width. */
    function drawAlignedLine(lineRuns: typeof runs, left = document.x, top = document.y, width: number) {
      const widths = lineRuns.map((run) => {
        useFont(run.font);
        return document.widthOfString(run.text, runOptions(run.font, run.text));
      });
      const total = widths.reduce((sum, runWidth) => sum + runWidth, 0);
      let at = left + Math.max(0, options.align === 'right' ? width - total : (width - total) / 2);
      lineRuns.forEach((run, index) => {
        useFont(run.font);
        pdfkitText(run.text, at, top, { ...runOptions(run.font, run.text), align: 'left', width: undefined, lineBreak: false });
        at += widths[index]!;
      });
      useFont(primary.key);
      document.x = left;
      document.y = top + document.currentLineHeight(true) + (options.lineGap ?? 0);
    }
  }) as typeof document.text;
}

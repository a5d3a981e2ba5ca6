import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of every page of a PDF, as a PDF text extractor (and so a screen reader) sees it: pdf.js
 * cuts a line into items wherever the font changes and puts a space item where the glyphs are apart,
 * so items are joined as they come (a Chinese name drawn with several fonts comes back whole).
 * `keepSpaces` turns off pdf.js's NFKC normalisation, which reads a no-break space as a space.
 */
export async function extractPdfText(pdf: Buffer, { keepSpaces = false } = {}): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber += 1) {
    const page = await document.getPage(pageNumber);
    const content = await page.getTextContent({ disableNormalization: keepSpaces });
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
  }
  await document.destroy();
  return pages.join('\n');
}

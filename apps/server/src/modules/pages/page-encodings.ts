import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A page's HTML, and the same bytes compressed for the browsers that accept it. */
export type EncodedPage = { identity: Buffer; br: Buffer; gzip: Buffer };
export type PageEncoding = keyof EncodedPage;

/** Medium settings: a page is compressed when it is built (once for a kept page, at each view for the others). */
const BROTLI_QUALITY = 6;
const GZIP_LEVEL = 6;

export function encodePage(html: string): EncodedPage {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzip: gzipSync(identity, { level: GZIP_LEVEL }),
  };
}

/**
 * The best encoding an Accept-Encoding header allows: brotli, then gzip, else the plain bytes. A
 * coding listed with q=0 is refused; `*` stands for any coding not listed.
 */
export function preferredEncoding(acceptEncoding: string | undefined): PageEncoding {
  const accepted = new Map<string, boolean>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    if (name) accepted.set(name, quality === undefined || Number(quality.slice(2)) > 0);
  }
  const allows = (coding: string) => accepted.get(coding) ?? accepted.get('*') ?? false;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

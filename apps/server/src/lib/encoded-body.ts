import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A body kept ready to send (a rendered page, a visitors' list, the treasurer's figures): its bytes,
 * and the same bytes compressed once, when it is built, for the clients that accept it. Sent as it
 * is, the compression plugin would compress it again on every request, through a stream.
 */
export type EncodedBody = { identity: Buffer; br?: Buffer; gzip?: Buffer };

/** Below this, compressing saves too little to be worth it: the compression plugin's threshold too. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Medium settings: a body is compressed once, when it is built (or at each view for a page not kept). */
const BROTLI_QUALITY = 6;
const GZIP_LEVEL = 6;

export function encodeBody(content: string | Buffer): EncodedBody {
  const identity = typeof content === 'string' ? Buffer.from(content) : content;
  if (identity.length < COMPRESSION_THRESHOLD_BYTES) return { identity };
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
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
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

/** Sends `body` in the encoding the client prefers among those it was built with; the caller sets the status and type. */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody) {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const bytes = encoding === 'identity' ? undefined : body[encoding];
  if (body.br !== undefined || body.gzip !== undefined) reply.header('vary', 'accept-encoding');
  if (bytes === undefined) return reply.send(body.identity);
  return reply.header('content-encoding', encoding).send(bytes);
}

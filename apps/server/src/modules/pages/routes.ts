import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { COMMON_MESSAGES, isKnownPage } from '@action-plus/contract';
import type { AppContext } from '../../context';
import { loadPagePreloads } from './page-preloads';

/**
 * Anything that can add to a page's <head> as the server first sends it (titles, OpenGraph, JSON-LD).
 * It answers the head lines, or `{ head, status: 404 }` for a page of the route table whose content
 * does not exist (an unknown event): the app then shows its 404 page, served with status 404.
 * A provider that keeps its answers (the events' visitor cache) answers objects: the page rendered
 * from an object is kept beside it, by identity, and goes when the provider drops the object.
 */
export type PageHead = string | { head: string; status?: 404 };
export type PageHeadProvider = (pathname: string) => Promise<PageHead | null>;

const HEAD_MARKER = '<!--page-head-->';
const DEFAULT_TITLE = /<title>[\s\S]*?<\/title>\s*/;
const DEFAULT_DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/?>\s*/;
/** A path `new URL` would read unchanged (no dot segment, escape or leading '//'), up to the query. */
const PLAIN_PATH = /^\/(?!\/)[\w\-/]*(?=$|\?)/;

/** The pathname of a request's URL, without building a URL object for the usual plain paths. */
function pathnameOf(url: string): string {
  return PLAIN_PATH.exec(url)?.[0] ?? new URL(url, 'http://localhost').pathname;
}

/**
 * Split once around the marker and the end of the head, so that a page is concatenations (and a
 * head is never read as a replacement pattern). `tail` ends the head: the page's own chunks.
 */
function compileTemplate(html: string): (head: string, tail: string) => string {
  const at = html.indexOf(HEAD_MARKER);
  if (at === -1) return () => html;
  const before = html.slice(0, at);
  const after = html.slice(at + HEAD_MARKER.length);
  const headEnd = after.indexOf('</head>');
  if (headEnd === -1) return (head) => before + head + after;
  const middle = after.slice(0, headEnd);
  const end = after.slice(headEnd);
  return (head, tail) => before + head + middle + (tail ? `  ${tail}\n  ` : '') + end;
}

/**
 * The built web app: hashed assets cached forever, index.html never cached, every page of the
 * route table answered with index.html (status 404 for an unknown one, which the app shows as
 * 'Page non trouvée'). Unknown /api routes answer a JSON 404.
 */
export async function registerPages(app: FastifyInstance, context: AppContext, headProviders: PageHeadProvider[] = []): Promise<void> {
  const distDir = context.config.webDistDir;
  const indexFile = path.join(distDir, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;

  if (template) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (best compression, once).
      preCompressed: true,
      // The plugin's own cache header would overwrite the one set below.
      cacheControl: false,
      setHeaders: (response, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  // The build's own <title> and description are the fallback for pages no provider knows.
  const renderWithDefaultHead = template === null ? null : compileTemplate(template);
  const renderWithoutDefaultHead = template === null ? null : compileTemplate(template.replace(DEFAULT_TITLE, '').replace(DEFAULT_DESCRIPTION, ''));
  const renderHtml = (head: string, tail: string) => (head.includes('<title>') ? renderWithoutDefaultHead! : renderWithDefaultHead!)(head, tail);
  const preloadLinksFor = loadPagePreloads(distDir);
  // Pages no provider knows, by their preload lines (one per page of the route table, and '').
  const defaultPages = new Map<string, Buffer>();
  // A kept answer always belongs to the same page, hence to the same preload lines.
  const keptPages = new WeakMap<object, Buffer>();

  async function renderIndex(pathname: string): Promise<{ body: Buffer | string; status: number }> {
    const status = isKnownPage(pathname) ? 200 : 404;
    const tail = status === 200 ? preloadLinksFor(pathname) : '';
    for (const provide of headProviders) {
      const answer = await provide(pathname);
      if (answer === null || answer === '') continue;
      if (typeof answer === 'string') return { body: renderHtml(answer, tail), status };
      let body = keptPages.get(answer);
      if (!body) {
        body = Buffer.from(renderHtml(answer.head, answer.status === 404 ? '' : tail));
        keptPages.set(answer, body);
      }
      return { body, status: answer.status ?? status };
    }
    let body = defaultPages.get(tail);
    if (!body) {
      body = Buffer.from(renderHtml('', tail));
      defaultPages.set(tail, body);
    }
    return { body, status };
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const pathname = pathnameOf(request.url);
    if (pathname.startsWith('/api/') || pathname === '/api' || request.method !== 'GET' || !template) {
      return reply.status(404).send({ detail: COMMON_MESSAGES.routeNotFound });
    }
    const { body, status } = await renderIndex(pathname);
    return reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(body);
  }

  // Only unknown addresses are rate limited (scanners); the pages of the route table are what a
  // whole school class behind one address may open at once. Decided before the limiter runs, which
  // would otherwise work out the client's key on every page view only to let it through.
  const limitRate = app.rateLimit({ max: 300, timeWindow: 60_000 });
  app.setNotFoundHandler(
    {
      preHandler: async function limitUnknownAddresses(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
        if (request.method === 'GET' && isKnownPage(pathnameOf(request.url))) return;
        await limitRate.call(this, request, reply);
      },
    },
    sendPage,
  );
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { COMMON_MESSAGES, findPage, isKnownPage, renderedPageAddress, withoutTrailingSlashes } from '@action-plus/contract';
import type { AppContext } from '#context';
import { encodeBody, sendEncoded, type EncodedBody } from '#lib/encoded-body';
import { loadPageRenderer, type RenderedPage } from './page-renderer';

/**
 * Anything that can add to a page's <head> as the server first sends it (titles, OpenGraph, JSON-LD).
 * It answers the head lines, or `{ head, status: 404 }` for a page of the route table whose content
 * does not exist (an unknown event): the app then shows its 404 page, served with status 404; or
 * `{ head: '', redirectTo }` for an address that moved for good (an article's old slug): a 301.
 */
export type PageHead = string | { head: string; status?: 404; redirectTo?: string };
export type PageHeadProvider = (pathname: string) => Promise<PageHead | null>;

/**
 * Where pages of the route table are kept as sent: the events' visitor cache, since what a page
 * shows at first (its head, the events it lists) is emptied with it whenever the events change. It
 * is capped in bytes, least recently read first out.
 */
export type PageCache = { read<T>(key: string, compute: () => Promise<T>, keep?: (value: T) => boolean): Promise<T> };

/** A precompressed copy the build wrote beside a file (`.br`, `.gz`). */
const COMPRESSED_COPY = /\.(br|gz)$/;
/** What the build names its assets, all in one folder: `name-hash.ext`. */
const ASSET_FILE = /^\/[\w-]+(\.[\w-]+)+$/;

type BuiltPage = { body: EncodedBody; status: number } | { redirectTo: string; status: 301 };

const HEAD_MARKER = '<!--page-head-->';
const ROOT_ELEMENT = '<div id="root"></div>';
const DEFAULT_TITLE = /<title>[\s\S]*?<\/title>\s*/;
const DEFAULT_DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/?>\s*/;
/** A path `new URL` would read unchanged (no dot segment, escape or leading '//'), up to the query. */
const PLAIN_PATH = /^\/(?!\/)[\w\-/]*(?=$|\?)/;
const DAY_MS = 86_400_000;

/** The pathname of a request's URL, without building a URL object for the usual plain paths. */
function pathnameOf(url: string): string {
  return PLAIN_PATH.exec(url)?.[0] ?? new URL(url, 'http://localhost').pathname;
}

/** The query of a request's URL, '?…' or ''. */
function searchOf(url: string): string {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at);
}

/** Splits `text` once around `marker`; without it, all of `text` comes before. */
function splitAround(text: string, marker: string): [string, string] {
  const at = text.indexOf(marker);
  return at === -1 ? [text, ''] : [text.slice(0, at), text.slice(at + marker.length)];
}

/**
 * Split once around the marker and the app's root, so that a page is concatenations (and a head
 * is never read as a replacement pattern). `page` fills the root with the app's first render.
 */
function compileTemplate(html: string): (head: string, page: RenderedPage | null) => string {
  if (!html.includes(HEAD_MARKER)) return () => html;
  const [beforeHead, afterMarker] = splitAround(html, HEAD_MARKER);
  const hasRoot = afterMarker.includes(ROOT_ELEMENT);
  const [beforeRoot, afterRoot] = splitAround(afterMarker, ROOT_ELEMENT);
  return (head, page) => beforeHead + head + (hasRoot && page ? `${beforeRoot}<div id="root">${page.markup}</div>${page.dataScript}${afterRoot}` : afterMarker);
}

/**
 * The built web app: hashed assets cached forever, index.html never cached, every page of the
 * route table answered with index.html (status 404 for an unknown one, which the app shows as
 * 'Page non trouvée'), its head written for the page and its root holding the app's first render.
 * Unknown /api routes answer a JSON 404.
 */
export async function registerPages(
  app: FastifyInstance,
  context: AppContext,
  options: {
    headProviders?: PageHeadProvider[];
    pageCache?: PageCache;
    defaultHead?: () => Promise<string>;
    /** What every page's head carries, whatever its provider (the association's accent stylesheet). */
    sharedHead?: () => Promise<string>;
  } = {},
): Promise<void> {
  const { headProviders = [], pageCache, defaultHead, sharedHead } = options;
  const distDir = context.config.webDistDir;
  const indexFile = path.join(distDir, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;

  if (template) {
    // The build writes .br and .gz beside each file (best compression, once): sent in place of the
    // file they compress, never at an address of their own. The plugin's own cache header would
    // overwrite the ones set here.
    const served = { index: false, preCompressed: true, cacheControl: false } as const;
    const assetsDir = path.join(distDir, 'assets');
    if (existsSync(assetsDir)) {
      // The hashed assets, a few hundred files: one route for them all, looked up on disk, rather
      // than a route each (a route costs start time and memory); an unknown one, or anything but a
      // file's name (a folder, a dot segment), is the 404 page.
      await app.register(fastifyStatic, {
        ...served,
        root: assetsDir,
        prefix: '/assets/',
        allowedPath: (pathname) => ASSET_FILE.test(pathname) && !COMPRESSED_COPY.test(pathname),
        setHeaders: (response) => response.setHeader('cache-control', 'public, max-age=31536000, immutable'),
      });
    }
    // The few files beside index.html (the icon), a route each.
    await app.register(fastifyStatic, {
      ...served,
      root: distDir,
      wildcard: false,
      globIgnore: ['assets/**', '**/*.br', '**/*.gz'],
      decorateReply: false,
      setHeaders: (response) => response.setHeader('cache-control', 'public, max-age=3600'),
    });
  }

  // A page no provider knows (the 404 page) gets `defaultHead`, else the build's own <title> and description.
  const renderWithDefaultHead = template === null ? null : compileTemplate(template);
  const renderWithoutDefaultHead = template === null ? null : compileTemplate(template.replace(DEFAULT_TITLE, '').replace(DEFAULT_DESCRIPTION, ''));
  const renderHtml = async (head: string, page: RenderedPage | null) => {
    if (head.includes('<title>')) return renderWithoutDefaultHead!(head, page);
    return defaultHead ? renderWithoutDefaultHead!((await defaultHead()) + head, page) : renderWithDefaultHead!(head, page);
  };
  const renderPage = template === null ? null : loadPageRenderer(app, distDir);

  async function headOf(pathname: string): Promise<PageHead> {
    for (const provide of headProviders) {
      const answer = await provide(pathname);
      if (answer !== null && answer !== '') return answer;
    }
    return '';
  }

  /** `address` is the page's path and the query parameters it reads (`renderedPageAddress`). */
  async function buildPage(address: string, pathname: string): Promise<BuiltPage> {
    const head = await headOf(pathname);
    if (typeof head === 'object' && head.redirectTo) return { redirectTo: head.redirectTo, status: 301 };
    const status = typeof head === 'object' && head.status === 404 ? 404 : isKnownPage(pathname) ? 200 : 404;
    const page = await renderPage!(address);
    const shared = sharedHead ? await sharedHead() : '';
    return { body: encodeBody(await renderHtml(shared + (typeof head === 'string' ? head : head.head), page)), status };
  }

  /**
   * A page of the route table depends on its address (its path and the query parameters it reads:
   * any other parameter is dropped before rendering, so it neither renders again nor adds an
   * entry), on the events (kept in the cache that empties when they change) and on the day (the
   * footer's year): while they hold, a view is a lookup. Only pages answered 200 are kept: unknown
   * addresses (scanners) and pages of the route table whose content does not exist (an unknown
   * event) are rendered each time, never pushing real pages out of the cache; so are the pages the
   * table renders per request (a one-time link's, whose address carries its token).
   */
  function readOrBuildPage(address: string, pathname: string): Promise<BuiltPage> {
    if (!pageCache || findPage(pathname)?.page.rendering !== 'kept') return buildPage(address, pathname);
    return pageCache.read(
      `page:${Math.floor(Date.now() / DAY_MS)}:${address}`,
      () => buildPage(address, pathname),
      (page) => page.status === 200,
    );
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const requestedPath = pathnameOf(request.url);
    if (requestedPath.startsWith('/api/') || requestedPath === '/api' || request.method !== 'GET' || !template) {
      return reply.status(404).send({ detail: COMMON_MESSAGES.routeNotFound });
    }
    // '/events/', '/events//'… are '/events': one render and one cache entry, not one per slash.
    const pathname = withoutTrailingSlashes(requestedPath) || '/';
    const built = await readOrBuildPage(renderedPageAddress(pathname, searchOf(request.url)), pathname);
    if ('redirectTo' in built) return reply.redirect(built.redirectTo, 301);
    const { body, status } = built;
    // Compressed here, when built: the compression plugin hooks routes only, and pages are served by the not-found handler.
    return sendEncoded(request, reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8'), body);
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

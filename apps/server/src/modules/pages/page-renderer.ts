import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { redactUrl } from '#lib/log-redaction';

/** Written by the web build's second pass (`vite build --ssr src/entry-server.tsx`; not served: dot folder). */
export const PAGE_RENDERER_FILE = '.ssr/entry-server.js';

/**
 * The app's first render of a page (apps/web/src/entry-server.tsx): `markup` goes inside
 * `<div id="root">`, `dataScript` after it. The page then paints with its HTML and stylesheet,
 * before any script has run.
 */
export type RenderedPage = { markup: string; dataScript: string };

/** The page's markup for a request's URL, or null (no renderer in the build, a redirect, a failure): the app then draws it. */
export type RenderPage = (url: string) => Promise<RenderedPage | null>;

type PageRendererModule = { createPageRenderer: (readApi: typeof fetch) => (url: string) => Promise<RenderedPage | null> };

const isPageRendererModule = (module: unknown): module is PageRendererModule =>
  typeof module === 'object' && module !== null && typeof (module as PageRendererModule).createPageRenderer === 'function';

const EMPTY_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * The API as the first render reads it: in-process, GET only, as a visitor (no cookie, no token),
 * so that the page is the same whoever asks for it.
 */
function readApiOf(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    if ((init?.method ?? 'GET') !== 'GET' || !url.startsWith('/api/')) throw new TypeError(`Lecture de l'API refusée au rendu : ${url}`);
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    const headers = new Headers();
    const contentType = response.headers['content-type'];
    if (typeof contentType === 'string') headers.set('content-type', contentType);
    return new Response(EMPTY_BODY_STATUSES.has(response.statusCode) ? null : response.rawPayload, { status: response.statusCode, headers });
  };
}

/**
 * The web build's renderer, loaded with the first page to render (it is a megabyte of code that a
 * server answering only the API, or not yet visited, need not hold); a build without one (or a
 * broken one) only loses the early paint.
 */
export function loadPageRenderer(app: FastifyInstance, distDir: string): RenderPage {
  const file = path.join(distDir, PAGE_RENDERER_FILE);
  if (!existsSync(file)) return async () => null;
  let loading: Promise<RenderPage | null> | null = null;
  const load = async (): Promise<RenderPage | null> => {
    let module: unknown;
    try {
      module = await import(pathToFileURL(file).href);
    } catch (error) {
      app.log.error({ err: error, file }, 'Rendu des pages par le serveur indisponible : le module ne se charge pas');
      return null;
    }
    if (!isPageRendererModule(module)) {
      app.log.error({ file }, 'Rendu des pages par le serveur indisponible : le module n’exporte pas createPageRenderer');
      return null;
    }
    return module.createPageRenderer(readApiOf(app));
  };
  return async (url) => {
    const renderPage = await (loading ??= load());
    if (renderPage === null) return null;
    try {
      return await renderPage(url);
    } catch (error) {
      app.log.error({ err: error, url: redactUrl(url) }, 'Rendu de la page par le serveur impossible : le navigateur la dessinera');
      return null;
    }
  };
}

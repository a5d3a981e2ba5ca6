import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { COMMON_MESSAGES, isKnownPage } from '@action-plus/contract';
import type { AppContext } from '../../context';

/**
 * Anything that can add to a page's <head> as the server first sends it (titles, OpenGraph, JSON-LD).
 * It answers the head lines, or `{ head, status: 404 }` for a page of the route table whose content
 * does not exist (an unknown event): the app then shows its 404 page, served with status 404.
 */
export type PageHead = string | { head: string; status: 404 };
export type PageHeadProvider = (pathname: string) => Promise<PageHead | null>;

const HEAD_MARKER = '<!--page-head-->';
const DEFAULT_TITLE = /<title>[\s\S]*?<\/title>\s*/;
const DEFAULT_DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/?>\s*/;

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

  async function renderIndex(pathname: string): Promise<{ html: string; status: number }> {
    let head = '';
    let status = isKnownPage(pathname) ? 200 : 404;
    for (const provide of headProviders) {
      const answer = await provide(pathname);
      if (answer === null) continue;
      if (typeof answer === 'string') {
        if (!answer) continue;
        head = answer;
      } else {
        head = answer.head;
        status = answer.status;
      }
      break;
    }
    // The build's own <title> and description are the fallback for pages no provider knows.
    const page = head.includes('<title>') ? template!.replace(DEFAULT_TITLE, '').replace(DEFAULT_DESCRIPTION, '') : template!;
    return { html: page.replace(HEAD_MARKER, head), status };
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const pathname = new URL(request.url, 'http://localhost').pathname;
    if (pathname.startsWith('/api/') || pathname === '/api' || request.method !== 'GET' || !template) {
      return reply.status(404).send({ detail: COMMON_MESSAGES.routeNotFound });
    }
    const { html, status } = await renderIndex(pathname);
    return reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  }

  // Only unknown addresses are rate limited (scanners); the pages of the route table are what a
  // whole school class behind one address may open at once.
  const isRouteTablePage = (request: FastifyRequest) => request.method === 'GET' && isKnownPage(new URL(request.url, 'http://localhost').pathname);
  app.setNotFoundHandler({ preHandler: app.rateLimit({ max: 300, timeWindow: 60_000, allowList: isRouteTablePage }) }, sendPage);
}

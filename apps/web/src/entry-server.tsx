/**
 * The server's first render of a page (built by `vite build --ssr`, run by the server's pages
 * module): the page paints as soon as its HTML and stylesheet arrive, and the app, loaded after
 * that first paint, hydrates it instead of drawing it again.
 *
 * It renders the state the browser's first render starts from, so that the two are identical
 * whoever asks: the session still being restored (visitor links; 'Chargement…' on login-required
 * pages), and each query pending but for the data the page declares (`prefetch`), which is read
 * from the API as a visitor and sent along for the browser's query cache.
 *
 * The server passes the page's path with only the query parameters the page declares it reads
 * (`RENDERED_PAGE_QUERY_PARAMETERS` in the contract's paths): a render reading any other one would
 * differ from the browser's when the address carries it.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { withoutTrailingSlashes } from '@action-plus/contract';
import { AppProviders, createQueryClient } from './app/providers';
import { serializeInitialData } from './app/initial-data';
import { PATHS } from './config/paths';
import { routes } from './app/router';
import { setApiTransport } from './lib/api-client';
import type { PageHandle } from './lib/page-prefetch';

/**
 * Pages that are a form: typed into before the app has taken the page over, a field would be
 * reset by it (or, submitted, send its values in the address); the browser draws these itself.
 * The contact page is rendered: its form keeps its fields disabled until the app runs
 * (lib/use-is-hydrated.ts).
 */
const FORM_PAGES = new Set<string>([PATHS.login, PATHS.register, PATHS.forgotPassword, PATHS.resetPassword, PATHS.confirmEmail, PATHS.googleSignIn]);

export type RenderedPage = {
  /** What goes inside `<div id="root">`. */
  markup: string;
  /** The query cache the markup was drawn from, as an element to put after the root (app/initial-data.ts). */
  dataScript: string;
};

/**
 * The renderer of this server: `readApi` answers the API's GET requests in-process (as a visitor,
 * without cookies). Resolves to null for a form page and for an address the router redirects.
 */
export function createPageRenderer(readApi: typeof fetch): (url: string) => Promise<RenderedPage | null> {
  setApiTransport(readApi);
  const handler = createStaticHandler(routes);
  return async (url) => {
    const address = new URL(url, 'http://localhost');
    if (FORM_PAGES.has(withoutTrailingSlashes(address.pathname))) return null;
    const context = await handler.query(new Request(address));
    if (context instanceof Response) return null;
    const queryClient = createQueryClient();
    await Promise.all(
      context.matches.map(({ route, params }) => (route.handle as PageHandle | undefined)?.prefetch?.(queryClient, params)),
    );
    const router = createStaticRouter(handler.dataRoutes, context);
    const markup = renderToString(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          {/* No router hydration data: it would be an inline script, which the CSP forbids; no route has a loader. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
    const dataScript = serializeInitialData(queryClient);
    queryClient.clear();
    return { markup, dataScript };
  };
}

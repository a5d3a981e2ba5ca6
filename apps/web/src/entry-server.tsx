/**
 * The server's first render of a page (built by `vite build --ssr`, run by the server's pages
 * module): the page paints as soon as its HTML and stylesheet arrive, and the app, loaded after
 * that first paint, hydrates it instead of drawing it again.
 *
 * It renders every page of the table (the contract's pages.ts) in the state the browser's first
 * render starts from, so that the two are identical whoever asks: the session still being
 * restored (visitor links; 'Chargement…' on login-required pages), forms with their fields
 * disabled until the app has hydrated them (components/forms/hydrated-form.tsx), and each query
 * pending but for the data the page declares (`prefetch`), which is read from the API as a
 * visitor and sent along for the browser's query cache.
 *
 * Every page reads the association's settings (lib/association.tsx): they are read first, for
 * every page, and sent along with the page's data. Should they not be read, the render fails and
 * the server sends the page unrendered, which the browser draws once it has read them itself.
 *
 * The server passes the page's path with only the query parameters the page's row declares
 * (`queryParameters`), which the page reads through `usePageQuery`: a render reading any other
 * one would differ from the browser's when the address carries it.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { createQueryClient } from './lib/query-client';
import { serializeInitialData } from './lib/initial-data';
import { AppRoutes, loadPageOf } from './app/router';
import { setApiTransport } from './lib/api-client';
import { ASSOCIATION_QUERY_KEY, getAssociation } from './lib/association';

export type RenderedPage = {
  /** What goes inside `<div id="root">`. */
  markup: string;
  /** The query cache the markup was drawn from, as an element to put after the root (lib/initial-data.ts). */
  dataScript: string;
};

/**
 * The renderer of this server: `readApi` answers the API's GET requests in-process (as a visitor,
 * without cookies). Every address renders, an unknown one as the 404 page.
 */
export function createPageRenderer(readApi: typeof fetch): (url: string) => Promise<RenderedPage> {
  setApiTransport(readApi);
  return async (url) => {
    const address = new URL(url, 'http://localhost');
    const queryClient = createQueryClient();
    const [association, pages] = await Promise.all([
      // No retry: a failure leaves the page to the browser at once rather than after the retries' waits.
      queryClient.fetchQuery({ queryKey: ASSOCIATION_QUERY_KEY, queryFn: ({ signal }) => getAssociation(signal), retry: false }),
      loadPageOf(address.pathname),
    ]);
    await Promise.all(pages.map(({ module, params }) => module.prefetch?.(queryClient, params, address.searchParams)));
    const markup = renderToString(
      <StrictMode>
        <AppProviders association={association} queryClient={queryClient} isHydrating>
          <StaticRouter location={address.pathname + address.search}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </StrictMode>,
    );
    const dataScript = serializeInitialData(queryClient);
    queryClient.clear();
    return { markup, dataScript };
  };
}

import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { TAssociationSettings } from '@action-plus/contract';
import { loadStartingAssociation } from '#lib/association';
import { AppBrowserRouter } from './browser-router';
import { AppProviders } from './providers';
import { AppRoutes, loadPageOf } from './router';

const START_FAILURE = 'Le site ne répond pas pour le moment. Rechargez la page dans quelques instants.';

/**
 * Starts the app on the page the server sent already rendered (entry-server.tsx): with the data
 * that render was drawn from (lib/initial-data.ts, put in the query cache when the page's module
 * loads it), the first render is the same markup, which React hydrates rather than draws again. Navigation state (a message carried to the login page, kept
 * by the browser across a reload) is the one input the server never sees; with it, or with no
 * server markup, the app draws the page itself.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  // The page's chunk first (with the query cache, for a page that reads through it): the first
  // render is then the page itself, as the server drew it, never a loading spinner. The
  // association's settings come with the page's data, else from the API (lib/association.tsx).
  let association: TAssociationSettings;
  try {
    [association] = await Promise.all([loadStartingAssociation(), loadPageOf(window.location.pathname)]);
  } catch (error) {
    // Without its settings the app cannot draw a page: one the server rendered stays as it is.
    if (!container.hasChildNodes()) container.textContent = START_FAILURE;
    throw error;
  }

  const app = (isHydrating: boolean) => (
    <StrictMode>
      <AppProviders association={association} isHydrating={isHydrating}>
        <AppBrowserRouter>
          <AppRoutes />
        </AppBrowserRouter>
      </AppProviders>
    </StrictMode>
  );

  // In a transition, React renders (or hydrates) the page in slices, yielding between them, rather
  // than in one long task that keeps a slow phone from answering a tap.
  const hasNavigationState = (window.history.state as { usr?: unknown } | null)?.usr != null;
  if (container.hasChildNodes() && !hasNavigationState) {
    startTransition(() => {
      hydrateRoot(container, app(true));
    });
    return;
  }
  container.replaceChildren();
  const root = createRoot(container);
  startTransition(() => root.render(app(false)));
}

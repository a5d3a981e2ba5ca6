import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { restoreInitialData } from './initial-data';
import { AppProviders, createQueryClient } from './providers';
import { routes } from './router';

/**
 * Starts the app on the page the server sent already rendered (entry-server.tsx): with the data
 * that render was drawn from in the query cache, the first render is the same markup, which React
 * hydrates rather than draws again. Navigation state (a message carried to the login page, kept
 * by the browser across a reload) is the one input the server never sees; with it, or with no
 * server markup, the app draws the page itself.
 */
export function startApp(container: HTMLElement): void {
  const router = createBrowserRouter(routes);
  const queryClient = createQueryClient();
  restoreInitialData(queryClient);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );

  // In a transition, React renders (or hydrates) the page in slices, yielding between them, rather
  // than in one long task that keeps a slow phone from answering a tap.
  function render() {
    const hasNavigationState = (window.history.state as { usr?: unknown } | null)?.usr != null;
    if (container.hasChildNodes() && !hasNavigationState) {
      startTransition(() => {
        hydrateRoot(container, app);
      });
      return;
    }
    container.replaceChildren();
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }

  // Render once the page's chunk is in (the router loads it at once): the first render is then the
  // page itself, as the server drew it, never a loading spinner.
  if (router.state.initialized) {
    render();
  } else {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      render();
    });
  }
}

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import './styles/global.css';

const root = createRoot(document.getElementById('root')!);

function renderApp() {
  // A transition lets React render the page in slices, yielding between them, rather than in one
  // long task that keeps a slow phone from answering a tap.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}

// The server names the page's own chunk in the HTML, so it is usually in by now: the first paint is
// then the page itself, not a loading spinner replaced a moment later.
if (router.state.initialized) {
  renderApp();
} else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    renderApp();
  });
}

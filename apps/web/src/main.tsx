import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import './styles/global.css';

const root = createRoot(document.getElementById('root')!);
// A transition lets React render the first page in slices, yielding between them, rather than in
// one long task that keeps a slow phone from answering a tap.
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);

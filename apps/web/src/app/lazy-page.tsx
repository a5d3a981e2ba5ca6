import { use, type ComponentType } from 'react';
import type { PageModule } from './pages';

/** A promise as React's `use()` reads it: once marked fulfilled, `use()` returns its value without suspending. */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/** A page's chunk that could not be loaded (the network, or a new version deployed since the app started). */
export class PageLoadError extends Error {
  constructor(cause: unknown) {
    super('Le module de la page n’a pas pu être chargé.', { cause });
    this.name = 'PageLoadError';
  }
}

export type LazyPage = {
  Component: ComponentType;
  /** Loads the page's module (once); the page then renders without suspending. */
  load: () => Promise<PageModule>;
};

/**
 * A page whose module is its own chunk, loaded on first visit. The app loads the module of the
 * page it starts on before hydrating (app/start-app.tsx), and the server before rendering it: the
 * first render is then the page itself, never a loading state that would differ from the
 * server's markup. Any later visit suspends into the layout's loading state while the chunk loads, and asks the
 * server for the page should the chunk fail to load (app/layout/page-load-boundary.tsx).
 */
export function lazyPage(loadModule: () => Promise<PageModule>): LazyPage {
  let loading: TrackedPromise<PageModule> | undefined;
  const load = (): Promise<PageModule> => {
    if (!loading) {
      const promise: TrackedPromise<PageModule> = loadModule().catch((cause: unknown) => {
        // A chunk that failed to load is asked for again on the next visit.
        loading = undefined;
        throw new PageLoadError(cause);
      });
      // Registered first, so the promise reads as fulfilled to anyone who awaited it.
      promise.then(
        (module) => {
          promise.status = 'fulfilled';
          promise.value = module;
        },
        () => {},
      );
      loading = promise;
    }
    return loading;
  };
  function Page() {
    const { default: Component } = use(load());
    return <Component />;
  }
  return { Component: Page, load };
}

import { matchRoutes, useRoutes, type Params, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { PAGE_NAMES, PAGES, type TPageAccess, type TPageName } from '@action-plus/contract';
import { Layout } from './layout/layout';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { lazyPage, type LazyPage } from './lazy-page';
import { PAGE_MODULES, type PageModule } from './pages';
import { loadQueryClient } from '#lib/query-client-store';

/** A page route's handle: how to load the page's module. */
type PageHandle = Pick<LazyPage, 'load'>;

/** Member and admin pages render inside their guard: « Chargement… » while the session is restored, then the page or the login. */
const GUARDS: Record<Exclude<TPageAccess, 'public'>, ComponentType> = { member: RequireAuth, admin: RequireAdmin };

const lazyRoute = (load: () => Promise<PageModule>): Pick<RouteObject, 'Component' | 'handle'> => {
  const page = lazyPage(load);
  return { Component: page.Component, handle: { load: page.load } satisfies PageHandle };
};

/** A page and the browser's query cache it reads through, loaded together; the server's render brings its own cache. */
const withQueryClient = (load: () => Promise<PageModule>) =>
  import.meta.env.SSR ? load : () => Promise.all([load(), loadQueryClient()]).then(([module]) => module);

/**
 * The home page opens with the events the server sent, and loads the query cache only when it has
 * to fetch them itself (features/events/components/latest-events.tsx): the site's first view
 * carries no query library.
 */
const PAGES_OPENING_WITHOUT_QUERY_CACHE: ReadonlySet<TPageName> = new Set(['home']);

const pageRoute = (name: TPageName): RouteObject => {
  const { path } = PAGES[name];
  const load = PAGES_OPENING_WITHOUT_QUERY_CACHE.has(name) ? PAGE_MODULES[name] : withQueryClient(PAGE_MODULES[name]);
  return { ...(path === '/' ? { index: true } : { path }), ...lazyRoute(load) };
};

const pagesOf = (access: TPageAccess) => PAGE_NAMES.filter((name) => PAGES[name].access === access).map(pageRoute);

/**
 * The routes, built from the table of pages (the contract's `PAGES` and app/pages.ts), shared by
 * the browser (app/start-app.tsx) and the server's render (entry-server.tsx). Every page is its
 * own chunk, loaded on first visit; any other address is the 404 page.
 */
const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    children: [
      ...pagesOf('public'),
      { Component: GUARDS.member, children: pagesOf('member') },
      { Component: GUARDS.admin, children: pagesOf('admin') },
      { path: '*', ...lazyRoute(withQueryClient(() => import('./routes/not-found'))) },
    ],
  },
];

/** The page of the current address, inside the layout (and its guard). */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Loads the module of the page an address shows, so that its first render never waits for it;
 * resolves to that module with the address's parameters (the server reads its `prefetch`).
 */
export async function loadPageOf(pathname: string): Promise<Array<{ module: PageModule; params: Params }>> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(
    matches.flatMap(({ route, params }) => {
      const load = (route.handle as PageHandle | undefined)?.load;
      return load ? [load().then((module) => ({ module, params }))] : [];
    }),
  );
}

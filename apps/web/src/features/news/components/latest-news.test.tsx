import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWS_LIMITS } from '@action-plus/contract';
import { LATEST_NEWS_COUNT, LATEST_NEWS_QUERY_KEY } from '../api/latest-news-key';
import { newsKeys } from '../api/news-keys';
import { buildArticleCard, newsList } from '../test/news-fixture';
import { LatestNews, prefetchLatestNews } from './latest-news';

/** The data the server sent with the page, as lib/initial-data.ts reads it. */
function putInitialData(articles = [buildArticleCard()]) {
  const data = { mutations: [], queries: [{ queryKey: LATEST_NEWS_QUERY_KEY, state: { status: 'success', data: newsList(articles) } }] };
  document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="donnees-initiales">${JSON.stringify(data)}</script>`);
}

/** The home page's first view: no query cache (it loads with the first page that reads through it). */
const renderFirstView = () => render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <LatestNews /> }])} />);

/** An IntersectionObserver whose sightings the test makes. */
function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class FakeIntersectionObserver {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      this.entry.targets = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    comeIntoView: () =>
      observers.forEach(({ callback, targets }) =>
        callback(
          targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        ),
      ),
  };
}

describe('the home page’s latest news on the site’s first view', () => {
  afterEach(() => {
    document.getElementById('donnees-initiales')?.remove();
    vi.unstubAllGlobals();
  });

  it('are the contract’s count, under the news lists’ key, so that a saved article refreshes them', () => {
    expect(LATEST_NEWS_COUNT).toBe(NEWS_LIMITS.HOME_COUNT);
    expect(LATEST_NEWS_QUERY_KEY.slice(0, newsKeys.lists().length)).toEqual(newsKeys.lists());
  });

  it('are drawn from the data the server sent, without a request, once the section nears the screen', async () => {
    putInitialData([buildArticleCard(), buildArticleCard({ id: 2, slug: 'appel-aux-benevoles', title: 'Appel aux bénévoles' })]);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const observer = stubIntersectionObserver();

    renderFirstView();
    // Far from the screen, its code is not loaded: the server's markup would stand as it is.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Actualités' })).not.toBeInTheDocument();

    observer.comeIntoView();

    const section = await screen.findByRole('region', { name: 'Actualités' });
    expect(within(section).getByRole('link', { name: 'Appel aux bénévoles' })).toHaveAttribute('href', '/actualites/appel-aux-benevoles');
    expect(within(section).getByRole('link', { name: 'Toutes les actualités' })).toHaveAttribute('href', '/actualites');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('draw nothing when none is published, or when the server could not read them', async () => {
    putInitialData([]);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { container } = renderFirstView();
    expect(container).toBeEmptyDOMElement();
    document.getElementById('donnees-initiales')?.remove();

    render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <LatestNews /> }])} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Actualités' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hydrate the section the server drew only as it nears the screen, its markup standing until then', async () => {
    const articles = [buildArticleCard(), buildArticleCard({ id: 2, slug: 'appel-aux-benevoles', title: 'Appel aux bénévoles' })];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(newsList(articles))),
    );
    const routes = [
      { path: '/', element: <LatestNews /> },
      { path: '/actualites/:slug', element: <h1>Page de l’article</h1> },
    ];
    // The server: its prefetch reads the articles and the section's module, then renders.
    vi.stubEnv('SSR', true);
    const queryClient = new QueryClient();
    await prefetchLatestNews(queryClient, {}, new URLSearchParams());
    const markup = renderToString(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createMemoryRouter(routes)} />
      </QueryClientProvider>,
    );
    vi.unstubAllEnvs();
    expect(markup).toContain('Appel aux bénévoles');

    // The browser's first view: the server's markup and data, no query cache.
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const observer = stubIntersectionObserver();
    putInitialData(articles);
    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const router = createMemoryRouter(routes);
    const root = await act(async () => hydrateRoot(container, <RouterProvider router={router} />, { onRecoverableError }));
    try {
      // Not hydrated yet: the server's section stands as it was sent.
      expect(within(container).getByRole('region', { name: 'Actualités' })).toBeInTheDocument();
      await act(async () => observer.comeIntoView());
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      // Hydrated: a link is now followed by the app's router, and nothing had to be drawn again.
      await act(async () => within(container).getByRole('link', { name: 'Appel aux bénévoles' }).click());
      expect(router.state.location.pathname).toBe('/actualites/appel-aux-benevoles');
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });
});

import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWS_LIMITS } from '@action-plus/contract';
import { LATEST_NEWS_COUNT, LATEST_NEWS_QUERY_KEY } from '../api/latest-news-key';
import { newsKeys } from '../api/news-keys';
import { buildArticleCard, newsList } from '../test/news-fixture';
import { LatestNews } from './latest-news';

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
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { encodeNewsCursor } from '@action-plus/contract';
import { asRead } from '#test/as-read';
import { renderRoutes, stubApi } from '#test/render-app';
import { buildArticleCard, COVER_CARD, newsList } from '../test/news-fixture';
import NewsPage, { prefetch } from './news-page';
import { NEWS_PAGE_MESSAGES as M } from '../messages';

const NEXT_CURSOR = encodeNewsCursor({ publishedAtMs: Date.parse('2026-05-01T08:00:00.000Z'), id: 2 });
const spring = buildArticleCard();
const volunteers = buildArticleCard({
  id: 2,
  slug: 'appel-aux-benevoles',
  title: 'Appel aux bénévoles',
  tags: ['bénévoles'],
  cover_image: null,
  cover_alt: '',
});
const older = buildArticleCard({
  id: 3,
  slug: 'le-cours-de-francais',
  title: 'Le cours de français reprend',
  tags: ['cours'],
  published_at: '2026-04-02T08:00:00.000Z',
});

/** The list as the API pages it: two articles, then the third after the cursor; `tag` keeps those that carry it. */
function stubNewsApi() {
  return stubApi(({ url }) => {
    const address = new URL(url, 'http://localhost');
    if (address.pathname !== '/api/news') return undefined;
    const tag = address.searchParams.get('tag');
    if (tag)
      return Response.json(
        newsList(
          [spring, volunteers, older].filter((article) => article.tags.includes(tag)),
          { tags: ['bénévoles', 'concert', 'cours'] },
        ),
      );
    if (address.searchParams.get('cursor') === NEXT_CURSOR) return Response.json(newsList([older], { tags: ['bénévoles', 'concert', 'cours'] }));
    return Response.json(newsList([spring, volunteers], { next_cursor: NEXT_CURSOR, tags: ['bénévoles', 'concert', 'cours'] }));
  });
}

function renderPage(address = '/actualites') {
  const view = renderRoutes(
    [
      { path: '/actualites', Component: NewsPage },
      { path: '/actualites/:slug', element: <h1>Page de l’article</h1> },
    ],
    { initialEntries: [address], queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) },
  );
  return { ...view, user: userEvent.setup() };
}

const requestsTo = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.requests.map((request) => new URL(request.url, 'http://localhost')).filter((address) => address.pathname === '/api/news');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('« Actualités »', () => {
  it('shows the latest articles as cards: the cover’s card picture, the title linking to the article, its date in French, its author and summary', async () => {
    stubNewsApi();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Actualités' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Le concert de printemps' });
    expect(within(card).getByRole('link', { name: 'Le concert de printemps' })).toHaveAttribute('href', '/actualites/le-concert-de-printemps');
    expect(within(card).getByText('14 juin 2026')).toHaveAttribute('datetime', '2026-06-14T08:00:00.000Z');
    expect(within(card).getByText(/par Camille/)).toBeInTheDocument();
    expect(within(card).getByText(spring.summary)).toBeInTheDocument();
    // The card variant, sized up front so that the grid does not move as pictures arrive.
    const cover = card.querySelector('img')!;
    expect(cover).toHaveAttribute('src', COVER_CARD);
    expect(cover).toHaveAttribute('width', '640');
    expect(cover).toHaveAttribute('height', '400');
    expect(cover).toHaveAttribute('alt', '');
    // An article without a cover has no picture.
    expect(screen.getByRole('article', { name: 'Appel aux bénévoles' }).querySelector('img')).toBeNull();
  });

  it('loads the next page by its cursor with « Voir plus », and offers no more after the last', async () => {
    const fetchMock = stubNewsApi();
    const { user } = renderPage();
    await screen.findByRole('article', { name: 'Appel aux bénévoles' });
    expect(screen.queryByRole('article', { name: 'Le cours de français reprend' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: M.showMore }));

    expect(await screen.findByRole('article', { name: 'Le cours de français reprend' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(requestsTo(fetchMock).at(-1)?.searchParams.get('cursor')).toBe(NEXT_CURSOR);
    expect(screen.queryByRole('button', { name: M.showMore })).not.toBeInTheDocument();
  });

  it('filters by a tag: its link asks the API for that tag’s articles, and says which is shown', async () => {
    const fetchMock = stubNewsApi();
    const { user, router } = renderPage();
    const filter = await screen.findByRole('navigation', { name: M.tagFilterLabel });
    expect(within(filter).getByRole('link', { name: 'Toutes' })).toHaveAttribute('aria-current', 'page');
    const concert = within(filter).getByRole('link', { name: 'concert' });
    expect(concert).toHaveAttribute('href', '/actualites?etiquette=concert');

    await user.click(concert);

    expect(router.state.location.search).toBe('?etiquette=concert');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Appel aux bénévoles' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Le concert de printemps' })).toBeInTheDocument();
    expect(requestsTo(fetchMock).at(-1)?.searchParams.get('tag')).toBe('concert');
    expect(screen.getByText(asRead(M.taggedWith('concert')))).toBeInTheDocument();
    expect(within(filter).getByRole('link', { name: 'concert' })).toHaveAttribute('aria-current', 'page');
    expect(within(filter).getByRole('link', { name: 'Toutes' })).not.toHaveAttribute('aria-current');
  });

  it('opens on the tag its address names, with a sentence when no article carries it', async () => {
    const fetchMock = stubNewsApi();
    renderPage('/actualites?etiquette=th%C3%A9%C3%A2tre');
    expect(await screen.findByText(asRead(M.emptyForTag('théâtre')))).toBeInTheDocument();
    expect(requestsTo(fetchMock)[0]?.searchParams.get('tag')).toBe('théâtre');
  });

  it('says so when nothing is published yet', async () => {
    stubApi({ 'GET /api/news': () => Response.json(newsList([])) });
    renderPage();
    expect(await screen.findByText(asRead(M.empty))).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: M.tagFilterLabel })).not.toBeInTheDocument();
  });

  it('is prefetched for the server’s render with the tag of the address', async () => {
    const fetchMock = stubNewsApi();
    const queryClient = new QueryClient();
    await prefetch(queryClient, {}, new URLSearchParams('etiquette=Concert'));
    expect(requestsTo(fetchMock).map((address) => address.searchParams.get('tag'))).toEqual(['concert']);
    expect(queryClient.getQueryCache().getAll()[0]?.state.status).toBe('success');
  });
});

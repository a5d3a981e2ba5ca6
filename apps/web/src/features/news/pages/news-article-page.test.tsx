import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { NEWS_MESSAGES } from '@action-plus/contract';
import { callsTo, renderRoutes, stubApi } from '#test/render-app';
import { buildArticle, COVER, COVER_CARD } from '../test/news-fixture';
import NewsArticlePage from './news-article-page';
import { NEWS_PAGE_MESSAGES as M } from '../messages';

const EVENT_CARD =
  '<p><a class="news-event-card" href="/events/7"><strong>Concert de printemps</strong><span>samedi 14 juin 2026 · Salle des fêtes</span></a></p>';
const article = buildArticle({ event_id: 7, body_html: `<h2>Le programme</h2><p>Un moment <strong>inoubliable</strong>.</p>${EVENT_CARD}` });

function renderPage(address: string) {
  const view = renderRoutes(
    [
      { path: '/actualites', element: <h1>Liste des actualités</h1> },
      { path: '/actualites/:slug', Component: NewsArticlePage },
      { path: '/events/:id', element: <h1>Page de l’événement</h1> },
    ],
    { initialEntries: ['/actualites', address], queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) },
  );
  return { ...view, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('an article’s page', () => {
  it('shows its title, date, author, tags, described cover and the text the server rendered', async () => {
    stubApi({ 'GET /api/news/le-concert-de-printemps': () => Response.json(article) });
    renderPage('/actualites/le-concert-de-printemps');
    const page = await screen.findByRole('article', { name: article.title });
    expect(within(page).getByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
    expect(within(page).getByText('dimanche 14 juin 2026')).toHaveAttribute('datetime', article.published_at);
    expect(within(page).getByText(/par Camille/)).toBeInTheDocument();
    const tags = within(page).getByRole('list', { name: M.tagsLabel });
    expect(within(tags).getByRole('link', { name: 'bénévoles' })).toHaveAttribute('href', '/actualites?etiquette=b%C3%A9n%C3%A9voles');
    const cover = within(page).getByRole('img', { name: article.cover_alt });
    expect(cover).toHaveAttribute('src', COVER);
    expect(cover).toHaveAttribute('srcset', `${COVER_CARD} 640w, ${COVER} 1600w`);
    // The body is the server's HTML, inserted as it is.
    expect(within(page).getByRole('heading', { level: 2, name: 'Le programme' })).toBeInTheDocument();
    expect(within(page).getByText('inoubliable').tagName).toBe('STRONG');
    expect(within(page).getByRole('link', { name: M.aboutEvent })).toHaveAttribute('href', '/events/7');
    expect(screen.getByRole('link', { name: new RegExp(M.backToNews) })).toHaveAttribute('href', '/actualites');
  });

  it('follows an event’s card in the text within the app', async () => {
    stubApi({ 'GET /api/news/le-concert-de-printemps': () => Response.json(article) });
    const { user, router } = renderPage('/actualites/le-concert-de-printemps');
    await user.click(await screen.findByRole('link', { name: /Concert de printemps/ }));
    expect(await screen.findByRole('heading', { name: 'Page de l’événement' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/events/7');
  });

  it('replaces an old slug’s address by the current one, without asking the server again', async () => {
    const fetchMock = stubApi({ 'GET /api/news/concert-du-printemps': () => Response.json(article) });
    const { router } = renderPage('/actualites/concert-du-printemps');
    await screen.findByRole('heading', { level: 1, name: article.title });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/actualites/le-concert-de-printemps'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/news/le-concert-de-printemps')).toHaveLength(0);
    // Back leads to where the visitor came from, not to the old address.
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { name: 'Liste des actualités' })).toBeInTheDocument();
  });

  it('says « Article introuvable. » for an address no article has', async () => {
    stubApi({ 'GET /api/news/un-article-disparu': () => Response.json({ detail: NEWS_MESSAGES.articleNotFound }, { status: 404 }) });
    renderPage('/actualites/un-article-disparu');
    expect(await screen.findByRole('heading', { level: 1, name: NEWS_MESSAGES.articleNotFound })).toBeInTheDocument();
  });
});

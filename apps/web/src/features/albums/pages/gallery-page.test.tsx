import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAlbumListResponse, TAlbumSummary } from '@action-plus/contract';
import { formatLongDate } from '#lib/dates';
import { callsTo, renderRoutes, stubApi } from '#test/render-app';
import GalleryPage, { prefetch } from './gallery-page';

const album = (eventId: number, title: string, eventDate: string, photoCount: number, alt = ''): TAlbumSummary => ({
  event_id: eventId,
  event_title: title,
  event_date: eventDate,
  photo_count: photoCount,
  cover: { card_url: `/uploads/${String(eventId).padStart(32, 'b')}-card.webp`, width: 800, height: 600, alt },
});

const FIRST_PAGE: TAlbumListResponse = {
  albums: [album(9, 'Fête de la musique', '2026-06-21', 24, 'Un orchestre sur le parvis'), album(5, 'Atelier cuisine', '2026-03-01', 1)],
  next_cursor: 'page-2',
};
const SECOND_PAGE: TAlbumListResponse = { albums: [album(2, 'Galette des rois', '2026-01-10', 8)], next_cursor: null };

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

function serveAlbums(pages: Record<string, TAlbumListResponse>) {
  return stubApi(({ method, url }) => {
    const address = new URL(url, 'http://localhost');
    if (method !== 'GET' || address.pathname !== '/api/albums') return undefined;
    return Response.json(pages[address.searchParams.get('cursor') ?? 'first']);
  });
}

function renderGallery() {
  renderRoutes(
    [
      { path: '/galerie', Component: GalleryPage },
      { path: '/events/:id', element: <p>Page de l’événement</p> },
    ],
    { initialEntries: ['/galerie'], queryClient: newQueryClient() },
  );
  return userEvent.setup();
}

describe('the gallery', { timeout: 20_000 }, () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the albums as cards: the cover with its size, the title leading to the event, its day in French and its count', async () => {
    serveAlbums({ first: FIRST_PAGE, 'page-2': SECOND_PAGE });
    renderGallery();
    expect(screen.getByRole('heading', { level: 1, name: 'Galerie' })).toBeInTheDocument();
    const music = (await screen.findByRole('heading', { level: 2, name: 'Fête de la musique' })).closest('article')!;
    expect(within(music).getByRole('link', { name: 'Fête de la musique' })).toHaveAttribute('href', '/events/9');
    expect(within(music).getByText(formatLongDate('2026-06-21T12:00:00Z'))).toHaveAttribute('dateTime', '2026-06-21');
    expect(formatLongDate('2026-06-21T12:00:00Z')).toBe('dimanche 21 juin 2026');
    expect(within(music).getByText('24 photos')).toBeInTheDocument();
    const cover = within(music).getByRole('img', { name: 'Un orchestre sur le parvis' });
    expect(cover).toHaveAttribute('src', FIRST_PAGE.albums[0]!.cover.card_url);
    expect(cover).toHaveAttribute('width', '800');
    expect(cover).toHaveAttribute('height', '600');

    const cooking = screen.getByRole('heading', { level: 2, name: 'Atelier cuisine' }).closest('article')!;
    expect(within(cooking).getByText('1 photo')).toBeInTheDocument();
    expect(cooking.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('reads the next page with « Voir plus » and stops when there is none', async () => {
    const fetchMock = serveAlbums({ first: FIRST_PAGE, 'page-2': SECOND_PAGE });
    const user = renderGallery();
    await user.click(await screen.findByRole('button', { name: 'Voir plus' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Galette des rois' })).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Fête de la musique',
      'Atelier cuisine',
      'Galette des rois',
    ]);
    expect(callsTo(fetchMock, 'GET /api/albums').map(([input]) => String(input))).toEqual(['/api/albums', '/api/albums?cursor=page-2']);
    expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
  });

  it('says so when there is no album yet', async () => {
    serveAlbums({ first: { albums: [], next_cursor: null } });
    renderGallery();
    expect(await screen.findByText('Aucun album pour le moment. Les photos de nos prochains événements viendront ici.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
  });

  it('reads the first page before the server renders the page', async () => {
    const fetchMock = serveAlbums({ first: FIRST_PAGE });
    const queryClient = newQueryClient();
    await prefetch(queryClient, {}, new URLSearchParams());
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/albums')).toHaveLength(1));
    expect(queryClient.getQueryCache().getAll()[0]?.state.data).toEqual({ pages: [FIRST_PAGE], pageParams: [undefined] });
  });
});

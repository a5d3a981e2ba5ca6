import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALBUM_LIMITS, ALBUM_MESSAGES, type TAlbumPhoto, type TUpdatePhotoRequest } from '@action-plus/contract';
import { callsTo, renderRoutes, sampleWithRoles, stubApi, type SentRequest } from '#test/render-app';
import { albumOf, buildPhoto } from '../test/photo-fixture';
import { AlbumManager } from './album-manager';

const organiser = sampleWithRoles(['organiser']);
const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** A tiny server of the album: the answers follow what was changed. */
function serveAlbum() {
  let photos: TAlbumPhoto[] = [
    buildPhoto(1, { caption: 'Le bal', alt: 'Des enfants dansent', is_cover: true }),
    buildPhoto(2, { caption: 'Masquée', is_hidden: true }),
    buildPhoto(3, { caption: 'La chorale' }),
  ];
  const answer = ({ method, url, body }: SentRequest): Response | undefined => {
    if (method === 'GET' && url === '/api/events/7/photos/manage') return Response.json(albumOf(7, photos));
    if (method === 'PUT' && url === '/api/events/7/photos/order') {
      photos = (body as { photo_ids: number[] }).photo_ids.map((id) => photos.find((photo) => photo.id === id)!);
      return Response.json({ message: ALBUM_MESSAGES.orderSaved });
    }
    if (method === 'PUT' && url === '/api/events/7/photos/cover') {
      photos = photos.map((photo) => ({ ...photo, is_cover: photo.id === (body as { photo_id: number }).photo_id }));
      return Response.json({ message: ALBUM_MESSAGES.coverSaved });
    }
    const photoId = Number(/^\/api\/events\/7\/photos\/(\d+)$/.exec(url)?.[1]);
    if (method === 'PUT' && photoId) {
      photos = photos.map((photo) => (photo.id === photoId ? { ...photo, ...(body as TUpdatePhotoRequest) } : photo));
      return Response.json({ photo: photos.find((photo) => photo.id === photoId) });
    }
    if (method === 'DELETE' && photoId) {
      photos = photos.filter((photo) => photo.id !== photoId);
      return Response.json({ message: ALBUM_MESSAGES.photoDeleted });
    }
    return undefined;
  };
  return stubApi(answer, { user: organiser });
}

async function renderManager() {
  const fetchMock = serveAlbum();
  renderRoutes([{ path: '/events/:id', element: <AlbumManager eventId={7} /> }], { initialEntries: ['/events/7'], queryClient: newQueryClient() });
  const user = userEvent.setup();
  expect(await screen.findByRole('heading', { level: 3, name: "Photos de l'album (3)" })).toBeInTheDocument();
  return { fetchMock, user };
}

const bodiesSentTo = (fetchMock: ReturnType<typeof serveAlbum>, key: string) =>
  fetchMock.requests.filter((request) => `${request.method} ${request.url}` === key).map((request) => request.body);
const item = (position: number) => screen.getByRole('heading', { level: 4, name: `Photo ${position}` }).closest('li')!;

describe("managing an event's album", { timeout: 20_000 }, () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists every photo, hidden ones included, with its words, its state and its cover', async () => {
    await renderManager();
    expect(within(item(1)).getByRole('textbox', { name: 'Légende de la photo 1' })).toHaveValue('Le bal');
    expect(within(item(1)).getByRole('textbox', { name: "Description pour les personnes qui ne voient pas l'image de la photo 1" })).toHaveValue(
      'Des enfants dansent',
    );
    expect(within(item(1)).getByText('Couverture')).toBeInTheDocument();
    expect(within(item(2)).getByText('Masquée', { selector: 'span' })).toBeInTheDocument();
    expect(within(item(2)).getByRole('button', { name: 'Afficher la photo 2' })).toBeInTheDocument();
    expect(within(item(3)).getByRole('img', { name: 'La chorale' })).toHaveAttribute('width', '1600');
  });

  it('saves a caption and a description with the photo’s state, as the contract asks', async () => {
    const { fetchMock, user } = await renderManager();
    const caption = within(item(2)).getByRole('textbox', { name: 'Légende de la photo 2' });
    await user.clear(caption);
    await user.type(caption, '  Le goûter  ');
    await user.type(
      within(item(2)).getByRole('textbox', { name: "Description pour les personnes qui ne voient pas l'image de la photo 2" }),
      'Une table de gâteaux',
    );
    await user.click(within(item(2)).getByRole('button', { name: 'Enregistrer la légende et la description de la photo 2' }));

    await waitFor(() => expect(bodiesSentTo(fetchMock, 'PUT /api/events/7/photos/2')).toHaveLength(1));
    expect(bodiesSentTo(fetchMock, 'PUT /api/events/7/photos/2')[0]).toEqual({ caption: 'Le goûter', alt: 'Une table de gâteaux', is_hidden: true });
    // Said beside the photo's button, and announced.
    expect(await within(item(2)).findByRole('status')).toHaveTextContent(ALBUM_MESSAGES.photoUpdated);
  });

  it('refuses a caption over the limit without sending it', async () => {
    const { fetchMock, user } = await renderManager();
    const caption = within(item(3)).getByRole('textbox', { name: 'Légende de la photo 3' });
    await user.clear(caption);
    await user.click(caption);
    await user.paste('x'.repeat(ALBUM_LIMITS.CAPTION_MAX + 1));
    await user.click(within(item(3)).getByRole('button', { name: 'Enregistrer la légende et la description de la photo 3' }));
    expect(await within(item(3)).findByText(ALBUM_MESSAGES.captionTooLong)).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PUT /api/events/7/photos/3')).toHaveLength(0);
  });

  it('shows a hidden photo again and hides a shown one, keeping their saved words', async () => {
    const { fetchMock, user } = await renderManager();
    await user.click(within(item(2)).getByRole('button', { name: 'Afficher la photo 2' }));
    await waitFor(() => expect(bodiesSentTo(fetchMock, 'PUT /api/events/7/photos/2')).toEqual([{ caption: 'Masquée', alt: '', is_hidden: false }]));
    expect(await within(item(2)).findByRole('button', { name: 'Masquer la photo 2' })).toBeInTheDocument();

    await user.click(within(item(1)).getByRole('button', { name: 'Masquer la photo 1' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'PUT /api/events/7/photos/1')).toEqual([{ caption: 'Le bal', alt: 'Des enfants dansent', is_hidden: true }]),
    );
  });

  it('chooses the cover of the album', async () => {
    const { fetchMock, user } = await renderManager();
    await user.click(within(item(3)).getByRole('button', { name: 'Choisir la photo 3 comme couverture' }));
    await waitFor(() => expect(bodiesSentTo(fetchMock, 'PUT /api/events/7/photos/cover')).toEqual([{ photo_id: 3 }]));
    expect(await screen.findByText(ALBUM_MESSAGES.coverSaved)).toBeInTheDocument();
    expect(within(item(3)).getByText('Couverture')).toBeInTheDocument();
    expect(within(item(1)).queryByText('Couverture')).not.toBeInTheDocument();
  });

  it('moves a photo down and up with the keyboard, sending every id in the new order, the focus staying on the button', async () => {
    const { fetchMock, user } = await renderManager();
    const moveDown = within(item(1)).getByRole('button', { name: 'Descendre la photo 1' });
    moveDown.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(bodiesSentTo(fetchMock, 'PUT /api/events/7/photos/order')).toEqual([{ photo_ids: [2, 1, 3] }]));
    expect(await screen.findByRole('button', { name: 'Descendre la photo 2' })).toHaveFocus();
    expect(screen.getByText('Photo déplacée en position 2 sur 3.')).toBeInTheDocument();
    expect(within(item(2)).getByRole('textbox', { name: 'Légende de la photo 2' })).toHaveValue('Le bal');

    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Monter la photo 2' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(bodiesSentTo(fetchMock, 'PUT /api/events/7/photos/order')).toHaveLength(2));
    expect(bodiesSentTo(fetchMock, 'PUT /api/events/7/photos/order')[1]).toEqual({ photo_ids: [1, 2, 3] });
    expect(await screen.findByRole('button', { name: 'Monter la photo 1' })).toHaveFocus();

    // At the top, « Monter » says it can do nothing, and sends nothing.
    expect(screen.getByRole('button', { name: 'Monter la photo 1' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(bodiesSentTo(fetchMock, 'PUT /api/events/7/photos/order')).toHaveLength(2);
  });

  it('deletes a photo once confirmed', async () => {
    const { fetchMock, user } = await renderManager();
    await user.click(within(item(3)).getByRole('button', { name: 'Supprimer la photo 3' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer cette photo' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(callsTo(fetchMock, 'DELETE /api/events/7/photos/3')).toHaveLength(0);

    await user.click(within(item(3)).getByRole('button', { name: 'Supprimer la photo 3' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Supprimer cette photo' })).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText(ALBUM_MESSAGES.photoDeleted)).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'DELETE /api/events/7/photos/3')).toHaveLength(1);
    expect(await screen.findByRole('heading', { level: 3, name: "Photos de l'album (2)" })).toHaveFocus();
    expect(screen.queryByRole('heading', { level: 4, name: 'Photo 3' })).not.toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALBUM_MESSAGES, type TCurrentUser } from '@action-plus/contract';
import { callsTo, renderRoutes, sampleMember, stubApi } from '#test/render-app';
import { albumOf, buildPhoto } from '../test/photo-fixture';
import { EventAlbum } from './event-album';

const photos = [
  buildPhoto(1, { alt: 'Des enfants dansent sur la place', caption: 'Le bal de l’après-midi' }),
  buildPhoto(2, { caption: 'La chorale du quartier', width: 1200, height: 1600 }),
  buildPhoto(3),
];

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

function renderAlbum({ user = null, album = photos }: { user?: TCurrentUser | null; album?: typeof photos } = {}) {
  const fetchMock = stubApi(
    {
      'GET /api/events/7/photos': () => Response.json(albumOf(7, album)),
      'POST /api/photos/2/removal-request': () => Response.json({ message: ALBUM_MESSAGES.removalRequested }),
    },
    { user },
  );
  renderRoutes(
    [
      { path: '/events/:id', element: <EventAlbum eventId={7} eventTitle="Fête de quartier" /> },
      { path: '/login', element: <p>Page de connexion</p> },
    ],
    { initialEntries: ['/events/7'], queryClient: newQueryClient() },
  );
  return { fetchMock, user: userEvent.setup() };
}

const viewer = () => screen.getByRole('dialog', { name: 'Photos de « Fête de quartier »' });
const thumbnail = (position: number) => screen.getByRole('button', { name: new RegExp(`^Agrandir la photo ${position} sur 3,`) });

describe("an event's album", { timeout: 20_000 }, () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the card images in a grid, each lazy, sized by its photo and described (its caption, or its place, when it has no description)', async () => {
    renderAlbum();
    expect(await screen.findByRole('heading', { level: 2, name: 'Album photos' })).toBeInTheDocument();
    const images = within(screen.getByRole('list')).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['Des enfants dansent sur la place', 'La chorale du quartier', "Photo 3 de l'événement"]);
    expect(images[1]).toHaveAttribute('src', photos[1]!.card_url);
    expect(images[1]).toHaveAttribute('width', '1200');
    expect(images[1]).toHaveAttribute('height', '1600');
    expect(images.every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
    expect(thumbnail(1)).toHaveAccessibleName('Agrandir la photo 1 sur 3, Des enfants dansent sur la place');
  });

  it('opens the viewer on the photo chosen; buttons and arrow keys move through them, wrapping around, and say « n / N »', async () => {
    const { user } = renderAlbum();
    await user.click(await screen.findByRole('button', { name: /^Agrandir la photo 2 sur 3,/ }));

    const dialog = viewer();
    expect(within(dialog).getByRole('img', { name: 'La chorale du quartier' })).toHaveAttribute('src', photos[1]!.image_url);
    expect(within(dialog).getByText('2 / 3')).toBeInTheDocument();
    expect(within(dialog).getByText('Photo 2 sur 3')).toBeInTheDocument();
    expect(within(dialog).getByText('La chorale du quartier', { selector: 'span' })).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('3 / 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: "Photo 3 de l'événement" })).toHaveAttribute('src', photos[2]!.image_url);
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('1 / 3')).toBeInTheDocument();
    expect(within(dialog).getByText('Le bal de l’après-midi')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('3 / 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Photo suivante' }));
    expect(within(dialog).getByText('1 / 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Photo précédente' }));
    expect(within(dialog).getByText('3 / 3')).toBeInTheDocument();
  });

  it('keeps the focus inside while open; Escape closes it and gives the focus back to the thumbnail that opened it', async () => {
    const { user } = renderAlbum();
    await screen.findByRole('heading', { name: 'Album photos' });
    thumbnail(3).focus();
    await user.keyboard('{Enter}');
    const dialog = viewer();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let step = 0; step < 8; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('2 / 3')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbnail(3)).toHaveFocus();
  });

  it('moves to the next photo on a swipe to the left and to the previous one on a swipe to the right; a short or vertical move does nothing', async () => {
    const { user } = renderAlbum();
    await user.click(await screen.findByRole('button', { name: /^Agrandir la photo 1 sur 3,/ }));
    const stage = within(viewer()).getByRole('img', { name: 'Des enfants dansent sur la place' }).parentElement!;

    fireEvent.pointerDown(stage, { pointerId: 1, pointerType: 'touch', clientX: 300, clientY: 100 });
    fireEvent.pointerUp(stage, { pointerId: 1, pointerType: 'touch', clientX: 120, clientY: 110 });
    expect(within(viewer()).getByText('2 / 3')).toBeInTheDocument();

    fireEvent.pointerDown(stage, { pointerId: 2, pointerType: 'touch', clientX: 100, clientY: 100 });
    fireEvent.pointerUp(stage, { pointerId: 2, pointerType: 'touch', clientX: 280, clientY: 90 });
    expect(within(viewer()).getByText('1 / 3')).toBeInTheDocument();

    fireEvent.pointerDown(stage, { pointerId: 3, pointerType: 'touch', clientX: 100, clientY: 100 });
    fireEvent.pointerUp(stage, { pointerId: 3, pointerType: 'touch', clientX: 120, clientY: 300 });
    expect(within(viewer()).getByText('1 / 3')).toBeInTheDocument();
  });

  it("lets a signed-in member ask for a photo's removal, with a message, and shows the association's answer", async () => {
    const { user, fetchMock } = renderAlbum({ user: sampleMember });
    await user.click(await screen.findByRole('button', { name: /^Agrandir la photo 2 sur 3,/ }));
    await user.click(await within(viewer()).findByRole('button', { name: 'Demander le retrait de cette photo' }));

    const message = within(viewer()).getByRole('textbox', { name: 'Message (facultatif)' });
    expect(message).toHaveFocus();
    await user.type(message, 'Je suis au premier rang{ArrowLeft}');
    // Arrows typed in the message move its caret, not the photos.
    expect(within(viewer()).getByText('2 / 3')).toBeInTheDocument();
    await user.click(within(viewer()).getByRole('button', { name: 'Envoyer la demande' }));

    expect(await within(viewer()).findByText(ALBUM_MESSAGES.removalRequested)).toBeInTheDocument();
    const calls = callsTo(fetchMock, 'POST /api/photos/2/removal-request');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]![1]!.body))).toEqual({ reason: 'Je suis au premier rang' });
  });

  it('offers a visitor to sign in to ask for a removal, coming back to the event', async () => {
    const { user } = renderAlbum();
    await user.click(await screen.findByRole('button', { name: /^Agrandir la photo 2 sur 3,/ }));
    const link = within(viewer()).getByRole('link', { name: 'Connectez-vous pour demander son retrait' });
    expect(link).toHaveAttribute('href', '/login');
    expect(within(viewer()).queryByRole('button', { name: 'Demander le retrait de cette photo' })).not.toBeInTheDocument();
  });

  it('shows nothing for an event without visible photos', async () => {
    const { fetchMock } = renderAlbum({ album: [] });
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/events/7/photos')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Chargement...')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Album photos' })).not.toBeInTheDocument();
  });
});

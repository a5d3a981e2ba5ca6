import { screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCurrentUser, TEventDetail } from '@action-plus/contract';
import { buildEvent } from '#features/events/test/event-fixture';
import { albumOf, buildPhoto } from '#features/albums/test/photo-fixture';
import { callsTo, renderRoutes, sampleAdmin, sampleMember, stubApi } from '#test/render-app';
import EventDetailRoute from './event-detail';

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

function renderEventPage(event: TEventDetail, user: TCurrentUser | null) {
  const fetchMock = stubApi(
    {
      'GET /api/events/7': () => Response.json(event),
      'GET /api/events/7/photos': () => Response.json(albumOf(7, [buildPhoto(1, { alt: 'Le public applaudit' })])),
      'GET /api/events/7/photos/manage': () => Response.json(albumOf(7, [buildPhoto(1, { alt: 'Le public applaudit' }), buildPhoto(2, { is_hidden: true })])),
      'GET /api/events/7/participants': () => Response.json({ event_id: 7, participants: [], waiting_list: [] }),
    },
    { user },
  );
  renderRoutes([{ path: '/events/:id', Component: EventDetailRoute }], { initialEntries: ['/events/7'], queryClient: newQueryClient() });
  return fetchMock;
}

describe("an event's page with its album", { timeout: 20_000 }, () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the album of a past event under its description, without the managers’ tools', async () => {
    const fetchMock = renderEventPage(buildEvent({ isPast: true, date: '2025-06-14', starts_at: '2025-06-14T18:30:00.000Z' }), sampleMember);
    expect(await screen.findByRole('heading', { level: 2, name: 'Album photos' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agrandir la photo 1 sur 1, Le public applaudit' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "Gérer l'album photos" })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/events/7/photos/manage')).toHaveLength(0);
  });

  it('gives the event’s managers the album’s tools after the organiser’s', async () => {
    renderEventPage(buildEvent({ isPast: true, date: '2025-06-14', starts_at: '2025-06-14T18:30:00.000Z' }), sampleAdmin);
    // The album's chunks load on the page's first draw: the first import of a test file takes a while.
    expect(await screen.findByRole('heading', { level: 2, name: "Gérer l'album photos" }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: "Photos de l'album (2)" })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.indexOf("Gérer l'album photos")).toBeGreaterThan(headings.indexOf('Album photos'));
  });

  it('asks for no album for an event still to come', async () => {
    const fetchMock = renderEventPage(buildEvent(), sampleAdmin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Soirée contes du monde' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/events/7/participants').length).toBeGreaterThan(0));
    expect(callsTo(fetchMock, 'GET /api/events/7/photos')).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Album photos' })).not.toBeInTheDocument();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { EVENT_MESSAGES, type TEvent } from '@action-plus/contract';
import { asRead } from '#test/as-read';
import { renderRoutes, stubApi } from '#test/render-app';
import { EVENT_PAGE_MESSAGES } from '../messages';
import { buildEvent } from '../test/event-fixture';
import EventsPage from './events-page';

const MEMBER = {
  id: 3,
  firstName: 'Inès',
  lastName: 'Martin',
  username: 'ines',
  email: 'ines@exemple.fr',
  role: 'user',
  profileImage: null,
  created_at: '2025-06-01T10:00:00.000Z',
  emailVerified: true,
  hasPassword: true,
  eventRemindersEnabled: true,
  roles: [],
  permissions: [],
};

type ServerRoute = (request: { method: string; path: string }) => Response | Promise<Response> | undefined;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The fake API answers each request with the first route that answers it. */
const mockServer = (...routes: ServerRoute[]) =>
  stubApi(async ({ method, url }) => {
    for (const route of routes) {
      const response = await route({ method, path: url });
      if (response) return response;
    }
    return undefined;
  }).requests;

const visitorSession: ServerRoute = ({ path }) => (path === '/api/auth/refresh-token' ? json(401, { detail: 'Session expirée.' }) : undefined);
const memberSession: ServerRoute = ({ path }) => (path === '/api/auth/refresh-token' ? json(200, { access_token: 'jeton', user: MEMBER }) : undefined);
/** The part of the list a request asks for (`when`), as one page. */
const listPart = (path: string, events: TEvent[]) => {
  const when = new URL(path, 'http://localhost').searchParams.get('when');
  return { events: events.filter((event) => (when === 'past' ? event.isPast : !event.isPast)), has_more: false, next_cursor: null };
};
const isListRequest = (method: string, path: string) => method === 'GET' && new URL(path, 'http://localhost').pathname === '/api/events';
const eventList =
  (events: TEvent[]): ServerRoute =>
  ({ method, path }) =>
    isListRequest(method, path) ? json(200, listPart(path, events)) : undefined;
const myEvents =
  (events: TEvent[]): ServerRoute =>
  ({ path }) =>
    path === '/api/users/me/events' ? json(200, { events }) : undefined;

function renderPage() {
  renderRoutes(
    [
      { path: '/events', Component: EventsPage },
      { path: '/login', element: <p>Page de connexion</p> },
    ],
    { initialEntries: ['/events'], queryClient: new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }) },
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EventsPage', () => {
  it('says it is loading, then shows the upcoming events and the empty past list', async () => {
    mockServer(visitorSession, eventList([buildEvent()]));
    renderPage();
    expect(screen.getByText('Chargement des événements...')).toBeInTheDocument();
    const upcoming = await screen.findByRole('region', { name: 'Événements à venir' });
    expect(within(upcoming).getByRole('article', { name: 'Soirée contes du monde' })).toBeInTheDocument();
    expect(screen.getByText('Aucun événement passé à afficher.')).toBeInTheDocument();
    // Visitors get no participate button and no create link.
    expect(within(upcoming).queryByRole('button', { name: /Participer/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Créer un événement' })).not.toBeInTheDocument();
  });

  it('shows both empty messages when there is no event', async () => {
    mockServer(visitorSession, eventList([]));
    renderPage();
    expect(await screen.findByText(asRead(EVENT_PAGE_MESSAGES.emptyUpcoming))).toBeInTheDocument();
    expect(screen.getByText('Aucun événement passé à afficher.')).toBeInTheDocument();
  });

  it("shows the load error with 'Réessayer', which loads the list again", async () => {
    let attempts = 0;
    mockServer(visitorSession, ({ path }) => {
      if (!isListRequest('GET', path)) return undefined;
      attempts += 1;
      return attempts === 1 ? json(500, { detail: 'Une erreur interne est survenue.' }) : json(200, listPart(path, [buildEvent()]));
    });
    const user = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors du chargement des événements. Veuillez réessayer.');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('article', { name: 'Soirée contes du monde' })).toBeInTheDocument();
  });

  it('marks a member registered at once, then confirms with a toast and fetches the lists again', async () => {
    let answerJoin: (response: Response) => void = () => undefined;
    const calls = mockServer(memberSession, eventList([buildEvent()]), myEvents([]), ({ method, path }) =>
      method === 'POST' && path === '/api/events/7/join' ? new Promise<Response>((resolve) => (answerJoin = resolve)) : undefined,
    );
    const user = renderPage();
    const card = await screen.findByRole('article', { name: 'Soirée contes du monde' });
    await user.click(await within(card).findByRole('button', { name: /Participer/ }));
    await user.unhover(within(card).getByRole('button'));

    // Before the server answers: the optimistic state.
    expect(within(card).getByRole('button')).toHaveTextContent('Inscrit');
    expect(within(card).getByText('13 / 50')).toBeInTheDocument();
    const listCallsBefore = calls.filter((call) => isListRequest(call.method, call.url)).length;

    answerJoin(json(200, { message: EVENT_MESSAGES.joinSuccess, registered: true, participant_count: 13 }));
    expect(await screen.findByText(asRead(EVENT_MESSAGES.joinSuccess))).toBeInTheDocument();
    await vi.waitFor(() => expect(calls.filter((call) => isListRequest(call.method, call.url)).length).toBeGreaterThan(listCallsBefore));
    expect(calls).toContainEqual(expect.objectContaining({ method: 'GET', url: '/api/users/me/events' }));
  });

  it("puts everything back and shows the server's detail when joining fails", async () => {
    mockServer(memberSession, eventList([buildEvent()]), myEvents([]), ({ method, path }) =>
      method === 'POST' && path === '/api/events/7/join' ? json(409, { detail: EVENT_MESSAGES.eventFull }) : undefined,
    );
    const user = renderPage();
    const card = await screen.findByRole('article', { name: 'Soirée contes du monde' });
    await user.click(await within(card).findByRole('button', { name: /Participer/ }));
    expect(await screen.findByText(asRead(EVENT_MESSAGES.eventFull))).toBeInTheDocument();
    await user.unhover(within(card).getByRole('button'));
    expect(within(card).getByRole('button')).toHaveTextContent('Participer');
    expect(within(card).getByText('12 / 50')).toBeInTheDocument();
  });

  it('lets a registered member leave, with its toast', async () => {
    let isRegistered = true;
    const current = () => buildEvent({ participant_count: isRegistered ? 13 : 12 });
    mockServer(
      memberSession,
      ({ method, path }) => (isListRequest(method, path) ? json(200, listPart(path, [current()])) : undefined),
      ({ path }) => (path === '/api/users/me/events' ? json(200, { events: isRegistered ? [current()] : [] }) : undefined),
      ({ method, path }) => {
        if (method !== 'DELETE' || path !== '/api/events/7/register') return undefined;
        isRegistered = false;
        return json(200, { message: EVENT_MESSAGES.leaveSuccess, registered: false, participant_count: 12 });
      },
    );
    const user = renderPage();
    const card = await screen.findByRole('article', { name: 'Soirée contes du monde' });
    await user.click(await within(card).findByRole('button', { name: /Inscrit/ }));
    expect(await screen.findByText(asRead(EVENT_MESSAGES.leaveSuccess))).toBeInTheDocument();
    await user.unhover(within(card).getByRole('button'));
    expect(within(card).getByRole('button')).toHaveTextContent('Participer');
    expect(within(card).getByText('12 / 50')).toBeInTheDocument();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import type { TEvent } from '@action-plus/contract';
import { asRead } from '#test/as-read';
import { renderRoutes, stubApi, type SentRequest } from '#test/render-app';
import { EVENT_PAGE_MESSAGES } from '../messages';
import { buildEvent } from '../test/event-fixture';
import EventsPage from './events-page';

const event = (overrides: Partial<TEvent>) => buildEvent({ is_full: false, ...overrides });

type ListPage = { events: TEvent[]; has_more: boolean; next_cursor: string | null };

/** The fake API: each list request is answered by `answer` from its query (`when`, `cursor`, `q`…). */
function serveLists(answer: (query: URLSearchParams) => ListPage) {
  return stubApi((request: SentRequest) => {
    const url = new URL(request.url, 'http://localhost');
    if (request.method === 'GET' && url.pathname === '/api/events') return Response.json(answer(url.searchParams));
    return undefined;
  }).requests;
}

const listQueries = (requests: SentRequest[]) =>
  requests.filter((request) => request.url.startsWith('/api/events?')).map((request) => new URL(request.url, 'http://localhost').searchParams);

function renderPage(address: string) {
  const view = renderRoutes([{ path: '/events', Component: EventsPage }], {
    initialEntries: [address],
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  });
  return { user: userEvent.setup(), router: view.router };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('finding events on /events', () => {
  it('reads the search and filters from the address, fills the form with them and asks the API for them', async () => {
    const requests = serveLists((query) =>
      query.get('when') === 'upcoming'
        ? { events: [event({ id: 1, title: 'Théâtre d’ombres', type: 'théâtre' })], has_more: false, next_cursor: null }
        : { events: [], has_more: false, next_cursor: null },
    );
    renderPage('/events?q=th%C3%A9%C3%A2tre&type=th%C3%A9%C3%A2tre&month=2030-07&utm_source=lettre');

    expect(await screen.findByRole('article', { name: 'Théâtre d’ombres' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Rechercher un événement' })).toHaveValue('théâtre');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('théâtre');
    expect(screen.getByLabelText('Mois')).toHaveValue('2030-07');
    expect(screen.getByText('Aucun événement passé ne correspond à votre recherche.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('1 événement trouvé.');

    const queries = listQueries(requests);
    expect(queries.map((query) => query.get('when')).sort()).toEqual(['past', 'upcoming']);
    for (const query of queries) {
      expect(query.get('q')).toBe('théâtre');
      expect(query.get('type')).toBe('théâtre');
      expect(query.get('month')).toBe('2030-07');
      expect(query.get('limit')).toBe('12');
      expect(query.has('utm_source')).toBe(false);
    }
  });

  it('ignores what the API would refuse in the address: an unknown type, a month that is not one', async () => {
    const requests = serveLists(() => ({ events: [], has_more: false, next_cursor: null }));
    renderPage('/events?type=cin%C3%A9ma&month=2030-13');
    expect(await screen.findByText(asRead(EVENT_PAGE_MESSAGES.emptyUpcoming))).toBeInTheDocument();
    for (const query of listQueries(requests)) expect([...query.keys()].sort()).toEqual(['limit', 'when']);
  });

  it('puts what is searched in the address, so that it can be shared and survives a reload, and clears it', async () => {
    const requests = serveLists((query) => ({
      events: query.get('when') === 'upcoming' ? [event({ id: 1, title: query.get('q') ? 'Atelier couture' : 'Concert' })] : [],
      has_more: false,
      next_cursor: null,
    }));
    const { user, router } = renderPage('/events');
    expect(await screen.findByRole('article', { name: 'Concert' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un événement' }), '  couture ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'atelier');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));

    expect(await screen.findByRole('article', { name: 'Atelier couture' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/events');
    expect(new URLSearchParams(router.state.location.search).toString()).toBe('q=couture&type=atelier');
    expect(listQueries(requests).at(-1)?.get('q')).toBe('couture');

    await user.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    expect(await screen.findByRole('article', { name: 'Concert' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Rechercher un événement' })).toHaveValue('');
  });

  it('loads the next page of a list with the cursor the previous one gave, and stops when no more follow', async () => {
    const requests = serveLists((query) => {
      if (query.get('when') === 'past') return { events: [], has_more: false, next_cursor: null };
      return query.get('cursor') === 'page-2'
        ? { events: [event({ id: 2, title: 'Deuxième page' })], has_more: false, next_cursor: null }
        : { events: [event({ id: 1, title: 'Première page' })], has_more: true, next_cursor: 'page-2' };
    });
    const { user } = renderPage('/events');
    const upcoming = await screen.findByRole('region', { name: 'Événements à venir' });
    expect(within(upcoming).getByRole('article', { name: 'Première page' })).toBeInTheDocument();
    // The past list has no next page: no button there.
    expect(screen.queryByRole('button', { name: "Afficher plus d'événements passés" })).not.toBeInTheDocument();

    await user.click(within(upcoming).getByRole('button', { name: "Afficher plus d'événements à venir" }));
    expect(await within(upcoming).findByRole('article', { name: 'Deuxième page' })).toBeInTheDocument();
    expect(within(upcoming).getByRole('article', { name: 'Première page' })).toBeInTheDocument();
    expect(within(upcoming).queryByRole('button', { name: "Afficher plus d'événements à venir" })).not.toBeInTheDocument();
    expect(listQueries(requests).filter((query) => query.get('cursor') === 'page-2')).toHaveLength(1);
  });

  it('links the public calendar feed as webcal://', async () => {
    serveLists(() => ({ events: [], has_more: false, next_cursor: null }));
    renderPage('/events');
    const link = await screen.findByRole('link', { name: "S'abonner à l'agenda des événements" });
    expect(link).toHaveAttribute('href', `webcal://${window.location.host}/api/events/feed.ics`);
  });
});

import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENT_PAGE_MESSAGES } from '../messages';
import { buildEvent } from '../test/event-fixture';
import { getEventsQueryOptions } from '../api/events-query';
import { LatestEvents } from './latest-events';
import { LATEST_EVENTS_QUERY } from './latest-events-query';
import { asRead } from '#test/as-read';

describe('the home page’s next events on the site’s first view', () => {
  afterEach(() => {
    document.getElementById('donnees-initiales')?.remove();
    vi.unstubAllGlobals();
  });

  it('are drawn at once from the data the server sent, without the query cache nor a request', () => {
    const event = buildEvent({ id: 7, title: 'Concert de printemps' });
    const data = { mutations: [], queries: [{ queryKey: getEventsQueryOptions(LATEST_EVENTS_QUERY).queryKey, state: { status: 'success', data: [event] } }] };
    document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="donnees-initiales">${JSON.stringify(data)}</script>`);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);

    const router = createMemoryRouter([{ path: '/', Component: LatestEvents }]);
    render(<RouterProvider router={router} />);

    // Synchronously, as hydration requires: no loading state in between.
    expect(screen.getByRole('heading', { name: 'Concert de printemps' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('show the upcoming events only, and say more will come when fewer than three are planned', async () => {
    const events = [
      buildEvent({ id: 1, title: 'Atelier de demain', isPast: false, series_id: 4, series_later_dates_count: 5 }),
      buildEvent({ id: 2, title: 'Concert du mois prochain', isPast: false }),
      buildEvent({ id: 3, title: 'Fête de la semaine dernière', isPast: true }),
    ];
    // A fresh module graph: the first view's data (read once per page load) was the previous test's.
    vi.resetModules();
    const fresh = await import('./latest-events');
    const { getEventsQueryOptions: freshQueryOptions } = await import('../api/events-query');
    const { LATEST_EVENTS_QUERY: freshQuery } = await import('./latest-events-query');
    // The list's first three, without `when`: the API gives the upcoming ones, then the past ones.
    expect(freshQuery).toEqual({ limit: 3 });
    const data = { mutations: [], queries: [{ queryKey: freshQueryOptions(freshQuery).queryKey, state: { status: 'success', data: events } }] };
    document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="donnees-initiales">${JSON.stringify(data)}</script>`);

    const router = createMemoryRouter([{ path: '/', Component: fresh.LatestEvents }]);
    render(<RouterProvider router={router} />);

    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual(['Atelier de demain', 'Concert du mois prochain']);
    expect(screen.queryByText('Fête de la semaine dernière')).not.toBeInTheDocument();
    expect(screen.getByText(asRead(EVENT_PAGE_MESSAGES.fewUpcoming))).toBeInTheDocument();
    // A series shows once, at its next date, saying how many follow.
    expect(cards[0]).toHaveTextContent('14 juin 2099 et 5 autres dates');
    expect(cards[1]).not.toHaveTextContent('autre');
  });
});

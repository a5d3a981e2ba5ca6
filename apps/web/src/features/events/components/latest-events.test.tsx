import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildEvent } from '../test/event-fixture';
import { getEventsQueryOptions } from '../api/events-query';
import { LatestEvents } from './latest-events';
import { LATEST_EVENTS_QUERY } from './latest-events-query';

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
});

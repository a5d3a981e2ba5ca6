import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { EVENT_MESSAGES, EVENT_SERIES_MESSAGES } from '@action-plus/contract';
import { asRead } from '#test/as-read';
import { renderRoutes, sampleAdmin, stubApi } from '#test/render-app';
import { EVENT_PAGE_MESSAGES, EVENT_SERIES_PAGE_MESSAGES } from '../messages';
import { buildEvent } from '../test/event-fixture';
import EventDetailPage from './event-detail-page';
import EventEditPage from './event-edit-page';

afterEach(cleanup);

/** `is_full` is written out: the fixture may not carry it yet. */
const seriesEvent = (seriesId: number | null) => buildEvent({ series_id: seriesId, is_full: false });

const quietClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

function stubEvent(event: ReturnType<typeof seriesEvent>) {
  return stubApi(
    {
      'GET /api/events/7': () => Response.json(event),
      'GET /api/events/7/check-registration': () => Response.json({ registered: false }),
      'GET /api/events/7/participants': () => Response.json({ participants: [], waiting_list: [] }),
      'PUT /api/events/7': (body) => Response.json({ ...event, ...body }),
      'DELETE /api/events/7': (_body, request) =>
        Response.json({ message: request.url.includes('scope=following') ? EVENT_SERIES_MESSAGES.datesDeleted(3) : EVENT_MESSAGES.deleted }),
    },
    { user: sampleAdmin },
  );
}

function renderPage(initialEntry: string) {
  return renderRoutes(
    [
      { path: '/events/:id', Component: EventDetailPage },
      { path: '/events/edit/:id', Component: EventEditPage },
      { path: '/events', element: <p>Liste des événements</p> },
    ],
    { initialEntries: [initialEntry], queryClient: quietClient() },
  );
}

describe('an event of a series', () => {
  it('says on its page that it is part of a series, and a single event does not', async () => {
    stubEvent(seriesEvent(3));
    renderPage('/events/7');
    expect(await screen.findByText("Cet événement fait partie d'une série.")).toBeInTheDocument();
    cleanup();
    stubEvent(seriesEvent(null));
    renderPage('/events/7');
    await screen.findByRole('heading', { name: 'Soirée contes du monde' });
    expect(screen.queryByText("Cet événement fait partie d'une série.")).not.toBeInTheDocument();
  });

  it('asks, when editing, « cette date seulement » or « toutes les dates à venir », and sends the choice', async () => {
    const api = stubEvent(seriesEvent(3));
    const user = userEvent.setup();
    renderPage('/events/edit/7');
    const scope = await screen.findByRole('group', { name: 'Appliquer les modifications à' });
    expect(within(scope).getByRole('radio', { name: 'Cette date seulement' })).toBeChecked();
    await user.click(within(scope).getByRole('radio', { name: 'Toutes les dates à venir' }));
    const title = screen.getByLabelText(/^Titre/);
    await user.clear(title);
    await user.type(title, 'Club de lecture');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await screen.findByText(asRead(EVENT_PAGE_MESSAGES.updated));
    const put = api.requests.find((request) => request.method === 'PUT')!;
    expect(put.url).toBe('/api/events/7?scope=following');
    expect(put.body).toMatchObject({ title: 'Club de lecture' });
    expect(put.body).not.toHaveProperty('recurrence');
  });

  it('does not ask the scope when editing a single event', async () => {
    const api = stubEvent(seriesEvent(null));
    const user = userEvent.setup();
    renderPage('/events/edit/7');
    await screen.findByLabelText(/^Titre/);
    expect(screen.queryByRole('group', { name: 'Appliquer les modifications à' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await screen.findByText(asRead(EVENT_PAGE_MESSAGES.updated));
    expect(api.requests.find((request) => request.method === 'PUT')!.url).toBe('/api/events/7');
  });

  it('asks, when deleting, « cette date seulement » or « toutes les dates à venir », and sends the choice', async () => {
    const api = stubEvent(seriesEvent(3));
    const user = userEvent.setup();
    renderPage('/events/7');
    await user.click(await screen.findByRole('button', { name: 'Supprimer' }));
    const dialog = screen.getByRole('dialog', { name: "Supprimer l'événement" });
    const scope = within(dialog).getByRole('group', { name: EVENT_SERIES_PAGE_MESSAGES.deleteScopeLegend });
    expect(within(scope).getByRole('radio', { name: 'Cette date seulement' })).toBeChecked();
    await user.click(within(scope).getByRole('radio', { name: 'Toutes les dates à venir' }));
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Liste des événements')).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'DELETE')!.url).toBe('/api/events/7?scope=following');
    expect(await screen.findByText(asRead(EVENT_SERIES_MESSAGES.datesDeleted(3)))).toBeInTheDocument();
  });
});

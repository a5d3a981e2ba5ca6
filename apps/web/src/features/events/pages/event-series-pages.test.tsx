import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { EVENT_MESSAGES, EVENT_SERIES_MESSAGES, type TSeriesDate } from '@action-plus/contract';
import { asRead } from '#test/as-read';
import { renderRoutes, sampleAdmin, stubApi } from '#test/render-app';
import { EVENT_FORM_MESSAGES } from '../event-form-messages';
import { EVENT_SERIES_PAGE_MESSAGES } from '../messages';
import { buildEvent } from '../test/event-fixture';
import EventDetailPage from './event-detail-page';
import EventEditPage from './event-edit-page';

afterEach(cleanup);

/** `is_full` is written out: the fixture may not carry it yet. */
const seriesEvent = (seriesId: number | null, series_upcoming_dates: TSeriesDate[] = []) =>
  buildEvent({ series_id: seriesId, is_full: false, series_upcoming_dates });

const quietClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

function stubEvent(event: ReturnType<typeof seriesEvent>) {
  return stubApi(
    {
      'GET /api/events/7': () => Response.json(event),
      'GET /api/events/7/check-registration': () => Response.json({ registered: false }),
      'GET /api/events/7/participants': () => Response.json({ participants: [], waiting_list: [] }),
      'PUT /api/events/7': (body) => Response.json({ ...event, ...body }),
      'DELETE /api/events/7': (_body, request) =>
        Response.json({ message: request.url.includes('scope=') ? EVENT_SERIES_MESSAGES.datesDeleted(3) : EVENT_MESSAGES.deleted }),
    },
    { user: sampleAdmin },
  );
}

function renderPage(initialEntry: string) {
  return renderRoutes(
    [
      { path: '/events/:id', Component: EventDetailPage },
      { path: '/events/8', element: <p>Page du 21 juin</p> },
      { path: '/events/edit/:id', Component: EventEditPage },
      { path: '/events', element: <p>Liste des événements</p> },
    ],
    { initialEntries: [initialEntry], queryClient: quietClient() },
  );
}

describe('an event of a series', () => {
  it('lists on its page the other dates to come, each a link to its page, and a single event lists none', async () => {
    const user = userEvent.setup();
    stubEvent(
      seriesEvent(3, [
        { id: 8, date: '2099-06-21', time: '20:30', starts_at: '2099-06-21T18:30:00.000Z' },
        { id: 9, date: '2099-06-28', time: '20:30', starts_at: '2099-06-28T18:30:00.000Z' },
      ]),
    );
    renderPage('/events/7');
    const series = await screen.findByRole('region', { name: 'Les autres dates de la série' });
    expect(within(series).getByText("Cet événement fait partie d'une série.")).toBeInTheDocument();
    const links = within(series).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['dimanche 21 juin 2099 à 20:30', '/events/8'],
      ['dimanche 28 juin 2099 à 20:30', '/events/9'],
    ]);
    await user.click(links[0]!);
    expect(await screen.findByText('Page du 21 juin')).toBeInTheDocument();
    cleanup();
    stubEvent(seriesEvent(3));
    renderPage('/events/7');
    const lastDate = await screen.findByRole('region', { name: 'Les autres dates de la série' });
    expect(within(lastDate).getByText('Aucune autre date de cette série n’est à venir.')).toBeInTheDocument();
    expect(within(lastDate).queryByRole('link')).not.toBeInTheDocument();
    cleanup();
    stubEvent(seriesEvent(null));
    renderPage('/events/7');
    await screen.findByRole('heading', { name: 'Soirée contes du monde' });
    expect(screen.queryByText("Cet événement fait partie d'une série.")).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Les autres dates de la série' })).not.toBeInTheDocument();
  });

  it('offers, when editing, three scopes whose hints say what each reaches', async () => {
    stubEvent(seriesEvent(3));
    renderPage('/events/edit/7');
    const scope = await screen.findByRole('group', { name: 'Appliquer les modifications à' });
    expect(
      within(scope)
        .getAllByRole('radio')
        .map((choice) => choice.getAttribute('value')),
    ).toEqual(['this', 'following', 'upcoming']);
    expect(within(scope).getByRole('radio', { name: 'Cette date seulement' })).toHaveAccessibleDescription(asRead(EVENT_SERIES_PAGE_MESSAGES.scopeThisHint));
    expect(within(scope).getByRole('radio', { name: 'Cette date et les suivantes' })).toHaveAccessibleDescription(
      EVENT_SERIES_PAGE_MESSAGES.scopeFollowingHint,
    );
    expect(within(scope).getByRole('radio', { name: 'Toutes les dates à venir' })).toHaveAccessibleDescription(EVENT_SERIES_PAGE_MESSAGES.scopeUpcomingHint);
  });

  it.each([
    ['Cette date et les suivantes', 'following'],
    ['Toutes les dates à venir', 'upcoming'],
  ])('sends, when editing with « %s », scope=%s', async (label, scopeValue) => {
    const api = stubEvent(seriesEvent(3));
    const user = userEvent.setup();
    renderPage('/events/edit/7');
    const scope = await screen.findByRole('group', { name: 'Appliquer les modifications à' });
    expect(within(scope).getByRole('radio', { name: 'Cette date seulement' })).toBeChecked();
    await user.click(within(scope).getByRole('radio', { name: label }));
    const title = screen.getByLabelText(/^Titre/);
    await user.clear(title);
    await user.type(title, 'Club de lecture');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await screen.findByText(asRead(EVENT_FORM_MESSAGES.updated));
    const put = api.requests.find((request) => request.method === 'PUT')!;
    expect(put.url).toBe(`/api/events/7?scope=${scopeValue}`);
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
    await screen.findByText(asRead(EVENT_FORM_MESSAGES.updated));
    expect(api.requests.find((request) => request.method === 'PUT')!.url).toBe('/api/events/7');
  });

  it.each([
    ['Cette date et les suivantes', 'following'],
    ['Toutes les dates à venir', 'upcoming'],
  ])('asks, when deleting, which dates go, and sends « %s » as scope=%s', async (label, scopeValue) => {
    const api = stubEvent(seriesEvent(3));
    const user = userEvent.setup();
    renderPage('/events/7');
    await user.click(await screen.findByRole('button', { name: 'Supprimer' }));
    const dialog = screen.getByRole('dialog', { name: "Supprimer l'événement" });
    const scope = within(dialog).getByRole('group', { name: EVENT_SERIES_PAGE_MESSAGES.deleteScopeLegend });
    expect(within(scope).getByRole('radio', { name: 'Cette date seulement' })).toBeChecked();
    expect(within(scope).getAllByRole('radio')).toHaveLength(3);
    await user.click(within(scope).getByRole('radio', { name: label }));
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Liste des événements')).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'DELETE')!.url).toBe(`/api/events/7?scope=${scopeValue}`);
    expect(await screen.findByText(asRead(EVENT_SERIES_MESSAGES.datesDeleted(3)))).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WAITING_LIST_MESSAGES, type TEventParticipantsResponse } from '@action-plus/contract';
import { formatDateTime } from '#lib/dates';
import { callsTo, renderRoutes, sampleAdmin, sampleMember, stubApi } from '#test/render-app';
import EventDetailPage from '../pages/event-detail-page';
import { ORGANISER_MESSAGES } from '../messages';
import { buildEvent } from '../test/event-fixture';
import { OrganiserPanel } from './organiser-panel';
import { asRead } from '#test/as-read';

const event = buildEvent({ id: 7, title: 'Soirée contes du monde', max_participants: 10, participant_count: 2 });

const lists = (): TEventParticipantsResponse => ({
  event_id: 7,
  participants: [
    { user_id: 21, firstName: 'Zoé', lastName: 'Durand', email: 'zoe.durand@exemple.fr', registered_at: '2099-03-01T08:00:00.000Z' },
    { user_id: 22, firstName: 'Karim', lastName: 'Benali', email: 'karim.benali@exemple.fr', registered_at: '2099-03-02T17:45:00.000Z' },
  ],
  waiting_list: [
    { user_id: 31, firstName: 'Hugo', lastName: 'Arnaud', email: 'hugo.arnaud@exemple.fr', waiting_since: '2099-03-03T10:00:00.000Z', position: 1 },
  ],
});

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

function renderPanel() {
  return renderRoutes([{ path: '/events/:id', element: <OrganiserPanel event={event} /> }], {
    initialEntries: ['/events/7'],
    queryClient: newQueryClient(),
  });
}

describe("the organiser's panel", { timeout: 20_000 }, () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the participants and the waiting list with name, e-mail and when they joined, and links to the export and the sheet', async () => {
    stubApi({ 'GET /api/events/7/participants': () => Response.json(lists()) }, { user: sampleAdmin });
    renderPanel();

    const participants = (await screen.findByRole('table', { name: ORGANISER_MESSAGES.participantsCaption })) as HTMLTableElement;
    expect(screen.getByRole('heading', { level: 3, name: 'Participants (2)' })).toBeInTheDocument();
    const participantRows = within(participants).getAllByRole('row').slice(1);
    expect(participantRows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Zoé Durand', 'zoe.durand@exemple.fr', formatDateTime('2099-03-01T08:00:00.000Z'), 'Retirer'],
      ['Karim Benali', 'karim.benali@exemple.fr', formatDateTime('2099-03-02T17:45:00.000Z'), 'Retirer'],
    ]);
    expect(formatDateTime('2099-03-01T08:00:00.000Z')).toBe('1 mars 2099 à 09:00');

    expect(screen.getByRole('heading', { level: 3, name: "Liste d'attente (1)" })).toBeInTheDocument();
    const waiting = screen.getByRole('table', { name: ORGANISER_MESSAGES.waitingListCaption });
    const waitingRow = within(waiting).getAllByRole('row')[1]!;
    expect([...waitingRow.querySelectorAll('th, td')].map((cell) => cell.textContent)).toEqual([
      '1',
      'Hugo Arnaud',
      'hugo.arnaud@exemple.fr',
      formatDateTime('2099-03-03T10:00:00.000Z'),
      'Retirer',
    ]);

    expect(screen.getByRole('link', { name: "Feuille d'émargement" })).toHaveAttribute('href', '/events/7/emargement');
    expect(screen.getByRole('button', { name: 'Télécharger la liste (CSV)' })).toBeEnabled();
  });

  it('says when nobody is registered or waiting', async () => {
    stubApi({ 'GET /api/events/7/participants': () => Response.json({ event_id: 7, participants: [], waiting_list: [] }) }, { user: sampleAdmin });
    renderPanel();
    expect(await screen.findByText(ORGANISER_MESSAGES.noParticipants)).toBeInTheDocument();
    expect(screen.getByText(ORGANISER_MESSAGES.noWaiting)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says why the lists failed, and « Réessayer » reads them again', async () => {
    let isDown = true;
    const fetchMock = stubApi(
      {
        'GET /api/events/7/participants': () =>
          isDown ? Response.json({ detail: 'Le service est momentanément indisponible.' }, { status: 503 }) : Response.json(lists()),
        'GET /api/events/7/organisers': () => Response.json({ organisers: [], may_assign: false, candidates: [] }),
      },
      { user: sampleAdmin },
    );
    renderPanel();
    const user = userEvent.setup();

    expect(await screen.findByText('Le service est momentanément indisponible.')).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table', { name: ORGANISER_MESSAGES.participantsCaption })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/events/7/participants')).toHaveLength(2);
  });

  it('removes a participant after confirmation: the DELETE goes out, the toast says so, the lists are read again', async () => {
    const user = userEvent.setup();
    let current = lists();
    const fetchMock = stubApi(
      {
        'GET /api/events/7/participants': () => Response.json(current),
        'GET /api/events/7': () => Response.json(event),
        'DELETE /api/events/7/participants/21': () => {
          // As the server does: the place goes to the first in line.
          current = {
            ...current,
            participants: [current.participants[1]!, { ...current.waiting_list[0]!, registered_at: '2099-03-04T10:00:00.000Z' }],
            waiting_list: [],
          };
          return Response.json({ message: WAITING_LIST_MESSAGES.participantRemoved, participant_count: 2 });
        },
      },
      { user: sampleAdmin },
    );
    renderPanel();

    await user.click(await screen.findByRole('button', { name: 'Retirer Zoé Durand' }));
    const dialog = screen.getByRole('dialog', { name: ORGANISER_MESSAGES.removeHeading });
    expect(dialog).toHaveTextContent(asRead(ORGANISER_MESSAGES.removeParticipantConfirm('Zoé Durand (zoe.durand@exemple.fr)', 'Soirée contes du monde')));
    expect(callsTo(fetchMock, 'DELETE /api/events/7/participants/21')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Retirer' }));
    expect(await screen.findByText(WAITING_LIST_MESSAGES.participantRemoved)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/events/7/participants/21')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Zoé Durand' })).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'GET /api/events/7/participants')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 3, name: "Liste d'attente (0)" })).toBeInTheDocument();
    const participants = screen.getByRole('table', { name: ORGANISER_MESSAGES.participantsCaption });
    expect(within(participants).getByRole('rowheader', { name: 'Hugo Arnaud' })).toBeInTheDocument();
  });

  it('asks before taking someone off the waiting list; « Annuler » sends nothing; a refusal stays in the dialog', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi(
      {
        'GET /api/events/7/participants': () => Response.json(lists()),
        'DELETE /api/events/7/participants/31': () => Response.json({ detail: WAITING_LIST_MESSAGES.personNotFound }, { status: 404 }),
      },
      { user: sampleAdmin },
    );
    renderPanel();

    await user.click(await screen.findByRole('button', { name: 'Retirer Hugo Arnaud' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      asRead(ORGANISER_MESSAGES.removeWaitingConfirm('Hugo Arnaud (hugo.arnaud@exemple.fr)', 'Soirée contes du monde')),
    );
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/events/7/participants/31')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Retirer Hugo Arnaud' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Retirer' }));
    expect(await within(screen.getByRole('dialog')).findByText(WAITING_LIST_MESSAGES.personNotFound)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/events/7/participants/31')).toHaveLength(1);
  });

  it('downloads the CSV through the API client and saves it under the event’s file name', async () => {
    const user = userEvent.setup();
    const csv = '\uFEFFStatut;Nom\r\nInscrit;Durand\r\n';
    const fetchMock = stubApi(
      {
        'GET /api/events/7/participants': () => Response.json(lists()),
        'GET /api/events/7/participants.csv': () => new Response(csv, { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
      },
      { user: sampleAdmin },
    );
    const saved: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    URL.createObjectURL = vi.fn((blob: Blob) => {
      const url = `blob:csv-${blobs.size}`;
      blobs.set(url, blob);
      return url;
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs.get(this.href)! });
    });
    renderPanel();

    await user.click(await screen.findByRole('button', { name: 'Télécharger la liste (CSV)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('participants-evenement-7.csv');
    // Byte for byte: the BOM Excel needs is kept (Blob.text() would hide it).
    expect(Array.from(new Uint8Array(await saved[0]!.blob.arrayBuffer()))).toEqual(Array.from(new TextEncoder().encode(csv)));
    // The request carried the admin's token: a plain link would not.
    const [request] = callsTo(fetchMock, 'GET /api/events/7/participants.csv');
    expect(new Headers(request![1]?.headers).get('authorization')).toBe('Bearer jeton-de-test');
  });

  it('is on the event page for admins only: a member sees no panel and never asks for the lists', async () => {
    const fetchMock = stubApi(
      {
        'GET /api/events/7': () => Response.json(event),
        'GET /api/events/7/check-registration': () => Response.json({ registered: false }),
        'GET /api/events/7/participants': () => Response.json(lists()),
      },
      { user: sampleMember },
    );
    renderRoutes([{ path: '/events/:id', Component: EventDetailPage }], { initialEntries: ['/events/7'], queryClient: newQueryClient() });
    await screen.findByRole('heading', { level: 1, name: 'Soirée contes du monde' });
    // Signed in (no « Connectez-vous » link), the page has drawn what a member sees.
    await waitFor(() => expect(screen.queryByRole('link', { name: /Connectez-vous/ })).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('heading', { name: ORGANISER_MESSAGES.panelHeading })).not.toBeInTheDocument();
    expect(screen.queryByText('zoe.durand@exemple.fr')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/events/7/participants')).toHaveLength(0);
  });

  it('is on the event page for an admin', async () => {
    stubApi(
      {
        'GET /api/events/7': () => Response.json(event),
        'GET /api/events/7/check-registration': () => Response.json({ registered: false }),
        'GET /api/events/7/participants': () => Response.json(lists()),
      },
      { user: sampleAdmin },
    );
    renderRoutes([{ path: '/events/:id', Component: EventDetailPage }], { initialEntries: ['/events/7'], queryClient: newQueryClient() });
    expect(await screen.findByRole('heading', { level: 2, name: ORGANISER_MESSAGES.panelHeading })).toBeInTheDocument();
    expect(await screen.findByText('zoe.durand@exemple.fr')).toBeInTheDocument();
  });
});

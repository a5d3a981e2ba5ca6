import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENT_MESSAGES, PAGES, type TEventParticipant, type TEventParticipantsResponse } from '@action-plus/contract';
import { renderRoutes, sampleAdmin, sampleAssociation, stubApi } from '#test/render-app';
import { ORGANISER_MESSAGES } from '../messages';
import { buildEvent } from '../test/event-fixture';
import AttendanceSheetPage from './attendance-sheet-page';
import { asRead } from '#test/as-read';

const event = buildEvent({
  id: 7,
  title: 'Soirée contes du monde',
  date: '2099-06-14',
  time: '20:30',
  starts_at: '2099-06-14T18:30:00.000Z',
  location: 'Salle Braun, Metz',
});

const participant = (user_id: number, firstName: string, lastName: string): TEventParticipant => ({
  user_id,
  firstName,
  lastName,
  email: `${user_id}@exemple.fr`,
  registered_at: '2099-03-01T08:00:00.000Z',
});

const lists: TEventParticipantsResponse = {
  event_id: 7,
  // In the order they joined; the sheet sorts them by last name, as French reads it (accents, case).
  participants: [
    participant(1, 'Zoé', 'Zidane'),
    participant(2, 'Paul', 'Éluard'),
    participant(3, 'Karim', 'benali'),
    participant(4, 'Anne', 'Durand'),
    participant(5, 'Aline', 'Durand'),
  ],
  waiting_list: [{ user_id: 9, firstName: 'Hugo', lastName: 'Arnaud', email: '9@exemple.fr', waiting_since: '2099-03-03T10:00:00.000Z', position: 1 }],
};

function renderSheet(answers: Record<string, () => Response>) {
  const fetchMock = stubApi(answers, { user: sampleAdmin });
  renderRoutes([{ path: PAGES.eventAttendance.path, Component: AttendanceSheetPage }], {
    initialEntries: ['/events/7/emargement'],
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  });
  return fetchMock;
}

describe("the attendance sheet (« feuille d'émargement »)", { timeout: 20_000 }, () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows the association, the event's title, date, time and place, and the participants by last name with an empty signature column", async () => {
    renderSheet({ 'GET /api/events/7': () => Response.json(event), 'GET /api/events/7/participants': () => Response.json(lists) });

    expect(await screen.findByRole('heading', { level: 1, name: "Feuille d'émargement" })).toBeInTheDocument();
    expect(screen.getByText(sampleAssociation.identity.name)).toBeInTheDocument();
    expect(screen.getByText('Soirée contes du monde')).toBeInTheDocument();
    expect(screen.getByText('dimanche 14 juin 2099 à 20:30 · Salle Braun, Metz')).toBeInTheDocument();
    expect(document.title).toBe(`${ORGANISER_MESSAGES.sheetPageTitle('Soirée contes du monde')} | ${sampleAssociation.identity.name}`);

    const table = screen.getByRole('table', { name: ORGANISER_MESSAGES.sheetCaption });
    const [header, ...rows] = within(table).getAllByRole('row');
    expect([...header!.querySelectorAll('th')].map((cell) => cell.textContent)).toEqual(['N°', 'Nom', 'Prénom', 'Signature']);
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['1', 'benali', 'Karim', ''],
      ['2', 'Durand', 'Aline', ''],
      ['3', 'Durand', 'Anne', ''],
      ['4', 'Éluard', 'Paul', ''],
      ['5', 'Zidane', 'Zoé', ''],
    ]);
    // A name in Arabic reads right to left in its cell, whatever the page's direction.
    expect(within(rows[0]!).getByRole('rowheader')).toHaveAttribute('dir', 'auto');
    // Only those who have a place sign: the waiting list is not on the sheet.
    expect(screen.queryByText('Arnaud')).not.toBeInTheDocument();
    expect(screen.getByText('5 participants inscrits')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'événement" })).toHaveAttribute('href', '/events/7');
  });

  it('« Imprimer » opens the browser’s print dialog', async () => {
    const user = userEvent.setup();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderSheet({ 'GET /api/events/7': () => Response.json(event), 'GET /api/events/7/participants': () => Response.json(lists) });
    await user.click(await screen.findByRole('button', { name: 'Imprimer' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says so when nobody is registered', async () => {
    renderSheet({
      'GET /api/events/7': () => Response.json(event),
      'GET /api/events/7/participants': () => Response.json({ event_id: 7, participants: [], waiting_list: [] }),
    });
    expect(await screen.findByText(asRead(ORGANISER_MESSAGES.sheetEmpty))).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('answers « Événement non trouvé » for an unknown event', async () => {
    renderSheet({
      'GET /api/events/7': () => Response.json({ detail: EVENT_MESSAGES.eventNotFound }, { status: 404 }),
      'GET /api/events/7/participants': () => Response.json({ detail: EVENT_MESSAGES.eventNotFound }, { status: 404 }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: EVENT_MESSAGES.eventNotFound })).toBeInTheDocument();
  });

  it('shows the server’s refusal of the list and offers to try again', async () => {
    renderSheet({
      'GET /api/events/7': () => Response.json(event),
      'GET /api/events/7/participants': () => Response.json({ detail: 'Accès réservé aux administrateurs.' }, { status: 403 }),
    });
    expect(await screen.findByText(/Accès réservé aux administrateurs\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimer' })).toBeDisabled();
  });
});

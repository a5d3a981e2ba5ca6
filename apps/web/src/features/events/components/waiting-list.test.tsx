import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { WAITING_LIST_MESSAGES, type TEvent } from '@action-plus/contract';
import { renderRoutes, sampleMember, stubApi } from '#test/render-app';
import { WAITING_LIST_PAGE_MESSAGES } from '../messages';
import EventDetailPage from '../pages/event-detail-page';
import RemindersOffPage from '../pages/reminders-off-page';
import { buildEvent } from '../test/event-fixture';
import { EventCard } from './event-card';
import { asRead } from '#test/as-read';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fullEvent = (fields: Partial<TEvent> = {}) => buildEvent({ max_participants: 12, participant_count: 12, is_full: true, ...fields });
const quietClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

describe('a full event’s card', () => {
  it('says « Complet » to everyone, and offers members the waiting list in place of « Participer »', async () => {
    const onToggleWaitingList = vi.fn();
    const onToggleParticipation = vi.fn();
    render(
      <MemoryRouter>
        <EventCard
          event={fullEvent()}
          canParticipate
          isRegistered={false}
          onToggleParticipation={onToggleParticipation}
          onToggleWaitingList={onToggleWaitingList}
        />
      </MemoryRouter>,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByText('Complet')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Participer/ })).not.toBeInTheDocument();
    await userEvent.setup().click(within(card).getByRole('button', { name: /^Rejoindre la liste d'attente/ }));
    expect(onToggleWaitingList).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
    expect(onToggleParticipation).not.toHaveBeenCalled();
    cleanup();

    render(
      <MemoryRouter>
        <EventCard event={fullEvent()} canParticipate={false} isRegistered={false} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Complet')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a member in line their place, and lets a participant of a full event leave as before', () => {
    render(
      <MemoryRouter>
        <EventCard event={fullEvent({ waitingListPosition: 3 })} canParticipate isRegistered={false} />
        <EventCard event={fullEvent({ id: 8, title: 'Autre' })} canParticipate isRegistered />
      </MemoryRouter>,
    );
    const [waiting, registered] = screen.getAllByRole('article');
    expect(within(waiting!).getByText('En attente (n° 3)')).toBeInTheDocument();
    expect(within(waiting!).getByRole('button', { name: /^Quitter la liste d'attente/ })).toBeInTheDocument();
    expect(within(registered!).getByRole('button', { name: /^Inscrit/ })).toBeInTheDocument();
  });
});

describe('a full event’s page', () => {
  it('lets a member join the waiting list and shows their place', async () => {
    let position: number | null = null;
    const api = stubApi(
      {
        'GET /api/events/7': () => Response.json(fullEvent({ waitingListPosition: position })),
        'GET /api/events/7/check-registration': () => Response.json({ registered: false }),
        'POST /api/events/7/waiting-list': () => {
          position = 2;
          return Response.json({ message: WAITING_LIST_MESSAGES.joined(2), waitingListPosition: 2, participant_count: 12 });
        },
        'DELETE /api/events/7/waiting-list': () => {
          position = null;
          return Response.json({ message: WAITING_LIST_MESSAGES.left, waitingListPosition: null, participant_count: 12 });
        },
      },
      { user: sampleMember },
    );
    renderRoutes([{ path: '/events/:id', Component: EventDetailPage }], { initialEntries: ['/events/7'], queryClient: quietClient() });
    expect(await screen.findByText('Complet')).toBeInTheDocument();
    expect(await screen.findByText(asRead(WAITING_LIST_PAGE_MESSAGES.fullNotice))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "S'inscrire à l'événement" })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: "Rejoindre la liste d'attente" }));
    expect(await screen.findByText(asRead(WAITING_LIST_PAGE_MESSAGES.waitingNotice(2)))).toBeInTheDocument();
    // The page's sentence says it: no toast covers it (issue 23).
    expect(screen.queryByText(WAITING_LIST_MESSAGES.joined(2))).not.toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'POST' && request.url === '/api/events/7/waiting-list')).toBe(true);

    await user.click(await screen.findByRole('button', { name: "Quitter la liste d'attente" }));
    expect(await screen.findByText(asRead(WAITING_LIST_PAGE_MESSAGES.fullNotice))).toBeInTheDocument();
  });

  it('shows « Complet » to a visitor, who is invited to sign in', async () => {
    stubApi({ 'GET /api/events/7': () => Response.json(fullEvent()) });
    renderRoutes([{ path: '/events/:id', Component: EventDetailPage }], { initialEntries: ['/events/7'], queryClient: quietClient() });
    expect(await screen.findByText('Complet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Rejoindre la liste d'attente" })).not.toBeInTheDocument();
  });
});

describe('the reminders’ opt-out page', () => {
  it('changes nothing when opened, and turns reminders off with its button', async () => {
    const api = stubApi({
      'POST /api/event-reminders/unsubscribe': () => Response.json({ message: WAITING_LIST_MESSAGES.remindersDisabled }),
    });
    renderRoutes([{ path: '/rappels/desactiver', Component: RemindersOffPage }], {
      initialEntries: ['/rappels/desactiver?token=12.abc-DEF_1'],
      queryClient: quietClient(),
    });
    expect(await screen.findByRole('heading', { level: 1, name: WAITING_LIST_PAGE_MESSAGES.remindersOffHeading })).toBeInTheDocument();
    expect(api.requests.filter((request) => request.url.includes('unsubscribe'))).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: WAITING_LIST_PAGE_MESSAGES.remindersOffSubmit }));
    expect(await screen.findByText(WAITING_LIST_MESSAGES.remindersDisabled)).toBeInTheDocument();
    const [sent] = api.requests.filter((request) => request.url.includes('unsubscribe'));
    expect(sent).toMatchObject({ method: 'POST', url: '/api/event-reminders/unsubscribe?token=12.abc-DEF_1' });
  });

  it('says a link without its token is not valid', async () => {
    stubApi();
    renderRoutes([{ path: '/rappels/desactiver', Component: RemindersOffPage }], { initialEntries: ['/rappels/desactiver'], queryClient: quietClient() });
    expect(await screen.findByText(WAITING_LIST_MESSAGES.reminderLinkInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: WAITING_LIST_PAGE_MESSAGES.remindersOffSubmit })).not.toBeInTheDocument();
  });
});

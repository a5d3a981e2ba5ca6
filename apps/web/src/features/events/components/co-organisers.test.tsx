import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE_MESSAGES, type TEventOrganisersResponse } from '@action-plus/contract';
import { callsTo, renderRoutes, sampleWithRoles, stubApi } from '#test/render-app';
import EventDetailPage from '../pages/event-detail-page';
import { ORGANISER_MESSAGES } from '../messages';
import { buildEvent } from '../test/event-fixture';
import { CoOrganisers } from './co-organisers';

const organiser = sampleWithRoles(['organiser']);
const event = buildEvent({ id: 7, title: 'Soirée contes du monde', created_by: 99 });

const asCreator = (): TEventOrganisersResponse => ({
  organisers: [{ user_id: organiser.id, first_name: 'Lou', last_name: 'Martin', is_creator: true }],
  may_assign: true,
  candidates: [
    { user_id: 41, first_name: 'Aïcha', last_name: 'Benali' },
    { user_id: 42, first_name: 'Николай', last_name: 'Петров' },
  ],
});

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
const renderList = () =>
  renderRoutes([{ path: '/events/:id', element: <CoOrganisers event={event} /> }], { initialEntries: ['/events/7'], queryClient: newQueryClient() });

describe("the event's co-organisers", { timeout: 20_000 }, () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lets the creator add an organiser chosen in the list, and says a refusal next to the field', async () => {
    let organisers = asCreator();
    let refuseNext = true;
    const fetchMock = stubApi(
      {
        'GET /api/events/7/organisers': () => Response.json(organisers),
        'POST /api/events/7/organisers': (body: { user_id: number }) => {
          if (refuseNext) {
            refuseNext = false;
            return Response.json({ detail: ROLE_MESSAGES.notAnOrganiser }, { status: 400 });
          }
          const added = organisers.candidates.find((candidate) => candidate.user_id === body.user_id)!;
          organisers = {
            ...organisers,
            organisers: [...organisers.organisers, { ...added, is_creator: false }],
            candidates: organisers.candidates.filter((candidate) => candidate !== added),
          };
          return Response.json({ message: ROLE_MESSAGES.organiserAdded }, { status: 201 });
        },
      },
      { user: organiser },
    );
    renderList();
    const user = userEvent.setup();

    const list = await screen.findByRole('list', { name: ORGANISER_MESSAGES.organisersCaption });
    expect(within(list).getByText('Lou Martin')).toBeInTheDocument();
    expect(within(list).getByText(ORGANISER_MESSAGES.creatorBadge)).toBeInTheDocument();

    // Nothing chosen: said next to the field, nothing sent.
    await user.click(screen.getByRole('button', { name: ORGANISER_MESSAGES.addOrganiser }));
    const field = screen.getByRole('combobox', { name: ORGANISER_MESSAGES.organiserCandidateLabel });
    expect(field).toHaveAccessibleDescription(ORGANISER_MESSAGES.organiserChoiceRequired);
    expect(callsTo(fetchMock, 'POST /api/events/7/organisers')).toHaveLength(0);

    await user.selectOptions(field, 'Николай Петров');
    await user.click(screen.getByRole('button', { name: ORGANISER_MESSAGES.addOrganiser }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(ROLE_MESSAGES.notAnOrganiser));

    await user.click(screen.getByRole('button', { name: ORGANISER_MESSAGES.addOrganiser }));
    expect(await within(list).findByText('Николай Петров')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/events/7/organisers').map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ user_id: 42 }, { user_id: 42 }]);
    expect(screen.getByRole('option', { name: 'Aïcha Benali' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Николай Петров' })).not.toBeInTheDocument();
  });

  it('says the list could not be read, and « Réessayer » reads it again', async () => {
    let isDown = true;
    const fetchMock = stubApi(
      { 'GET /api/events/7/organisers': () => (isDown ? new Response('', { status: 502 }) : Response.json(asCreator())) },
      { user: organiser },
    );
    renderList();
    const user = userEvent.setup();

    expect(await screen.findByText(ORGANISER_MESSAGES.organisersLoadFailed)).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('list', { name: ORGANISER_MESSAGES.organisersCaption })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/events/7/organisers')).toHaveLength(2);
  });

  it('removes a co-organiser with the button that names them', async () => {
    let organisers: TEventOrganisersResponse = {
      ...asCreator(),
      organisers: [...asCreator().organisers, { user_id: 41, first_name: 'Aïcha', last_name: 'Benali', is_creator: false }],
    };
    const fetchMock = stubApi(
      {
        'GET /api/events/7/organisers': () => Response.json(organisers),
        'DELETE /api/events/7/organisers/41': () => {
          organisers = asCreator();
          return Response.json({ message: ROLE_MESSAGES.organiserRemoved });
        },
      },
      { user: organiser },
    );
    renderList();
    await userEvent.setup().click(await screen.findByRole('button', { name: ORGANISER_MESSAGES.removeOrganiser('Aïcha Benali') }));
    await waitFor(() => expect(screen.queryByRole('button', { name: ORGANISER_MESSAGES.removeOrganiser('Aïcha Benali') })).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE /api/events/7/organisers/41')).toHaveLength(1);
  });

  it('shows a co-organiser the list only: no form, no removal', async () => {
    stubApi(
      {
        'GET /api/events/7/organisers': () =>
          Response.json({
            organisers: [
              { user_id: 99, first_name: 'Inès', last_name: 'Moreau', is_creator: true },
              { user_id: organiser.id, first_name: 'Lou', last_name: 'Martin', is_creator: false },
            ],
            may_assign: false,
            candidates: [],
          } satisfies TEventOrganisersResponse),
      },
      { user: organiser },
    );
    renderList();
    expect(await screen.findByText('Inès Moreau')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retirer/ })).not.toBeInTheDocument();
  });

  it('gives a co-organiser the organiser’s tools on the event page, as the member’s copy of the event says', async () => {
    stubApi(
      {
        'GET /api/events/7': () => Response.json({ ...event, is_organiser: true }),
        'GET /api/events/7/check-registration': () => Response.json({ registered: false }),
        'GET /api/events/7/participants': () => Response.json({ event_id: 7, participants: [], waiting_list: [] }),
        'GET /api/events/7/organisers': () => Response.json({ ...asCreator(), may_assign: false, candidates: [] }),
      },
      { user: organiser },
    );
    renderRoutes([{ path: '/events/:id', Component: EventDetailPage }], { initialEntries: ['/events/7'], queryClient: newQueryClient() });
    expect(await screen.findByRole('heading', { level: 2, name: ORGANISER_MESSAGES.panelHeading })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: ORGANISER_MESSAGES.organisersHeading })).toBeInTheDocument();
  });
});

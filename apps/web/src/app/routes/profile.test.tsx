import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EVENT_MESSAGES,
  MAIL_CONSENT_DEFINITIONS,
  MAIL_CONSENT_KINDS,
  USER_MESSAGES,
  WAITING_LIST_MESSAGES,
  addMonths,
  toParisDate,
  type TEvent,
  type TMembership,
  type TCurrentUser,
} from '@action-plus/contract';
import { renderRoutes, stubApi } from '#test/render-app';
import ProfilePage from './profile';
import { EVENT_PAGE_MESSAGES, WAITING_LIST_PAGE_MESSAGES } from '#features/events/messages';
import { ACCOUNT_SECURITY_PAGE_MESSAGES, PROFILE_PAGE_MESSAGES } from '#features/profile/messages';
import { MAIL_PREFERENCES_SECTION_MESSAGES } from '#features/mail-preferences/messages';
import { asRead } from '#test/as-read';

const user: TCurrentUser = {
  id: 42,
  firstName: 'Inès',
  lastName: 'Moreau',
  username: 'ines',
  email: 'ines@exemple.fr',
  role: 'user',
  profileImage: null,
  created_at: '2025-09-01T10:00:00.000Z',
  emailVerified: true,
  hasPassword: true,
  eventRemindersEnabled: true,
  roles: [],
  permissions: [],
};

const auth = vi.hoisted(() => ({ logout: vi.fn(async () => {}), updateCurrentUser: vi.fn(), acceptSession: vi.fn(), isAdmin: false }));
// The signed-in member is given here rather than restored through the fake API: the page expects
// the session its route guard waited for.
vi.mock('#lib/auth', () => ({
  AuthProvider: ({ children }: { children: ReactNode }) => children,
  useAuth: () => ({
    user: { ...user, role: auth.isAdmin ? 'admin' : 'user' },
    isAdmin: auth.isAdmin,
    can: () => auth.isAdmin,
    logout: auth.logout,
    updateCurrentUser: auth.updateCurrentUser,
    acceptSession: auth.acceptSession,
  }),
  // The real hook, over the mocked logout: leave for the page, then end the session.
  useLogOutAndLeave: () => {
    const navigate = useNavigate();
    return async (to = '/', state?: unknown) => {
      await navigate(to, { replace: true, state });
      await auth.logout();
    };
  },
}));

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function anEvent(id: number, startsAt: string, fields: Partial<TEvent> = {}): TEvent {
  return {
    id,
    title: `Événement ${id}`,
    description: 'Description',
    date: startsAt.slice(0, 10),
    time: '19:00',
    starts_at: startsAt,
    type: 'concert',
    location: 'Metz',
    image: null,
    images: [],
    max_participants: 50,
    participant_count: 3,
    isFeatured: false,
    isPast: new Date(startsAt).getTime() < Date.now(),
    is_full: false,
    isParticipating: true,
    created_at: '2025-01-01T00:00:00.000Z',
    created_by: null,
    series_id: null,
    ...fields,
  };
}

const today = toParisDate();
const activeMembership: TMembership = {
  id: 7,
  membership_type: 'premium',
  start_date: addMonths(today, -1),
  end_date: addMonths(today, 11),
  duration_months: 12,
  renewal_count: 0,
  state: 'active',
  status: 'active',
  amount: 25,
  invoice_number: '2026-0003',
  payment_status: 'paid',
  payment_method: 'helloasso',
  paid_on: addMonths(today, -1),
};

function stubProfileApi({
  events,
  memberships,
  failEvents = false,
  waiting = [],
}: {
  events: TEvent[];
  memberships: TMembership[];
  failEvents?: boolean;
  waiting?: Array<TEvent & { waitingListPosition: number }>;
}) {
  return stubApi(({ method, url, body }) => {
    if (url === '/api/users/me/waiting-list') return Response.json({ events: waiting });
    if (/\/api\/events\/\d+\/waiting-list$/.test(url) && method === 'DELETE') {
      const id = Number(url.split('/')[3]);
      waiting = waiting.filter((event) => event.id !== id);
      return Response.json({ message: WAITING_LIST_MESSAGES.left, waitingListPosition: null, participant_count: 10 });
    }
    if (url === '/api/users/me/events') return failEvents ? Response.json({ detail: 'panne' }, { status: 500 }) : Response.json({ events });
    if (url === '/api/users/me/memberships') return Response.json({ memberNumber: '42A2025', memberships });
    if (url === '/api/users/me/mail-preferences')
      return Response.json({ preferences: MAIL_CONSENT_KINDS.map((kind) => ({ kind, consented: false, changed_at: null, source: null })) });
    if (/\/api\/events\/\d+\/register$/.test(url) && method === 'DELETE') {
      const id = Number(url.split('/')[3]);
      events = events.filter((event) => event.id !== id);
      return Response.json({ message: EVENT_MESSAGES.leaveSuccess, registered: false, participant_count: 2 });
    }
    if (url === '/api/users/me' && method === 'PUT') return Response.json({ ...user, ...body });
    if (url === '/api/users/me' && method === 'DELETE') return Response.json({ message: USER_MESSAGES.accountDeleted });
    return Response.json({ detail: 'inconnu' }, { status: 404 });
  }).requests;
}

const renderProfile = (address = '/profile') =>
  renderRoutes(
    [
      { path: '/profile', Component: ProfilePage },
      { path: '/', element: <p>Accueil</p> },
    ],
    { initialEntries: [address], queryClient: new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }) },
  );

describe('the profile', { timeout: 20_000 }, () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    auth.isAdmin = false;
    auth.logout.mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the member card, the badges and the next three events soonest first', async () => {
    const events = [
      anEvent(1, inDays(20)),
      anEvent(2, inDays(3)),
      anEvent(3, inDays(-10)),
      anEvent(4, inDays(8)),
      anEvent(5, inDays(40)),
      anEvent(6, inDays(50)),
    ];
    stubProfileApi({ events, memberships: [activeMembership] });
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Inès Moreau' })).toBeInTheDocument();
    expect(await screen.findByText('Membre actif', { selector: 'header *' })).toBeInTheDocument();
    expect(screen.getByText('Participant régulier')).toBeInTheDocument();
    expect(screen.getByText('42A2025')).toBeInTheDocument();
    const agenda = screen.getByRole('heading', { name: 'Mes prochains événements' }).closest('section')!;
    expect(
      within(agenda)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Événement 2', 'Événement 4', 'Événement 1']);
  });

  it('opens on « Mes choix de mails » from the link of a mail (/profile#choix-de-mails)', async () => {
    stubProfileApi({ events: [], memberships: [] });
    renderProfile('/profile#choix-de-mails');
    expect(screen.getByRole('tab', { name: 'Paramètres' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: MAIL_PREFERENCES_SECTION_MESSAGES.title })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: asRead(MAIL_CONSENT_DEFINITIONS.association_news.label) })).not.toBeChecked();
  });

  it('has no "Membre actif" badge without a running membership, and an empty agenda', async () => {
    stubProfileApi({
      events: [],
      memberships: [{ ...activeMembership, start_date: addMonths(today, -13), end_date: addMonths(today, -1), state: 'lapsed' }],
    });
    renderProfile();
    expect(await screen.findByText(EVENT_PAGE_MESSAGES.emptyAgenda)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Découvrir nos événements' })).toHaveAttribute('href', '/events');
    await waitFor(() => expect(screen.getByText(/^Votre adhésion a expiré le /)).toBeInTheDocument());
    expect(screen.getByText('Expirée')).toBeInTheDocument();
    expect(screen.queryByText('Membre actif')).not.toBeInTheDocument();
    expect(screen.queryByText('Participant régulier')).not.toBeInTheDocument();
  });

  it('lists upcoming and past events with counts, and leaving one removes it', async () => {
    const user = userEvent.setup();
    stubProfileApi({ events: [anEvent(1, inDays(5)), anEvent(2, inDays(2)), anEvent(3, inDays(-3))], memberships: [] });
    renderProfile();
    await user.click(screen.getByRole('tab', { name: 'Événements' }));
    const upcomingTab = await screen.findByRole('tab', { name: 'À venir (2)' });
    expect(screen.getByRole('tab', { name: 'Passés (1)' })).toBeInTheDocument();
    expect(upcomingTab).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Se désinscrire\u00a0: Événement 2' }));
    expect(await screen.findByText(asRead(EVENT_MESSAGES.leaveSuccess))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Se désinscrire\u00a0: Événement 2' })).not.toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'À venir (1)' })).toBeInTheDocument();
  });

  it('shows the events the member waits for, with their place in line, and leaving a line removes it', async () => {
    const user = userEvent.setup();
    stubProfileApi({
      events: [anEvent(1, inDays(5))],
      memberships: [],
      waiting: [
        { ...anEvent(7, inDays(9)), waitingListPosition: 2 },
        { ...anEvent(8, inDays(12)), waitingListPosition: 1 },
      ],
    });
    renderProfile();
    await user.click(screen.getByRole('tab', { name: 'Événements' }));
    const section = (await screen.findByRole('heading', { level: 2, name: WAITING_LIST_PAGE_MESSAGES.profileHeading(2) })).closest('section')!;
    // Testing Library reads a non-breaking space as a space.
    const asRead = (text: string) => text.replace(/\s+/g, ' ');
    expect(within(section).getByText(asRead(WAITING_LIST_MESSAGES.position(2)))).toBeInTheDocument();
    expect(within(section).getByText(asRead(WAITING_LIST_MESSAGES.position(1)))).toBeInTheDocument();
    // The events one is registered to stay in their own list.
    expect(within(section).queryByText('Événement 1')).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: `${WAITING_LIST_PAGE_MESSAGES.leaveWaitingList}\u00a0: Événement 7` }));
    expect(await screen.findByText(WAITING_LIST_MESSAGES.left)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: WAITING_LIST_PAGE_MESSAGES.profileHeading(1) })).toBeInTheDocument());
    expect(screen.queryByText('Événement 7')).not.toBeInTheDocument();
  });

  it('says when the events cannot be loaded and offers to retry', async () => {
    const user = userEvent.setup();
    const calls = stubProfileApi({ events: [], memberships: [], failEvents: true });
    renderProfile();
    await user.click(screen.getByRole('tab', { name: 'Événements' }));
    expect(await screen.findByText(EVENT_PAGE_MESSAGES.profileEventsLoadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/users/me/events').length).toBeGreaterThan(1));
  });

  it('saves the settings with a success banner; the address is shown, not sent: changing it has its own form', async () => {
    const user = userEvent.setup();
    const calls = stubProfileApi({ events: [], memberships: [activeMembership] });
    renderProfile();
    await user.click(screen.getByRole('tab', { name: 'Paramètres' }));
    expect(screen.getByRole('heading', { name: 'Paramètres du compte' })).toBeInTheDocument();
    const firstName = screen.getByRole('textbox', { name: 'Prénom' });
    await user.clear(firstName);
    await user.type(firstName, 'Inès-Marie');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText(asRead(PROFILE_PAGE_MESSAGES.profileUpdated))).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      firstName: 'Inès-Marie',
      lastName: 'Moreau',
      profileImage: null,
      eventRemindersEnabled: true,
    });
    const email = screen.getByRole('textbox', { name: 'Adresse e-mail' });
    expect(email).toHaveValue('ines@exemple.fr');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(ACCOUNT_SECURITY_PAGE_MESSAGES.emailFieldHelp);
    expect(screen.getByRole('heading', { name: ACCOUNT_SECURITY_PAGE_MESSAGES.changeEmailTitle })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: ACCOUNT_SECURITY_PAGE_MESSAGES.changePasswordTitle })).toBeInTheDocument();
    expect(screen.getByText(/Facture n° 2026-0003/)).toBeInTheDocument();
  });

  it('deletes the account only after the typed confirmation, then logs out to the home page', async () => {
    const user = userEvent.setup();
    const calls = stubProfileApi({ events: [], memberships: [] });
    renderProfile();
    await user.click(screen.getByRole('tab', { name: 'Paramètres' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer mon compte' });
    const confirm = within(dialog).getByRole('button', { name: 'Supprimer définitivement' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox'), 'SUPPRIMER');
    await user.click(confirm);
    expect(await screen.findByText('Accueil')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/users/me')).toBe(true);
    expect(auth.logout).toHaveBeenCalled();
  });

  it('shows the Messages tab to admins only', async () => {
    stubProfileApi({ events: [], memberships: [] });
    const { unmount } = renderProfile();
    expect(screen.queryByRole('tab', { name: 'Messages' })).not.toBeInTheDocument();
    unmount();
    auth.isAdmin = true;
    renderProfile();
    expect(screen.getByRole('tab', { name: 'Messages' })).toBeInTheDocument();
  });
});

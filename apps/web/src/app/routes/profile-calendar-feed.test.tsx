import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENT_SEARCH_MESSAGES, type TEvent, type TCurrentUser } from '@action-plus/contract';
import { renderRoutes, stubApi } from '#test/render-app';
import ProfilePage from './profile';
import { EVENT_FINDING_MESSAGES } from '#features/events/messages';
import { asRead } from '#test/as-read';

const member: TCurrentUser = {
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

// The signed-in member is given here, as the page's route guard would have waited for the session.
vi.mock('#lib/auth', () => ({
  AuthProvider: ({ children }: { children: ReactNode }) => children,
  useAuth: () => ({ user: member, isAdmin: false, can: () => false, logout: vi.fn(), updateCurrentUser: vi.fn(), acceptSession: vi.fn() }),
  useLogOutAndLeave: () => vi.fn(),
}));

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const anEvent = (id: number, startsAt: string): TEvent => ({
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
  isParticipating: true,
  is_full: false,
  created_at: '2025-01-01T00:00:00.000Z',
  created_by: null,
  series_id: null,
});

const FIRST_URL = 'https://actionplusmetz.org/api/events/member-feed.ics?token=premier';
const SECOND_URL = 'https://actionplusmetz.org/api/events/member-feed.ics?token=second';

function stubProfileApi(events: TEvent[]) {
  let feedUrl = FIRST_URL;
  return stubApi(({ method, url }) => {
    if (url === '/api/users/me/events') return Response.json({ events });
    if (url === '/api/users/me/memberships') return Response.json({ memberNumber: '42A2025', memberships: [] });
    if (url === '/api/users/me/calendar-feed' && method === 'GET') return Response.json({ url: feedUrl, webcal_url: feedUrl.replace('https:', 'webcal:') });
    if (url === '/api/users/me/calendar-feed' && method === 'POST') {
      feedUrl = SECOND_URL;
      return Response.json({ url: feedUrl, webcal_url: feedUrl.replace('https:', 'webcal:'), message: EVENT_SEARCH_MESSAGES.calendarFeedRenewed });
    }
    return Response.json({ detail: 'inconnu' }, { status: 404 });
  }).requests;
}

function renderProfile() {
  renderRoutes([{ path: '/profile', Component: ProfilePage }], {
    initialEntries: ['/profile'],
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  });
  return userEvent.setup();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the profile’s events', () => {
  it('lists the upcoming and the past events by date ascending, as the specification sorts both', async () => {
    stubProfileApi([anEvent(1, inDays(9)), anEvent(2, inDays(2)), anEvent(3, inDays(-30)), anEvent(4, inDays(-2)), anEvent(5, inDays(-10))]);
    const user = renderProfile();
    await user.click(screen.getByRole('tab', { name: 'Événements' }));
    const upcomingPanel = await screen.findByRole('tabpanel', { name: 'À venir (2)' });
    expect(
      within(upcomingPanel)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Événement 2', 'Événement 1']);
    await user.click(screen.getByRole('tab', { name: 'Passés (3)' }));
    const pastPanel = await screen.findByRole('tabpanel', { name: 'Passés (3)' });
    expect(
      within(pastPanel)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Événement 3', 'Événement 5', 'Événement 4']);
  });

  it('shows the member’s secret calendar address to copy or subscribe to, and renews it', async () => {
    const requests = stubProfileApi([]);
    const user = renderProfile();
    await user.click(screen.getByRole('tab', { name: 'Événements' }));

    const section = (await screen.findByRole('heading', { name: EVENT_FINDING_MESSAGES.myFeedHeading })).closest('section')!;
    const address = await within(section).findByRole('textbox', { name: EVENT_FINDING_MESSAGES.myFeedLabel });
    expect(address).toHaveValue(FIRST_URL);
    expect(address).toHaveAttribute('readonly');
    expect(within(section).getByRole('link', { name: EVENT_FINDING_MESSAGES.subscribe })).toHaveAttribute('href', FIRST_URL.replace('https:', 'webcal:'));

    await user.click(within(section).getByRole('button', { name: EVENT_FINDING_MESSAGES.copy }));
    // user-event's stand-in for the clipboard holds what was copied.
    expect(await navigator.clipboard.readText()).toBe(FIRST_URL);
    expect(await screen.findByText(EVENT_FINDING_MESSAGES.copied)).toBeInTheDocument();

    // Renewing asks first, since every calendar following the old address stops being updated.
    await user.click(within(section).getByRole('button', { name: EVENT_FINDING_MESSAGES.renew }));
    expect(within(section).getByText(asRead(EVENT_FINDING_MESSAGES.renewConfirm))).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    await user.click(within(section).getByRole('button', { name: EVENT_FINDING_MESSAGES.renew }));
    expect(await screen.findByText(asRead(EVENT_SEARCH_MESSAGES.calendarFeedRenewed))).toBeInTheDocument();
    expect(within(section).getByRole('textbox', { name: EVENT_FINDING_MESSAGES.myFeedLabel })).toHaveValue(SECOND_URL);
    expect(requests.filter((request) => request.method === 'POST' && request.url === '/api/users/me/calendar-feed')).toHaveLength(1);
  });
});

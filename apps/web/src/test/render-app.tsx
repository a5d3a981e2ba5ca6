import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { permissionsOf, type TAssociationSettings, type TCurrentUser } from '@action-plus/contract';
import { SEEDED_ASSOCIATION_SETTINGS } from '@action-plus/contract/association-settings-seed';
import { AppProviders } from '#app/providers';
import { createQueryClient } from '#lib/query-client';
import { setSession } from '#lib/api-client';

export const sampleMember: TCurrentUser = {
  id: 12,
  firstName: 'Camille',
  lastName: 'Martin',
  username: 'camille.martin',
  email: 'camille.martin@exemple.fr',
  role: 'user',
  profileImage: null,
  created_at: '2026-01-05T10:00:00.000Z',
  emailVerified: true,
  hasPassword: true,
  eventRemindersEnabled: true,
  roles: [],
  permissions: [],
};

export const sampleAdmin: TCurrentUser = {
  ...sampleMember,
  id: 1,
  firstName: 'Inès',
  username: 'ines.admin',
  email: 'ines@exemple.fr',
  role: 'admin',
  roles: ['admin'],
  permissions: permissionsOf(['admin']),
};

/** A member who holds these roles (decision 041): what the navbar and the guards read. */
export const sampleWithRoles = (roles: TCurrentUser['roles']): TCurrentUser => ({
  ...sampleMember,
  id: 30,
  firstName: 'Lou',
  username: 'lou.equipe',
  email: 'lou@exemple.fr',
  role: roles.includes('admin') ? 'admin' : 'user',
  roles,
  permissions: permissionsOf(roles),
});

/** One request the component under test sent: the URL as it was given, the JSON body parsed. */
export type SentRequest = { method: string; url: string; body: ReturnType<typeof JSON.parse> };

/** Answers one endpoint; `body` is what JSON.parse gives, so it may read its fields. */
type Handler = (body: SentRequest['body'], request: SentRequest) => Response | Promise<Response>;

/** Answers any request, or returns undefined to leave it to the defaults of `stubApi`. */
type Answer = (request: SentRequest) => Response | undefined | Promise<Response | undefined>;

/**
 * The one fake of the API in component tests: replaces fetch with a tiny server, either a table
 * (`'POST /api/auth/login': (body) => Response.json(...)`, keyed by method and path) or a function
 * of the request. The session restore answers 401 (nobody logged in) unless `user` is given;
 * anything not answered is a 404. Returns the mock, whose `requests` lists what was sent.
 */
export function stubApi(handlers: Record<string, Handler> | Answer = {}, { user = null }: { user?: TCurrentUser | null } = {}) {
  const requests: SentRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    };
    requests.push(request);
    const key = `${request.method} ${new URL(request.url, 'http://localhost').pathname}`;
    const answer = await (typeof handlers === 'function' ? handlers(request) : handlers[key]?.(request.body, request));
    if (answer) return answer;
    if (key === 'POST /api/auth/refresh-token') {
      return user
        ? Response.json({ access_token: 'jeton-de-test', user })
        : Response.json({ detail: 'Aucune session active. Veuillez vous connecter.' }, { status: 401 });
    }
    if (key === 'GET /api/auth/google/config') return Response.json({ enabled: false });
    return Response.json({ detail: 'Ressource introuvable.' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return Object.assign(fetchMock, { requests });
}

/** Calls made to one endpoint, e.g. `callsTo(fetchMock, 'POST /api/auth/register')`. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, key: string) {
  return fetchMock.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}` === key);
}

/** The association's settings the component tests run with: the values the site starts from. */
export const sampleAssociation: TAssociationSettings = SEEDED_ASSOCIATION_SETTINGS;

/**
 * A copy of the sample settings with some sections changed, for a test that checks a page shows
 * what the settings say: `withAssociation({ identity: { name: 'Le Cercle' } })`.
 */
export function withAssociation(changes: { [Section in keyof TAssociationSettings]?: Partial<TAssociationSettings[Section]> }): TAssociationSettings {
  const settings = structuredClone(sampleAssociation);
  for (const [section, values] of Object.entries(changes)) Object.assign(settings[section as keyof TAssociationSettings], values);
  return settings;
}

/**
 * The one render helper of component tests: routes in a memory router inside the app's providers
 * (logged out until the fake API's session restore says otherwise), with the association's
 * settings (`sampleAssociation` unless `association` is given). A test may give its own query
 * client, to turn off the app's retries for instance.
 */
export function renderRoutes(
  routes: RouteObject[],
  {
    initialEntries = ['/'],
    queryClient = createQueryClient(),
    association = sampleAssociation,
  }: { initialEntries?: (string | { pathname: string; state?: unknown })[]; queryClient?: QueryClient; association?: TAssociationSettings } = {},
) {
  setSession(null);
  const router = createMemoryRouter(routes, { initialEntries });
  const view = render(
    <AppProviders association={association} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { TUser } from '@action-plus/contract';
import { AppProviders, createQueryClient } from '../app/providers';
import { setSession } from '../lib/api-client';

export const sampleMember: TUser = {
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
};

export const sampleAdmin: TUser = { ...sampleMember, id: 1, firstName: 'Inès', username: 'ines.admin', email: 'ines@exemple.fr', role: 'admin' };

type Handler = (body: unknown) => Response | Promise<Response>;

/**
 * Replaces fetch with a tiny server: `'POST /api/auth/login': (body) => Response.json(...)`.
 * The session restore answers 401 (nobody logged in) unless `user` is given; anything not
 * listed answers 404. Returns the mock to inspect the calls.
 */
export function stubApi(handlers: Record<string, Handler> = {}, { user = null }: { user?: TUser | null } = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const handler = handlers[key];
    if (handler) return handler(body);
    if (key === 'POST /api/auth/refresh-token') {
      return user
        ? Response.json({ access_token: 'jeton-de-test', user })
        : Response.json({ detail: 'Aucune session active. Veuillez vous connecter.' }, { status: 401 });
    }
    if (key === 'GET /api/auth/google/config') return Response.json({ enabled: false });
    return Response.json({ detail: 'Ressource introuvable.' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Calls made to one endpoint, e.g. `callsTo(fetchMock, 'POST /api/auth/register')`. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, key: string) {
  return fetchMock.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}` === key);
}

/** Renders routes in a memory router inside the app's providers (fresh cache, logged out). */
export function renderRoutes(routes: RouteObject[], { initialEntries = ['/'] }: { initialEntries?: (string | { pathname: string; state?: unknown })[] } = {}) {
  setSession(null);
  const router = createMemoryRouter(routes, { initialEntries });
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

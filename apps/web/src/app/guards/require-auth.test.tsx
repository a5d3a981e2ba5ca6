import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderRoutes, sampleAdmin, sampleMember, stubApi } from '#test/render-app';
import { RequireAuth } from './require-auth';
import { RequireAdmin } from './require-admin';
import { SHELL_MESSAGES } from '../messages';

const routes = [
  { path: '/', element: <p>Accueil</p> },
  { path: '/login', element: <p>Page de connexion</p> },
  { Component: RequireAuth, children: [{ path: '/profile', element: <p>Mon profil</p> }] },
  { Component: RequireAdmin, children: [{ path: '/admin/memberships', element: <p>Adhésions</p> }] },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the page guards', () => {
  it("show 'Chargement...' while the session loads, then send a visitor to /login", async () => {
    stubApi();
    const { router } = renderRoutes(routes, { initialEntries: ['/profile'] });
    expect(screen.getByText('Chargement...')).toBeInTheDocument();
    expect(await screen.findByText('Page de connexion')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/profile' });
  });

  it('let a member whose session is restored from the cookie see the page', async () => {
    stubApi({}, { user: sampleMember });
    renderRoutes(routes, { initialEntries: ['/profile'] });
    expect(await screen.findByText('Mon profil')).toBeInTheDocument();
  });

  it('tell a member who is not an admin that an admin page is reserved to administrators', async () => {
    stubApi({}, { user: sampleMember });
    renderRoutes(routes, { initialEntries: ['/admin/memberships'] });
    expect(await screen.findByRole('heading', { level: 1, name: SHELL_MESSAGES.adminsOnlyTitle })).toBeInTheDocument();
    expect(screen.queryByText('Adhésions')).not.toBeInTheDocument();
  });

  it('show an admin the version the server runs below an admin page', async () => {
    stubApi({ 'GET /api/health': async () => Response.json({ status: 'ok', version: '1.4.2' }) }, { user: sampleAdmin });
    renderRoutes(routes, { initialEntries: ['/admin/memberships'] });
    expect(await screen.findByText('Adhésions')).toBeInTheDocument();
    expect(await screen.findByText('Version 1.4.2 du site')).toBeInTheDocument();
  });

  it('send a visitor from an admin page to /login, to come back after signing in', async () => {
    stubApi();
    const { router } = renderRoutes(routes, { initialEntries: ['/admin/memberships'] });
    expect(await screen.findByText('Page de connexion')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/admin/memberships' });
  });
});

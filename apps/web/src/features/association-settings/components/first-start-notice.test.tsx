import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { TCurrentUser } from '@action-plus/contract';
import { Layout } from '#app/layout/layout';
import { asRead } from '#test/as-read';
import { callsTo, renderRoutes, sampleAdmin, sampleMember, stubApi } from '#test/render-app';
import { FIRST_START_MESSAGES as M } from '../messages';

function renderLayout(user: TCurrentUser | null, identityPending: boolean, path = '/events') {
  const fetchMock = stubApi({ 'GET /api/admin/first-start': () => Response.json({ identity_pending: identityPending }) }, { user });
  renderRoutes([{ path: '*', element: <Layout /> }], { initialEntries: [path] });
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a new site's first-start notice", () => {
  it('asks admins to present the association, with a link to its identity, while the server says it waits for it', async () => {
    renderLayout(sampleAdmin, true);
    expect(await screen.findByText(asRead(M.title))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: M.link })).toHaveAttribute('href', '/admin/association#identity');
  });

  it('points to the sections below on the settings page itself', async () => {
    renderLayout(sampleAdmin, true, '/admin/association');
    expect(await screen.findByText(M.onSettingsPage)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: M.link })).not.toBeInTheDocument();
  });

  it('says nothing once the identity is saved, and never asks the server for members or visitors', async () => {
    const forAdmin = renderLayout(sampleAdmin, false);
    await vi.waitFor(() => expect(callsTo(forAdmin, 'GET /api/admin/first-start')).toHaveLength(1));
    expect(screen.queryByText(asRead(M.title))).not.toBeInTheDocument();
    cleanup();
    for (const user of [sampleMember, null]) {
      const fetchMock = renderLayout(user, true);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(callsTo(fetchMock, 'GET /api/admin/first-start')).toHaveLength(0);
      expect(screen.queryByText(asRead(M.title))).not.toBeInTheDocument();
      cleanup();
    }
  });
});

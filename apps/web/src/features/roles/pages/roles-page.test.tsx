import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLE_MESSAGES, type TTeamMember } from '@action-plus/contract';
import { renderRoutes, sampleAdmin, stubApi } from '#test/render-app';
import RolesPage from './roles-page';

const treasurer: TTeamMember = { id: 5, first_name: 'Jeanne', last_name: 'Müller', email: 'jeanne@exemple.fr', roles: ['treasurer'] };
const admin: TTeamMember = { id: sampleAdmin.id, first_name: 'Inès', last_name: 'Martin', email: sampleAdmin.email, roles: ['admin'] };
const candidate: TTeamMember = { id: 8, first_name: 'Yasmine', last_name: 'Haddad', email: 'yasmine@exemple.fr', roles: [] };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(onChange: (body: Record<string, unknown>, url: string) => Response, candidates = () => [candidate]) {
  const fetchMock = stubApi(
    async (request) => {
      if (request.url === '/api/admin/roles') return Response.json({ members: [admin, treasurer] });
      if (request.url.startsWith('/api/admin/roles/candidates')) return Response.json({ members: candidates() });
      if (request.method === 'POST' && request.url.startsWith('/api/admin/roles/')) return onChange(request.body, request.url);
      return undefined;
    },
    { user: sampleAdmin },
  );
  renderRoutes([{ path: '/admin/roles', element: <RolesPage /> }], { initialEntries: ['/admin/roles'] });
  return fetchMock;
}

describe('« Équipe et droits »', () => {
  it('lists the team, finds a member and grants a role once the admin’s password confirms it', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: { url: string; body: Record<string, unknown> }[] = [];
    renderPage(
      (body, url) => {
        sent.push({ url, body });
        return Response.json({ message: ROLE_MESSAGES.roleGranted });
      },
      () => [{ ...candidate, roles: sent.length > 0 ? ['organiser'] : [] }],
    );
    expect(await screen.findByText('Jeanne Müller')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retirer le rôle Trésorier (Jeanne Müller)' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: /Rechercher un membre/ }), 'yas');
    expect(await screen.findByText('Yasmine Haddad')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rôle à donner à Yasmine Haddad' }), 'organiser');
    await user.click(screen.getByRole('button', { name: 'Donner le rôle' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirmer le nouveau rôle' });
    await user.type(within(dialog).getByLabelText(/Votre mot de passe/), 'motdepasse-solide');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText(ROLE_MESSAGES.roleGranted)).toBeInTheDocument();
    expect(sent).toEqual([{ url: '/api/admin/roles/grant', body: { user_id: 8, role: 'organiser', current_password: 'motdepasse-solide' } }]);

    // The role granted is no longer offered, nor still chosen: the button waits for another choice.
    const select = screen.getByRole('combobox', { name: 'Rôle à donner à Yasmine Haddad' });
    await waitFor(() => expect(within(select).queryByRole('option', { name: 'Organisateur' })).not.toBeInTheDocument());
    expect(select).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Donner le rôle' })).toBeDisabled();
  });

  it('shows the server’s refusal next to the password: the last admin cannot be removed', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(() => Response.json({ detail: ROLE_MESSAGES.lastAdmin }, { status: 409 }));
    await user.click(await screen.findByRole('button', { name: 'Retirer le rôle Administrateur (Inès Martin)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmer le retrait du rôle' });
    await user.type(within(dialog).getByLabelText(/Votre mot de passe/), 'motdepasse-solide');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    const password = screen.getByLabelText(/Votre mot de passe/);
    expect(await screen.findByText(/Impossible de retirer le dernier administrateur/)).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Impossible de retirer le dernier administrateur'));
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANNOUNCEMENTS_PAGE_HEADING, ASSEMBLIES_PAGE_HEADING, GALLERY_PAGE_HEADING, NEWS_PAGE_HEADING, type TCurrentUser } from '@action-plus/contract';
import { callsTo, renderRoutes, sampleAdmin, sampleMember, sampleWithRoles, stubApi } from '#test/render-app';
import { MessagesTab } from '#features/contact/components/messages-tab';
import { Navbar } from './navbar';
import { SHELL_MESSAGES } from '../messages';

function renderNavbar(user: TCurrentUser | null, handlers = {}) {
  const fetchMock = stubApi(handlers, { user });
  const view = renderRoutes([{ path: '*', element: <Navbar /> }], { initialEntries: ['/events'] });
  return { ...view, fetchMock };
}

const navigation = () => screen.getByRole('navigation', { name: 'Navigation principale' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the navigation bar', () => {
  it('offers the main pages, and login and registration to visitors', async () => {
    renderNavbar(null);
    const nav = navigation();
    for (const name of ['Accueil', 'À propos', 'Événements', 'Contact']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Faire un don' })).toHaveAttribute('href', '/faire-un-don');
    expect(within(nav).queryByRole('link', { name: 'Galerie' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Trésorerie' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Administration' })).not.toBeInTheDocument();
    expect(await within(nav).findByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Inscription' })).toHaveAttribute('href', '/register');
    expect(within(nav).queryByRole('button', { name: 'Déconnexion' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Événements' })).toHaveAttribute('aria-current', 'page');
  });

  it("shows a member's first name on the profile button, and no admin link", async () => {
    renderNavbar(sampleMember);
    const profile = await within(navigation()).findByRole('link', { name: 'Camille' });
    expect(profile).toHaveAttribute('href', '/profile');
    expect(within(navigation()).queryByRole('link', { name: 'Connexion' })).not.toBeInTheDocument();
    expect(within(navigation()).queryByRole('link', { name: 'Créer un événement' })).not.toBeInTheDocument();
    expect(within(navigation()).queryByRole('link', { name: 'Gestion des Adhésions' })).not.toBeInTheDocument();
  });

  it('falls back to the username, then to the capitalised e-mail local part', async () => {
    renderNavbar({ ...sampleMember, firstName: '' });
    expect(await within(navigation()).findByRole('link', { name: 'camille.martin' })).toBeInTheDocument();
    cleanup();

    renderNavbar({ ...sampleMember, firstName: '', username: '', email: 'lea@exemple.fr' });
    expect(await within(navigation()).findByRole('link', { name: 'Lea' })).toBeInTheDocument();
  });

  it('gives admins the event creation, membership management and treasury links, in an « Administration » menu', async () => {
    const user = userEvent.setup({ delay: null });
    renderNavbar(sampleAdmin);
    expect(await within(navigation()).findByRole('link', { name: 'Créer un événement' })).toHaveAttribute('href', '/events/create');
    expect(within(navigation()).getByRole('link', { name: 'Gestion des Adhésions' })).toHaveAttribute('href', '/admin/memberships');
    expect(within(navigation()).getByRole('link', { name: 'Trésorerie' })).toHaveAttribute('href', '/admin/tresorerie');
    expect(within(navigation()).getByRole('link', { name: "Paramètres de l'association" })).toHaveAttribute('href', '/admin/association');
    expect(within(navigation()).getByRole('link', { name: 'Faire un don' })).toBeInTheDocument();

    const toggle = within(navigation()).getByRole('button', { name: 'Administration' });
    expect(toggle).toHaveAttribute('aria-controls', 'menu-administration');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    await user.click(within(navigation()).getByRole('link', { name: 'Accueil' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows each role only the administration links its permissions open (decision 041)', async () => {
    const links = () =>
      within(navigation())
        .queryAllByRole('link')
        .map((link) => link.textContent);
    const { fetchMock } = renderNavbar(sampleWithRoles(['treasurer']));
    expect(await within(navigation()).findByRole('link', { name: 'Trésorerie' })).toHaveAttribute('href', '/admin/tresorerie');
    expect(within(navigation()).getByRole('link', { name: 'Dons' })).toBeInTheDocument();
    expect(within(navigation()).getByRole('link', { name: 'Gestion des Adhésions' })).toBeInTheDocument();
    for (const hidden of ['Créer un événement', "Paramètres de l'association", 'Équipe et droits', 'Messages']) expect(links()).not.toContain(hidden);
    // A treasurer does not read the contact messages: their count is never asked for.
    expect(within(navigation()).getByRole('button', { name: 'Administration' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/admin/contact-messages/unread-count')).toHaveLength(0);
    cleanup();

    renderNavbar(sampleWithRoles(['organiser']));
    expect(await within(navigation()).findByRole('link', { name: 'Créer un événement' })).toHaveAttribute('href', '/events/create');
    for (const hidden of ['Trésorerie', 'Dons', 'Gestion des Adhésions', "Paramètres de l'association", 'Équipe et droits'])
      expect(links()).not.toContain(hidden);
    cleanup();

    renderNavbar(sampleAdmin);
    expect(await within(navigation()).findByRole('link', { name: 'Équipe et droits' })).toHaveAttribute('href', '/admin/roles');
  });

  it('offers everyone the news, and the writing of articles in the administration to who may write them (news.write)', async () => {
    // The shell writes the contract's word itself, so as not to carry the news module in the first view.
    expect(SHELL_MESSAGES.news).toBe(NEWS_PAGE_HEADING);
    expect(SHELL_MESSAGES.gallery).toBe(GALLERY_PAGE_HEADING);
    const newsLinks = () =>
      within(navigation())
        .queryAllByRole('link', { name: 'Actualités' })
        .map((link) => link.getAttribute('href'));

    renderNavbar(null);
    await within(navigation()).findByRole('link', { name: 'Connexion' });
    expect(newsLinks()).toEqual(['/actualites']);
    cleanup();

    renderNavbar(sampleWithRoles(['treasurer']));
    await within(navigation()).findByRole('button', { name: 'Administration' });
    expect(newsLinks()).toEqual(['/actualites']);
    cleanup();

    for (const roles of [['organiser'], ['secretary']] as const) {
      renderNavbar(sampleWithRoles([...roles]));
      await within(navigation()).findByRole('button', { name: /^Administration/ });
      expect(newsLinks(), roles[0]).toEqual(['/actualites', '/admin/actualites']);
      cleanup();
    }
  });

  it('offers « Annonces » in the administration to who may send them (announcements.send: admins and secretaries)', async () => {
    expect(SHELL_MESSAGES.announcements).toBe(ANNOUNCEMENTS_PAGE_HEADING);
    const announcementLinks = () =>
      within(navigation())
        .queryAllByRole('link', { name: 'Annonces' })
        .map((link) => link.getAttribute('href'));

    for (const [roles, expected] of [
      [['treasurer'], []],
      [['organiser'], []],
      [['secretary'], ['/admin/annonces']],
      [['admin'], ['/admin/annonces']],
    ] as const) {
      renderNavbar(sampleWithRoles([...roles]));
      await within(navigation()).findByRole('button', { name: /^Administration/ });
      expect(announcementLinks(), roles[0]).toEqual(expected);
      cleanup();
    }
  });

  it('offers « Assemblées générales » in the administration to who may run them (assemblies.manage: admins and secretaries)', async () => {
    expect(SHELL_MESSAGES.assemblies).toBe(ASSEMBLIES_PAGE_HEADING);
    const assemblyLinks = () =>
      within(navigation())
        .queryAllByRole('link', { name: ASSEMBLIES_PAGE_HEADING })
        .map((link) => link.getAttribute('href'));

    for (const [roles, expected] of [
      [['treasurer'], []],
      [['organiser'], []],
      [['secretary'], ['/admin/assemblees']],
      [['admin'], ['/admin/assemblees']],
    ] as const) {
      renderNavbar(sampleWithRoles([...roles]));
      await within(navigation()).findByRole('button', { name: /^Administration/ });
      expect(assemblyLinks(), roles[0]).toEqual(expected);
      cleanup();
    }
  });

  it('marks the news link as the current page on an article too', async () => {
    stubApi({}, { user: null });
    renderRoutes([{ path: '*', element: <Navbar /> }], { initialEntries: ['/actualites/le-concert-de-printemps'] });
    await within(navigation()).findByRole('link', { name: 'Connexion' });
    expect(within(navigation()).getAllByRole('link', { name: 'Actualités' })[0]).toHaveAttribute('aria-current', 'page');
  });

  it('keeps a menu open when the page already on its way as it opened is drawn, and closes it on any other page', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderNavbar(sampleAdmin);
    const toggle = await within(navigation()).findByRole('button', { name: 'Administration' });
    // The browser shows the next page's address before that page is drawn (a lazily loaded route).
    window.history.replaceState(null, '', '/admin/dons');
    await user.click(toggle);
    await act(() => router.navigate('/admin/dons'));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await act(() => router.navigate('/about'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // A link followed from the menu closes it, even one to the page on screen.
    window.history.replaceState(null, '', '/about');
    await user.click(toggle);
    await user.click(within(navigation()).getByRole('link', { name: 'À propos' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    window.history.replaceState(null, '', '/');
  });

  it("shows admins how many contact messages are unread, on « Administration » and on the menu's « Messages »", async () => {
    const { fetchMock } = renderNavbar(sampleAdmin, { 'GET /api/admin/contact-messages/unread-count': () => Response.json({ unread_count: 3 }) });
    expect(await within(navigation()).findByRole('button', { name: 'Administration, 3 messages non lus' })).toBeInTheDocument();
    const inbox = within(navigation()).getByRole('link', { name: 'Messages, 3 non lus' });
    expect(inbox).toHaveAttribute('href', '/profile#messages');
    expect(callsTo(fetchMock, 'GET /api/admin/contact-messages/unread-count')).toHaveLength(1);
  });

  it('shows no count when nothing is unread, and never asks for it for members and visitors', async () => {
    const answers = { 'GET /api/admin/contact-messages/unread-count': () => Response.json({ unread_count: 0 }) };
    const admin = renderNavbar(sampleAdmin, answers);
    await waitFor(() => expect(callsTo(admin.fetchMock, 'GET /api/admin/contact-messages/unread-count')).toHaveLength(1));
    expect(within(navigation()).getByRole('button', { name: 'Administration' })).toBeInTheDocument();
    expect(within(navigation()).getByRole('link', { name: 'Messages' })).toBeInTheDocument();
    cleanup();

    for (const user of [sampleMember, null]) {
      const { fetchMock } = renderNavbar(user, answers);
      await within(navigation()).findByRole('link', { name: user ? 'Camille' : 'Connexion' });
      expect(within(navigation()).queryByRole('link', { name: /^Messages/ })).not.toBeInTheDocument();
      expect(callsTo(fetchMock, 'GET /api/admin/contact-messages/unread-count')).toHaveLength(0);
      cleanup();
    }
  });

  it('counts one less once an admin opens an unread message', async () => {
    let unread = 2;
    const message = {
      id: 5,
      name: 'Inès Moreau',
      email: 'ines@exemple.fr',
      subject: 'Horaires',
      message: 'Ouvert le dimanche ?',
      status: 'unread',
      created_at: '2025-06-14T17:00:00.000Z',
      read_at: null,
      reply: null,
      reply_draft: 'Bonjour Inès Moreau,',
    };
    stubApi(
      {
        'GET /api/admin/contact-messages/unread-count': () => Response.json({ unread_count: unread }),
        'GET /api/admin/contact-messages': () => Response.json([message]),
        'PUT /api/admin/contact-messages/5/read': () => {
          unread -= 1;
          return Response.json({ ...message, status: 'read', read_at: '2025-06-15T08:00:00.000Z' });
        },
      },
      { user: sampleAdmin },
    );
    renderRoutes([
      {
        path: '*',
        element: (
          <>
            <Navbar />
            <MessagesTab />
          </>
        ),
      },
    ]);
    const user = userEvent.setup({ delay: null });
    expect(await within(navigation()).findByRole('button', { name: 'Administration, 2 messages non lus' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Horaires' }));
    expect(await within(navigation()).findByRole('button', { name: 'Administration, 1 message non lu' })).toBeInTheDocument();
    expect(within(navigation()).getByRole('link', { name: 'Messages, 1 non lu' })).toBeInTheDocument();
  });

  it('logs out and returns to the home page', async () => {
    const user = userEvent.setup({ delay: null });
    const { router, fetchMock } = renderNavbar(sampleMember, { 'POST /api/auth/logout': () => Response.json({ message: 'Vous êtes déconnecté.' }) });

    await user.click(await within(navigation()).findByRole('button', { name: 'Déconnexion' }));

    expect(await within(navigation()).findByRole('link', { name: 'Connexion' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(callsTo(fetchMock, 'POST /api/auth/logout')).toHaveLength(1);
  });

  it('opens and closes the menu with its button and Escape', async () => {
    const user = userEvent.setup({ delay: null });
    renderNavbar(null);
    const toggle = within(navigation()).getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

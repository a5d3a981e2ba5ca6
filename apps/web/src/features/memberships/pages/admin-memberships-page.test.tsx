import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MEMBERSHIP_MESSAGES,
  MEMBERSHIP_PAYMENT_MESSAGES,
  addDays,
  addMonths,
  toParisDate,
  type TMemberDetailsResponse,
  type TMemberListItem,
} from '@action-plus/contract';
import { renderRoutes, stubApi, type SentRequest } from '#test/render-app';
import AdminMembershipsPage from './admin-memberships-page';
import { MEMBERSHIP_PAGE_MESSAGES, MEMBERSHIP_PAYMENT_PAGE_MESSAGES, MEMBERSHIP_STATE_PAGE_MESSAGES } from '../messages';
import { asRead } from '#test/as-read';

const today = toParisDate();

function aMember(id: number, fields: Partial<TMemberListItem>, endDate: string | null, startDate = endDate ? addMonths(endDate, -12) : null): TMemberListItem {
  return {
    id,
    firstName: 'Camille',
    lastName: 'Martin',
    email: `membre${id}@exemple.fr`,
    username: `membre${id}`,
    created_at: '2025-09-01T10:00:00.000Z',
    lastMembershipId: endDate ? id * 10 : null,
    membership: endDate
      ? {
          id: id * 10,
          membership_type: 'standard',
          start_date: startDate!,
          end_date: endDate,
          duration_months: 12,
          renewal_count: 0,
          state: endDate >= today ? 'active' : 'lapsed',
          status: endDate >= today ? 'active' : 'inactive',
          amount: 25,
          invoice_number: '2026-0001',
          payment_status: 'due',
          payment_method: null,
          paid_on: null,
        }
      : null,
    state: endDate ? (endDate >= today ? 'active' : 'lapsed') : 'none',
    covered_until: endDate,
    ...fields,
  };
}

const members = [
  aMember(1, { firstName: 'Élodie', lastName: 'Lefèvre' }, addMonths(today, 6)),
  aMember(2, { firstName: 'Karim', lastName: 'Benali' }, addMonths(today, -2)),
  aMember(3, { firstName: 'Zoé', lastName: 'Durand', email: 'zoe@exemple.fr' }, null),
  aMember(4, { firstName: 'Lucas', lastName: 'Petit' }, addDays(today, 12)),
  aMember(5, { firstName: 'Nora', lastName: 'Haddad' }, addMonths(addDays(today, 3), 12), addDays(today, 3)),
];

const details: TMemberDetailsResponse = {
  member: members[0]!,
  memberships: [
    { ...members[0]!.membership!, id: 11, start_date: addMonths(today, 6), end_date: addMonths(today, 18), state: 'upcoming' },
    members[0]!.membership!,
  ],
  reminders: [{ membership_id: 10, kind: 'ends-in-30-days', sent_at: '2026-03-02T08:00:00.000Z' }],
};

function stubMembersApi() {
  return stubApi(({ url, body }) => {
    const membership = { ...members[0]!.membership!, id: 99 };
    if (url === '/api/admin/members') return Response.json({ members });
    if (url === '/api/admin/members/1') return Response.json(details);
    if (url === '/api/admin/create-user') {
      if (body.email === 'pris@exemple.fr') return Response.json({ detail: 'Un compte existe déjà avec cette adresse e-mail.' }, { status: 409 });
      return Response.json(
        {
          id: 50,
          ...body,
          role: 'user',
          profileImage: null,
          created_at: '2026-01-01T00:00:00.000Z',
          emailVerified: false,
          hasPassword: false,
          eventRemindersEnabled: true,
        },
        { status: 201 },
      );
    }
    if (url === '/api/admin/create-membership') return Response.json({ membership_id: 99, membership }, { status: 201 });
    if (/\/api\/admin\/members\/\d+\/renew$/.test(url)) return Response.json({ membership_id: 99, membership }, { status: 201 });
    if (url === '/api/admin/memberships/10/payment') {
      return Response.json({ membership: { ...members[0]!.membership!, payment_status: 'paid', ...body }, message: MEMBERSHIP_PAYMENT_MESSAGES.markedPaid });
    }
    return undefined;
  }).requests;
}

const renderPage = () =>
  renderRoutes([{ path: '/', Component: AdminMembershipsPage }], {
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  });

/** What the page posted: the fake API also lists the session restore that the app's providers ask for. */
const isPostOfThePage = (call: SentRequest) => call.method === 'POST' && call.url.startsWith('/api/admin/');

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryByRole('rowheader')?.textContent)
    .filter(Boolean);

describe('the membership administration page', { timeout: 20_000 }, () => {
  let calls: SentRequest[];
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    calls = stubMembersApi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists members with their end date or "Aucune adhésion", their status, and an invoice only when they have a membership', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Gestion des Memberships' })).toBeInTheDocument();
    const row = (await screen.findByRole('rowheader', { name: 'Zoé Durand' })).closest('tr')!;
    expect(within(row).getByText('Aucune adhésion')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Télécharger la facture/ })).not.toBeInTheDocument();
    const active = screen.getByRole('rowheader', { name: 'Élodie Lefèvre' }).closest('tr')!;
    expect(within(active).getByText('Active')).toBeInTheDocument();
    const badgeOf = (name: string) => within(screen.getByRole('rowheader', { name }).closest('tr')!).getAllByRole('cell')[2]!.textContent;
    expect(badgeOf('Karim Benali')).toBe('Expirée');
    expect(badgeOf('Lucas Petit')).toBe('Expire bientôt');
    expect(badgeOf('Nora Haddad')).toBe('À venir');
    expect(within(active).getByRole('button', { name: 'Télécharger la facture de Élodie Lefèvre' })).toBeInTheDocument();
  });

  it('searches by name or e-mail, ignoring case, and filters by status', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('rowheader', { name: 'Zoé Durand' });
    await user.type(screen.getByPlaceholderText('Rechercher un membre par nom ou email...'), 'ZOE@');
    expect(rowNames()).toEqual(['Zoé Durand']);
    await user.clear(screen.getByPlaceholderText('Rechercher un membre par nom ou email...'));
    await user.click(screen.getByRole('button', { name: 'Actifs (2)' }));
    expect(rowNames()).toEqual(['Élodie Lefèvre', 'Lucas Petit']);
    await user.click(screen.getByRole('button', { name: 'Expirent bientôt (1)' }));
    expect(rowNames()).toEqual(['Lucas Petit']);
    await user.click(screen.getByRole('button', { name: 'À venir (1)' }));
    expect(rowNames()).toEqual(['Nora Haddad']);
    await user.click(screen.getByRole('button', { name: 'Expirés (1)' }));
    expect(rowNames()).toEqual(['Karim Benali']);
    await user.click(screen.getByRole('button', { name: 'Sans adhésion (1)' }));
    expect(rowNames()).toEqual(['Zoé Durand']);
  });

  it('adds a member: the button waits for the four required fields, the duration sets the amount, the e-mail shape is checked', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('rowheader', { name: 'Zoé Durand' });
    await user.click(screen.getByRole('button', { name: 'Ajouter un membre' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter un membre' });
    const submit = within(dialog).getByRole('button', { name: 'Ajouter le membre' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Prénom' }), 'Aïcha');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nom' }), 'Benali');
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'aicha@exemple');
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: "Nom d'utilisateur" }), 'aicha.b');
    expect(submit).toBeEnabled();

    expect(within(dialog).getByLabelText('Montant (€)')).toHaveValue(25);
    await user.selectOptions(within(dialog).getByLabelText('Durée'), '24');
    expect(within(dialog).getByLabelText('Montant (€)')).toHaveValue(45);
    await user.selectOptions(within(dialog).getByLabelText("Type d'adhésion"), 'premium');
    await user.selectOptions(within(dialog).getByLabelText(/^Paiement/), 'cheque');
    expect(within(dialog).getByLabelText(/^Date du paiement/)).toHaveValue(today);

    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MEMBERSHIP_MESSAGES.invalidEmail);
    expect(calls.filter(isPostOfThePage)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), '.fr');
    await user.click(submit);
    expect(await screen.findByText(asRead(MEMBERSHIP_PAGE_MESSAGES.memberAdded))).toBeInTheDocument();
    const posts = calls.filter(isPostOfThePage);
    expect(posts).toEqual([
      { method: 'POST', url: '/api/admin/create-user', body: { firstName: 'Aïcha', lastName: 'Benali', email: 'aicha@exemple.fr', username: 'aicha.b' } },
      {
        method: 'POST',
        url: '/api/admin/create-membership',
        body: { userId: 50, membershipType: 'premium', duration: 24, amount: 45, paymentMethod: 'cheque', paidOn: today },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's reason when adding fails", async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('rowheader', { name: 'Zoé Durand' });
    await user.click(screen.getByRole('button', { name: 'Ajouter un membre' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Prénom' }), 'A');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nom' }), 'B');
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'pris@exemple.fr');
    await user.type(within(dialog).getByRole('textbox', { name: "Nom d'utilisateur" }), 'abc');
    await user.selectOptions(within(dialog).getByLabelText(/^Paiement/), 'a_regler');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter le membre' }));
    expect(await screen.findByText(asRead(`${MEMBERSHIP_PAGE_MESSAGES.addMemberFailed}Un compte existe déjà avec cette adresse e-mail.`))).toBeInTheDocument();
  });

  it('renews with a duration and an amount that starts at 25 and is not set by the duration', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: "Renouveler l'adhésion de Karim Benali" }));
    const dialog = screen.getByRole('dialog');
    const amount = within(dialog).getByLabelText(/Montant/);
    expect(amount).toHaveValue(25);
    expect(amount).toHaveAttribute('step', '0.01');
    await user.selectOptions(within(dialog).getByLabelText(/Durée/), '36');
    expect(amount).toHaveValue(25);
    await user.clear(amount);
    await user.type(amount, '60.5');
    await user.selectOptions(within(dialog).getByLabelText(/^Paiement/), 'a_regler');
    expect(within(dialog).queryByLabelText(/^Date du paiement/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Renouveler' }));
    expect(await screen.findByText(asRead(MEMBERSHIP_PAGE_MESSAGES.renewed))).toBeInTheDocument();
    expect(calls.find(isPostOfThePage)).toEqual({
      method: 'POST',
      url: '/api/admin/members/2/renew',
      body: { duration: 36, amount: 60.5, paymentMethod: null },
    });
  });

  it('asks how the dues were paid, and shows each refusal next to its field before anything is sent (decision 036)', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: "Renouveler l'adhésion de Karim Benali" }));
    const dialog = screen.getByRole('dialog');
    const renew = within(dialog).getByRole('button', { name: 'Renouveler' });
    const method = within(dialog).getByLabelText(/^Paiement/);
    expect(method).toHaveValue('');
    expect(
      within(method)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choisir…', MEMBERSHIP_PAYMENT_PAGE_MESSAGES.dueOption, 'Chèque', 'Espèces', 'Virement', 'Prélèvement', 'HelloAsso (hors site)', 'Gratuite']);

    await user.click(renew);
    expect(method).toHaveAccessibleDescription(expect.stringContaining(MEMBERSHIP_PAYMENT_PAGE_MESSAGES.methodRequired));
    expect(method).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(method, 'virement');
    const paidOn = within(dialog).getByLabelText(/^Date du paiement/);
    expect(paidOn).toHaveAttribute('max', today);
    await user.clear(paidOn);
    await user.type(paidOn, addDays(today, 1));
    await user.click(renew);
    expect(paidOn).toHaveAccessibleDescription(MEMBERSHIP_PAYMENT_MESSAGES.paidOnInFuture);

    // « Gratuit » costs nothing: the amount follows, and no day is asked.
    await user.selectOptions(method, 'gratuit');
    expect(within(dialog).getByLabelText(/Montant/)).toHaveValue(0);
    expect(within(dialog).queryByLabelText(/^Date du paiement/)).not.toBeInTheDocument();
    const amount = within(dialog).getByLabelText(/Montant/);
    await user.clear(amount);
    await user.type(amount, '10');
    await user.click(renew);
    expect(amount).toHaveAccessibleDescription(MEMBERSHIP_PAYMENT_MESSAGES.freeHasAmount);
    expect(calls.filter(isPostOfThePage)).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(renew);
    expect(await screen.findByText(asRead(MEMBERSHIP_PAGE_MESSAGES.renewed))).toBeInTheDocument();
    expect(calls.find(isPostOfThePage)).toEqual({
      method: 'POST',
      url: '/api/admin/members/2/renew',
      body: { duration: 12, amount: 0, paymentMethod: 'gratuit' },
    });
  });

  it('marks dues « À régler » as paid, with the method and the day', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Voir les détails de Élodie Lefèvre' }));
    const dialog = screen.getByRole('dialog', { name: 'Détails du membre' });
    const history = await within(dialog).findByRole('heading', { name: 'Adhésions' });
    const running = within(history.nextElementSibling as HTMLElement).getAllByRole('listitem')[1]!;
    expect(within(running).getByText('À régler')).toBeInTheDocument();
    await user.click(within(running).getByRole('button', { name: /^Marquer comme payée l’adhésion/ }));
    await user.click(within(running).getByRole('button', { name: MEMBERSHIP_PAYMENT_PAGE_MESSAGES.markPaidSubmit }));
    expect(within(running).getByLabelText(/^Paiement/)).toHaveAccessibleDescription(MEMBERSHIP_PAYMENT_MESSAGES.methodRequired);
    await user.selectOptions(within(running).getByLabelText(/^Paiement/), 'virement');
    await user.click(within(running).getByRole('button', { name: MEMBERSHIP_PAYMENT_PAGE_MESSAGES.markPaidSubmit }));
    expect(await screen.findByText(asRead(MEMBERSHIP_PAYMENT_MESSAGES.markedPaid))).toBeInTheDocument();
    expect(calls.find(isPostOfThePage)).toEqual({
      method: 'POST',
      url: '/api/admin/memberships/10/payment',
      body: { paymentMethod: 'virement', paidOn: today },
    });
  });

  it('shows the details of a member', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Voir les détails de Élodie Lefèvre' }));
    const dialog = screen.getByRole('dialog', { name: 'Détails du membre' });
    expect(within(dialog).getByText('1A2025')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Standard')[0]).toBeInTheDocument();
    // Every membership with its state (the renewal bought in advance is « À venir »), and the reminders sent.
    const history = await within(dialog).findByRole('heading', { name: 'Adhésions' });
    const items = within(history.nextElementSibling as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^(À venir|Active)$/).textContent)).toEqual(['À venir', 'Active']);
    expect(within(dialog).getByRole('heading', { name: 'Rappels envoyés' })).toBeInTheDocument();
    expect(within(dialog).getByText(/^Rappel 30 jours avant la fin envoyé le 2 mars 2026 à 09:00/)).toBeInTheDocument();
  });

  it('says when the details could not be read, and « Réessayer » reads them again', async () => {
    let detailsReads = 0;
    stubApi(({ url }) => {
      if (url === '/api/admin/members') return Response.json({ members });
      if (url === '/api/admin/members/1') return (detailsReads += 1) === 1 ? new Response('', { status: 502 }) : Response.json(details);
      return undefined;
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Voir les détails de Élodie Lefèvre' }));
    const dialog = screen.getByRole('dialog', { name: 'Détails du membre' });
    expect(await within(dialog).findByText(MEMBERSHIP_STATE_PAGE_MESSAGES.detailsLoadFailed)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Réessayer' }));
    expect(await within(dialog).findByRole('heading', { name: 'Adhésions' })).toBeInTheDocument();
    expect(detailsReads).toBe(2);
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_MESSAGES, type TAssociationSettings } from '@action-plus/contract';
import { callsTo, renderRoutes, stubApi, withAssociation } from '#test/render-app';
import { formatDayRange, toMetzCalendarDay } from '#lib/dates';
import ContactPage from './contact-page';
import { CONTACT_PAGE_MESSAGES, CONTACT_PAGE_SETTINGS } from '../messages';

const renderPage = (association?: TAssociationSettings) =>
  renderRoutes([{ path: '/contact', Component: ContactPage }], { initialEntries: ['/contact'], association });

const SEND = 'POST /api/contact';
const answerWith = (status: number, payload: unknown) => stubApi({ [SEND]: () => Response.json(payload, { status }) });

async function fillForm(user: ReturnType<typeof userEvent.setup>, { subject = '' } = {}) {
  await user.type(screen.getByLabelText(/^Nom/), 'Inès Moreau');
  await user.type(screen.getByLabelText(/Adresse e-mail/), 'ines@exemple.fr');
  if (subject) await user.type(screen.getByLabelText(/Sujet/), subject);
  await user.type(screen.getByLabelText(/^Message/), 'Bonjour !');
}

describe('the contact page', () => {
  beforeEach(() => {
    stubApi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("shows the association's address in Metz, phone, e-mail, website and opening hours", () => {
    renderPage();
    const details = screen.getByRole('list', { name: 'Nos coordonnées' });
    expect(within(details).getByText(/3A rue des Jardiniers/)).toBeInTheDocument();
    expect(within(details).getByText(/57000 Metz/)).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: '03 87 56 75 00' })).toHaveAttribute('href', 'tel:+33387567500');
    expect(within(details).getByRole('link', { name: 'contact@actionplusmetz.org' })).toHaveAttribute('href', 'mailto:contact@actionplusmetz.org');
    expect(within(details).getByRole('link', { name: 'actionplusmetz.org' })).toHaveAttribute('href', 'https://actionplusmetz.org');
    expect(within(details).getByText('Lundi - Vendredi')).toBeInTheDocument();
    expect(within(details).getByText('9h00 - 18h00')).toBeInTheDocument();
    expect(within(details).getByText('Fermé')).toBeInTheDocument();
    expect(within(details).queryByText(/Fermeture/)).not.toBeInTheDocument();
  });

  it('shows the introduction, contact details, hours, closures to come and place on the map that the settings give', async () => {
    const today = toMetzCalendarDay();
    const year = Number(today.slice(0, 4));
    renderPage(
      withAssociation({
        contact: {
          address: { street: '12 place du Marché', postalCode: '67000', city: 'Strasbourg', region: '', country: 'France', countryCode: 'FR' },
          location: { latitude: 48.5819, longitude: 7.7507 },
          phone: '03 88 00 00 00',
          email: 'bonjour@cercle.example',
          website: 'https://www.cercle.example/',
          openingHours: [
            { day: 'monday', slots: [] },
            { day: 'tuesday', slots: [{ opens: '14:00', closes: '19:30' }] },
            {
              day: 'wednesday',
              slots: [
                { opens: '09:00', closes: '12:00' },
                { opens: '14:00', closes: '19:30' },
              ],
            },
            { day: 'thursday', slots: [{ opens: '14:00', closes: '19:30' }] },
            { day: 'friday', slots: [{ opens: '14:00', closes: '19:30' }] },
            { day: 'saturday', slots: [] },
            { day: 'sunday', slots: [] },
          ],
          closures: [
            { from: `${year + 1}-08-01`, to: `${year + 1}-08-15`, label: 'congés d’été' },
            { from: `${year - 1}-12-24`, to: `${year - 1}-12-31`, label: 'fêtes de fin d’année' },
            { from: today, to: today, label: 'inventaire' },
          ],
        },
        presentation: { contactIntro: 'Passez au local ou écrivez-nous.' },
      }),
    );
    expect(screen.getByText('Passez au local ou écrivez-nous.')).toBeInTheDocument();
    const details = screen.getByRole('list', { name: 'Nos coordonnées' });
    expect(within(details).getByText(/12 place du Marché/)).toBeInTheDocument();
    expect(within(details).getByText(/67000 Strasbourg/)).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: '03 88 00 00 00' })).toHaveAttribute('href', 'tel:+33388000000');
    expect(within(details).getByRole('link', { name: 'bonjour@cercle.example' })).toHaveAttribute('href', 'mailto:bonjour@cercle.example');
    expect(within(details).getByRole('link', { name: 'cercle.example' })).toHaveAttribute('href', 'https://www.cercle.example/');
    const hours = within(details)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(hours).toEqual([
      ['Lundi', 'Fermé'],
      ['Mardi', '14h00 - 19h30'],
      ['Mercredi', '9h00 - 12h00, 14h00 - 19h30'],
      ['Jeudi - Vendredi', '14h00 - 19h30'],
      ['Samedi - Dimanche', 'Fermé'],
    ]);
    // The closures not over yet, the soonest first; the past one is gone.
    expect(
      within(details)
        .getAllByText(/^Fermeture/)
        .map((closure) => closure.textContent),
    ).toEqual([`Fermeture\u00a0: ${formatDayRange(today, today)} (inventaire)`, `Fermeture\u00a0: du 1er au 15 août ${year + 1} (congés d’été)`]);
    await userEvent.click(screen.getByRole('button', { name: 'Afficher le plan' }));
    expect(screen.getByTitle("Plan d'accès : 12 place du Marché, 67000 Strasbourg, France")).toHaveAttribute(
      'src',
      expect.stringContaining('marker=48.5819,7.7507'),
    );
    expect(screen.getByRole('link', { name: /Agrandir le plan/ })).toHaveAttribute('href', expect.stringContaining('mlat=48.5819&mlon=7.7507'));
  });

  it('embeds an OpenStreetMap plan of the address once asked, with a link to open it larger', async () => {
    renderPage();
    // Nothing is asked of openstreetmap.org before the visitor wants the map.
    expect(screen.queryByTitle(/Plan d'accès/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Afficher le plan' }));
    const map = screen.getByTitle(/Plan d'accès : 3A rue des Jardiniers/);
    expect(map.tagName).toBe('IFRAME');
    await waitFor(() => expect(map).toHaveFocus());
    expect(map.getAttribute('src')).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=[\d.,]+&layer=mapnik&marker=49\.1203,6\.1849$/);
    expect(screen.getByRole('link', { name: /Agrandir le plan/ })).toHaveAttribute('href', expect.stringContaining('mlat=49.1203&mlon=6.1849'));
  });

  it('names the missing fields next to them and sends nothing', async () => {
    const fetchStub = answerWith(201, { message: CONTACT_MESSAGES.sent });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: CONTACT_PAGE_MESSAGES.submit }));
    expect(await screen.findAllByText(CONTACT_MESSAGES.requiredFields)).toHaveLength(3);
    expect(screen.getByLabelText(/^Nom/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Sujet/)).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByLabelText(/Adresse e-mail/), 'pas-un-email');
    await user.click(screen.getByRole('button', { name: CONTACT_PAGE_MESSAGES.submit }));
    expect(await screen.findByText(CONTACT_MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(callsTo(fetchStub, SEND)).toHaveLength(0);
  });

  it('sends the message, shows the success notice, clears the form, and the notice goes away after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchStub = answerWith(201, { message: CONTACT_MESSAGES.sent });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage();
    await fillForm(user, { subject: 'Bénévolat' });
    await user.click(screen.getByRole('button', { name: CONTACT_PAGE_MESSAGES.submit }));
    expect(await screen.findByText(CONTACT_MESSAGES.sent)).toBeInTheDocument();
    expect(fetchStub.requests.filter((request) => request.url === '/api/contact')).toEqual([
      { method: 'POST', url: '/api/contact', body: { name: 'Inès Moreau', email: 'ines@exemple.fr', subject: 'Bénévolat', message: 'Bonjour !' } },
    ]);
    expect(screen.getByLabelText(/^Nom/)).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
    act(() => {
      vi.advanceTimersByTime(CONTACT_PAGE_SETTINGS.noticeMs - 100);
    });
    expect(screen.getByText(CONTACT_MESSAGES.sent)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText(CONTACT_MESSAGES.sent)).not.toBeInTheDocument();
  });

  it("shows the server's detail when it refuses, and keeps what was typed", async () => {
    answerWith(429, { detail: CONTACT_MESSAGES.tooManyFromAddress });
    const user = userEvent.setup();
    renderPage();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: CONTACT_PAGE_MESSAGES.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.tooManyFromAddress);
    expect(screen.getByLabelText(/^Nom/)).toHaveValue('Inès Moreau');
  });

  it('says to try again when the network fails, and the generic error when the server gives no detail', async () => {
    stubApi({ [SEND]: () => Promise.reject(new TypeError('Failed to fetch')) });
    const user = userEvent.setup();
    renderPage();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: CONTACT_PAGE_MESSAGES.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_PAGE_MESSAGES.networkFailed);

    stubApi({ [SEND]: () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    await user.click(screen.getByRole('button', { name: CONTACT_PAGE_MESSAGES.submit }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(CONTACT_PAGE_MESSAGES.sendFailed));
    expect(screen.getByRole('alert')).not.toHaveTextContent('Veuillez réessayer');
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASSOCIATION, CONTACT_MESSAGES } from '@action-plus/contract';
import { callsTo, renderRoutes, stubApi } from '#test/render-app';
import ContactPage from './contact-page';
import { CONTACT_PAGE_MESSAGES, CONTACT_PAGE_SETTINGS } from '../messages';

const renderPage = () => renderRoutes([{ path: '/contact', Component: ContactPage }], { initialEntries: ['/contact'] });

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
    expect(within(details).getByRole('link', { name: ASSOCIATION.phoneDisplay })).toHaveAttribute('href', 'tel:+33387567500');
    expect(within(details).getByRole('link', { name: ASSOCIATION.email })).toHaveAttribute('href', `mailto:${ASSOCIATION.email}`);
    expect(within(details).getByRole('link', { name: ASSOCIATION.websiteDisplay })).toHaveAttribute('href', ASSOCIATION.website);
    expect(within(details).getByText('Lundi - Vendredi')).toBeInTheDocument();
    expect(within(details).getByText('9h00 - 18h00')).toBeInTheDocument();
    expect(within(details).getByText('Fermé')).toBeInTheDocument();
  });

  it('embeds an OpenStreetMap plan of the address, lazily, with a link to open it larger', () => {
    renderPage();
    const map = screen.getByTitle(/Plan d'accès : 3A rue des Jardiniers/);
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('loading', 'lazy');
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

import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASSOCIATION, AUTH_MESSAGES, EVENT_MESSAGES } from '@action-plus/contract';
import HomePage from './home';

function renderHome(state?: unknown) {
  const router = createMemoryRouter([{ path: '/', Component: HomePage }], { initialEntries: [{ pathname: '/', state }] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the home page', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ events: [] }), { status: 200, headers: { 'content-type': 'application/json' } })),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens with the hero and its button to the events', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: ASSOCIATION.tagline })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Découvrir nos événements' })).toHaveAttribute('href', '/events');
  });

  it('shows the three fixed figures: Événements 1, Membres actifs 45, Pays 2', () => {
    renderHome();
    const figures = screen.getByRole('region', { name: `${ASSOCIATION.name} en chiffres` });
    const pairs = within(figures)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Événements', '1'],
      ['Membres actifs', '45'],
      ['Pays', '2'],
    ]);
  });

  it('shows three testimonials', () => {
    renderHome();
    const testimonials = screen.getByRole('region', { name: 'Ils nous ont rejoints' });
    expect(within(testimonials).getAllByRole('listitem')).toHaveLength(3);
    for (const testimonial of ASSOCIATION.testimonials) expect(within(testimonials).getByText(testimonial.quote)).toBeInTheDocument();
  });

  it('invites to join with links to registration and login', () => {
    renderHome();
    const join = screen.getByRole('region', { name: "Rejoignez l'aventure" });
    expect(within(join).getByRole('link', { name: 'Créer mon compte' })).toHaveAttribute('href', '/register');
    expect(within(join).getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  });

  it('shows the message the previous page sent, such as the welcome after registration', () => {
    renderHome({ message: AUTH_MESSAGES.registerSuccess });
    expect(screen.getByText(AUTH_MESSAGES.registerSuccess).closest('[role="status"]')).not.toBeNull();
  });

  it('shows no message when none was sent', () => {
    renderHome();
    expect(screen.queryByText(AUTH_MESSAGES.registerSuccess)).not.toBeInTheDocument();
  });

  it('asks the API for the latest events and links to all of them', async () => {
    renderHome();
    const section = screen.getByRole('region', { name: 'Nos prochains événements' });
    expect(await within(section).findByText(EVENT_MESSAGES.emptyUpcoming)).toBeInTheDocument();
    expect(String(vi.mocked(fetch).mock.calls[0]?.[0])).toContain('/api/events');
    expect(within(section).getByRole('link', { name: 'Voir tous les événements' })).toHaveAttribute('href', '/events');
  });

  it('sets the association as the page title', () => {
    renderHome();
    expect(document.title).toBe(`${ASSOCIATION.name} | Association culturelle et solidaire à ${ASSOCIATION.address.city}`);
  });
});

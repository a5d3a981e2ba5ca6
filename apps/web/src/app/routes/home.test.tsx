import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAssociationSettings } from '@action-plus/contract';
import { callsTo, renderRoutes, sampleAssociation, stubApi, withAssociation } from '#test/render-app';
import HomePage from './home';
import { EVENT_PAGE_MESSAGES } from '#features/events/messages';
import { AUTH_PAGE_MESSAGES } from '#features/auth/messages';
import { asRead } from '#test/as-read';
import { buildArticleCard, newsList } from '#features/news/test/news-fixture';

const renderHome = (state?: unknown, association?: TAssociationSettings) =>
  renderRoutes([{ path: '/', Component: HomePage }], { initialEntries: [{ pathname: '/', state }], association });

const { identity } = sampleAssociation;

describe('the home page', () => {
  let fetchMock: ReturnType<typeof stubApi>;
  beforeEach(() => {
    fetchMock = stubApi({ 'GET /api/events': () => Response.json({ events: [] }) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens with the hero and its button to the events', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: identity.tagline })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Découvrir nos événements' })).toHaveAttribute('href', '/events');
  });

  it('shows the figures the server counts, Événements and Membres actifs, beside the configured Pays', async () => {
    fetchMock = stubApi({
      'GET /api/events': () => Response.json({ events: [] }),
      'GET /api/association-figures': () => Response.json({ events_held: 17, active_members: 62, participants_this_year: 240 }),
    });
    renderHome();
    const figures = screen.getByRole('region', { name: `${identity.name} en chiffres` });
    const pairs = () =>
      within(figures)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    await waitFor(() =>
      expect(pairs()).toEqual([
        ['Événements', '17'],
        ['Membres actifs', '62'],
        ['Pays', '2'],
      ]),
    );
    expect(callsTo(fetchMock, 'GET /api/association-figures')).toHaveLength(1);
  });

  it('shows only the countries when the counts cannot be read', async () => {
    fetchMock = stubApi({
      'GET /api/events': () => Response.json({ events: [] }),
      'GET /api/association-figures': () => Response.json({ detail: 'Erreur interne du serveur.' }, { status: 500 }),
    });
    renderHome();
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/association-figures').length).toBeGreaterThan(0));
    const figures = screen.getByRole('region', { name: `${identity.name} en chiffres` });
    expect(
      within(figures)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Pays']);
  });

  it('shows the figures the settings list, in their order, with their labels', async () => {
    fetchMock = stubApi({
      'GET /api/events': () => Response.json({ events: [] }),
      'GET /api/association-figures': () => Response.json({ events_held: 17, active_members: 62, participants_this_year: 240 }),
    });
    const association = withAssociation({
      figures: {
        figures: [
          { source: 'fixed', label: 'Bénévoles', value: 35 },
          { source: 'participants-this-year', label: 'Participants cette année', value: null },
          { source: 'events-held', label: 'Rencontres', value: null },
        ],
      },
    });
    renderHome(undefined, association);
    const figures = screen.getByRole('region', { name: `${identity.name} en chiffres` });
    const pairs = () =>
      within(figures)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs()).toEqual([['Bénévoles', '35']]);
    await waitFor(() =>
      expect(pairs()).toEqual([
        ['Bénévoles', '35'],
        ['Participants cette année', '240'],
        ['Rencontres', '17'],
      ]),
    );
  });

  it('shows the name, what the association is, its tagline, words and testimonials from the settings, but no hidden testimonial', () => {
    const [first, second, third] = sampleAssociation.testimonials.testimonials;
    const association = withAssociation({
      identity: { name: 'Le Cercle des Voisins', tagline: 'Se rencontrer, tout simplement', descriptor: 'Association de quartier' },
      presentation: { homeIntro: 'Repas partagés et coups de main entre voisins.' },
      testimonials: { testimonials: [first!, { ...second!, isHidden: true }, { ...third!, role: '' }] },
    });
    renderHome(undefined, association);
    expect(screen.getByText('Association de quartier à Metz')).toBeInTheDocument();
    expect(screen.getByText('Repas partagés et coups de main entre voisins.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Se rencontrer, tout simplement' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Le Cercle des Voisins en chiffres' })).toBeInTheDocument();
    const testimonials = screen.getByRole('region', { name: 'Ils nous ont rejoints' });
    expect(within(testimonials).getAllByRole('listitem')).toHaveLength(2);
    expect(within(testimonials).queryByText(second!.quote)).not.toBeInTheDocument();
    expect(within(testimonials).getByText(third!.quote)).toBeInTheDocument();
    expect(document.title).toBe('Le Cercle des Voisins | Association de quartier à Metz');
  });

  it('leaves out the testimonials and the figures when the settings have none', () => {
    renderHome(undefined, withAssociation({ testimonials: { testimonials: [] }, figures: { figures: [] } }));
    expect(screen.queryByRole('region', { name: 'Ils nous ont rejoints' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: `${identity.name} en chiffres` })).not.toBeInTheDocument();
  });

  it('shows three testimonials', () => {
    renderHome();
    const testimonials = screen.getByRole('region', { name: 'Ils nous ont rejoints' });
    expect(within(testimonials).getAllByRole('listitem')).toHaveLength(3);
    for (const testimonial of sampleAssociation.testimonials.testimonials) expect(within(testimonials).getByText(testimonial.quote)).toBeInTheDocument();
  });

  it('invites to join with links to registration and login', () => {
    renderHome();
    const join = screen.getByRole('region', { name: "Devenez membre de l'association" });
    expect(within(join).getByRole('link', { name: 'Créer mon compte' })).toHaveAttribute('href', '/register');
    expect(within(join).getByRole('link', { name: 'Se connecter pour adhérer' })).toHaveAttribute('href', '/login');
  });

  it('shows the message the previous page sent, such as the welcome after registration', () => {
    renderHome({ message: AUTH_PAGE_MESSAGES.registerSuccess });
    expect(screen.getByText(asRead(AUTH_PAGE_MESSAGES.registerSuccess)).closest('[role="status"]')).not.toBeNull();
  });

  it('shows no message when none was sent', () => {
    renderHome();
    expect(screen.queryByText(asRead(AUTH_PAGE_MESSAGES.registerSuccess))).not.toBeInTheDocument();
  });

  it('asks the API for the latest events and links to all of them', async () => {
    renderHome();
    const section = screen.getByRole('region', { name: 'Nos prochains événements' });
    expect(await within(section).findByText(asRead(EVENT_PAGE_MESSAGES.emptyUpcoming))).toBeInTheDocument();
    expect(fetchMock.requests.some((request) => request.url.startsWith('/api/events'))).toBe(true);
    expect(within(section).getByRole('link', { name: 'Voir tous les événements' })).toHaveAttribute('href', '/events');
  });

  it('shows the latest three articles, linked, and a link to all the news', async () => {
    const articles = [
      buildArticleCard(),
      buildArticleCard({ id: 2, slug: 'appel-aux-benevoles', title: 'Appel aux bénévoles' }),
      buildArticleCard({ id: 3, slug: 'le-cours-de-francais', title: 'Le cours de français reprend' }),
    ];
    fetchMock = stubApi({
      'GET /api/events': () => Response.json({ events: [] }),
      'GET /api/news': () => Response.json(newsList(articles)),
    });
    renderHome();
    const section = await screen.findByRole('region', { name: 'Actualités' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(articles.map((article) => article.title));
    expect(within(section).getByRole('link', { name: 'Appel aux bénévoles' })).toHaveAttribute('href', '/actualites/appel-aux-benevoles');
    expect(within(section).getByRole('link', { name: 'Toutes les actualités' })).toHaveAttribute('href', '/actualites');
    const request = fetchMock.requests.find((sent) => sent.url.startsWith('/api/news'))!;
    expect(new URL(request.url, 'http://localhost').searchParams.get('limit')).toBe('3');
  });

  it('shows no news section while nothing is published', async () => {
    fetchMock = stubApi({
      'GET /api/events': () => Response.json({ events: [] }),
      'GET /api/news': () => Response.json(newsList([])),
    });
    renderHome();
    await waitFor(() => expect(fetchMock.requests.some((request) => request.url.startsWith('/api/news'))).toBe(true));
    await screen.findByText(asRead(EVENT_PAGE_MESSAGES.emptyUpcoming));
    expect(screen.queryByRole('region', { name: 'Actualités' })).not.toBeInTheDocument();
  });

  it('sets the association as the page title', () => {
    renderHome();
    expect(document.title).toBe(`${identity.name} | Association culturelle et solidaire à ${sampleAssociation.contact.address.city}`);
  });
});

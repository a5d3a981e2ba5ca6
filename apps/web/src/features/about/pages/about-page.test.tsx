import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAssociationSettings } from '@action-plus/contract';
import { renderRoutes, sampleAssociation, stubApi, withAssociation } from '#test/render-app';
import AboutPage from './about-page';

function renderAbout(association?: TAssociationSettings) {
  stubApi();
  renderRoutes([{ path: '/about', Component: AboutPage }], { initialEntries: ['/about'], association });
}

describe('the about page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('tells the history in four steps: statutes, registration, certificate, today', () => {
    renderAbout();
    const history = screen.getByRole('region', { name: 'Notre histoire' });
    const steps = within(history).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[0]).toHaveTextContent('4 avril 2025');
    expect(steps[0]).toHaveTextContent('Adoption des statuts');
    expect(steps[1]).toHaveTextContent('27 mai 2025');
    expect(steps[1]).toHaveTextContent('tribunal judiciaire de Metz');
    expect(steps[2]).toHaveTextContent('28 mai 2025');
    expect(steps[2]).toHaveTextContent(sampleAssociation.identity.registrationNumber);
    expect(steps[3]).toHaveTextContent("Aujourd'hui");
    expect(within(steps[0]!).getByText('4 avril 2025')).toHaveAttribute('datetime', '2025-04-04');
  });

  it('lists the five values', () => {
    renderAbout();
    const values = screen.getByRole('region', { name: 'Nos valeurs' });
    const names = within(values)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Respect', 'Diversité', 'Inclusion', 'Innovation', 'Engagement']);
  });

  it('presents the three officers with their roles', () => {
    renderAbout();
    const team = screen.getByRole('region', { name: 'Notre bureau' });
    const officers = within(team).getAllByRole('listitem');
    expect(officers).toHaveLength(3);
    expect(officers.map((officer) => officer.textContent)).toEqual([
      expect.stringContaining('Cengiz BasbunarPrésident'),
      expect.stringContaining('Ceyhun SahinVice-président'),
      expect.stringContaining('Ahmet OzturkSecrétaire'),
    ]);
  });

  it("shows an officer's photo, named and loaded lazily, and the initials of those without one", () => {
    const photoUrl = '/uploads/0123456789abcdef0123456789abcdef.webp';
    const officers = sampleAssociation.team.officers.map((officer, index) => (index === 1 ? { ...officer, photoUrl } : officer));
    renderAbout(withAssociation({ team: { officers } }));
    const team = screen.getByRole('region', { name: 'Notre bureau' });
    const photo = within(team).getByRole('img', { name: 'Ceyhun Sahin' });
    expect(photo).toHaveAttribute('src', '/uploads/0123456789abcdef0123456789abcdef-card.webp');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width', '72');
    expect(photo).toHaveAttribute('height', '72');
    expect(within(team).getAllByRole('img')).toHaveLength(1);
    expect(within(team).getByText('CB')).toBeInTheDocument();
    expect(within(team).queryByText('CS')).not.toBeInTheDocument();
  });

  it('states the mission and ends with calls to the events and to contact', () => {
    renderAbout();
    expect(screen.getByRole('heading', { level: 1, name: 'À propos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Notre mission' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir nos événements' })).toHaveAttribute('href', '/events');
    expect(screen.getByRole('link', { name: 'Nous contacter' })).toHaveAttribute('href', '/contact');
    expect(document.title).toBe(`À propos | ${sampleAssociation.identity.name}`);
  });

  it('tells what the settings say: their history, undated step last, their values, mission and officers', () => {
    renderAbout(
      withAssociation({
        identity: { name: 'Le Cercle des Voisins', foundedYear: 1998 },
        presentation: {
          values: [{ name: 'Convivialité', description: 'On se retrouve autour d’une table.' }],
          mission: ['Nous réunissons les voisins du quartier.'],
          purposes: [],
          timeline: [
            { date: null, title: 'Aujourd’hui encore', text: 'Le cercle continue.' },
            { date: '1998-09-12', title: 'Première fête de quartier', text: 'Deux cents voisins se rencontrent.' },
          ],
        },
        team: { officers: [{ name: 'Louise Martin', role: 'Présidente', isPublicationDirector: true, photoUrl: '' }] },
      }),
    );
    expect(screen.getByText('Le Cercle des Voisins · fondée en 1998 à Metz')).toBeInTheDocument();
    expect(screen.getByText('Nous réunissons les voisins du quartier.')).toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: 'Notre histoire' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('12 septembre 1998Première fête de quartier'),
      expect.stringContaining("Aujourd'huiAujourd’hui encore"),
    ]);
    const values = within(screen.getByRole('region', { name: 'Nos valeurs' })).getAllByRole('listitem');
    expect(values.map((value) => value.textContent)).toEqual(['ConvivialitéOn se retrouve autour d’une table.']);
    const officers = within(screen.getByRole('region', { name: 'Notre bureau' })).getAllByRole('listitem');
    expect(officers.map((officer) => officer.textContent)).toEqual([expect.stringContaining('Louise MartinPrésidente')]);
    expect(document.title).toBe('À propos | Le Cercle des Voisins');
  });
});

import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ASSOCIATION } from '@action-plus/contract';
import { renderRoutes, stubApi } from '#test/render-app';
import AboutPage from './about-page';

function renderAbout() {
  stubApi();
  renderRoutes([{ path: '/about', Component: AboutPage }], { initialEntries: ['/about'] });
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
    expect(steps[2]).toHaveTextContent(ASSOCIATION.registrationNumber);
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

  it('states the mission and ends with calls to the events and to contact', () => {
    renderAbout();
    expect(screen.getByRole('heading', { level: 1, name: 'À propos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Notre mission' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir nos événements' })).toHaveAttribute('href', '/events');
    expect(screen.getByRole('link', { name: 'Nous contacter' })).toHaveAttribute('href', '/contact');
    expect(document.title).toBe(`À propos | ${ASSOCIATION.name}`);
  });
});

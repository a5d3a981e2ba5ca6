import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ASSOCIATION, DATA_RETENTION } from '@action-plus/contract';
import LegalNoticePage from './legal-notice-page';
import PrivacyPage from './privacy-page';
import TermsPage from './terms-page';

function renderPage(Page: ComponentType) {
  const router = createMemoryRouter([{ path: '/', Component: Page }]);
  const { container } = render(<RouterProvider router={router} />);
  return container;
}

/** Words that betray a text left unfinished. */
const PLACEHOLDER = /\[[^\]]*\]|x{3,}|lorem ipsum|à compléter|à définir|placeholder|todo|\bTBD\b|\.\.\./i;

describe('the legal pages', () => {
  afterEach(cleanup);

  it('name the association, its registration, its seat, its director of publication and its host', () => {
    const page = renderPage(LegalNoticePage);
    const text = page.textContent ?? '';
    expect(screen.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeInTheDocument();
    expect(text).toContain(ASSOCIATION.name);
    expect(text).toContain('Association inscrite au registre des associations du tribunal judiciaire de Metz');
    expect(text).toContain('R2025MET001009');
    expect(text).toContain('3A rue des Jardiniers, 57000 Metz');
    expect(text).toContain('03 87 56 75 00');
    expect(text).toContain('Cengiz Basbunar, président');
    expect(screen.getByRole('heading', { name: 'Hébergeur' })).toBeInTheDocument();
    expect(text).toContain(ASSOCIATION.host.name);
    expect(text).toContain(ASSOCIATION.host.address);
    expect(text).toContain(ASSOCIATION.host.phone);
  });

  it('explain the data kept, the single cookie, Google sign-in and how to use each right', () => {
    const text = renderPage(PrivacyPage).textContent ?? '';
    for (const kind of [
      'Votre compte',
      'Vos inscriptions aux événements',
      'Vos adhésions et leurs factures',
      'Vos dons et vos paiements en ligne',
      'Vos messages de contact',
      'Les journaux techniques du serveur',
    ]) {
      expect(screen.getByRole('heading', { name: kind })).toBeInTheDocument();
    }
    expect(text).toContain('Durée de conservation');
    // Checkouts never paid are purged by the daily purge after the contract's period (decision 034).
    expect(text).toContain(`${DATA_RETENTION.unpaidCheckoutsDays} jours après sa création`);
    expect(text).toContain('un seul cookie');
    expect(text).toContain('httpOnly');
    expect(text).toContain("aucun outil de mesure d'audience");
    expect(text).toContain('openstreetmap.org');
    expect(text).toContain('Google');
    expect(text).toContain('« Télécharger mes données »');
    expect(text).toContain('« Supprimer mon compte »');
    expect(text).toContain('CNIL');
    expect(screen.getAllByRole('link', { name: ASSOCIATION.email })[0]).toHaveAttribute('href', `mailto:${ASSOCIATION.email}`);
  });

  it('set the terms of use, with the dues outside the scope of VAT', () => {
    const text = renderPage(TermsPage).textContent ?? '';
    expect(screen.getByRole('heading', { level: 1, name: "Conditions d'utilisation" })).toBeInTheDocument();
    expect(text).toContain('6 mois (15,00 €)');
    expect(text).toContain('36 mois (65,00 €)');
    expect(text).toContain('TVA');
  });

  it('leave no placeholder in any of them', () => {
    for (const Page of [LegalNoticePage, PrivacyPage, TermsPage]) {
      const text = renderPage(Page).textContent ?? '';
      expect(text).not.toMatch(PLACEHOLDER);
      expect(text).not.toContain('undefined');
      cleanup();
    }
  });
});

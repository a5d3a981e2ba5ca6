import { cleanup, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATA_RETENTION, type TAssociationSettings } from '@action-plus/contract';
import { renderRoutes, sampleAssociation, stubApi, withAssociation } from '#test/render-app';
import LegalNoticePage from './legal-notice-page';
import PrivacyPage from './privacy-page';
import TermsPage from './terms-page';

function renderPage(Page: ComponentType, association?: TAssociationSettings) {
  stubApi();
  const { container } = renderRoutes([{ path: '/', Component: Page }], { association });
  return container;
}

/** Words that betray a text left unfinished. */
const PLACEHOLDER = /\[[^\]]*\]|x{3,}|lorem ipsum|à compléter|à définir|placeholder|todo|\bTBD\b|\.\.\./i;

describe('the legal pages', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('name the association, its registration, its seat, its director of publication and its host', () => {
    const page = renderPage(LegalNoticePage);
    const text = page.textContent ?? '';
    expect(screen.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeInTheDocument();
    expect(text).toContain(`${sampleAssociation.identity.name} (${sampleAssociation.identity.alternateName})`);
    expect(text).toContain('Association de droit local (Alsace-Moselle)');
    expect(text).toContain('Association inscrite au registre des associations du tribunal judiciaire de Metz');
    expect(text).toContain('R2025MET001009');
    expect(text).toContain('3A rue des Jardiniers, 57000 Metz');
    expect(text).toContain('03 87 56 75 00');
    expect(text).toContain('Cengiz Basbunar, président');
    expect(screen.getByRole('heading', { name: 'Hébergeur' })).toBeInTheDocument();
    expect(text).toContain(sampleAssociation.host.name);
    expect(text).toContain(sampleAssociation.host.address);
    expect(text).toContain(sampleAssociation.host.phone);
    expect(text).toContain("n'ont pas de numéro RNA");
    expect(text).not.toContain('SIRET');
  });

  it('follow the settings: a loi 1901 association is declared at the RNA, and its SIRET, phone and director are shown', () => {
    const association = withAssociation({
      identity: {
        name: 'Le Cercle des Voisins',
        alternateName: '',
        legalForm: 'law-1901',
        registryCourt: '',
        registrationNumber: '',
        rnaNumber: 'W751234567',
        siret: '73282932000074',
      },
      contact: { phone: '01 42 00 00 00', email: 'bonjour@cercle.example' },
      team: { officers: [{ name: 'Louise Martin', role: 'Présidente', isPublicationDirector: true, photoUrl: '' }] },
      host: { name: 'Hébergeur Exemple', address: '1 rue de l’Exemple, 75001 Paris', phone: '01 00 00 00 00' },
    });
    const text = renderPage(LegalNoticePage, association).textContent ?? '';
    expect(text).toContain('Le Cercle des Voisins');
    expect(text).not.toContain(sampleAssociation.identity.name);
    expect(text).toContain('Association régie par la loi du 1er juillet 1901');
    expect(text).toContain('Association déclarée au répertoire national des associations sous le n° W751234567');
    expect(text).not.toContain('tribunal judiciaire');
    expect(text).not.toContain('RNA.');
    expect(text).toContain('SIRET73282932000074');
    expect(text).toContain('Louise Martin, présidente');
    expect(text).toContain('Hébergeur Exemple');
    expect(screen.getByRole('link', { name: '01 42 00 00 00' })).toHaveAttribute('href', 'tel:+33142000000');
    expect(screen.getAllByRole('link', { name: 'bonjour@cercle.example' })[0]).toHaveAttribute('href', 'mailto:bonjour@cercle.example');
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
    const { email } = sampleAssociation.contact;
    expect(screen.getAllByRole('link', { name: email })[0]).toHaveAttribute('href', `mailto:${email}`);
    expect(text).toContain('représentée par Cengiz Basbunar, président.');
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

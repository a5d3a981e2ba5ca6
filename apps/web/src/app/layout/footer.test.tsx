import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { TAssociationSettings } from '@action-plus/contract';
import { formatDayRange, toMetzCalendarDay } from '#lib/dates';
import { asRead } from '#test/as-read';
import { renderRoutes, sampleAssociation, stubApi, withAssociation } from '#test/render-app';
import { Footer } from './footer';
import { LegalLine } from './legal-line';
import { Navbar } from './navbar';

function renderShell(association?: TAssociationSettings) {
  stubApi();
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            <Navbar />
            <Footer />
            <LegalLine />
          </>
        ),
      },
    ],
    { association },
  );
}

const footer = () => screen.getAllByRole('contentinfo')[0]!;

/** A loi 1901 association elsewhere in France, with a SIRET and a closure to come. */
function anotherAssociation(today: string): TAssociationSettings {
  return withAssociation({
    identity: {
      name: 'Le Cercle des Voisins',
      shortDescription: 'Association de quartier à Strasbourg.',
      foundedYear: 1998,
      legalForm: 'law-1901',
      registryCourt: '',
      registrationNumber: '',
      rnaNumber: 'W672012345',
      siret: '732829320',
    },
    contact: {
      ...sampleAssociation.contact,
      address: { street: '12 place du Marché', postalCode: '67000', city: 'Strasbourg', region: '', country: 'France', countryCode: 'FR' },
      phone: '03 88 00 00 00',
      email: 'bonjour@cercle.example',
      closures: [{ from: today, to: today, label: 'assemblée générale' }],
    },
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the shell's words about the association", () => {
  it('give the registration at the court, the hours and the contact details the site starts from', () => {
    renderShell();
    const text = footer().textContent ?? '';
    expect(text).toContain(sampleAssociation.identity.shortDescription);
    expect(text).toContain('Association inscrite au registre des associations du tribunal judiciaire de Metz');
    expect(text).toContain("N° d'inscription\u00a0: R2025MET001009");
    expect(text).not.toContain('SIRET');
    expect(text).toContain('3A rue des Jardiniers, 57000 Metz, France');
    expect(within(footer()).getByRole('link', { name: '03 87 56 75 00' })).toHaveAttribute('href', 'tel:+33387567500');
    expect(within(footer()).queryByText(/Fermeture/)).not.toBeInTheDocument();
  });

  it('follow the settings: name, legal form, SIRET, closures, contact details and years', () => {
    const today = toMetzCalendarDay();
    renderShell(anotherAssociation(today));
    const text = footer().textContent ?? '';
    expect(text).toContain('Association déclarée au répertoire national des associations');
    expect(text).toContain('N° RNA\u00a0: W672012345');
    expect(text).toContain('SIREN\u00a0: 732829320');
    expect(text).not.toContain('tribunal');
    expect(text).toContain('Association de quartier à Strasbourg.');
    expect(text).toContain('12 place du Marché, 67000 Strasbourg, France');
    expect(text).toContain(`© 1998–${new Date().getFullYear()} Le Cercle des Voisins.`);
    expect(within(footer()).getByText(asRead(`Fermeture\u00a0: ${formatDayRange(today, today)} (assemblée générale)`))).toBeInTheDocument();
    expect(within(footer()).getByRole('link', { name: '03 88 00 00 00' })).toHaveAttribute('href', 'tel:+33388000000');
    expect(within(footer()).getByRole('link', { name: 'bonjour@cercle.example' })).toHaveAttribute('href', 'mailto:bonjour@cercle.example');
    // The brand, in the navigation bar and the footer, and the legal line say the settings' name.
    expect(screen.getByRole('link', { name: 'Le Cercle des Voisins, accueil' })).toHaveAttribute('href', '/');
    expect(screen.getAllByText('Le Cercle des Voisins')).toHaveLength(4);
    expect(document.body.textContent).not.toContain(sampleAssociation.identity.name);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderRoutes, stubApi, withAssociation } from '#test/render-app';
import { BrandLogo } from './brand-logo';

const LOGO = '/uploads/0123456789abcdef0123456789abcdef.webp';

function renderBrand(identity: Parameters<typeof withAssociation>[0]['identity']) {
  stubApi();
  return renderRoutes([{ path: '*', element: <BrandLogo /> }], { association: withAssociation({ identity }) });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('style');
});

describe("the association's mark in the header", () => {
  it('is the uploaded logo when the settings give one, named by the association', () => {
    renderBrand({ name: 'Le Cercle des Voisins', logoUrl: LOGO });
    const logo = screen.getByRole('img', { name: 'Le Cercle des Voisins' });
    // The 640 px variant: the header never needs the full-size image.
    expect(logo).toHaveAttribute('src', '/uploads/0123456789abcdef0123456789abcdef-card.webp');
    expect(screen.getByText('Le Cercle des Voisins')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is the drawn mark beside the name without a logo', () => {
    const { container } = renderBrand({ name: 'Le Cercle des Voisins', logoUrl: '' });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toBeInTheDocument();
    expect(screen.getByText('Le Cercle des Voisins')).not.toHaveAttribute('aria-hidden');
  });

  it("paints the open app with the association's accent colour, and leaves the stylesheet's own alone", () => {
    renderBrand({ accentColour: '#1d4ed8' });
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#1d4ed8');
    expect(document.documentElement.style.getPropertyValue('--color-primary-hover')).toBe('#173ead');
    cleanup();
    renderBrand({ accentColour: '#9c3d1a' });
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('');
  });
});

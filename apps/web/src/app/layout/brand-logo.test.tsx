import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReplaceAssociation } from '#lib/association';
import { renderRoutes, stubApi, withAssociation } from '#test/render-app';
import { BrandLogo } from './brand-logo';

const LOGO = '/uploads/0123456789abcdef0123456789abcdef.webp';

/** An admin's save of the identity, as the settings page replaces the app's settings. */
function AccentSwitch() {
  const replace = useReplaceAssociation();
  const paint = (accentColour: string) => replace((current) => ({ ...current, identity: { ...current.identity, accentColour } }));
  return (
    <>
      <button type="button" onClick={() => paint('#1d4ed8')}>
        #1d4ed8
      </button>
      <button type="button" onClick={() => paint('#9c3d1a')}>
        #9c3d1a
      </button>
    </>
  );
}

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

  it('repaints the open app when an admin saves another accent colour, and paints it back when the first returns', async () => {
    stubApi();
    renderRoutes([{ path: '*', element: <AccentSwitch /> }], { association: withAssociation({ identity: { accentColour: '#9c3d1a' } }) });
    // The page the server sent links the starting accent's stylesheet: nothing to paint.
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('');
    await userEvent.click(screen.getByRole('button', { name: '#1d4ed8' }));
    await waitFor(() => expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#1d4ed8'));
    expect(document.documentElement.style.getPropertyValue('--color-primary-hover')).toBe('#173ead');
    await userEvent.click(screen.getByRole('button', { name: '#9c3d1a' }));
    await waitFor(() => expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe(''));
  });
});

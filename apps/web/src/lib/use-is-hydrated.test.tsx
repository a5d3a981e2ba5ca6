import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { useIsHydrated } from './use-is-hydrated';

function Field() {
  return <input aria-label="Nom" disabled={!useIsHydrated()} />;
}

describe('useIsHydrated', () => {
  it('keeps a field disabled in the server’s render and opens it once the browser has hydrated the page', async () => {
    const markup = renderToString(<Field />);
    expect(markup).toContain('disabled');

    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, <Field />));
    expect(container.querySelector('input')).not.toBeDisabled();
    act(() => root.unmount());
    container.remove();
  });

  it('opens the field at once when the browser draws the page itself', () => {
    const { getByLabelText } = render(<Field />);
    expect(getByLabelText('Nom')).not.toBeDisabled();
  });
});

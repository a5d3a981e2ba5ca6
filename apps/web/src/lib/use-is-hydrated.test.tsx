import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { HydrationStateProvider, useIsHydrated } from './use-is-hydrated';

function Field() {
  return <input aria-label="Nom" disabled={!useIsHydrated()} />;
}

describe('useIsHydrated', () => {
  it('keeps a field disabled in the server’s render and opens it once the browser has hydrated the page', async () => {
    const page = (
      <HydrationStateProvider isHydrating>
        <Field />
      </HydrationStateProvider>
    );
    const markup = renderToString(page);
    expect(markup).toContain('disabled');

    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, page));
    expect(container.querySelector('input')).not.toBeDisabled();
    act(() => root.unmount());
    container.remove();
  });

  it('opens the field at once when the browser draws the page itself', () => {
    const { getByLabelText } = render(
      <HydrationStateProvider isHydrating={false}>
        <Field />
      </HydrationStateProvider>,
    );
    expect(getByLabelText('Nom')).not.toBeDisabled();
  });

  it('opens the field outside any provider, as a test or a tree drawn by the browser is', () => {
    const { getByLabelText } = render(<Field />);
    expect(getByLabelText('Nom')).not.toBeDisabled();
  });
});

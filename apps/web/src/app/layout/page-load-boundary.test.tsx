import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageLoadError } from '../lazy-page';
import { PageLoadBoundary } from './page-load-boundary';

function Throws({ error }: { error: Error }): never {
  throw error;
}

describe('the boundary around the page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server for the address when the page’s chunk could not be loaded', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <PageLoadBoundary>
        <Throws error={new PageLoadError(new TypeError('Failed to fetch'))} />
      </PageLoadBoundary>,
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('lets any other error go on up', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <PageLoadBoundary>
          <Throws error={new Error('bogue')} />
        </PageLoadBoundary>,
      ),
    ).toThrow('bogue');
  });
});

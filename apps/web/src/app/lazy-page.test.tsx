import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, PageLoadError } from './lazy-page';

const PageContent = () => <h1>Accueil</h1>;

describe('a page loaded on demand', () => {
  it('renders at once, without its loading state, once its module was loaded beforehand', async () => {
    const page = lazyPage(async () => ({ default: PageContent }));
    await page.load();
    render(
      <Suspense fallback={<p>Chargement…</p>}>
        <page.Component />
      </Suspense>,
    );
    // Synchronously: the first render is the page itself, as hydration requires.
    expect(screen.getByRole('heading', { name: 'Accueil' })).toBeInTheDocument();
    expect(screen.queryByText('Chargement…')).not.toBeInTheDocument();
  });

  it('shows the loading state on a visit, then the page, loading its module once', async () => {
    let resolveModule: (module: { default: typeof PageContent }) => void = () => {};
    const loadModule = vi.fn(() => new Promise<{ default: typeof PageContent }>((resolve) => (resolveModule = resolve)));
    const page = lazyPage(loadModule);
    await act(async () => {
      render(
        <Suspense fallback={<p>Chargement…</p>}>
          <page.Component />
        </Suspense>,
      );
    });
    expect(screen.getByText('Chargement…')).toBeInTheDocument();
    await act(async () => resolveModule({ default: PageContent }));
    expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeInTheDocument();
    expect(loadModule).toHaveBeenCalledTimes(1);
  });

  it('fails with a PageLoadError when its chunk cannot be loaded, and asks for it again next time', async () => {
    const loadModule = vi
      .fn<() => Promise<{ default: typeof PageContent }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: PageContent });
    const page = lazyPage(loadModule);
    await expect(page.load()).rejects.toBeInstanceOf(PageLoadError);
    await expect(page.load()).resolves.toEqual({ default: PageContent });
    expect(loadModule).toHaveBeenCalledTimes(2);
  });
});

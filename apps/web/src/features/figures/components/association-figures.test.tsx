import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAssociationFigures } from '@action-plus/contract';
import { getAssociationFiguresQueryOptions } from '../api/association-figures-query';
import { AssociationFigures } from './association-figures';

const draw = (figures: TAssociationFigures | undefined) => (
  <p>{figures ? `${figures.events_held} événements, ${figures.active_members} membres` : 'aucun chiffre'}</p>
);

describe('the association’s figures on the site’s first view', () => {
  afterEach(() => {
    document.getElementById('donnees-initiales')?.remove();
    vi.unstubAllGlobals();
  });

  it('are drawn at once from the data the server sent, without the query cache nor a request', () => {
    const data = {
      mutations: [],
      queries: [{ queryKey: getAssociationFiguresQueryOptions().queryKey, state: { status: 'success', data: { events_held: 12, active_members: 48 } } }],
    };
    document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="donnees-initiales">${JSON.stringify(data)}</script>`);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);

    render(<AssociationFigures>{draw}</AssociationFigures>);

    // Synchronously, as hydration requires: no loading state in between.
    expect(screen.getByText('12 événements, 48 membres')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

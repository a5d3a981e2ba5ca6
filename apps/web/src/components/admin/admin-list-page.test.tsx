import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { SHARED_MESSAGES } from '#config/messages';
import { ApiError } from '#lib/api-client';
import { renderRoutes } from '#test/render-app';
import { AdminListPage, type AdminListWords } from './admin-list-page';

const WORDS: AdminListWords = {
  loading: 'Chargement des ateliers…',
  failed: 'Impossible de charger les ateliers.',
  empty: 'Aucun atelier pour le moment.',
  tableLabel: 'Ateliers',
  tableHint: 'Faites défiler le tableau.',
};

interface Workshop {
  id: number;
  name: string;
}

function renderList(load: () => Promise<{ workshops: Workshop[] }>) {
  function Workshops() {
    const query = useQuery({ queryKey: ['workshops'], queryFn: load });
    return (
      <AdminListPage
        heading="Ateliers"
        action={<button type="button">Nouvel atelier</button>}
        intro={<p>Les ateliers de la saison.</p>}
        query={query}
        itemsOf={(data) => data.workshops}
        keyOf={(workshop) => workshop.id}
        columns={['Nom', 'Places']}
        cellsOf={(workshop) => (
          <>
            <th scope="row">{workshop.name}</th>
            <td>12</td>
          </>
        )}
        words={WORDS}
      >
        <p>Dialogue de confirmation</p>
      </AdminListPage>
    );
  }
  renderRoutes([{ path: '/', Component: Workshops }], { queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) });
}

describe('an administration list page', () => {
  it('shows its heading, action and introduction, then one row per record under its columns, and what it holds beside', async () => {
    renderList(() =>
      Promise.resolve({
        workshops: [
          { id: 1, name: 'Reliure' },
          { id: 2, name: 'Calligraphie arabe — الخط العربي' },
        ],
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Ateliers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nouvel atelier' })).toBeInTheDocument();
    expect(screen.getByText('Les ateliers de la saison.')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nom', 'Places']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Reliure', 'Calligraphie arabe — الخط العربي']);
    expect(screen.getByRole('region', { name: WORDS.tableLabel })).toContainElement(table);
    expect(screen.getByText('Dialogue de confirmation')).toBeInTheDocument();
  });

  it('says why it failed, in the server’s words, and « Réessayer » loads it again', async () => {
    const load = vi
      .fn<() => Promise<{ workshops: Workshop[] }>>()
      .mockRejectedValueOnce(new ApiError(503, 'La base de données ne répond pas.'))
      .mockResolvedValueOnce({ workshops: [] });
    renderList(load);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('La base de données ne répond pas.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: SHARED_MESSAGES.retry }));
    expect(await screen.findByText(WORDS.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('falls back on its own sentence when the failure says nothing', async () => {
    renderList(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await screen.findByRole('alert')).toHaveTextContent(WORDS.failed);
  });
});

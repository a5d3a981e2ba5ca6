import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { JOURNAL_MESSAGES, encodeJournalCursor, type TJournalEntry, type TJournalPage } from '@action-plus/contract';
import { callsTo, renderRoutes, sampleAdmin, stubApi } from '#test/render-app';
import JournalPage from './journal-page';
import { JOURNAL_PAGE_MESSAGES as M } from '../messages';

const entry = (id: number, changes: Partial<TJournalEntry> = {}): TJournalEntry => ({
  id,
  // 14:05 UTC in July is 16:05 in Metz.
  at: '2026-07-14T14:05:00.000Z',
  actor_id: 1,
  actor_name: 'Inès Trésorière',
  actor_role: 'admin',
  action: 'donation.cancel',
  target_type: 'donation',
  target_id: String(id),
  before: { status: 'confirmed', amount_cents: 5000 },
  after: { status: 'cancelled' },
  ...changes,
});

const SECOND_CURSOR = encodeJournalCursor({ atMs: Date.parse('2026-07-14T14:05:00.000Z'), id: 2 });
const firstPage: TJournalPage = {
  entries: [
    entry(3),
    entry(2, {
      actor_id: null,
      actor_name: 'HelloAsso',
      actor_role: 'system',
      action: 'payment.refund_seen',
      target_type: 'payment',
      before: null,
      after: { status: 'refunded' },
    }),
  ],
  has_more: true,
  next_cursor: SECOND_CURSOR,
};
const secondPage: TJournalPage = {
  entries: [entry(1, { action: 'event.update', target_type: 'event', before: { title: 'Atelier' }, after: { title: 'Atelier reliure' } })],
  has_more: false,
  next_cursor: null,
};

function stubJournalApi() {
  return stubApi(
    ({ url }) => {
      const address = new URL(url, 'http://localhost');
      if (address.pathname === '/api/admin/journal') {
        if (address.searchParams.get('cursor') === SECOND_CURSOR) return Response.json(secondPage);
        if (address.searchParams.get('action') === 'settings.save') return Response.json({ entries: [], has_more: false, next_cursor: null });
        return Response.json(firstPage);
      }
      if (address.pathname === '/api/admin/journal.csv') return new Response('\uFEFFDate\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } });
      return undefined;
    },
    { user: sampleAdmin },
  );
}

const renderPage = () =>
  renderRoutes([{ path: '/', Component: JournalPage }], {
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  });

describe('the journal page (admins)', () => {
  it('shows each act with its Metz time, who, the role and the action in French, and what changed', async () => {
    stubJournalApi();
    renderPage();
    const table = await screen.findByRole('table', { name: M.tableCaption });
    const row = within(table).getAllByRole('rowheader', { name: 'Inès Trésorière' })[0]!.closest('tr')!;
    expect(row).toHaveTextContent('14 juillet 2026 à 16:05');
    expect(row).toHaveTextContent('Administrateur');
    expect(row).toHaveTextContent('Don annulé');
    expect(
      within(row)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['status\u00a0: confirmed → cancelled', 'amount_cents\u00a0: 5000']);
    const system = within(table).getByRole('rowheader', { name: 'HelloAsso' }).closest('tr')!;
    expect(system).toHaveTextContent('Système');
    expect(system).toHaveTextContent('Remboursement constaté');
  });

  it('loads the next page with « Charger plus », then has no more to load', async () => {
    const fetchStub = stubJournalApi();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: M.loadMore }));
    expect(
      await screen.findByText((_, element) => element?.tagName === 'LI' && element.textContent === 'title\u00a0: Atelier → Atelier reliure'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: M.loadMore })).not.toBeInTheDocument();
    expect(fetchStub.requests.filter((request) => request.url.includes(`cursor=${SECOND_CURSOR}`))).toHaveLength(1);
  });

  it('filters by action, and shows French errors next to the fields it refuses without asking the server', async () => {
    const fetchStub = stubJournalApi();
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table', { name: M.tableCaption });
    const asked = callsTo(fetchStub, 'GET /api/admin/journal').length;

    await user.type(screen.getByLabelText(M.fromLabel), '2026-03-05');
    await user.type(screen.getByLabelText(M.toLabel), '2026-03-01');
    await user.click(screen.getByRole('button', { name: M.apply }));
    expect(screen.getByLabelText(M.toLabel)).toHaveAccessibleDescription(JOURNAL_MESSAGES.datesReversed);
    expect(callsTo(fetchStub, 'GET /api/admin/journal')).toHaveLength(asked);

    await user.clear(screen.getByLabelText(M.toLabel));
    await user.selectOptions(screen.getByLabelText(M.actionLabel), 'Paramètres enregistrés');
    await user.click(screen.getByRole('button', { name: M.apply }));
    expect(await screen.findByText(M.empty)).toBeInTheDocument();
    const last = fetchStub.requests.at(-1)!.url;
    expect(last).toContain('action=settings.save');
    expect(last).toContain('from=2026-03-05');
  });

  it("downloads the CSV of the same selection through the API client, with the admin's token", async () => {
    const fetchStub = stubJournalApi();
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:journal');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table', { name: M.tableCaption });
    await user.selectOptions(screen.getByLabelText(M.actionLabel), 'Don annulé');
    await user.click(screen.getByRole('button', { name: M.apply }));
    await user.click(screen.getByRole('button', { name: M.download }));
    await waitFor(() => expect(saved).toEqual(['journal.csv']));
    const [request] = callsTo(fetchStub, 'GET /api/admin/journal.csv');
    expect(String(request![0])).toContain('action=donation.cancel');
    expect(new Headers(request![1]?.headers).get('authorization')).toBe('Bearer jeton-de-test');
  });
});

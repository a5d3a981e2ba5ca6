import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS, type TTreasuryMonth, type TTreasuryResponse } from '@action-plus/contract';
import { SHARED_MESSAGES } from '#config/messages';
import { callsTo, renderRoutes, sampleAdmin, stubApi } from '#test/render-app';
import TreasuryPage from './treasury-page';
import { TREASURY_PAGE_MESSAGES as M } from '../messages';
import { asRead } from '#test/as-read';

const emptyMonth = (month: string): TTreasuryMonth => ({
  month,
  active_members: 0,
  dues_cents: 0,
  dues_count: 0,
  donations_cents: 0,
  donations_count: 0,
  events: 0,
  participants: 0,
  capacity: 0,
});

function reportOf(year: number | null, changes: { march?: Partial<TTreasuryMonth>; totals?: Partial<TTreasuryResponse['totals']> } = {}): TTreasuryResponse {
  const shownYear = year ?? 2026;
  const months = Array.from({ length: 12 }, (_, index) => emptyMonth(`${shownYear}-${String(index + 1).padStart(2, '0')}`));
  months[2] = { ...months[2]!, ...changes.march };
  return {
    year,
    period: { from: `${shownYear}-01-01`, to: `${shownYear}-12-31` },
    months,
    events: [{ id: 7, title: 'Atelier cuisine', starts_at: `${shownYear}-03-14T17:00:00.000Z`, participants: 3, capacity: 12 }],
    expiring_soon: [{ user_id: 4, membership_id: 40, first_name: 'Dora', last_name: 'Dubois', email: 'dora@exemple.fr', end_date: `${shownYear}-12-05` }],
    totals: {
      year: shownYear,
      active_members: 5,
      dues_cents: 12500,
      dues_count: 5,
      donations_cents: 7000,
      donations_count: 2,
      events: 1,
      participants: 3,
      capacity: 12,
      receipts_cents: 5000,
      receipts_count: 1,
      ...changes.totals,
    },
    years: [2026, 2025],
  };
}

const recent = reportOf(null, {
  march: { active_members: 4, dues_cents: 2500, dues_count: 1, donations_cents: 5000, donations_count: 1, events: 1, participants: 3, capacity: 12 },
});
const of2025 = reportOf(2025, { march: { active_members: 2 }, totals: { dues_cents: 4500, dues_count: 2, receipts_cents: 0, receipts_count: 0 } });

const REFUNDS = [
  {
    id: 9,
    purpose: 'donation',
    amount_cents: 7000,
    payer: 'Élodie Lefèvre',
    state: 'Contesté par le payeur (opposition)',
    order_id: '91234',
    refunded_at: '2026-03-20T10:00:00.000Z',
  },
];

function stubTreasuryApi() {
  return stubApi(
    ({ url }) => {
      if (url === '/api/admin/treasury') return Response.json(recent);
      if (url === '/api/admin/treasury?year=2025') return Response.json(of2025);
      if (url.startsWith('/api/admin/treasury/exports/'))
        return new Response('\uFEFFN° de reçu\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } });
      if (url === '/api/admin/payments/refunds') return Response.json(REFUNDS);
      if (url === '/api/admin/payments/reconcile') return Response.json({ message: 'Relu.', checked: 4, recorded: 1, refunded: 0, abandoned: 2, failed: 0 });
      return undefined;
    },
    { user: sampleAdmin },
  );
}

const renderPage = () =>
  renderRoutes([{ path: '/', Component: TreasuryPage }], {
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  });

const figureOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe("the treasurer's page", () => {
  let getContext: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    // jsdom draws no canvas: the charts fall back to their tables, which is what is read here.
    getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  afterEach(() => vi.restoreAllMocks());

  it("shows the year's totals and the yearly declaration of gifts", async () => {
    stubTreasuryApi();
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: M.totalsHeading(2026) })).toBeInTheDocument();
    expect(figureOf(M.totalActiveMembers)).toBe('5');
    expect(figureOf(M.totalDues)).toBe('125,00 € (5 cotisations)');
    expect(figureOf(M.totalDonations)).toBe('70,00 € (2 dons)');
    expect(figureOf(M.totalAttendance)).toBe('3 / 12 (25\u00a0%)');
    expect(figureOf(M.declarationTotal)).toBe('50,00 €');
    expect(figureOf(M.declarationCount)).toBe('1');
  });

  it('flags what HelloAsso took back with a badge, and re-reads the payments on demand', async () => {
    const fetchStub = stubTreasuryApi();
    const user = userEvent.setup();
    renderPage();
    const badge = await screen.findByText(M.refundsBadge(1));
    expect(badge.closest('h2')).toHaveTextContent(M.refundsHeading);
    const table = screen.getByRole('table', { name: M.refundsCaption });
    expect(within(table).getByRole('rowheader', { name: 'Élodie Lefèvre' }).closest('tr')).toHaveTextContent('Contesté par le payeur (opposition)');
    await user.click(screen.getByRole('button', { name: M.reconcile }));
    expect(await screen.findByText(asRead(M.reconciled({ checked: 4, recorded: 1, refunded: 0, abandoned: 2, failed: 0 })))).toBeInTheDocument();
    expect(callsTo(fetchStub, 'POST /api/admin/payments/reconcile')).toHaveLength(1);
  });

  it('leads to the page where gifts received by cheque, transfer or cash are recorded', async () => {
    stubTreasuryApi();
    renderPage();
    expect(await screen.findByRole('link', { name: M.donationsLink })).toHaveAttribute('href', PATHS.adminDonations);
  });

  it('gives each chart its numbers as a table with a caption and headers, loading the chart library on the page', async () => {
    stubTreasuryApi();
    renderPage();
    const members = await screen.findByRole('table', { name: M.membersChartTitle });
    expect(within(members).getByRole('columnheader', { name: M.membersSeries })).toHaveAttribute('scope', 'col');
    const march = within(members).getByRole('rowheader', { name: 'mars 2026' });
    expect(march).toHaveAttribute('scope', 'row');
    expect(march.closest('tr')).toHaveTextContent('mars 20264');

    const money = screen.getByRole('table', { name: M.moneyChartTitle });
    expect(within(money).getByRole('rowheader', { name: 'mars 2026' }).closest('tr')).toHaveTextContent('25,00 € (1)50,00 € (1)');
    const attendance = screen.getByRole('table', { name: M.attendanceChartTitle });
    // Testing Library reads the no-break space before « % » as a space.
    expect(within(attendance).getByRole('rowheader', { name: 'mars 2026' }).closest('tr')).toHaveTextContent('131225 %');
    // Each table is behind « Voir les données », under its chart.
    expect(screen.getAllByText(M.showData, { selector: 'summary' })).toHaveLength(3);
    // Chart.js was loaded and asked for a canvas; without one, the page says the table holds the figures.
    await waitFor(() => expect(getContext).toHaveBeenCalled());
    expect(await screen.findAllByText(asRead(M.chartUnavailable))).toHaveLength(3);

    const events = screen.getByRole('table', { name: M.eventsCaption });
    expect(within(events).getByRole('rowheader', { name: 'Atelier cuisine' }).closest('tr')).toHaveTextContent('Atelier cuisine14/03/202631225 %');
    const expiring = screen.getByRole('table', { name: M.expiringCaption });
    expect(within(expiring).getByRole('rowheader', { name: 'Dora Dubois' }).closest('tr')).toHaveTextContent('Dora Duboisdora@exemple.fr05/12/2026');
  });

  it('shows another year when the treasurer picks it', async () => {
    const user = userEvent.setup();
    const fetchMock = stubTreasuryApi();
    renderPage();
    await screen.findByRole('heading', { level: 2, name: M.totalsHeading(2026) });
    await user.selectOptions(screen.getByRole('combobox', { name: M.periodLabel }), M.yearOption(2025));
    expect(await screen.findByRole('heading', { level: 2, name: M.totalsHeading(2025) })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/admin/treasury').map(([input]) => String(input))).toEqual(['/api/admin/treasury', '/api/admin/treasury?year=2025']);
    expect(figureOf(M.totalDues)).toBe('45,00 € (2 cotisations)');
    expect(figureOf(M.declarationCount)).toBe('0');
    expect(
      within(screen.getByRole('table', { name: M.membersChartTitle }))
        .getByRole('rowheader', { name: 'mars 2025' })
        .closest('tr'),
    ).toHaveTextContent('mars 20252');
    expect(screen.getByRole('heading', { level: 2, name: M.exportsHeading(2025) })).toBeInTheDocument();
  });

  it("downloads the year's exports through the API client, with the admin's token", async () => {
    const user = userEvent.setup();
    const fetchMock = stubTreasuryApi();
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: M.exportLabels.receipts }));
    await waitFor(() => expect(saved).toEqual(['tresorerie-2026-recus-fiscaux.csv']));
    await user.click(screen.getByRole('button', { name: M.exportLabels.payments }));
    await waitFor(() => expect(saved).toEqual(['tresorerie-2026-recus-fiscaux.csv', 'tresorerie-2026-paiements.csv']));
    const [request] = callsTo(fetchMock, 'GET /api/admin/treasury/exports/receipts.csv');
    expect(String(request![0])).toBe('/api/admin/treasury/exports/receipts.csv?year=2026');
    expect(new Headers(request![1]?.headers).get('authorization')).toBe('Bearer jeton-de-test');
  });

  it('says so when the figures cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let isDown = true;
    stubApi(
      ({ url }) => {
        if (url !== '/api/admin/treasury') return undefined;
        return isDown ? Response.json({ detail: 'Panne.' }, { status: 500 }) : Response.json(recent);
      },
      { user: sampleAdmin },
    );
    renderPage();
    expect(await screen.findByText(M.loadFailed)).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: SHARED_MESSAGES.retry }));
    expect(await screen.findByRole('heading', { level: 2, name: M.totalsHeading(2026) })).toBeInTheDocument();
  });
});

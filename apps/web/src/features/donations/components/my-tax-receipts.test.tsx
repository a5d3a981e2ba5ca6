import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TTaxReceipt } from '@action-plus/contract';
import { callsTo, renderRoutes, stubApi } from '#test/render-app';
import { DONATION_PAGE_MESSAGES as M } from '../messages';
import { MyTaxReceipts } from './my-tax-receipts';

const receipt = (fields: Partial<TTaxReceipt>): TTaxReceipt => ({
  id: 1,
  number: '2026-0001',
  kind: 'single',
  year: 2026,
  amount: 50,
  payment_date: '2026-03-12',
  issued_at: '2026-03-12T10:00:00Z',
  cancelled: false,
  replaced_by_number: null,
  ...fields,
});

describe("the donor's tax receipts in the profile", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each receipt, says which are cancelled, and asks for the yearly summary', async () => {
    let receipts = [
      receipt({}),
      receipt({ id: 2, number: '2025-0004', year: 2025, amount: 20, payment_date: '2025-05-02', cancelled: true, replaced_by_number: '2025-0009' }),
    ];
    const fetchStub = stubApi({
      'GET /api/users/me/tax-receipts': () => Response.json(receipts),
      'POST /api/users/me/tax-receipts/yearly': (body: { year: number }) => {
        const summary = receipt({ id: 3, number: '2026-0002', kind: 'yearly', payment_date: null, year: body.year });
        receipts = [summary, ...receipts.map((item) => (item.id === 1 ? { ...item, cancelled: true, replaced_by_number: '2026-0002' } : item))];
        return Response.json([summary], { status: 201 });
      },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', Component: () => <MyTaxReceipts userId={7} /> }]);
    expect(await screen.findByText('Reçu n° 2026-0001')).toBeInTheDocument();
    expect(screen.getByText(/50,00 € · 12 mars 2026/)).toBeInTheDocument();
    expect(screen.getByText(`${M.receiptCancelled} (${M.replacedBy('2025-0009')})`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.downloadLabel('2026-0001') })).toBeInTheDocument();
    // Only years with a valid receipt can be summarised.
    expect(screen.getByRole('combobox', { name: M.yearLabel })).toHaveDisplayValue('2026');
    expect(screen.queryByRole('option', { name: '2025' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: M.yearlySubmit }));
    expect(await screen.findByText(M.yearlyIssued(['2026-0002']))).toBeInTheDocument();
    expect(callsTo(fetchStub, 'POST /api/users/me/tax-receipts/yearly')).toHaveLength(1);
    expect(fetchStub.requests.find((request) => request.url.includes('/yearly'))?.body).toEqual({ year: 2026 });
    expect(await screen.findByText('Reçu récapitulatif n° 2026-0002')).toBeInTheDocument();
  });

  it('says so when there is none', async () => {
    stubApi({ 'GET /api/users/me/tax-receipts': () => Response.json([]) });
    renderRoutes([{ path: '/', Component: () => <MyTaxReceipts userId={7} /> }]);
    expect(await screen.findByText(M.receiptsEmpty)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.yearlySubmit })).not.toBeInTheDocument();
  });
});

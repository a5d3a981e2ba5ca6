import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, addMonths, toParisDate, type TMembership } from '@action-plus/contract';
import { renderRoutes, sampleMember, stubApi } from '#test/render-app';
import { formatLongCalendarDate } from '../lib/member-list';
import { MembershipCard } from './membership-card';

const today = toParisDate();

function aMembership(id: number, startDate: string, endDate: string): TMembership {
  return {
    id,
    membership_type: 'standard',
    start_date: startDate,
    end_date: endDate,
    duration_months: 12,
    renewal_count: 0,
    state: 'active',
    status: 'active',
    amount: 25,
    invoice_number: null,
    payment_status: 'paid',
    payment_method: 'cheque',
    paid_on: startDate,
  };
}

function renderCard(memberships: TMembership[]) {
  stubApi({}, { user: sampleMember });
  renderRoutes([{ path: '/', element: <MembershipCard user={sampleMember} memberships={memberships} /> }]);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the member's card", () => {
  it('says active, with the period', () => {
    renderCard([aMembership(1, addMonths(today, -2), addMonths(today, 10))]);
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.queryByText(/^Expire le/)).not.toBeInTheDocument();
  });

  it('says when it expires soon, and how to renew', () => {
    const end = addDays(today, 12);
    renderCard([aMembership(1, addMonths(end, -12), end)]);
    expect(screen.getByText('Expire bientôt')).toBeInTheDocument();
    expect(screen.getByText(`Expire le ${formatLongCalendarDate(end)}`)).toBeInTheDocument();
    expect(screen.getByText(/Renouvelez-la depuis « Mon adhésion et mes factures »/)).toBeInTheDocument();
  });

  it('shows a renewal bought in advance: the member stays active, the next period is shown', () => {
    const end = addDays(today, 12);
    const renewalEnd = addMonths(end, 12);
    renderCard([aMembership(2, end, renewalEnd), aMembership(1, addMonths(end, -12), end)]);
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.queryByText('Expire bientôt')).not.toBeInTheDocument();
    expect(screen.getByText('Renouvellement').nextElementSibling).toHaveTextContent(
      `Standard, du ${formatLongCalendarDate(end)} au ${formatLongCalendarDate(renewalEnd)}`,
    );
    expect(screen.getByText(`Renouvelée jusqu'au ${formatLongCalendarDate(renewalEnd)}`)).toBeInTheDocument();
  });

  it('says when a membership is to come', () => {
    const start = addDays(today, 5);
    renderCard([aMembership(1, start, addMonths(start, 12))]);
    expect(screen.getByText('À venir')).toBeInTheDocument();
    expect(screen.getByText(`Commence le ${formatLongCalendarDate(start)}`)).toBeInTheDocument();
  });

  it('says when it has lapsed', () => {
    const end = addDays(today, -1);
    renderCard([aMembership(1, addMonths(end, -12), end)]);
    expect(screen.getByText('Expirée')).toBeInTheDocument();
    expect(screen.getByText(`Votre adhésion a expiré le ${formatLongCalendarDate(end)}.`)).toBeInTheDocument();
  });

  it('invites a person without a membership to join', () => {
    renderCard([]);
    expect(screen.getByText('Aucune adhésion')).toBeInTheDocument();
    expect(screen.getByText(/Aucune adhésion pour le moment/)).toBeInTheDocument();
  });
});

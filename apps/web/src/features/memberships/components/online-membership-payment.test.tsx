import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_MESSAGES, PAYMENT_RESULT_MESSAGES } from '@action-plus/contract';
import { callsTo, renderRoutes, stubApi } from '#test/render-app';
import { MEMBERSHIP_ONLINE_PAYMENT_MESSAGES } from '../messages';
import { MembershipPaymentResult, useMembershipPaymentResult } from './membership-payment-result';
import { OnlineMembershipPayment } from './online-membership-payment';
import { asRead } from '#test/as-read';

function ResultThenForm({ hasMembership }: { hasMembership: boolean }) {
  const result = useMembershipPaymentResult();
  return (
    <>
      {result && <MembershipPaymentResult result={result} />}
      <h2>Mon adhésion</h2>
      <OnlineMembershipPayment hasMembership={hasMembership} />
    </>
  );
}

const renderAt = (address: string, hasMembership = true) =>
  renderRoutes([{ path: '/profile', element: <ResultThenForm hasMembership={hasMembership} /> }], { initialEntries: [address] });

describe("the member's online payment of their dues", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is hidden when the site takes no payment online', async () => {
    const api = stubApi({ 'GET /api/payments/availability': () => Response.json({ online: false }) });
    renderAt('/profile');
    await waitFor(() => expect(callsTo(api, 'GET /api/payments/availability')).toHaveLength(1));
    await screen.findByRole('heading', { name: 'Mon adhésion' });
    expect(screen.queryByRole('button', { name: /HelloAsso/ })).toBeNull();
  });

  it('sends only the chosen duration and goes to HelloAsso', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = stubApi({
      'GET /api/payments/availability': () => Response.json({ online: true }),
      'POST /api/memberships/me/checkout': () => Response.json({ redirectUrl: 'https://www.helloasso.com/checkout/1' }),
    });
    renderAt('/profile');
    expect(await screen.findByRole('heading', { name: MEMBERSHIP_ONLINE_PAYMENT_MESSAGES.renewTitle })).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText(/Durée/), '24');
    await userEvent.click(screen.getByRole('button', { name: 'Payer 45,00 € avec HelloAsso' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://www.helloasso.com/checkout/1'));
    expect(api.requests.find((request) => request.url.endsWith('/api/memberships/me/checkout'))?.body).toEqual({ durationMonths: 24 });
  });

  it("offers to join when the member has no membership, and shows the server's French refusal", async () => {
    stubApi({
      'GET /api/payments/availability': () => Response.json({ online: true }),
      'POST /api/memberships/me/checkout': () => Response.json({ detail: PAYMENT_MESSAGES.providerUnreachable }, { status: 503 }),
    });
    renderAt('/profile', false);
    expect(await screen.findByRole('heading', { name: MEMBERSHIP_ONLINE_PAYMENT_MESSAGES.joinTitle })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /avec HelloAsso/ }));
    expect((await screen.findByRole('alert')).textContent).toContain(PAYMENT_MESSAGES.providerUnreachable);
  });

  it('tells the result the return put in the address', async () => {
    stubApi({ 'GET /api/payments/availability': () => Response.json({ online: true }) });
    renderAt('/profile?paiement=recu');
    const message = await screen.findByText(asRead(PAYMENT_RESULT_MESSAGES.membership.recu));
    expect(message.closest('[role="status"]')).not.toBeNull();
  });

  it('ignores a result it does not know', async () => {
    stubApi({ 'GET /api/payments/availability': () => Response.json({ online: false }) });
    renderAt('/profile?paiement=gratuit');
    await screen.findByRole('heading', { name: 'Mon adhésion' });
    for (const message of Object.values(PAYMENT_RESULT_MESSAGES.membership)) expect(screen.queryByText(message)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

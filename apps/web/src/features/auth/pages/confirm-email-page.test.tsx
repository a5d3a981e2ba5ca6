import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_SECURITY_MESSAGES } from '@action-plus/contract';
import { callsTo, renderRoutes, sampleMember, stubApi } from '#test/render-app';
import ConfirmEmailPage from './confirm-email-page';
import { EMAIL_CONFIRMATION_PAGE_MESSAGES } from '../messages';
import { asRead } from '#test/as-read';

const renderAt = (url: string) => renderRoutes([{ path: '/confirm-email', Component: ConfirmEmailPage }], { initialEntries: [url] });

describe('the address confirmation page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('confirms nothing on opening (mail scanners open links), then posts the token on the button', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi(
      {
        'POST /api/auth/confirm-email': () => Response.json({ message: ACCOUNT_SECURITY_MESSAGES.emailConfirmed }),
        'GET /api/users/me': () => Response.json({ ...sampleMember, emailVerified: true }),
      },
      { user: { ...sampleMember, emailVerified: false } },
    );
    renderAt('/confirm-email?token=jeton-123');
    const button = await screen.findByRole('button', { name: EMAIL_CONFIRMATION_PAGE_MESSAGES.confirmSubmit });
    expect(callsTo(fetchMock, 'POST /api/auth/confirm-email')).toHaveLength(0);

    await user.click(button);
    expect(await screen.findByText(asRead(ACCOUNT_SECURITY_MESSAGES.emailConfirmed))).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'POST /api/auth/confirm-email') as [[unknown, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ token: 'jeton-123' });
    // Signed in here: the account is read again, so that the profile says « confirmée ».
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/users/me')).toHaveLength(1));
    expect(await screen.findByRole('link', { name: EMAIL_CONFIRMATION_PAGE_MESSAGES.goToProfile })).toHaveAttribute('href', '/profile');
  });

  it("shows the server's French reason when the link is dead, and lets the person try again", async () => {
    const user = userEvent.setup();
    stubApi({ 'POST /api/auth/confirm-email': () => Response.json({ detail: ACCOUNT_SECURITY_MESSAGES.linkExpired }, { status: 400 }) });
    renderAt('/confirm-email?token=vieux');
    await user.click(await screen.findByRole('button', { name: EMAIL_CONFIRMATION_PAGE_MESSAGES.confirmSubmit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_SECURITY_MESSAGES.linkExpired);
    expect(screen.getByRole('button', { name: EMAIL_CONFIRMATION_PAGE_MESSAGES.confirmSubmit })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  });

  it.each(['/confirm-email', '/confirm-email?token=%3Cpas%20un%20jeton%3E'])(
    'says the link is incomplete at %s (no token the server issues, so none the server renders with), and offers no button',
    async (url) => {
      stubApi();
      renderAt(url);
      expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_SECURITY_MESSAGES.tokenRequired);
      expect(screen.queryByRole('button', { name: EMAIL_CONFIRMATION_PAGE_MESSAGES.confirmSubmit })).not.toBeInTheDocument();
    },
  );
});

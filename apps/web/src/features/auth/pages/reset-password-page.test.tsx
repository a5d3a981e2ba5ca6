import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_RESET_MESSAGES } from '@action-plus/contract';
import { callsTo, renderRoutes, stubApi } from '#test/render-app';
import ResetPasswordPage from './reset-password-page';
import { SHARED_MESSAGES } from '#config/messages';
import { PASSWORD_RESET_PAGE_MESSAGES } from '../messages';

function LoginStandIn() {
  const location = useLocation();
  return <p>Page de connexion : {(location.state as { message?: string } | null)?.message}</p>;
}

function renderAt(url: string) {
  renderRoutes(
    [
      { path: '/reset-password', Component: ResetPasswordPage },
      { path: '/login', Component: LoginStandIn },
      { path: '/forgot-password', element: <p>Mot de passe oublié</p> },
    ],
    { initialEntries: [url] },
  );
}

const RESET = 'POST /api/auth/reset-password';
const answerWith = (status: number, payload: unknown) => stubApi({ [RESET]: () => Response.json(payload, { status }) });

async function choosePassword(password: string, confirmation = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Nouveau mot de passe/), password);
  await user.type(screen.getByLabelText(/^Confirmer le mot de passe/), confirmation);
  await user.click(screen.getByRole('button', { name: PASSWORD_RESET_PAGE_MESSAGES.submit }));
  return user;
}

describe('the reset password page', () => {
  beforeEach(() => {
    stubApi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the new password twice and checks both rules before calling the server', async () => {
    const fetchStub = answerWith(200, { message: PASSWORD_RESET_MESSAGES.passwordChanged });
    renderAt('/reset-password?token=abc');
    expect(screen.getByRole('heading', { name: PASSWORD_RESET_PAGE_MESSAGES.resetTitle })).toBeInTheDocument();
    await choosePassword('12345');
    expect(await screen.findByText('Le mot de passe doit contenir au moins 6 caractères.')).toBeInTheDocument();
    expect(callsTo(fetchStub, RESET)).toHaveLength(0);
  });

  it('refuses two different passwords with the spec message', async () => {
    const fetchStub = answerWith(200, { message: PASSWORD_RESET_MESSAGES.passwordChanged });
    renderAt('/reset-password?token=abc');
    await choosePassword('secret123', 'secret124');
    expect(await screen.findByText(SHARED_MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    expect(callsTo(fetchStub, RESET)).toHaveLength(0);
  });

  it('sends the token with the password and goes to the login page with the message', async () => {
    const fetchStub = answerWith(200, { message: PASSWORD_RESET_MESSAGES.passwordChanged });
    renderAt('/reset-password?token=abc-123');
    await choosePassword('secret123');
    expect(await screen.findByText(`Page de connexion : ${PASSWORD_RESET_MESSAGES.passwordChanged}`)).toBeInTheDocument();
    expect(fetchStub.requests.filter((request) => request.url === '/api/auth/reset-password')).toEqual([
      { method: 'POST', url: '/api/auth/reset-password', body: { token: 'abc-123', password: 'secret123' } },
    ]);
  });

  it.each([PASSWORD_RESET_MESSAGES.linkExpired, PASSWORD_RESET_MESSAGES.linkUsed, PASSWORD_RESET_MESSAGES.linkUnknown])(
    'explains a dead link (%s) and offers a new one',
    async (detail) => {
      answerWith(400, { detail });
      renderAt('/reset-password?token=abc');
      await choosePassword('secret123');
      expect(await screen.findByRole('alert')).toHaveTextContent(detail);
      expect(screen.getByRole('link', { name: PASSWORD_RESET_PAGE_MESSAGES.askNewLink })).toHaveAttribute('href', '/forgot-password');
      expect(screen.queryByLabelText(/^Nouveau mot de passe/)).not.toBeInTheDocument();
    },
  );

  it('keeps the form for other failures, showing the detail', async () => {
    answerWith(429, { detail: 'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.' });
    renderAt('/reset-password?token=abc');
    await choosePassword('secret123');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Trop de tentatives'));
    expect(screen.getByLabelText(/^Nouveau mot de passe/)).toBeInTheDocument();
  });

  it('without a token, says the link is incomplete', () => {
    renderAt('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent(PASSWORD_RESET_MESSAGES.tokenRequired);
  });

  it('words an invitation as choosing one’s password', () => {
    renderAt('/reset-password?token=abc&invitation=1');
    expect(screen.getByRole('heading', { name: PASSWORD_RESET_PAGE_MESSAGES.invitationTitle })).toBeInTheDocument();
  });
});

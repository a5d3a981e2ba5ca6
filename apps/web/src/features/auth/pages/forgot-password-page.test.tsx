import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_RESET_MESSAGES } from '@action-plus/contract';
import { callsTo, renderRoutes, stubApi } from '#test/render-app';
import ForgotPasswordPage from './forgot-password-page';

const renderPage = () => renderRoutes([{ path: '/forgot-password', Component: ForgotPasswordPage }], { initialEntries: ['/forgot-password'] });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the password reset request', () => {
  it('requires an e-mail address', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup({ delay: null });
    renderPage();

    await user.click(screen.getByRole('button', { name: 'Envoyer le lien de réinitialisation' }));

    expect(await screen.findByText("L'adresse e-mail est obligatoire.")).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/auth/reset-password-request')).toHaveLength(0);
  });

  it.each([
    ['succeeds', () => Response.json({ message: 'ok' })],
    ['fails', () => Response.json({ detail: 'Une erreur interne est survenue.' }, { status: 500 })],
    ['cannot reach the server', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('gives the same answer when the request %s', async (_outcome, answer) => {
    const fetchMock = stubApi({ 'POST /api/auth/reset-password-request': answer });
    const user = userEvent.setup({ delay: null });
    renderPage();

    await user.type(screen.getByLabelText('Adresse e-mail'), 'camille@exemple.fr');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien de réinitialisation' }));

    expect(await screen.findByText(PASSWORD_RESET_MESSAGES.requestAnswer)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/login');
    const [, init] = callsTo(fetchMock, 'POST /api/auth/reset-password-request')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'camille@exemple.fr' });
  });
});

import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_SECURITY_MESSAGES, AUTH_MESSAGES, type TUser } from '@action-plus/contract';
import { getAccessToken } from '#lib/api-client';
import { callsTo, renderRoutes, sampleMember, stubApi } from '#test/render-app';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { EmailAddressStatus } from './email-address-status';
import { SHARED_MESSAGES } from '#config/messages';
import { ACCOUNT_SECURITY_PAGE_MESSAGES } from '../messages';
import { asRead } from '#test/as-read';

const renderAlone = (element: ReactNode) => renderRoutes([{ path: '/', element }]);
const bodyOf = (fetchMock: ReturnType<typeof stubApi>, key: string) => {
  const [[, init]] = callsTo(fetchMock, key) as [[unknown, RequestInit]];
  return JSON.parse(String(init.body));
};
/** A success message, said politely to assistive technologies (role status). */
const findStatus = async (text: string) => (await screen.findByText(text)).closest('[role="status"]');
const unverified: TUser = { ...sampleMember, emailVerified: false };
const googleOnly: TUser = { ...sampleMember, hasPassword: false };

describe('the state of the address', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says a confirmed address is confirmed, with nothing to resend', () => {
    stubApi();
    renderAlone(<EmailAddressStatus user={sampleMember} />);
    expect(screen.getByText(ACCOUNT_SECURITY_PAGE_MESSAGES.emailVerified)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ACCOUNT_SECURITY_PAGE_MESSAGES.resendConfirmation })).not.toBeInTheDocument();
  });

  it('offers to resend the link of an unconfirmed address, and says what the server answered', async () => {
    const user = userEvent.setup();
    let answers = 0;
    const fetchMock = stubApi({
      'POST /api/users/me/email-confirmation': () =>
        (answers += 1) === 1
          ? Response.json({ message: ACCOUNT_SECURITY_MESSAGES.confirmationSent })
          : Response.json({ detail: ACCOUNT_SECURITY_MESSAGES.tooManyConfirmationMails }, { status: 429 }),
    });
    renderAlone(<EmailAddressStatus user={unverified} />);
    expect(screen.getByText(ACCOUNT_SECURITY_PAGE_MESSAGES.emailNotVerified)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ACCOUNT_SECURITY_PAGE_MESSAGES.resendConfirmation }));
    expect(await findStatus(ACCOUNT_SECURITY_MESSAGES.confirmationSent)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ACCOUNT_SECURITY_PAGE_MESSAGES.resendConfirmation }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_SECURITY_MESSAGES.tooManyConfirmationMails);
    expect(callsTo(fetchMock, 'POST /api/users/me/email-confirmation')).toHaveLength(2);
  });
});

describe('the change of address', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for the current password and shows a wrong one under its field, focused', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'POST /api/users/me/email': () => Response.json({ detail: ACCOUNT_SECURITY_MESSAGES.wrongCurrentPassword }, { status: 400 }),
    });
    renderAlone(<ChangeEmailForm user={sampleMember} />);
    await user.type(screen.getByRole('textbox', { name: ACCOUNT_SECURITY_PAGE_MESSAGES.newEmailLabel }), 'nouvelle@exemple.fr');
    await user.click(screen.getByRole('button', { name: ACCOUNT_SECURITY_PAGE_MESSAGES.changeEmailSubmit }));
    const password = screen.getByLabelText(ACCOUNT_SECURITY_PAGE_MESSAGES.currentPasswordLabel);
    expect(await screen.findByText(ACCOUNT_SECURITY_MESSAGES.currentPasswordRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/users/me/email')).toHaveLength(0);

    await user.type(password, 'pas-le-bon');
    await user.click(screen.getByRole('button', { name: ACCOUNT_SECURITY_PAGE_MESSAGES.changeEmailSubmit }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(ACCOUNT_SECURITY_MESSAGES.wrongCurrentPassword));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(bodyOf(fetchMock, 'POST /api/users/me/email')).toEqual({ email: 'nouvelle@exemple.fr', currentPassword: 'pas-le-bon' });
  });

  it('says where the link went, and shows a taken address under the address field', async () => {
    const user = userEvent.setup();
    let answers = 0;
    stubApi({
      'POST /api/users/me/email': (body) =>
        (answers += 1) === 1
          ? Response.json({ detail: AUTH_MESSAGES.emailTaken }, { status: 409 })
          : Response.json({ message: ACCOUNT_SECURITY_MESSAGES.emailChangeRequested((body as { email: string }).email) }, { status: 202 }),
    });
    renderAlone(<ChangeEmailForm user={sampleMember} />);
    const email = screen.getByRole('textbox', { name: ACCOUNT_SECURITY_PAGE_MESSAGES.newEmailLabel });
    await user.type(email, 'prise@exemple.fr');
    await user.type(screen.getByLabelText(ACCOUNT_SECURITY_PAGE_MESSAGES.currentPasswordLabel), 'motdepasse');
    await user.click(screen.getByRole('button', { name: ACCOUNT_SECURITY_PAGE_MESSAGES.changeEmailSubmit }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(AUTH_MESSAGES.emailTaken));
    expect(email).toHaveFocus();

    await user.clear(email);
    await user.type(email, 'libre@exemple.fr');
    await user.click(screen.getByRole('button', { name: ACCOUNT_SECURITY_PAGE_MESSAGES.changeEmailSubmit }));
    expect(await findStatus(ACCOUNT_SECURITY_MESSAGES.emailChangeRequested('libre@exemple.fr'))).toBeInTheDocument();
  });

  it('an account without a password sends the address alone; the server judges its recent Google sign-in', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'POST /api/users/me/email': () => Response.json({ detail: ACCOUNT_SECURITY_MESSAGES.recentSignInRequired }, { status: 403 }),
    });
    renderAlone(<ChangeEmailForm user={googleOnly} />);
    expect(screen.queryByLabelText(ACCOUNT_SECURITY_PAGE_MESSAGES.currentPasswordLabel)).not.toBeInTheDocument();
    // What the change asks, said beforehand; the server's refusal only once it refuses.
    expect(screen.getByText(asRead(ACCOUNT_SECURITY_PAGE_MESSAGES.recentSignInHelp))).toBeInTheDocument();
    expect(screen.queryByText(asRead(ACCOUNT_SECURITY_MESSAGES.recentSignInRequired))).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: ACCOUNT_SECURITY_PAGE_MESSAGES.newEmailLabel }), 'autre@exemple.fr');
    await user.click(screen.getByRole('button', { name: ACCOUNT_SECURITY_PAGE_MESSAGES.changeEmailSubmit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(asRead(ACCOUNT_SECURITY_MESSAGES.recentSignInRequired));
    expect(bodyOf(fetchMock, 'POST /api/users/me/email')).toEqual({ email: 'autre@exemple.fr' });
  });
});

describe('the change of password', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  async function fillIn(user: ReturnType<typeof userEvent.setup>, current: string, password: string, confirmation: string) {
    await user.type(screen.getByLabelText(ACCOUNT_SECURITY_PAGE_MESSAGES.currentPasswordLabel), current);
    await user.type(screen.getByLabelText('Nouveau mot de passe'), password);
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), confirmation);
    await user.click(screen.getByRole('button', { name: ACCOUNT_SECURITY_PAGE_MESSAGES.changePasswordSubmit }));
  }

  it('wants the new password twice, the same', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi();
    renderAlone(<ChangePasswordForm user={sampleMember} />);
    await fillIn(user, 'actuel', 'nouveau-secret', 'autre-secret');
    expect(await screen.findByText(SHARED_MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/users/me/password')).toHaveLength(0);
  });

  it('shows a wrong current password under its field, focused', async () => {
    const user = userEvent.setup();
    stubApi({ 'PUT /api/users/me/password': () => Response.json({ detail: ACCOUNT_SECURITY_MESSAGES.wrongCurrentPassword }, { status: 400 }) });
    renderAlone(<ChangePasswordForm user={sampleMember} />);
    await fillIn(user, 'pas-le-bon', 'nouveau-secret', 'nouveau-secret');
    const current = screen.getByLabelText(ACCOUNT_SECURITY_PAGE_MESSAGES.currentPasswordLabel);
    await waitFor(() => expect(current).toHaveAccessibleDescription(ACCOUNT_SECURITY_MESSAGES.wrongCurrentPassword));
    expect(current).toHaveFocus();
  });

  it('keeps this browser signed in with the fresh session the server opens, and says the others ended', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'PUT /api/users/me/password': () => Response.json({ access_token: 'jeton-tout-neuf', user: sampleMember }),
    });
    renderAlone(<ChangePasswordForm user={sampleMember} />);
    await fillIn(user, 'ancien-secret', 'nouveau-secret', 'nouveau-secret');
    expect(await findStatus(ACCOUNT_SECURITY_PAGE_MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT /api/users/me/password')).toEqual({ currentPassword: 'ancien-secret', password: 'nouveau-secret' });
    expect(getAccessToken()).toBe('jeton-tout-neuf');
    expect(screen.getByLabelText(ACCOUNT_SECURITY_PAGE_MESSAGES.currentPasswordLabel)).toHaveValue('');
  });

  it('an account without a password chooses one without a current password, told what the server asks instead', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'PUT /api/users/me/password': () => Response.json({ access_token: 'jeton-choisi', user: { ...googleOnly, hasPassword: true } }),
    });
    renderAlone(<ChangePasswordForm user={googleOnly} />);
    expect(screen.queryByLabelText(ACCOUNT_SECURITY_PAGE_MESSAGES.currentPasswordLabel)).not.toBeInTheDocument();
    expect(screen.getByText(asRead(ACCOUNT_SECURITY_PAGE_MESSAGES.recentSignInHelp))).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'nouveau-secret');
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'nouveau-secret');
    await user.click(screen.getByRole('button', { name: ACCOUNT_SECURITY_PAGE_MESSAGES.changePasswordSubmit }));
    expect(await findStatus(ACCOUNT_SECURITY_PAGE_MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT /api/users/me/password')).toEqual({ password: 'nouveau-secret' });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { GOOGLE_MESSAGES, type TCurrentUser } from '@action-plus/contract';
import { renderRoutes, stubApi } from '#test/render-app';
import { GoogleSignInButton, type GoogleSignInIntent } from './google-sign-in-button';
import { redirectToGoogleSignIn, type TGoogleSignInResultMessage } from '../lib/google-sign-in';
import { GOOGLE_PAGE_MESSAGES, GOOGLE_POPUP_TIMINGS } from '../messages';
import { asRead } from '#test/as-read';

vi.mock('../lib/google-sign-in', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/google-sign-in')>()),
  // jsdom cannot navigate: the full-page fallback is observed instead.
  redirectToGoogleSignIn: vi.fn(),
}));

const signedInUser: TCurrentUser = {
  id: 7,
  firstName: 'Lucie',
  lastName: 'Bernard',
  username: 'lucie.bernard',
  email: 'lucie.bernard@gmail.com',
  role: 'user',
  profileImage: null,
  created_at: '2026-01-01T00:00:00.000Z',
  emailVerified: true,
  hasPassword: false,
  eventRemindersEnabled: true,
  roles: [],
  permissions: [],
};

const stubServer = ({ isEnabled = true, hasSession = true } = {}) =>
  stubApi({ 'GET /api/auth/google/config': () => Response.json({ enabled: isEnabled }) }, { user: hasSession ? signedInUser : null });

function renderButton(intent: GoogleSignInIntent = 'login') {
  const onSignedIn = vi.fn();
  renderRoutes([{ path: '/', element: <GoogleSignInButton intent={intent} onSignedIn={onSignedIn} returnPath="/profile" /> }], {
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  });
  return { onSignedIn };
}

const fakePopup = () => ({ closed: false }) as Window & { closed: boolean };

/** Renders the button before a server that answers, and clicks it: a popup opens, unless the browser blocks it (`popup: null`). */
async function clickSignIn({
  intent = 'login',
  hasSession = true,
  popup = fakePopup(),
}: { intent?: GoogleSignInIntent; hasSession?: boolean; popup?: Window | null } = {}) {
  stubServer({ hasSession });
  const open = vi.spyOn(window, 'open').mockReturnValue(popup);
  const { onSignedIn } = renderButton(intent);
  await userEvent.click(
    await screen.findByRole('button', { name: intent === 'register' ? GOOGLE_PAGE_MESSAGES.registerButton : GOOGLE_PAGE_MESSAGES.signInButton }),
  );
  return { open, onSignedIn };
}

/** What /connexion/google posts from the popup. */
function reportFromPopup(message: TGoogleSignInResultMessage, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: message, origin }));
  });
}

beforeEach(() => {
  vi.mocked(redirectToGoogleSignIn).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('GoogleSignInButton', () => {
  it('is not shown when the site has no Google sign-in configured', async () => {
    const fetchMock = stubServer({ isEnabled: false });
    renderButton();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/auth/google/config', expect.anything()));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens the provider in a popup and restores the session when the popup reports success', async () => {
    const { open, onSignedIn } = await clickSignIn();
    expect(open).toHaveBeenCalledWith('/api/auth/google/start?mode=popup', 'google-sign-in', expect.stringContaining('popup'));

    reportFromPopup({ type: 'google-sign-in', status: 'ok' });
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(signedInUser));
    expect(redirectToGoogleSignIn).not.toHaveBeenCalled();
  });

  it('ignores a report from another origin', async () => {
    const { onSignedIn } = await clickSignIn();
    reportFromPopup({ type: 'google-sign-in', status: 'ok' }, 'https://malveillant.exemple');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('falls back to a full-page redirect when the browser blocks the popup, and says why', async () => {
    await clickSignIn({ popup: null });
    expect(redirectToGoogleSignIn).toHaveBeenCalledWith('/profile');
    expect(screen.getByText(GOOGLE_PAGE_MESSAGES.popupBlocked).closest('[role="status"]')).not.toBeNull();
  });

  it('stays silent when the person closes the popup', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const popup = fakePopup();
    const { onSignedIn } = await clickSignIn({ popup });
    popup.closed = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(GOOGLE_POPUP_TIMINGS.popupPollMs + GOOGLE_POPUP_TIMINGS.popupClosedGraceMs + 100);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('still accepts the result of a popup that only looked closed during the grace period', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const popup = fakePopup();
    const { onSignedIn } = await clickSignIn({ popup });
    popup.closed = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(GOOGLE_POPUP_TIMINGS.popupClosedGraceMs / 2);
    });
    reportFromPopup({ type: 'google-sign-in', status: 'ok' });
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
  });

  it('says in French why the provider account was refused', async () => {
    await clickSignIn();
    reportFromPopup({ type: 'google-sign-in', status: 'error', error: 'unverified_email' });
    expect(await screen.findByRole('alert')).toHaveTextContent(asRead(GOOGLE_MESSAGES.emailNotVerified));
  });

  it("uses the registration page's own message for a failure on /register", async () => {
    await clickSignIn({ intent: 'register' });
    reportFromPopup({ type: 'google-sign-in', status: 'error', error: 'failed' });
    expect(await screen.findByRole('alert')).toHaveTextContent(GOOGLE_PAGE_MESSAGES.registerFailed);
  });

  it('says nothing when the person cancelled at the provider', async () => {
    const { onSignedIn } = await clickSignIn();
    reportFromPopup({ type: 'google-sign-in', status: 'error', error: 'cancelled' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows the generic French message when no session can be restored after a reported success', async () => {
    const { onSignedIn } = await clickSignIn({ hasSession: false });
    reportFromPopup({ type: 'google-sign-in', status: 'ok' });
    expect(await screen.findByRole('alert')).toHaveTextContent(GOOGLE_MESSAGES.signInFailed);
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});

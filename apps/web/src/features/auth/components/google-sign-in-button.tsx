import { useEffect, useRef, useState } from 'react';
import { GOOGLE_MESSAGES, GOOGLE_SIGN_IN_ERROR_MESSAGES, type TGoogleSignInErrorCode, type TUser } from '@action-plus/contract';
import { Alert, Button } from '#components/ui';
import { getErrorMessage, refreshSession } from '#lib/api-client';
import { useGoogleConfig } from '../api/get-google-config';
import { openGoogleSignInPopup, redirectToGoogleSignIn, waitForPopupResult } from '../lib/google-sign-in';
import { GOOGLE_PAGE_MESSAGES } from '../messages';

export type GoogleSignInIntent = 'login' | 'register';

export type GoogleSignInButtonProps = {
  intent: GoogleSignInIntent;
  /** Called once the session is open; the page decides where to go. */
  onSignedIn: (user: TUser) => void;
  /** Where a full-page (popup blocked) sign-in brings the person back. */
  returnPath?: string;
};

function describeFailure(intent: GoogleSignInIntent, code: TGoogleSignInErrorCode | undefined): string {
  if (code && code !== 'failed') return GOOGLE_SIGN_IN_ERROR_MESSAGES[code];
  return intent === 'register' ? GOOGLE_PAGE_MESSAGES.registerFailed : GOOGLE_MESSAGES.signInFailed;
}

function GoogleLogo() {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 48 48">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path fill="#4285F4" d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z" />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}

/**
 * « Continuer avec Google » on /login and /register, shown only when the site has Google sign-in
 * configured. Opens the provider in a popup; a blocked popup falls back to a full-page redirect,
 * a popup the person closes is ignored, every other failure is said in French.
 */
export function GoogleSignInButton({ intent, onSignedIn, returnPath }: GoogleSignInButtonProps) {
  const { data: config } = useGoogleConfig();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isFinishing, setIsFinishing] = useState(false);
  const pendingPopup = useRef<AbortController | null>(null);

  useEffect(() => () => pendingPopup.current?.abort(), []);

  if (!config?.enabled) return null;

  async function signIn() {
    setError(null);
    // A second click while a popup is open starts over in the same (named) window.
    pendingPopup.current?.abort();
    const popup = openGoogleSignInPopup();
    if (!popup) {
      setNotice(GOOGLE_PAGE_MESSAGES.popupBlocked);
      redirectToGoogleSignIn(returnPath);
      return;
    }
    const controller = new AbortController();
    pendingPopup.current = controller;
    const result = await waitForPopupResult(popup, controller.signal);
    if (controller.signal.aborted || result === 'closed') return;
    if (result.status === 'error') {
      if (result.error !== 'cancelled') setError(describeFailure(intent, result.error));
      return;
    }
    setIsFinishing(true);
    try {
      const session = await refreshSession();
      if (!session) throw new Error('no session after Google sign-in');
      onSignedIn(session.user);
    } catch (failure) {
      setError(getErrorMessage(failure, describeFailure(intent, 'failed')));
    } finally {
      setIsFinishing(false);
    }
  }

  return (
    <>
      <Button
        variant="outline"
        isFullWidth
        icon={<GoogleLogo />}
        isLoading={isFinishing}
        loadingText={GOOGLE_PAGE_MESSAGES.pending}
        onClick={() => void signIn()}
      >
        {intent === 'register' ? GOOGLE_PAGE_MESSAGES.registerButton : GOOGLE_PAGE_MESSAGES.signInButton}
      </Button>
      {notice && <Alert tone="info">{notice}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
    </>
  );
}

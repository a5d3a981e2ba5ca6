import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { GOOGLE_SIGN_IN_ERROR_MESSAGES, ZGoogleLandingQuerySchema } from '@action-plus/contract';
import { Alert, Spinner } from '#components/ui';
import { PATHS } from '#config/paths';
import { useAuth } from '#lib/auth';
import { usePageQuery } from '#lib/use-page-query';
import { usePageTitle } from '#lib/use-page-title';
import { AuthCard } from '../components/auth-card';
import { announceGoogleSignInResult, takeReturnPath } from '../lib/google-sign-in';
import { GOOGLE_PAGE_MESSAGES } from '../messages';

/** How long a popup gets to close itself before the page behaves as a full-page sign-in. */
const SELF_CLOSE_WAIT_MS = 1000;

/**
 * /connexion/google: where the server's callback sends the browser. In the popup it reports to
 * the page that opened it and closes; after a full-page redirect it shows the site signed in.
 * The session itself comes from the refresh cookie, restored by the AuthProvider on load.
 */
export default function GoogleSignInPage() {
  usePageTitle(GOOGLE_PAGE_MESSAGES.landingTitle);
  const landing = ZGoogleLandingQuerySchema.parse(Object.fromEntries(usePageQuery()));
  const { isLoading, isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const [isPopupStuck, setIsPopupStuck] = useState(false);
  const isPopup = landing.mode === 'popup' && !isPopupStuck;
  const isSignedIn = landing.status === 'ok' && isAuthenticated;
  const errorCode = landing.status === 'ok' ? 'failed' : (landing.error ?? 'failed');

  useEffect(() => {
    // Wait for this page's own session restore: it rotates the refresh cookie, and the opener
    // must restore its session with the new one, not race this page with the old one.
    if (isLoading) return;
    if (isPopup) {
      announceGoogleSignInResult(isSignedIn ? { type: 'google-sign-in', status: 'ok' } : { type: 'google-sign-in', status: 'error', error: errorCode });
      window.close();
      // Still open: not a popup after all (a bookmarked page, a browser that refused to close it).
      const timer = setTimeout(() => setIsPopupStuck(true), SELF_CLOSE_WAIT_MS);
      return () => clearTimeout(timer);
    }
    if (isSignedIn) navigate(takeReturnPath() ?? PATHS.home, { replace: true });
    else if (errorCode === 'cancelled') navigate(PATHS.login, { replace: true });
  }, [isLoading, isPopup, isSignedIn, errorCode, navigate]);

  // A failure the callback reported is known from the query: drawn by the server's render already.
  // A success needs the session restored to be one.
  const hasFailed = !isPopup && errorCode !== 'cancelled' && (landing.status === 'error' || (!isLoading && !isSignedIn));
  return (
    <AuthCard
      title={GOOGLE_PAGE_MESSAGES.landingTitle}
      footer={
        hasFailed && (
          <p>
            <Link to={PATHS.login}>{GOOGLE_PAGE_MESSAGES.backToLogin}</Link>
          </p>
        )
      }
    >
      {hasFailed ? (
        <Alert tone="error">{GOOGLE_SIGN_IN_ERROR_MESSAGES[errorCode]}</Alert>
      ) : (
        <p role="status">
          <Spinner size="sm" decorative /> {isSignedIn && isPopup ? GOOGLE_PAGE_MESSAGES.landingSuccess : GOOGLE_PAGE_MESSAGES.landingPending}
        </p>
      )}
    </AuthCard>
  );
}

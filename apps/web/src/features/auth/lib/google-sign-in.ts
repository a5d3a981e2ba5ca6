import { z } from 'zod';
import { ZGoogleSignInErrorCodeSchema, type TGoogleSignInMode } from '@action-plus/contract';
import { GOOGLE_POPUP_TIMINGS } from '../messages';

/** The popup and the page that opened it talk on this same-origin channel; the server never reads it. */
export const GOOGLE_SIGN_IN_CHANNEL = 'action-plus-google-sign-in';

export const ZGoogleSignInResultMessageSchema = z.object({
  type: z.literal('google-sign-in'),
  status: z.enum(['ok', 'error']),
  error: ZGoogleSignInErrorCodeSchema.optional(),
});
export type TGoogleSignInResultMessage = z.infer<typeof ZGoogleSignInResultMessageSchema>;

/**
 * The browser's side of Google sign-in. The server does the OpenID Connect work; the page opens
 * its start route in a popup (or the whole window), and the popup, back on this site at
 * /connexion/google, says how it went. No token ever passes between the windows: on success the
 * opener restores the session from the refresh cookie the server set.
 */

export const googleStartUrl = (mode: TGoogleSignInMode) => `/api/auth/google/start?mode=${mode}`;

const POPUP_NAME = 'google-sign-in';
const POPUP_SIZE = { width: 500, height: 640 };
const RETURN_PATH_KEY = 'action-plus:google-sign-in:return-path';

/** The popup, or null when the browser blocked it. */
export function openGoogleSignInPopup(): Window | null {
  const left = Math.round(window.screenX + Math.max(0, (window.outerWidth - POPUP_SIZE.width) / 2));
  const top = Math.round(window.screenY + Math.max(0, (window.outerHeight - POPUP_SIZE.height) / 2));
  return window.open(googleStartUrl('popup'), POPUP_NAME, `popup,width=${POPUP_SIZE.width},height=${POPUP_SIZE.height},left=${left},top=${top}`);
}

/** The whole window goes to the provider; /connexion/google brings the person back to `returnPath`. */
export function redirectToGoogleSignIn(returnPath: string | undefined): void {
  try {
    if (returnPath) sessionStorage.setItem(RETURN_PATH_KEY, returnPath);
  } catch {
    // Storage refused (private mode): the person lands on the home page instead.
  }
  window.location.assign(googleStartUrl('redirect'));
}

/** The page to show after a redirect sign-in: only a path of this site, and only once. */
export function takeReturnPath(): string | undefined {
  try {
    const path = sessionStorage.getItem(RETURN_PATH_KEY);
    sessionStorage.removeItem(RETURN_PATH_KEY);
    return path?.startsWith('/') && !path.startsWith('//') ? path : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What the popup reports, or 'closed' when the person closed it. A closed-looking popup gets a
 * grace period: a provider page may sever the link between the windows (Cross-Origin-Opener-
 * Policy), making `closed` true while the person is still signing in. The report arrives on a
 * BroadcastChannel, which needs no link, and through `postMessage` from this origin only.
 */
export function waitForPopupResult(popup: Window, signal: AbortSignal): Promise<TGoogleSignInResultMessage | 'closed'> {
  return new Promise((resolve) => {
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(GOOGLE_SIGN_IN_CHANNEL);
    let graceTimer: ReturnType<typeof setTimeout> | undefined;

    function finish(result: TGoogleSignInResultMessage | 'closed') {
      clearInterval(pollTimer);
      clearTimeout(graceTimer);
      channel?.close();
      window.removeEventListener('message', onWindowMessage);
      signal.removeEventListener('abort', onAbort);
      resolve(result);
    }
    function accept(data: unknown) {
      const parsed = ZGoogleSignInResultMessageSchema.safeParse(data);
      if (parsed.success) finish(parsed.data);
    }
    function onWindowMessage(event: MessageEvent) {
      if (event.origin === window.location.origin) accept(event.data);
    }
    const onAbort = () => finish('closed');

    channel?.addEventListener('message', (event) => accept(event.data));
    window.addEventListener('message', onWindowMessage);
    signal.addEventListener('abort', onAbort);
    const pollTimer = setInterval(() => {
      if (popup.closed && graceTimer === undefined) {
        graceTimer = setTimeout(() => finish('closed'), GOOGLE_POPUP_TIMINGS.popupClosedGraceMs);
      }
    }, GOOGLE_POPUP_TIMINGS.popupPollMs);
  });
}

/** Run by /connexion/google inside the popup: tells the page that opened it how the sign-in went. */
export function announceGoogleSignInResult(message: TGoogleSignInResultMessage): void {
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(GOOGLE_SIGN_IN_CHANNEL);
    channel.postMessage(message);
    channel.close();
  }
  try {
    (window.opener as Window | null)?.postMessage(message, window.location.origin);
  } catch {
    // The opener is gone or on another origin: the channel above has done the work.
  }
}

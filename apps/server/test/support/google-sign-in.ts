import { expect } from 'vitest';
import { REFRESH_COOKIE_NAME, type TGoogleSignInMode } from '@action-plus/contract';
import type { Config } from '#config';
import { startOpenIdStandIn, type OpenIdStandIn, type StandInAccount } from '@action-plus/test-stand-ins/openid-stand-in';
import { createTestApp, type TestApp } from './test-app';

export const GOOGLE_CLIENT_ID = 'action-plus-test-client';
export const GOOGLE_CLIENT_SECRET = 'action-plus-test-client-secret';
const PUBLIC_URL = 'http://localhost:3000';
export const CALLBACK_URL = `${PUBLIC_URL}/api/auth/google/callback`;

/** The app with Google sign-in pointed at a real OpenID provider on 127.0.0.1. */
export async function createGoogleTestApp(
  accounts: StandInAccount[] = [],
  config: Partial<Config> = {},
): Promise<{ testApp: TestApp; standIn: OpenIdStandIn; close: () => Promise<void> }> {
  const standIn = await startOpenIdStandIn({
    clientId: GOOGLE_CLIENT_ID,
    clientSecret: GOOGLE_CLIENT_SECRET,
    redirectUris: [CALLBACK_URL],
    accounts,
  });
  const testApp = await createTestApp({
    config: { publicUrl: PUBLIC_URL, google: { clientId: GOOGLE_CLIENT_ID, clientSecret: GOOGLE_CLIENT_SECRET, issuer: standIn.issuer }, ...config },
  });
  return {
    testApp,
    standIn,
    close: async () => {
      await testApp.close();
      await standIn.close();
    },
  };
}

/** A browser's cookie jar for the provider's origin, reduced to what the flow needs. */
function createProviderBrowser() {
  const cookies = new Map<string, string>();
  return async (url: string, init: RequestInit = {}): Promise<Response> => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const separator = pair.indexOf('=');
      cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
    }
    return response;
  };
}

export type AccountChoice = { subject: string } | { email: string; givenName?: string; familyName?: string; emailVerified?: boolean } | 'cancel';

export interface GoogleFlowResult {
  /** Where the app's callback sent the browser: the page /connexion/google and its query. */
  landing: URL;
  /** The site's refresh cookie, when a session was opened. */
  refreshCookie: string | undefined;
  authorizationUrl: URL;
}

/**
 * Walks the whole authorization code flow as a browser would: the app's start route, the
 * provider's account chooser, the provider's redirect back, the app's callback.
 * `tamper` may change the callback request before the app receives it.
 */
export async function signInThroughProvider(
  testApp: TestApp,
  choice: AccountChoice,
  options: { mode?: TGoogleSignInMode; tamper?: (callback: { url: URL; cookies: Record<string, string> }) => void } = {},
): Promise<GoogleFlowResult> {
  const start = await testApp.app.inject({ method: 'GET', url: `/api/auth/google/start?mode=${options.mode ?? 'popup'}` });
  expect(start.statusCode, start.body).toBe(302);
  const authorizationUrl = new URL(start.headers.location as string);
  const appCookies: Record<string, string> = Object.fromEntries(start.cookies.map((cookie) => [cookie.name, cookie.value]));

  const browse = createProviderBrowser();
  let response = await browse(authorizationUrl.href);
  let location = new URL(response.headers.get('location') ?? '', authorizationUrl);
  expect(location.pathname, await response.text()).toMatch(/^\/interaction\//);
  const chooser = await browse(location.href);
  expect(await chooser.text()).toContain('Choisissez un compte');

  const form = new URLSearchParams();
  if (choice === 'cancel') {
    response = await browse(`${location.href}/abort`, { method: 'POST' });
  } else {
    if ('subject' in choice) form.set('subject', choice.subject);
    else {
      form.set('email', choice.email);
      if (choice.givenName) form.set('given_name', choice.givenName);
      if (choice.familyName) form.set('family_name', choice.familyName);
      if (choice.emailVerified !== false) form.set('email_verified', 'true');
    }
    response = await browse(`${location.href}/select`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
  }
  // The provider resumes the authorization, then sends the browser back to the app.
  for (let hops = 0; hops < 5; hops += 1) {
    location = new URL(response.headers.get('location') ?? '', location);
    if (location.href.startsWith(CALLBACK_URL)) break;
    expect(response.status, `provider answered ${response.status} at ${location.href}`).toBeGreaterThanOrEqual(300);
    response = await browse(location.href);
  }
  expect(location.href.startsWith(CALLBACK_URL), `ended at ${location.href}`).toBe(true);

  const callback = { url: location, cookies: appCookies };
  options.tamper?.(callback);
  const answer = await testApp.app.inject({
    method: 'GET',
    url: `${callback.url.pathname}${callback.url.search}`,
    cookies: callback.cookies,
  });
  expect(answer.statusCode, answer.body).toBe(302);
  return {
    landing: new URL(answer.headers.location as string, PUBLIC_URL),
    refreshCookie: answer.cookies.find((cookie) => cookie.name === REFRESH_COOKIE_NAME && cookie.value !== '')?.value,
    authorizationUrl,
  };
}

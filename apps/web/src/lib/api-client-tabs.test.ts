import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@action-plus/contract';
import { sampleMember } from '#test/render-app';

type ApiClient = typeof import('./api-client');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One browser (one cookie jar, shared by its tabs) and the server's rotation as decision 012 has
 * it: the cookie sent is the jar's at sending time; the server exchanges a live token at once,
 * answers 409 for one it has just exchanged and 401 otherwise; the new cookie reaches the jar only
 * when the answer arrives.
 */
function startBrowserAndServer(latencyMs = 30) {
  let jar = 'cookie-0';
  let live = 'cookie-0';
  let rotations = 0;
  const spent = new Set<string>();
  const exchanges: { sent: string; status: number }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      if (new URL(String(input), 'http://localhost').pathname !== '/api/auth/refresh-token') return new Response(null, { status: 404 });
      const sent = jar;
      let status: number;
      let successor: string | undefined;
      if (sent === live) {
        spent.add(sent);
        rotations += 1;
        live = successor = `cookie-${rotations}`;
        status = 200;
      } else {
        status = spent.has(sent) ? 409 : 401;
      }
      exchanges.push({ sent, status });
      await sleep(latencyMs);
      if (successor) jar = successor;
      return status === 200
        ? Response.json({ access_token: `access-${rotations}`, user: sampleMember })
        : Response.json({ detail: status === 409 ? AUTH_MESSAGES.refreshRaced : AUTH_MESSAGES.invalidRefreshToken }, { status });
    }),
  );
  return { exchanges };
}

/** The Web Locks API as browsers give it: tasks holding one name run one after the other. */
function installWebLocks() {
  const queues = new Map<string, Promise<unknown>>();
  const locks = {
    request: (name: string, callback: () => Promise<unknown>) => {
      const run = (queues.get(name) ?? Promise.resolve()).then(callback);
      queues.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
}

/** Two tabs: two separate instances of the client module, each with its own memory. */
async function openTwoTabs(): Promise<[ApiClient, ApiClient]> {
  vi.resetModules();
  const first = await import('./api-client');
  vi.resetModules();
  const second = await import('./api-client');
  return [first, second];
}

describe('refreshing the session from two tabs of one browser', () => {
  beforeEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
    vi.unstubAllGlobals();
  });

  it('with the Web Locks API, the tabs take turns: the second sends the cookie the first received', async () => {
    installWebLocks();
    const { exchanges } = startBrowserAndServer();
    const [tabA, tabB] = await openTwoTabs();

    const [sessionA, sessionB] = await Promise.all([tabA.refreshSession(), tabB.refreshSession()]);

    expect(sessionA?.access_token).toEqual(expect.stringMatching(/^access-/));
    expect(sessionB?.access_token).toEqual(expect.stringMatching(/^access-/));
    expect(exchanges).toEqual([
      { sent: 'cookie-0', status: 200 },
      { sent: 'cookie-1', status: 200 },
    ]);
  });

  it('without it, the tab that lost the race retries once the winner’s cookie has arrived, and stays signed in', async () => {
    const { exchanges } = startBrowserAndServer();
    const [tabA, tabB] = await openTwoTabs();

    const [sessionA, sessionB] = await Promise.all([tabA.refreshSession(), tabB.refreshSession()]);

    expect(sessionA).not.toBeNull();
    expect(sessionB).not.toBeNull();
    expect(tabA.getAccessToken()).not.toBeNull();
    expect(tabB.getAccessToken()).not.toBeNull();
    expect(exchanges).toEqual([
      { sent: 'cookie-0', status: 200 },
      { sent: 'cookie-0', status: 409 },
      { sent: 'cookie-1', status: 200 },
    ]);
  });

  it('an ended session (401) is still forgotten at once, without retrying', async () => {
    const [tab] = await openTwoTabs();
    tab.setSession({ access_token: 'ancien', user: sampleMember });
    const fetchMock = vi.fn(async () => Response.json({ detail: AUTH_MESSAGES.refreshTokenReused }, { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(tab.refreshSession()).resolves.toBeNull();
    expect(tab.getAccessToken()).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

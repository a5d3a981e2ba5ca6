import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, getAccessToken, refreshSession, setSession } from './api-client';
import { callsTo, sampleMember, stubApi } from '#test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  setSession(null);
});

describe('the API client', () => {
  it('sends the access token, and on a 401 refreshes once through the cookie and retries', async () => {
    setSession({ access_token: 'ancien', user: sampleMember });
    const seen: (string | null)[] = [];
    const fetchMock = stubApi({
      'POST /api/auth/refresh-token': () => Response.json({ access_token: 'nouveau', user: sampleMember }),
    });
    const answerWithRefresh = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) !== '/api/users/me') return answerWithRefresh(input, init);
      seen.push(new Headers(init?.headers).get('authorization'));
      return seen.length === 1 ? Response.json({ detail: 'Votre session a expiré.' }, { status: 401 }) : Response.json({ ok: true });
    });

    await expect(api.get('/api/users/me')).resolves.toEqual({ ok: true });
    expect(seen).toEqual(['Bearer ancien', 'Bearer nouveau']);
    expect(callsTo(fetchMock, 'POST /api/auth/refresh-token')).toHaveLength(1);
    expect(getAccessToken()).toBe('nouveau');
    // Sent so as to finish even if the page is left: its answer carries the cookie's successor.
    const refreshCall = fetchMock.mock.calls.find(([input]) => String(input) === '/api/auth/refresh-token');
    expect(refreshCall?.[1]).toMatchObject({ method: 'POST', keepalive: true });
  });

  it('gives up after one refresh and forgets the session', async () => {
    setSession({ access_token: 'ancien', user: sampleMember });
    const fetchMock = stubApi({ 'GET /api/users/me': () => Response.json({ detail: 'Authentification requise.' }, { status: 401 }) });

    await expect(api.get('/api/users/me')).rejects.toMatchObject({ status: 401, detail: 'Authentification requise.' });
    expect(callsTo(fetchMock, 'POST /api/auth/refresh-token')).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET /api/users/me')).toHaveLength(1);
    expect(getAccessToken()).toBeNull();
  });

  it('shares one refresh between concurrent calls, since the server rotates the cookie', async () => {
    setSession({ access_token: 'ancien', user: sampleMember });
    let isRefreshed = false;
    const fetchMock = stubApi({
      'POST /api/auth/refresh-token': async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        isRefreshed = true;
        return Response.json({ access_token: 'nouveau', user: sampleMember });
      },
      'GET /api/events': () => (isRefreshed ? Response.json([]) : Response.json({ detail: 'Expiré.' }, { status: 401 })),
    });

    await Promise.all([api.get('/api/events'), api.get('/api/events'), api.get('/api/events')]);
    expect(callsTo(fetchMock, 'POST /api/auth/refresh-token')).toHaveLength(1);
  });

  it('takes a 204 from the refresh route as a visitor without session', async () => {
    stubApi({ 'POST /api/auth/refresh-token': () => new Response(null, { status: 204 }) });
    await expect(refreshSession()).resolves.toBeNull();
    expect(getAccessToken()).toBeNull();
  });

  it('turns an answer without JSON into an ApiError without detail', async () => {
    stubApi({ 'GET /api/events': () => new Response('oops', { status: 500 }) });
    const error = await api.get('/api/events').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, detail: null });
  });
});

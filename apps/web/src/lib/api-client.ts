import { COMMON_MESSAGES, type TAuthResponse } from '@action-plus/contract';
import type { z } from 'zod';

/**
 * THE client of the API: same origin, access token kept in memory only (never in localStorage, so
 * a script injected into the page cannot steal a long-lived credential), bearer header on every
 * call, and on a 401 one refresh through the httpOnly cookie, then one retry.
 */

/** An API failure; `detail` is the server's French sentence, or null when it sent none. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | null;

  constructor(status: number, detail: string | null) {
    super(detail ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
  }

  /** No answer at all: the network is down or the server unreachable. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/**
 * The message to show for a failure: the server's `detail`, else the screen's own fallback sentence
 * of the specification's error catalogue, a network failure included (only the sign-up form has a
 * sentence of its own for it).
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.detail) return error.detail;
  return fallback;
}

let accessToken: string | null = null;
type SessionListener = (session: TAuthResponse | null) => void;
const sessionListeners = new Set<SessionListener>();
let pendingRefresh: Promise<TAuthResponse | null> | null = null;

export const getAccessToken = () => accessToken;

/** How requests reach the API: the browser's fetch, or the server's own during its first render of a page. */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** The server's first render (entry-server.tsx) reads the API in-process, as a visitor. */
export function setApiTransport(serverTransport: typeof fetch): void {
  transport = serverTransport;
}

/** Opens (or, with null, forgets) the session: stores the access token and tells the AuthProvider. */
export function setSession(session: TAuthResponse | null): void {
  accessToken = session?.access_token ?? null;
  sessionListeners.forEach((listener) => listener(session));
}

/** The AuthProvider listens here to learn about refreshes and expired sessions. */
export function subscribeToSession(listener: SessionListener): () => void {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}

/**
 * A contract schema, or a function that loads it: a module of the home page's first view names
 * its schema this way, so that zod is fetched when an answer has to be read, not with the page.
 */
export type ResponseSchema = z.ZodType | (() => Promise<z.ZodType>);

/** The session's schema, loaded on the first answer to read: a visitor's start-up never needs it. */
export const loadAuthResponseSchema = () => import('./auth-response-schema').then((module) => module.ZAuthResponseSchema);

export type RequestOptions<TSchema extends ResponseSchema | undefined = undefined> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData (file uploads) as multipart. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Validates and types the JSON response with a contract schema. */
  schema?: TSchema;
  /** 'blob' for downloads (invoices, exports), 'text' for calendars. */
  responseType?: 'json' | 'blob' | 'text';
  signal?: AbortSignal;
  /** The auth endpoints themselves must not try to refresh on a 401. */
  isRefreshAllowed?: boolean;
  headers?: Record<string, string>;
  /** Let the request finish, and its answer's cookie be kept, even if the page is left meanwhile. */
  keepalive?: boolean;
};

type ResponseOf<TSchema, TFallback> = TSchema extends z.ZodType
  ? z.output<TSchema>
  : TSchema extends () => Promise<infer TLoaded extends z.ZodType>
    ? z.output<TLoaded>
    : TFallback;

async function parseWith(schema: ResponseSchema, payload: unknown): Promise<unknown> {
  const loaded = typeof schema === 'function' ? await schema() : schema;
  return loaded.parse(payload);
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

async function send(path: string, options: RequestOptions<ResponseSchema | undefined>): Promise<Response> {
  const headers = new Headers(options.headers);
  headers.set('accept', options.responseType === 'blob' ? '*/*' : 'application/json');
  if (accessToken) headers.set('authorization', `Bearer ${accessToken}`);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.body);
  }
  try {
    return await transport(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, null);
  }
}

async function readDetail(response: Response): Promise<string | null> {
  try {
    const payload: unknown = await response.json();
    if (payload && typeof payload === 'object' && 'detail' in payload && typeof payload.detail === 'string') return payload.detail;
  } catch {
    // A body that is not JSON (a proxy's HTML error page) has no detail to show.
  }
  return response.status === 429 ? COMMON_MESSAGES.tooManyRequests : null;
}

/** One name for every tab of the site: the browser runs the tasks holding it one after the other. */
const SESSION_LOCK_NAME = 'action-plus-session';

/**
 * Runs a task that spends or revokes the refresh cookie while no other tab of this site does:
 * the server rotates the cookie, so a tab must send the one the previous tab's answer set, not
 * the copy both read at once (a copy sent long after its exchange ends the session: decision
 * 012). Without the Web Locks API (older browsers, the server's own render) the task runs at
 * once, and the server's grace period with the retry below covers the race. The task must not
 * itself refresh (the auth routes never do): it would wait for its own lock.
 */
export async function withSessionLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator.locks as LockManager | undefined);
  return locks ? await locks.request(SESSION_LOCK_NAME, task) : await task();
}

/** Waits before retrying a refresh another tab won (409): its answer, with the new cookie, is on its way. */
const RACE_RETRY_DELAYS_MS = [200, 800];

/**
 * The server spends the cookie as it answers: a refresh cut off by leaving the page (a reload, a
 * typed address while the page starts) would leave the browser a spent cookie, and the next page
 * signed out (decision 012). `keepalive` lets it finish and its new cookie be kept.
 */
const REFRESH_REQUEST = { method: 'POST', keepalive: true } as const;

async function sendRefresh(): Promise<Response> {
  let response = await send('/api/auth/refresh-token', REFRESH_REQUEST);
  for (const delay of RACE_RETRY_DELAYS_MS) {
    if (response.status !== 409) break;
    await new Promise((resolve) => setTimeout(resolve, delay));
    response = await send('/api/auth/refresh-token', REFRESH_REQUEST);
  }
  return response;
}

/**
 * Spends the refresh cookie for a new access token. Concurrent callers of this tab share one
 * request, and tabs take turns (withSessionLock): the server rotates the cookie on each use.
 */
export function refreshSession(): Promise<TAuthResponse | null> {
  pendingRefresh ??= (async () => {
    try {
      const response = await withSessionLock(sendRefresh);
      // Another tab kept winning: the session is not over, this call simply got no token.
      if (response.status === 409) return null;
      // 204: the browser holds no session (a visitor); 401: the session has ended.
      if (!response.ok || response.status === 204) {
        setSession(null);
        return null;
      }
      const session = (await loadAuthResponseSchema()).parse(await response.json());
      setSession(session);
      return session;
    } catch (error) {
      // Offline at start-up: stay logged out for now rather than crash the app.
      if (error instanceof ApiError) return null;
      throw error;
    } finally {
      pendingRefresh = null;
    }
  })();
  return pendingRefresh;
}

export async function apiRequest<TSchema extends ResponseSchema | undefined = undefined, TFallback = unknown>(
  path: string,
  options: RequestOptions<TSchema> = {},
): Promise<ResponseOf<TSchema, TFallback>> {
  const isRefreshAllowed = options.isRefreshAllowed ?? !path.startsWith('/api/auth/');
  let response = await send(path, options);
  if (response.status === 401 && isRefreshAllowed) {
    const session = await refreshSession();
    if (session) response = await send(path, options);
  }
  if (!response.ok) throw new ApiError(response.status, await readDetail(response));

  if (options.responseType === 'blob') return (await response.blob()) as ResponseOf<TSchema, TFallback>;
  if (options.responseType === 'text') return (await response.text()) as ResponseOf<TSchema, TFallback>;
  const text = await response.text();
  const payload: unknown = text ? JSON.parse(text) : null;
  return (options.schema ? await parseWith(options.schema, payload) : payload) as ResponseOf<TSchema, TFallback>;
}

/** Shorthands: `api.get('/api/events', { schema: ZEventListSchema })`, `api.post(path, body, options)`. */
export const api = {
  get: <TSchema extends ResponseSchema | undefined = undefined, TFallback = unknown>(
    path: string,
    options?: Omit<RequestOptions<TSchema>, 'method' | 'body'>,
  ) => apiRequest<TSchema, TFallback>(path, { ...options, method: 'GET' }),
  post: <TSchema extends ResponseSchema | undefined = undefined, TFallback = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions<TSchema>, 'method' | 'body'>,
  ) => apiRequest<TSchema, TFallback>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <TSchema extends ResponseSchema | undefined = undefined, TFallback = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions<TSchema>, 'method' | 'body'>,
  ) => apiRequest<TSchema, TFallback>(path, { ...options, method: 'PUT', body: body ?? {} }),
  delete: <TSchema extends ResponseSchema | undefined = undefined, TFallback = unknown>(
    path: string,
    options?: Omit<RequestOptions<TSchema>, 'method' | 'body'>,
  ) => apiRequest<TSchema, TFallback>(path, { ...options, method: 'DELETE' }),
};

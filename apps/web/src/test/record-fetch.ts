import { vi } from 'vitest';

/** One request the component under test sent: the URL as it was given, the JSON body parsed. */
export type RecordedCall = { method: string; url: string; body: unknown };

/** The answer of a fake endpoint: JSON, 200 unless told. */
export const jsonResponse = (payload: unknown, status = 200) =>
  new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });

/**
 * Replaces fetch with `answer` and records every call in the returned list, for tests that check
 * what was sent. `body` is what JSON.parse gives, so an answer may read its fields.
 */
export function recordFetch(answer: (request: { method: string; url: string; body: ReturnType<typeof JSON.parse> }) => Response | Promise<Response>) {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = { method: init?.method ?? 'GET', url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(request);
      return answer(request);
    }),
  );
  return calls;
}

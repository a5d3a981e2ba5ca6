import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp } from '../support/test-app';
import { MAX_EVENT_LOOP_DELAY_MS, measureEventLoopDelay, measureEventLoopStall } from './event-loop-stall';
import { malformedRequestsFor, operationsOf, ruleBrokenBy, UNKNOWN_QUERY_PARAMETER, type MalformedRequest, type OpenApiOperation } from './malformed-requests';

/** How many times a walk that stalled with no request to blame is walked again, looking for one. */
const WALKS_PER_IDENTITY = 3;
/**
 * A request that took this long may hide a stall: the histogram counts a stall with the interval
 * between its samples, so a request a little shorter than the limit can push it over.
 */
const SUSPECT_REQUEST_MS = MAX_EVENT_LOOP_DELAY_MS / 2;

/** Deleting one's own account succeeds whatever the body: walked last, so that the walk keeps its users. */
const isAccountDeletion = (operation: OpenApiOperation) => operation.method === 'DELETE' && operation.path === '/api/users/me';

interface Identity {
  name: string;
  headers: Record<string, string>;
}

describe('malformed input on every route of the OpenAPI document', () => {
  let testApp: TestApp;
  let identities: Identity[];

  beforeAll(async () => {
    testApp = await createTestApp();
    const member = await createTestUser(testApp);
    const admin = await createTestUser(testApp, { role: 'admin' });
    identities = [
      { name: 'visitor', headers: {} },
      { name: 'member', headers: member.authorization },
      { name: 'admin', headers: admin.authorization },
    ];
  });
  afterAll(() => testApp.close());

  const send = (operation: OpenApiOperation, identity: Identity, request: MalformedRequest) =>
    testApp.app.inject({
      method: operation.method as 'GET',
      url: request.url,
      headers: { ...request.headers, ...identity.headers },
      payload: request.payload,
    });

  /** Sends every request as one identity: what broke the rule, and the requests that took long enough to hide a stall. */
  async function walk(operation: OpenApiOperation, identity: Identity, requests: MalformedRequest[]) {
    const failures: string[] = [];
    const slowRequests: MalformedRequest[] = [];
    for (const request of requests) {
      const started = performance.now();
      const response = await send(operation, identity, request);
      if (performance.now() - started >= SUSPECT_REQUEST_MS) slowRequests.push(request);
      const broken = ruleBrokenBy(response) ?? (response.body.includes(UNKNOWN_QUERY_PARAMETER) ? 'echoed an unknown query parameter' : null);
      if (broken) failures.push(`${operation.method} ${operation.path} as ${identity.name}, ${request.label}: ${broken}`);
    }
    return { failures, slowRequests };
  }

  /**
   * Walks as one identity while measuring the event loop; when it stalled, finds the request that
   * did it. A stall is some request's doing: that request is slow, and stalls the loop each time it
   * is sent again alone, where a pause of the machine (other test runs on the same cores) does not
   * come back. When no request was slow, the loop stalled between requests, in the test's own code
   * (the runner's garbage collections): the walk is walked again, and is not blamed if that repeats.
   * Work the app defers past its answer would be caught all the same, in the next request's time or
   * in the margin the measure keeps after a request sent alone.
   */
  async function walkMeasured(operation: OpenApiOperation, identity: Identity, requests: MalformedRequest[]) {
    let failures: string[] | undefined;
    for (let attempt = 0; attempt < WALKS_PER_IDENTITY; attempt += 1) {
      const { result, delayMs } = await measureEventLoopDelay(() => walk(operation, identity, requests));
      failures ??= result.failures;
      if (delayMs < MAX_EVENT_LOOP_DELAY_MS) return { failures, stalls: [] };
      if (result.slowRequests.length > 0) {
        const stalls: string[] = [];
        for (const request of result.slowRequests) {
          const again = await measureEventLoopStall(() => send(operation, identity, request));
          if (again.delayMs >= MAX_EVENT_LOOP_DELAY_MS) {
            stalls.push(`${operation.method} ${operation.path} as ${identity.name}, ${request.label}: ${Math.round(again.delayMs)} ms`);
          }
        }
        return { failures, stalls };
      }
    }
    return { failures: failures ?? [], stalls: [] };
  }

  it('walks every route and method as visitor, member and admin: no 5xx, every 4xx a French {detail} with nothing internal, the event loop never blocked', async () => {
    const operations = operationsOf(testApp.app.swagger()).sort((a, b) => Number(isAccountDeletion(a)) - Number(isAccountDeletion(b)));
    expect(operations.map((operation) => `${operation.method} ${operation.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/contact',
        'POST /api/auth/register',
        'GET /api/events/{id}',
        'POST /api/upload-multiple-images',
        'GET /api/admin/download-invoice-membership/{membershipId}',
        'DELETE /api/users/me',
      ]),
    );

    const failures: string[] = [];
    const stalls: string[] = [];
    let requestCount = 0;
    for (const operation of operations) {
      // Building the payloads is the test's own work: the delay is measured only while the app answers.
      const requests = malformedRequestsFor(operation);
      for (const identity of identities) {
        const result = await walkMeasured(operation, identity, requests);
        failures.push(...result.failures);
        stalls.push(...result.stalls);
        requestCount += requests.length;
      }
    }

    // One line per kind of break, whoever sent it.
    const distinctFailures = [...new Set(failures.map((failure) => failure.replace(/ as (visitor|member|admin),/, ',')))];
    expect(distinctFailures.slice(0, 40), `${failures.length} answers broke the rule`).toEqual([]);
    expect(stalls, `requests that blocked the event loop ${MAX_EVENT_LOOP_DELAY_MS} ms or more each time they were sent`).toEqual([]);
    expect(requestCount).toBeGreaterThan(5000);
  }, 240_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp } from '../support/test-app';
import { MAX_EVENT_LOOP_DELAY_MS, measureEventLoopStall } from './event-loop-stall';
import { malformedRequestsFor, operationsOf, ruleBrokenBy, UNKNOWN_QUERY_PARAMETER, type MalformedRequest, type OpenApiOperation } from './malformed-requests';

/** Deleting one's own account succeeds whatever the body: walked last, so that the walk keeps its users. */
const isAccountDeletion = (operation: OpenApiOperation) => operation.method === 'DELETE' && operation.path === '/api/users/me';

describe('malformed input on every route of the OpenAPI document', () => {
  let testApp: TestApp;
  let identities: { name: string; headers: Record<string, string> }[];

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

  /** Sends every request as every identity; returns what broke the rule. */
  async function walk(operation: OpenApiOperation, requests: MalformedRequest[]) {
    const failures: string[] = [];
    for (const identity of identities) {
      for (const request of requests) {
        const response = await testApp.app.inject({
          method: operation.method as 'GET',
          url: request.url,
          headers: { ...request.headers, ...identity.headers },
          payload: request.payload,
        });
        const broken = ruleBrokenBy(response) ?? (response.body.includes(UNKNOWN_QUERY_PARAMETER) ? 'echoed an unknown query parameter' : null);
        if (broken) failures.push(`${operation.method} ${operation.path} as ${identity.name}, ${request.label}: ${broken}`);
      }
    }
    return failures;
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
      const { result, delayMs } = await measureEventLoopStall(() => walk(operation, requests));
      failures.push(...result);
      requestCount += requests.length * identities.length;
      if (delayMs >= MAX_EVENT_LOOP_DELAY_MS) stalls.push(`${operation.method} ${operation.path}: ${Math.round(delayMs)} ms`);
    }

    // One line per kind of break, whoever sent it.
    const distinctFailures = [...new Set(failures.map((failure) => failure.replace(/ as (visitor|member|admin),/, ',')))];
    expect(distinctFailures.slice(0, 40), `${failures.length} answers broke the rule`).toEqual([]);
    expect(stalls, `routes that blocked the event loop ${MAX_EVENT_LOOP_DELAY_MS} ms or more on every walk`).toEqual([]);
    expect(requestCount).toBeGreaterThan(5000);
  }, 120_000);
});

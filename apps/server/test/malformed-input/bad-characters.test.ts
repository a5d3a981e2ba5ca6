import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FIELD_MESSAGES } from '@action-plus/contract';
import { startHelloAssoStandIn, type HelloAssoStandIn } from '@action-plus/test-stand-ins/helloasso-stand-in';
import { createEventThroughApi } from '../support/event-fixtures';
import { createTestApp, createTestUser, type TestApp } from '../support/test-app';
import { operationsOf, ruleBrokenBy, validUrlOf, type OpenApiOperation } from './malformed-requests';
import { bodiesWithEachStringReplaced, VALID_BODIES } from './valid-bodies';

/**
 * Short strings that are fine in length and wrong in content: PostgreSQL refuses NUL (a 500 on six
 * forms before issue 22), no field has a use for the other controls, and a lone surrogate has no
 * UTF-8 form.
 */
const BAD_STRINGS: Record<string, string> = {
  NUL: 'a\u0000b',
  'escape (U+001B)': 'a\u001bb',
  'lone surrogate': 'a\ud800b',
};
/** The same in a URL: percent-encoded controls, and the bytes a surrogate would take in UTF-8 (invalid UTF-8). */
const BAD_URL_STRINGS: Record<string, string> = { NUL: 'a%00b', 'escape (U+001B)': 'a%1Bb', 'surrogate bytes': 'a%ED%A0%80b' };

const FORBIDDEN_CHARACTER = FIELD_MESSAGES.forbiddenCharacter('');

const routeKey = (operation: OpenApiOperation) => `${operation.method} ${operation.path}`;

interface OpenApiParameters {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string; schema?: { type?: string } }[] }>>;
}

/** The string parameters of an operation's query and path, by where they are. */
function stringParametersOf(document: unknown, operation: OpenApiOperation) {
  const parameters = (document as OpenApiParameters).paths[operation.path]?.[operation.method.toLowerCase()]?.parameters ?? [];
  const strings = parameters.filter((parameter) => parameter.schema?.type === 'string');
  return {
    query: strings.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
    path: strings.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
  };
}

/** The string schemas inside a zod schema, with where they are. */
function* stringSchemasIn(schema: unknown, path = ''): Generator<{ path: string; schema: z.ZodType }> {
  const zod = (schema as { _zod?: { def: Record<string, unknown> & { type: string } } } | undefined)?._zod;
  if (!zod) return;
  const { def } = zod;
  if (def.type === 'string') yield { path, schema: schema as z.ZodType };
  if (def.type === 'object') {
    for (const [key, value] of Object.entries(def['shape'] as Record<string, unknown>)) yield* stringSchemasIn(value, path ? `${path}.${key}` : key);
  }
  if (def.type === 'record') {
    yield* stringSchemasIn(def['keyType'], `${path}[clé]`);
    yield* stringSchemasIn(def['valueType'], `${path}[valeur]`);
  }
  if (def.type === 'array') yield* stringSchemasIn(def['element'], `${path}[]`);
  if (def.type === 'union') for (const option of def['options'] as unknown[]) yield* stringSchemasIn(option, path);
  if (def.type === 'intersection') for (const side of [def['left'], def['right']]) yield* stringSchemasIn(side, path);
  if (def.type === 'pipe') for (const side of [def['in'], def['out']]) yield* stringSchemasIn(side, path);
  if (def.type === 'lazy') yield* stringSchemasIn((def['getter'] as () => unknown)(), path);
  if ('innerType' in def) yield* stringSchemasIn(def['innerType'], path);
}

describe('control characters and lone surrogates in otherwise valid requests, on every route', () => {
  let testApp: TestApp;
  let helloAsso: HelloAssoStandIn;
  let admin: Awaited<ReturnType<typeof createTestUser>>;

  beforeAll(async () => {
    // With online payments on, a gift's body goes as far as it can: the pending donation's row.
    const settings = { clientId: 'client-action-plus', clientSecret: 'secret-action-plus', organizationSlug: 'action-plus' };
    helloAsso = await startHelloAssoStandIn(settings);
    testApp = await createTestApp({ config: { helloAsso: { ...settings, apiUrl: helloAsso.url } } });
    // What the routes with an id find at id 1 (a fresh database): a member, an event, a contact message.
    await createTestUser(testApp);
    admin = await createTestUser(testApp, { role: 'admin' });
    await createEventThroughApi(testApp, admin.authorization);
    await testApp.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Inès', email: 'ines@exemple.fr', message: 'Bonjour' } });
  });
  afterAll(async () => {
    await testApp.close();
    await helloAsso.close();
  });

  it('has a valid body for every route that reads one', () => {
    const withBody = operationsOf(testApp.app.swagger()).filter((operation) => operation.bodyFields.length > 0);
    expect(withBody.map(routeKey).filter((key) => !(key in VALID_BODIES))).toEqual([]);
  });

  it('answers each string of each body holding one of them 400 in French, and never 5xx anywhere', async () => {
    const document = testApp.app.swagger();
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operationsOf(document)) {
      const key = routeKey(operation);
      const url = validUrlOf(operation);
      for (const [label, bad] of Object.entries(BAD_STRINGS)) {
        for (const { path, body } of VALID_BODIES[key] === undefined ? [] : bodiesWithEachStringReplaced(VALID_BODIES[key], bad)) {
          const response = await testApp.app.inject({ method: operation.method as 'POST', url, headers: admin.authorization, payload: body as object });
          sent += 1;
          const broken = ruleBrokenBy(response) ?? (response.statusCode === 400 ? null : `answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
          if (broken) failures.push(`${key}, ${path} = ${label}: ${broken}`);
        }
      }
      const parameters = stringParametersOf(document, operation);
      for (const [label, bad] of Object.entries(BAD_URL_STRINGS)) {
        const requests = [
          ...parameters.query.map((name) => ({ where: `query ${name}`, url: `${url}?${name}=${bad}` })),
          ...parameters.path.map((name) => ({ where: `path ${name}`, url: validUrlOf({ ...operation, path: operation.path.replace(`{${name}}`, bad) }) })),
        ];
        for (const request of requests) {
          const response = await testApp.app.inject({ method: operation.method as 'GET', url: request.url, headers: admin.authorization });
          sent += 1;
          const broken = ruleBrokenBy(response);
          if (broken) failures.push(`${key}, ${request.where} = ${label}: ${broken}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(250);
  }, 60_000);

  it("every string a route reads, in its body, query or path, is the contract's zText: it refuses control characters and lone surrogates, naming the field", () => {
    const strays: string[] = [];
    let strings = 0;
    for (const route of testApp.app.registeredRoutes) {
      for (const [part, schema] of Object.entries(route.schema)) {
        for (const found of stringSchemasIn(schema)) {
          strings += 1;
          for (const bad of Object.values(BAD_STRINGS)) {
            const messages = found.schema.safeParse(bad).error?.issues.map((issue) => issue.message) ?? [];
            if (messages.length !== 1 || !messages[0]!.endsWith(FORBIDDEN_CHARACTER) || messages[0] === FORBIDDEN_CHARACTER) {
              strays.push(`${route.method} ${route.url} ${part} ${found.path}: ${JSON.stringify(bad)} → ${JSON.stringify(messages)}`);
            }
          }
        }
      }
    }
    expect(strays).toEqual([]);
    expect(strings).toBeGreaterThan(50);
  });
});

/**
 * What the malformed-input walk sends: every kind of bad input an attacker can put in a path, a
 * query string or a body, built from the route's own OpenAPI description.
 */

export interface OpenApiOperation {
  method: string;
  /** The OpenAPI path: `/api/events/{id}`. */
  path: string;
  pathParameters: string[];
  queryParameters: string[];
  bodyFields: string[];
  consumesMultipart: boolean;
}

export interface MalformedRequest {
  /** Says what was sent, for the failure message. */
  label: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
        consumes?: string[];
      }
    >
  >;
}

export function operationsOf(document: unknown): OpenApiOperation[] {
  const operations: OpenApiOperation[] = [];
  for (const [path, methods] of Object.entries((document as OpenApiDocument).paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParameters: parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
        queryParameters: parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
        bodyFields: Object.keys(content['application/json']?.schema?.properties ?? {}),
        consumesMultipart: 'multipart/form-data' in content || (operation.consumes ?? []).includes('multipart/form-data'),
      });
    }
  }
  return operations;
}

export const ONE_MEBIBYTE = 1024 * 1024;

/** Long enough for a quadratic pattern to stall the loop, short enough to pass every body limit (16 KB for forms). */
const RUN = 12_000;

/** The issue's e-mail: quadratic for the former pattern, 200 000 dots long. */
export const DOTTED_EMAIL = `a@${'.'.repeat(200_000)}@`;

/**
 * Strings meant to hurt: far too long, and long runs of the characters the contract's patterns
 * treat specially (@, dots, spaces, slashes, digits, colons, dashes). The runs fit every body limit,
 * so they reach validation: a pattern that ran before the length check and backtracked would show
 * in the event loop's delay.
 */
export const PATHOLOGICAL_STRINGS: Record<string, string> = {
  'dotted e-mail of 200 000 dots': DOTTED_EMAIL,
  '1 MiB string': 'x'.repeat(ONE_MEBIBYTE),
  'dotted e-mail of 12 000 dots': `a@${'.'.repeat(RUN)}@`,
  'e-mail of 6 000 labels': `a@${'b.'.repeat(RUN / 2)}@`,
  'run of @': '@'.repeat(RUN),
  'run of spaces': `${' \t'.repeat(RUN / 2)}x`,
  'run of slashes': `${'/'.repeat(RUN)}x`,
  'web address then spaces': `http://${' '.repeat(RUN)}x`,
  'run of digits': '9'.repeat(RUN),
  'run of colons and dashes': `${'-:'.repeat(RUN / 2)}x`,
  'accented letters': 'é'.repeat(RUN / 2),
  'control characters': '\u0000\u0001\u001f'.repeat(RUN / 24),
  'lone surrogates': '\ud800'.repeat(RUN / 24),
};

/** Longer than any body limit but the uploads'. */
const OVERSIZE = 200_000;

/**
 * Bodies longer than any limit but the uploads': refused on their length before they are read,
 * whatever their fields. Built once, as bytes: copying megabytes for every request would make the
 * test's own garbage collections stall the event loop it measures.
 */
const OVERSIZE_BODIES: Record<string, Buffer> = Object.fromEntries(
  Object.entries(PATHOLOGICAL_STRINGS)
    .filter(([, text]) => text.length >= OVERSIZE)
    .map(([label, text]) => [`a body with a ${label}`, Buffer.from(JSON.stringify({ email: text, name: text }))]),
);
const ONE_MEBIBYTE_OF_TEXT = Buffer.from(PATHOLOGICAL_STRINGS['1 MiB string']!);

/** Values of the wrong type (or out of range) for any field. */
const WRONG_VALUES: unknown[] = [null, true, 0, -1, 1.5, 3_000_000_000, 1e308, '', '12', [], {}, ['x'], { nested: 'x' }];

/** Ids a path may carry that are not ids of the integer column. */
export const BAD_IDS = ['3000000000', '2147483648', '-1', '0', '1.5', 'abc', '1e3', 'NaN', 'Infinity', '0x10', '%00', '%20', '9'.repeat(90)];

/** A query parameter no route knows: it must be ignored, never echoed. */
export const UNKNOWN_QUERY_PARAMETER = 'zz-unknown-parameter';
const HUGE_QUERY = 'k=v&'.repeat(4000);
const HUGE_QUERY_VALUE = `q=${'a'.repeat(64 * 1024)}`;
const JSON_HEADERS = { 'content-type': 'application/json' };
const DEEP_ARRAY = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
/** 10 000 levels are refused on their size by the 16 KB form limit: these 7 000 are parsed everywhere. */
const DEEP_ARRAY_WITHIN_LIMITS = `${'['.repeat(7_000)}${']'.repeat(7_000)}`;
const INVALID_UTF8 = (field: string) => Buffer.concat([Buffer.from(`{"${field}":"`), Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xe2, 0x82]), Buffer.from('"}')]);
const MULTIPART_BOUNDARY = 'malformed-input-boundary';
const MULTIPART_HEADERS = { 'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` };
const multipartBody = (fieldName: string, content: string, fileName?: string) =>
  [
    `--${MULTIPART_BOUNDARY}`,
    `Content-Disposition: form-data; name="${fieldName}"${fileName === undefined ? '' : `; filename="${fileName}"`}`,
    ...(fileName === undefined ? [] : ['Content-Type: image/png']),
    '',
    content,
    `--${MULTIPART_BOUNDARY}--`,
    '',
  ].join('\r\n');

/** The route's URL with every path parameter set to `value` (all other parts as they are). */
export const urlWith = (operation: OpenApiOperation, value: string) => operation.path.replace(/\{[^}]+\}/g, () => value);

/** A valid value of each path parameter that is not an id, so that a request reaches the route's body checks. */
const VALID_PATH_VALUES: Record<string, string> = { section: 'contact' };

/** The route's URL with every path parameter valid: an id of 1, or the value above. */
export const validUrlOf = (operation: OpenApiOperation) => operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => VALID_PATH_VALUES[name] ?? '1');

/** Every malformed request for one operation. */
export function malformedRequestsFor(operation: OpenApiOperation): MalformedRequest[] {
  const requests: MalformedRequest[] = [];
  const url = validUrlOf(operation);
  const fields = operation.bodyFields.length > 0 ? operation.bodyFields : ['field'];

  for (const id of operation.pathParameters.length > 0 ? BAD_IDS : []) {
    requests.push({ label: `path parameter ${id.slice(0, 20)}`, url: urlWith(operation, id) });
  }

  const queries: Record<string, string> = {
    'unknown and prototype keys': `${UNKNOWN_QUERY_PARAMETER}=1&__proto__=x&constructor[prototype]=y&hasOwnProperty=z`,
    'huge query string': HUGE_QUERY,
    'one huge value': HUGE_QUERY_VALUE,
  };
  for (const name of operation.queryParameters) {
    Object.assign(queries, {
      [`${name} not a number`]: `${name}=abc`,
      [`${name} negative`]: `${name}=-1`,
      [`${name} twice`]: `${name}=1&${name}=2`,
      [`${name} as an array`]: `${name}[]=1`,
      [`${name} invalid percent-encoding`]: `${name}=%FF%FE%`,
      [`${name} too long`]: `${name}=${'9'.repeat(10_000)}`,
    });
  }
  for (const [label, query] of Object.entries(queries)) requests.push({ label: `query: ${label}`, url: `${url}?${query}` });

  const json = (label: string, body: unknown) => requests.push({ label, url, headers: JSON_HEADERS, payload: JSON.stringify(body) });
  for (const field of fields) {
    for (const value of WRONG_VALUES) json(`${field} = ${JSON.stringify(value)}`, { [field]: value });
    for (const [label, text] of Object.entries(PATHOLOGICAL_STRINGS)) {
      // An oversize body is refused before it is read: once per route (below) is enough for those.
      if (text.length < OVERSIZE) json(`${field} = ${label}`, { [field]: text });
    }
    requests.push({ label: `${field} nested 10 000 deep`, url, headers: JSON_HEADERS, payload: `{"${field}":${DEEP_ARRAY}}` });
    requests.push({ label: `${field} with invalid UTF-8`, url, headers: JSON_HEADERS, payload: INVALID_UTF8(field) });
    requests.push({ label: `__proto__ holding ${field}`, url, headers: JSON_HEADERS, payload: `{"__proto__":{"${field}":"x","role":"admin"}}` });
  }
  for (const [label, text] of Object.entries(PATHOLOGICAL_STRINGS)) {
    if (text.length < OVERSIZE) json(`every field = ${label}`, Object.fromEntries(fields.map((field) => [field, text])));
  }
  for (const [label, payload] of Object.entries(OVERSIZE_BODIES)) requests.push({ label, url, headers: JSON_HEADERS, payload });
  for (const value of WRONG_VALUES) json(`every field = ${JSON.stringify(value)}`, Object.fromEntries(fields.map((field) => [field, value])));

  const raw: [string, Record<string, string>, string | Buffer][] = [
    ['array nested 10 000 deep', JSON_HEADERS, DEEP_ARRAY],
    ['object nested 10 000 deep', JSON_HEADERS, DEEP_OBJECT],
    ['array nested 7 000 deep', JSON_HEADERS, DEEP_ARRAY_WITHIN_LIMITS],
    ['field nested 7 000 deep', JSON_HEADERS, `{"${fields[0]!}":${DEEP_ARRAY_WITHIN_LIMITS}}`],
    ['constructor.prototype', JSON_HEADERS, '{"constructor":{"prototype":{"role":"admin"}}}'],
    ['truncated JSON', JSON_HEADERS, '{"a":'],
    ['empty JSON body', JSON_HEADERS, ''],
    ['JSON null', JSON_HEADERS, 'null'],
    ['JSON string', JSON_HEADERS, '"x"'],
    ['JSON number', JSON_HEADERS, '123'],
    ['JSON charset latin1', { 'content-type': 'application/json; charset=latin1' }, '{"a":"é"}'],
    ['text/plain', { 'content-type': 'text/plain' }, 'bonjour'],
    ['text/plain of 1 MiB', { 'content-type': 'text/plain' }, ONE_MEBIBYTE_OF_TEXT],
    ['form-urlencoded', { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1&b=2'],
    ['multipart where JSON is expected', MULTIPART_HEADERS, multipartBody(fields[0]!, 'x')],
    ['multipart without boundary', { 'content-type': 'multipart/form-data' }, 'x'],
    ['no content type', {}, '{"a":1}'],
    ['unknown content type', { 'content-type': 'application/x-nothing' }, 'x'],
    ['malformed content type', { 'content-type': ';;;=' }, 'x'],
  ];
  if (operation.consumesMultipart) {
    raw.push(
      ['JSON where multipart is expected', JSON_HEADERS, '{"files":[]}'],
      ['multipart file that is not an image', MULTIPART_HEADERS, multipartBody('files', 'not an image', 'image.png')],
      ['multipart file with a hostile name', MULTIPART_HEADERS, multipartBody('files', 'x', `${'../'.repeat(200)}<script>.png`)],
      ['multipart field only', MULTIPART_HEADERS, multipartBody('files', 'x')],
      ['multipart truncated', MULTIPART_HEADERS, `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n\r\nabc`],
    );
  }
  for (const [label, headers, payload] of raw) requests.push({ label, url, headers, payload });
  return requests;
}

/** Words of English error messages (from Node, Fastify, zod, the database drivers). */
const ENGLISH_WORDS = /\b(the|is|must|should|expected|received|invalid|unexpected|error|failed|required|cannot|not found|body|request|token|undefined)\b/i;
/** What an internal detail looks like: codes, stacks, SQL, file paths, library names. */
const INTERNAL_DETAIL =
  /FST_|ERR_|Error:|\bat \S+ \(|\bat async\b|node_modules|\.[cm]?[jt]s\b|\/(?:work|home|tmp|usr|var|app|src)\/|\b(select|insert|update|delete)\b.*\b(from|into|set|where)\b|postgres|pglite|drizzle|zod|sql|constraint|relation|\bcolumn\b|stack/i;
/** Words any French sentence of ours has at least one of. */
const FRENCH_MARKERS = /[éèêàçùâîôûœ«»’']|\b(le|la|les|de|du|des|un|une|est|pas|ou|vous|votre|ce|cette|doit|requête|invalide|introuvable|trop|champ|nombre)\b/i;

/** Why the answer breaks the rule, or null when it keeps it: no 5xx; a 4xx is `{detail}` in French, nothing internal. */
export function ruleBrokenBy(response: { statusCode: number; headers: Record<string, unknown>; body: string }): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${response.body.slice(0, 200)}`;
  if (response.statusCode < 400) return null;
  if (!String(response.headers['content-type'] ?? '').startsWith('application/json')) {
    return `answered ${response.statusCode} as ${String(response.headers['content-type'])}`;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(response.body);
  } catch {
    return `answered ${response.statusCode} with a body that is not JSON`;
  }
  const keys = parsed && typeof parsed === 'object' ? Object.keys(parsed) : [];
  const detail = (parsed as { detail?: unknown }).detail;
  if (keys.length !== 1 || typeof detail !== 'string') return `answered ${response.statusCode} with ${response.body.slice(0, 200)}`;
  if (detail.length > 300 || detail.includes('\n')) return `answered ${response.statusCode} with a long detail: ${detail.slice(0, 200)}`;
  if (INTERNAL_DETAIL.test(detail)) return `answered ${response.statusCode} with an internal detail: ${detail}`;
  if (!FRENCH_MARKERS.test(detail) || ENGLISH_WORDS.test(detail.replace(FRENCH_WORDS_LIKE_ENGLISH, ''))) {
    return `answered ${response.statusCode} with a detail that is not French: ${detail}`;
  }
  return null;
}

/** French words the English list would catch ('est', 'requête' are fine; 'token' is not French). */
const FRENCH_WORDS_LIKE_ENGLISH = /\b(invalide|objet|requête)\b/gi;

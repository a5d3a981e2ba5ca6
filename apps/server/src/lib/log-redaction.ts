import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';

/**
 * Query parameters whose value is a secret: one-time link tokens (`token`), the identity
 * provider's `code` and `state`, and whatever a later feature names like them. Matched on the
 * decoded name, so `%74oken` is caught too.
 */
const SECRET_QUERY_PARAMETER = /token|code|state|secret|password|nonce|key|signature|session|auth|ticket/i;

export const REDACTED = '[masqué]';

function decodedName(rawName: string) {
  try {
    return decodeURIComponent(rawName.replaceAll('+', ' '));
  } catch {
    return rawName;
  }
}

/** The URL as it may be logged: the path, and the query with every secret value masked. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const rawName = separator === -1 ? pair : pair.slice(0, separator);
      return SECRET_QUERY_PARAMETER.test(decodedName(rawName)) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

/** Fastify's own request serializer, but for the URL, which carries reset links and Google's codes. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: request.headers['accept-version']?.toString(),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * What a failed query may say in the log: its text (placeholders, no values) and the database's
 * code and message, never its parameters (password and token hashes, e-mail addresses), which
 * drizzle writes into the error's message and stack, nor the database's `detail`, which may quote
 * a value ("Key (email)=(…) already exists").
 */
function withoutQueryParameters(error: DrizzleQueryError) {
  const cause = error.cause as { name?: unknown; code?: unknown; message?: unknown } | undefined;
  const message = `Failed query: ${error.query}`;
  const frames = (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  return {
    type: error.constructor.name,
    message,
    stack: [`${error.constructor.name}: ${message}`, ...frames].join('\n'),
    query: error.query,
    cause: cause && {
      type: typeof cause.name === 'string' ? cause.name : undefined,
      code: typeof cause.code === 'string' ? cause.code : undefined,
      message: typeof cause.message === 'string' ? cause.message : undefined,
    },
  };
}

/** Pino's error serializer, but a failed query is logged without its parameters. */
export function serializeError(error: Error): { type: string; message: string; stack: string; [key: string]: unknown } {
  return error instanceof DrizzleQueryError ? withoutQueryParameters(error) : stdSerializers.err(error);
}

/** The app's logger options with the redacting request and error serializers, whatever the caller gave. */
export function withRedactedRequests(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: serializeRequest, err: serializeError } };
}

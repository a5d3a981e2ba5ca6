import type { FastifyRequest, FastifyServerOptions } from 'fastify';

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

/** The app's logger options with the redacting request serializer, whatever the caller gave. */
export function withRedactedRequests(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: serializeRequest } };
}

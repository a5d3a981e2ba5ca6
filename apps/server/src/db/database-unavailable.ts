/**
 * PostgreSQL's codes for a statement cancelled (statement_timeout), a server shutting down or not
 * accepting connections yet, and the whole class of connection failures.
 */
const UNAVAILABLE_CODES = new Set(['57014', '57P01', '57P02', '57P03']);
const CONNECTION_EXCEPTION_CLASS = '08';
/** Node's socket errors, and node-postgres's own time-outs and lost connections. */
const UNAVAILABLE_SYSTEM_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE']);
const UNAVAILABLE_MESSAGES = [/timeout exceeded when trying to connect/i, /connection timeout/i, /query read timeout/i, /connection terminated/i];

/**
 * Whether an error (or its cause: drizzle wraps the driver's) says the database did not answer,
 * rather than refusing the query: the request was fine and may succeed later, a 503.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_SYSTEM_CODES.has(code) || code.startsWith(CONNECTION_EXCEPTION_CLASS)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

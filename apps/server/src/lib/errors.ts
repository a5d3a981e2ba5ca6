/** What went wrong, as the API tells it: a code that maps to a status, and a French sentence. */
export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'too_many_requests'
  | 'bad_gateway'
  | 'service_unavailable';

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  bad_gateway: 502,
  service_unavailable: 503,
};

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'AppError';
  }

  get statusCode(): number {
    return STATUS_BY_CODE[this.code];
  }
}

export const badRequest = (detail: string) => new AppError('bad_request', detail);
export const unauthorized = (detail: string) => new AppError('unauthorized', detail);
export const forbidden = (detail: string) => new AppError('forbidden', detail);
export const notFound = (detail: string) => new AppError('not_found', detail);
export const conflict = (detail: string) => new AppError('conflict', detail);
/** A service the server depends on (the identity provider) did not answer properly. */
export const badGateway = (detail: string) => new AppError('bad_gateway', detail);
export const serviceUnavailable = (detail: string) => new AppError('service_unavailable', detail);

/** Why the server cannot answer now, though the request was fine (the web shows the API's detail as is). */
export const UNAVAILABLE_MESSAGES = {
  database: 'La base de données ne répond pas. Veuillez réessayer dans quelques instants.',
  migrations: "La base de données n'est pas à jour\u00a0: ses migrations n'ont pas été appliquées. Redémarrez le serveur.",
  requestTimeout: 'Le serveur met trop de temps à répondre. Veuillez réessayer dans quelques instants.',
  stopping: 'Le serveur redémarre. Veuillez réessayer dans quelques instants.',
} as const;

/** A 429: the answer says, in its Retry-After header too, when trying again can succeed. */
export class TooManyRequestsError extends AppError {
  constructor(
    detail: string,
    readonly retryAfterSeconds: number,
  ) {
    super('too_many_requests', detail);
    this.name = 'TooManyRequestsError';
  }
}

/** PostgreSQL's unique_violation, raised by both drivers with the constraint's name. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const candidate = (error as { cause?: unknown })?.cause ?? error;
  const record = candidate as { code?: string; constraint?: string } | null;
  if (record?.code !== '23505') return false;
  return constraint === undefined || record.constraint === constraint;
}

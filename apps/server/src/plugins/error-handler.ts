import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { COMMON_MESSAGES, isGenericZodMessage } from '@action-plus/contract';
import { isDatabaseUnavailable } from '#db/database-unavailable';
import { AppError, TooManyRequestsError, UNAVAILABLE_MESSAGES } from '#lib/errors';

/** Fastify's and its plugins' own 4xx errors, said in French. */
const MESSAGE_BY_FASTIFY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: COMMON_MESSAGES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: COMMON_MESSAGES.invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: COMMON_MESSAGES.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: COMMON_MESSAGES.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: COMMON_MESSAGES.invalidRequest,
  FST_ERR_RATE_LIMIT_EXCEEDED: COMMON_MESSAGES.tooManyRequests,
};

function describeValidationError(error: Parameters<typeof hasZodFastifySchemaValidationErrors>[0]): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return COMMON_MESSAGES.invalidRequest;
  const [first] = error.validation;
  if (!first) return COMMON_MESSAGES.invalidRequest;
  const issue = (first.params as { issue?: { message: string } }).issue ?? { message: first.message ?? '' };
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (!isGenericZodMessage(issue) || field === '') return issue.message || COMMON_MESSAGES.invalidRequest;
  return `Champ « ${field} » : ${issue.message}`;
}

/** Every error leaves as {"detail": "…"} in French; a 5xx says nothing of its cause and is logged. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error instanceof TooManyRequestsError) reply.header('retry-after', Math.max(1, Math.ceil(error.retryAfterSeconds)));
        return reply.status(error.statusCode).send({ detail: error.detail });
      }
      if (error.validation) {
        // A path whose parameters fail their schema (an id out of the column's range, say) names no
        // resource: 404, like an id that is in range but unknown.
        const status = error.validationContext === 'params' ? 404 : 400;
        return reply.status(status).send({ detail: describeValidationError(error) });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const detail = MESSAGE_BY_FASTIFY_CODE[error.code] ?? (status === 429 ? COMMON_MESSAGES.tooManyRequests : COMMON_MESSAGES.invalidRequest);
        return reply.status(status).send({ detail });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error, requestId: request.id }, 'base de données injoignable');
        return reply.status(503).header('retry-after', 5).send({ detail: UNAVAILABLE_MESSAGES.database });
      }
      request.log.error({ err: error, requestId: request.id }, 'requête en échec');
      return reply.status(500).send({ detail: COMMON_MESSAGES.serverError });
    });
  },
  { name: 'action-plus-error-handler' },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UNAVAILABLE_MESSAGES } from '#lib/errors';

/** A handler still working after this, once the request was read, gets a French 503 instead of a hang. */
export const REQUEST_DEADLINE_MS = 30_000;

/**
 * Bounds the time a handler takes, whatever it waits on: the database's own time-outs (db/client.ts)
 * normally answer first. Counted from the handler's start; an upload (multipart), which its handler
 * reads at its client's pace, is not bounded; once the response has started (a file being streamed)
 * it is left to finish.
 */
export const requestDeadlinePlugin = fp(async (app: FastifyInstance, options: { deadlineMs?: number }) => {
  const deadlineMs = options.deadlineMs ?? REQUEST_DEADLINE_MS;
  app.addHook('preHandler', (request, reply, done) => {
    if (request.headers['content-type']?.toLowerCase().startsWith('multipart/')) return done();
    const timer = setTimeout(() => {
      if (reply.raw.headersSent || reply.sent) return;
      request.log.warn({ requestId: request.id, deadlineMs }, 'requête trop longue : 503');
      void reply.status(503).header('retry-after', 5).send({ detail: UNAVAILABLE_MESSAGES.requestTimeout });
    }, deadlineMs);
    reply.raw.once('close', () => clearTimeout(timer));
    done();
  });
});

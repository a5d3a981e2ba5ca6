import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UNAVAILABLE_MESSAGES } from '#lib/errors';

/** A handler still working after this, once the request was read, gets a French 503 instead of a hang. */
export const REQUEST_DEADLINE_MS = 30_000;

interface Pending {
  reply: FastifyReply;
  dueAt: number;
}

/**
 * Bounds the time a handler takes, whatever it waits on: the database's own time-outs (db/client.ts)
 * normally answer first. Counted from the handler's start; an upload (multipart), which its handler
 * reads at its client's pace, is not bounded; once the response has started (a file being streamed)
 * it is left to finish.
 *
 * One sweep a fraction of the deadline apart looks at the requests in flight, rather than a timer
 * and a 'close' listener per request: those cost more than a cached read itself (issue 29). The
 * deadline thus holds within a quarter of itself. A request leaves the set when answered, or at the
 * next sweep when its client left.
 */
export const requestDeadlinePlugin = fp(async (app: FastifyInstance, options: { deadlineMs?: number }) => {
  const deadlineMs = options.deadlineMs ?? REQUEST_DEADLINE_MS;
  const pending = new Map<FastifyRequest, Pending>();

  const sweep = () => {
    const now = Date.now();
    for (const [request, { reply, dueAt }] of pending) {
      if (reply.sent || reply.raw.headersSent || reply.raw.destroyed) {
        pending.delete(request);
      } else if (now >= dueAt) {
        pending.delete(request);
        request.log.warn({ requestId: request.id, deadlineMs }, 'requête trop longue : 503');
        void reply.status(503).header('retry-after', 5).send({ detail: UNAVAILABLE_MESSAGES.requestTimeout });
      }
    }
  };
  const sweeper = setInterval(sweep, Math.max(10, Math.min(1_000, Math.floor(deadlineMs / 4))));
  sweeper.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(sweeper);
    done();
  });

  app.addHook('preHandler', (request, reply, done) => {
    if (request.headers['content-type']?.toLowerCase().startsWith('multipart/') !== true) pending.set(request, { reply, dueAt: Date.now() + deadlineMs });
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    pending.delete(request);
    done();
  });
});

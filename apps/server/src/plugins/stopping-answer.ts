import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UNAVAILABLE_MESSAGES } from '#lib/errors';

/**
 * While the server stops, a request that still arrives (on a connection kept alive, after the
 * one in flight) gets a French 503 with `Connection: close`, in place of Fastify's English one
 * (`return503OnClosing: false` in app.ts): the client or the load balancer tries another instance.
 */
export const stoppingAnswerPlugin = fp(async (app: FastifyInstance) => {
  let isStopping = false;
  app.addHook('preClose', (done) => {
    isStopping = true;
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!isStopping) return done();
    void reply.status(503).header('connection', 'close').header('retry-after', 5).send({ detail: UNAVAILABLE_MESSAGES.stopping });
  });
});

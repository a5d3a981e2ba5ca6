import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#context';
import { checkReadiness, newestMigrationMillis } from '#db/readiness';
import { RELEASE_VERSION } from '#lib/release';

/**
 * `/api/health`: the process answers (liveness; a service manager restarts it when this fails), with
 * the version it runs.
 * `/api/ready`: the database answers and is migrated (a load balancer sends traffic only then).
 */
export async function healthRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const expectedMigrationMillis = newestMigrationMillis();
  app.get('/api/health', { schema: { hide: true } }, async () => ({ status: 'ok', version: RELEASE_VERSION }));
  app.get('/api/ready', { schema: { hide: true } }, async (_request, reply) => {
    const readiness = await checkReadiness(context.db, expectedMigrationMillis);
    if (!readiness.ready) return reply.status(503).header('cache-control', 'no-store').send({ detail: readiness.detail });
    return reply.header('cache-control', 'no-store').send({ status: 'ready' });
  });
}

import { createServer, type Server, type Socket } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { RELEASE_VERSION } from '#lib/release';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresPool, type Database } from '#db/client';
import { isDatabaseUnavailable } from '#db/database-unavailable';
import * as schema from '#db/schema';
import { UNAVAILABLE_MESSAGES } from '#lib/errors';
import { errorHandlerPlugin } from '#plugins/error-handler';
import { requestDeadlinePlugin } from '#plugins/request-deadline';
import { createTestApp, type TestApp } from '../support/test-app';

/** A "PostgreSQL server" that accepts connections and never says a word. */
async function startSilentServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `postgres://action:plus@127.0.0.1:${port}/action_plus`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('a database that stops answering', () => {
  let silent: Awaited<ReturnType<typeof startSilentServer>>;
  let testApp: TestApp;
  let pool: ReturnType<typeof createPostgresPool>;

  beforeAll(async () => {
    silent = await startSilentServer();
    pool = createPostgresPool(silent.url, { connectMs: 300, statementMs: 300, answerMs: 500 });
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    testApp = await createTestApp({ context: { db } });
  });
  afterAll(async () => {
    await testApp.close();
    await pool.end().catch(() => {});
    await silent.close();
  });

  it('gives a French 503 quickly instead of hanging the request', async () => {
    const startedAt = Date.now();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/events' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: UNAVAILABLE_MESSAGES.database });
    expect(response.headers['retry-after']).toBe('5');
    expect(Date.now() - startedAt).toBeLessThan(5_000);
  });

  it('is not ready, though the process is alive', async () => {
    const ready = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ detail: UNAVAILABLE_MESSAGES.database });
    const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', version: RELEASE_VERSION });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a statement over the time-out on PostgreSQL', () => {
  it('is cancelled by the server and counts as the database not answering', async () => {
    const pool = createPostgresPool(process.env.TEST_DATABASE_URL!, { connectMs: 5_000, statementMs: 200, answerMs: 5_000 });
    try {
      const db = drizzlePostgres(pool, { schema }) as unknown as Database;
      const failure = await db.execute(sql`select pg_sleep(2)`).then(
        () => null,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(isDatabaseUnavailable(new Error('duplicate key value violates unique constraint'))).toBe(false);
    } finally {
      await pool.end();
    }
  });
});

describe('readiness', () => {
  it('is ready on a migrated database that answers', async () => {
    const testApp = await createTestApp();
    try {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ready' });
    } finally {
      await testApp.close();
    }
  });

  it('is not ready on a database whose migrations were not applied', async () => {
    const client = new PGlite();
    const testApp = await createTestApp({ context: { db: drizzlePglite(client, { schema }) as unknown as Database } });
    try {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ detail: UNAVAILABLE_MESSAGES.migrations });
    } finally {
      await testApp.close();
      await client.close();
    }
  });
});

describe('request deadline', () => {
  const app = Fastify();

  beforeAll(async () => {
    await app.register(errorHandlerPlugin);
    await app.register(requestDeadlinePlugin, { deadlineMs: 100 });
    app.get('/slow', async (_request, reply) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      if (!reply.sent) return { late: true };
      return reply;
    });
    app.get('/quick', async () => ({ quick: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers a French 503 when a handler takes too long, and leaves quick ones alone', async () => {
    const slow = await app.inject({ method: 'GET', url: '/slow' });
    expect(slow.statusCode).toBe(503);
    expect(slow.json()).toEqual({ detail: UNAVAILABLE_MESSAGES.requestTimeout });
    const quick = await app.inject({ method: 'GET', url: '/quick' });
    expect(quick.json()).toEqual({ quick: true });
  });
});

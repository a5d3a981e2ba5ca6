import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { COMMON_MESSAGES } from '@action-plus/contract';
import { errorHandlerPlugin } from '#plugins/error-handler';
import { notFound } from '#lib/errors';

describe('error handler', () => {
  const logged: unknown[] = [];
  const app = Fastify({
    logger: { level: 'error', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
  });

  beforeAll(async () => {
    await app.register(errorHandlerPlugin);
    app.get('/boom', async () => {
      throw new Error('secret database detail');
    });
    app.get('/missing', async () => {
      throw notFound('Événement non trouvé');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('turns an unexpected error into a generic French 500, logged with its request id, never showing its cause', async () => {
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: COMMON_MESSAGES.serverError });
    expect(response.body).not.toContain('secret database detail');
    const entry = logged.find((line) => (line as { msg?: string }).msg === 'requête en échec') as { requestId?: string; err?: { message: string } };
    expect(entry?.requestId).toEqual(expect.any(String));
    expect(entry?.err?.message).toBe('secret database detail');
  });

  it("passes an app error's code and French detail through", async () => {
    const response = await app.inject({ method: 'GET', url: '/missing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Événement non trouvé' });
  });
});

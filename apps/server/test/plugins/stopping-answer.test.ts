import { connect } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { UNAVAILABLE_MESSAGES } from '#lib/errors';
import { stoppingAnswerPlugin } from '#plugins/stopping-answer';

describe('a request arriving while the server stops', () => {
  it('gets a French 503 with Connection: close, after the request in flight has finished', async () => {
    const app = Fastify({ return503OnClosing: false });
    await app.register(stoppingAnswerPlugin);
    let release = () => {};
    let started = () => {};
    const slowStarted = new Promise<void>((resolve) => (started = resolve));
    app.get('/slow', async () => {
      started();
      await new Promise<void>((resolve) => (release = resolve));
      return { finished: true };
    });
    app.get('/next', async () => ({ served: true }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };

    // A second request on a connection kept alive, sent once the stop has begun.
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const ended = new Promise((resolve) => socket.on('close', resolve));
    socket.write('GET /slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await slowStarted;
    const closed = app.close();
    // Fastify runs its preClose hooks after a turn of the event loop.
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.write('GET /next HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await ended;
    await closed;

    const [first, second] = received.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 200/);
    expect(first).toContain('{"finished":true}');
    expect(second).toMatch(/^HTTP\/1\.1 503/);
    expect(second?.toLowerCase()).toContain('connection: close');
    expect(second).toContain(JSON.stringify({ detail: UNAVAILABLE_MESSAGES.stopping }));
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from '@action-plus/test-stand-ins/free-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT_DIR = path.resolve(import.meta.dirname, '../../../..');
/** npm start builds what is stale first: on a busy machine that alone can take minutes. */
const START_TIMEOUT_MS = 300_000;
const STOP_BOUND_MS = 10_000;

/** Whether any process of the group npm start leads (it was spawned detached) is still alive. */
function isGroupAlive(groupId: number): boolean {
  try {
    process.kill(-groupId, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what()} (après ${timeoutMs} ms)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A POST whose body is sent in two halves: the request is in flight between them. */
function startSlowRequest(port: number) {
  const body = JSON.stringify({ email: 'personne@exemple.fr', password: 'pas-le-bon-mot-de-passe' });
  const half = Math.floor(body.length / 2);
  let finish = () => {};
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (incoming) => {
        let text = '';
        incoming.on('data', (chunk: Buffer) => (text += chunk.toString()));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.write(body.slice(0, half));
    finish = () => outgoing.end(body.slice(half));
  });
  return { response, finish: () => finish() };
}

describe('npm start, stopped by SIGTERM', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'action-plus-stop-'));
  let npmStart: ChildProcess;
  let port: number;
  let output = '';

  beforeAll(async () => {
    port = await findFreePort();
    npmStart = spawn('npm', ['start'], {
      cwd: ROOT_DIR,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PUBLIC_URL: '',
        LOG_FORMAT: 'json',
        LOG_LEVEL: 'info',
      },
    });
    npmStart.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npmStart.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitUntil(
      async () => {
        if (npmStart.exitCode !== null) throw new Error(`npm start s'est arrêté (code ${npmStart.exitCode}) :\n${output}`);
        return fetch(`http://127.0.0.1:${port}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
      },
      START_TIMEOUT_MS,
      () => `le serveur ne répond pas :\n${output}`,
    );
  }, START_TIMEOUT_MS + 10_000);

  afterAll(() => {
    if (npmStart.pid !== undefined && isGroupAlive(npmStart.pid)) process.kill(-npmStart.pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the request in flight, frees the port, releases the database and exits within 10 s', async () => {
    const groupId = npmStart.pid!;
    expect(existsSync(path.join(dataDir, 'database.lock'))).toBe(true);
    const slow = startSlowRequest(port);
    // Let the server receive the request's headers before the signal.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const signalledAt = Date.now();
    process.kill(groupId, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    slow.finish();
    const answered = await slow.response;
    expect(answered.status).toBe(401);
    expect(JSON.parse(answered.body)).toEqual({ detail: expect.any(String) });

    await waitUntil(
      () => !isGroupAlive(groupId),
      STOP_BOUND_MS,
      () => `npm start tourne encore :\n${output}`,
    );
    expect(Date.now() - signalledAt).toBeLessThan(STOP_BOUND_MS);
    expect(npmStart.exitCode ?? (await new Promise((resolve) => npmStart.once('exit', resolve)))).toBe(0);
    expect(existsSync(path.join(dataDir, 'database.lock'))).toBe(false);
    expect(output).toContain('arrêt du serveur');
    const portIsFree = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    expect(portIsFree).toBe(true);
  }, 30_000);
});

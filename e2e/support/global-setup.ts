import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from '@action-plus/test-stand-ins/free-port';
import { E2E_ADMIN } from './accounts';
import { standIns } from './stand-ins';
import type { RunningStandIn } from './stand-ins/stand-in';

export const ROOT_DIR = path.resolve(import.meta.dirname, '../..');
export const BASE_URL_VARIABLE = 'E2E_BASE_URL';
const WEB_DIST_DIR = path.join(ROOT_DIR, 'apps/web/dist');
const HEALTH_TIMEOUT_MS = 90_000;

/**
 * A private copy of the web build: another engineer's `npm run build` empties apps/web/dist, which
 * would leave this run's server pointing at vanished assets. Retries while a build is under way.
 */
async function snapshotWebBuild(targetDir: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    rmSync(targetDir, { recursive: true, force: true });
    try {
      cpSync(WEB_DIST_DIR, targetDir, { recursive: true });
      const index = readFileSync(path.join(targetDir, 'index.html'), 'utf8');
      const assets = [...index.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1]!);
      if (assets.length > 0 && assets.every((asset) => existsSync(path.join(targetDir, asset)))) return;
    } catch {
      // The build is being rewritten right now.
    }
    if (attempt === 20) throw new Error('apps/web/dist est incomplet : lancez `npm run build`.');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function waitForHealth(baseUrl: string, server: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`Le serveur s'est arrêté (code ${server.exitCode}) :\n${output.join('')}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Le serveur n'a pas répondu en ${HEALTH_TIMEOUT_MS / 1000} s :\n${output.join('')}`);
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const stoppedInTime = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 5000))]);
  if (!stoppedInTime) server.kill('SIGKILL');
}

/**
 * Starts the stand-ins, then the real server exactly as `npm start` runs it (production mode, the
 * compiled server, the web build) on a free port with a fresh embedded database, so several runs can share the machine.
 * Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(path.join(WEB_DIST_DIR, 'index.html'))) {
    throw new Error('apps/web/dist manque : lancez `npm run test:e2e` (qui construit le site) ou `npm run build`.');
  }
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const runDir = mkdtempSync(path.join(tmpdir(), 'action-plus-e2e-'));
  const running: RunningStandIn[] = [];
  const serverEnv: Record<string, string> = {};
  let server: ChildProcess | null = null;

  const teardown = async () => {
    if (server) await stopServer(server);
    for (const standIn of running.reverse()) await standIn.stop().catch((error) => console.error(error));
    rmSync(runDir, { recursive: true, force: true });
  };

  try {
    for (const standIn of standIns) {
      const started = await standIn.start({ baseUrl, runDir });
      running.push(started);
      Object.assign(serverEnv, started.serverEnv);
      Object.assign(process.env, started.testEnv);
    }

    const webDistDir = path.join(runDir, 'web');
    await snapshotWebBuild(webDistDir);

    const output: string[] = [];
    // What `npm start` runs (scripts/start.mjs: the compiled server in this one process), without npm.
    server = spawn(process.execPath, ['--enable-source-maps', 'scripts/start.mjs'], {
      cwd: ROOT_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        DATA_DIR: path.join(runDir, 'data'),
        DATABASE_URL: '',
        JWT_SECRET: 'e2e-secret-long-enough-for-hs256-signatures',
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        AUTH_RATE_LIMIT_MAX: '10000',
        WEB_DIST_DIR: webDistDir,
        LOG_LEVEL: 'warn',
        // The association has not confirmed its eligibility (the settings' taxReceipts): this run does, to test receipts.
        TAX_RECEIPTS_ELIGIBLE: 'true',
        ...serverEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      process.stderr.write(chunk);
    });
    await waitForHealth(baseUrl, server, output);
  } catch (error) {
    await teardown();
    throw error;
  }

  process.env[BASE_URL_VARIABLE] = baseUrl;
  return teardown;
}

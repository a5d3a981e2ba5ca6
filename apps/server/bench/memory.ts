/**
 * npm run bench:memory: the server started as `npm start` starts it (a child process on a free
 * port, NODE_ENV=production), on the embedded database (a fresh DATA_DIR) and, when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server, on a fresh database created
 * and dropped here. For each it prints the start-up time (first start, then a restart), the
 * resident memory (VmRSS of the process that listens on the port) at rest after the start, after
 * ~10 s idle and after 5 000 mixed page and API requests, each beside its target.
 *
 * --fresh   deletes the build outputs first, so that the first start includes the build, as on a
 *           fresh clone.
 * --strict  exits with status 1 when a figure is over its target (it is printed either way).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { findFreePort } from '@action-plus/test-stand-ins/free-port';
import { createEmptyPostgresDatabase } from '#test/support/test-database';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** What `npm run build` writes: deleted by --fresh so that the first start builds as on a fresh clone. */
const BUILD_OUTPUTS = ['apps/web/dist', 'apps/server/dist', 'packages/contract/dist'];
const REQUEST_COUNT = 5_000;
const CONCURRENCY = 8;
const IDLE_SECONDS = 10;
const START_TIMEOUT_MS = 120_000;
const MB = 1024 * 1024;
const ADMIN = { email: 'bench@exemple.fr', password: `Banc-${randomBytes(9).toString('base64url')}` };

/** Issue 29's: a 1 GB server holds the site, PostgreSQL and a backup at once (decision 048 for PGlite's). */
const TARGETS = {
  pglite: { restMb: 350, loadMb: 250 },
  postgres: { restMb: 100, loadMb: 150 },
  firstStartMs: 10_000,
  restartMs: 2_000,
};

const { values: flags } = parseArgs({ options: { fresh: { type: 'boolean', default: false }, strict: { type: 'boolean', default: false } } });

type DatabaseKind = 'pglite' | 'postgres';
interface Verdict {
  label: string;
  value: string;
  target: string;
  ok: boolean;
}
const verdicts: Verdict[] = [];

function report(label: string, value: number, limit: number, unit: 'Mo' | 's') {
  const shown = unit === 'Mo' ? `${(value / MB).toFixed(0)} Mo` : `${(value / 1000).toFixed(2)} s`;
  const target = unit === 'Mo' ? `≤ ${limit} Mo` : `< ${limit / 1000} s`;
  const ok = unit === 'Mo' ? value <= limit * MB : value < limit;
  verdicts.push({ label, value: shown, target, ok });
  console.log(`  ${label.padEnd(44)} ${shown.padStart(9)}   cible ${target.padEnd(9)} ${ok ? 'OK' : 'DÉPASSÉ'}`);
}

/** The command of package.json's start script, run by `npm start`. */
function startCommand(): string {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } };
  return manifest.scripts.start;
}

/** The socket inodes listening on `port` (IPv4 or IPv6), from /proc/net. */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is ADDRESS:PORT; state 0A is LISTEN; the inode is the tenth field.
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A' && fields[9]) inodes.add(fields[9]);
    }
  }
  return inodes;
}

/** The process that holds the listening socket: the server itself, whatever launched it. */
function listeningPid(port: number): number | null {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return null;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let descriptors: string[];
    try {
      descriptors = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue;
    }
    for (const descriptor of descriptors) {
      try {
        const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${entry}/fd/${descriptor}`));
        if (match && inodes.has(match[1]!)) return Number(entry);
      } catch {
        // The descriptor closed meanwhile.
      }
    }
  }
  return null;
}

function residentBytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`VmRSS introuvable pour le processus ${pid}`);
  return Number(match[1]) * 1024;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface RunningServer {
  child: ChildProcess;
  url: string;
  serverPid: number;
  startMs: number;
  output: () => string;
}

async function startServer(environment: Record<string, string>): Promise<RunningServer> {
  const port = await findFreePort();
  const startedAt = performance.now();
  let output = '';
  // Its own process group, so that the stop reaches whatever the start command launched.
  const child = spawn('sh', ['-c', startCommand()], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', ...environment },
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  while (performance.now() - startedAt < START_TIMEOUT_MS) {
    if (child.exitCode !== null) throw new Error(`Le serveur s'est arrêté au démarrage (code ${child.exitCode}) :\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) {
        const startMs = performance.now() - startedAt;
        const serverPid = listeningPid(port);
        if (serverPid === null) throw new Error(`Aucun processus n'écoute sur le port ${port}`);
        return { child, url, serverPid, startMs, output: () => output };
      }
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
    }
    await sleep(50);
  }
  await stopServer({ child } as RunningServer);
  throw new Error(`Le serveur n'a pas répondu en ${START_TIMEOUT_MS / 1000} s :\n${output}`);
}

async function stopServer(server: Pick<RunningServer, 'child'>) {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  const stopped = await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]);
  if (!stopped) {
    console.log("  (le serveur ne s'est pas arrêté en 15 s après SIGTERM : SIGKILL)");
    process.kill(-child.pid!, 'SIGKILL');
    await exited;
  }
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} : ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** 5 000 requests, CONCURRENCY at a time, cycling through a visitor's and a member's mix. */
async function applyLoad(url: string) {
  const token = (
    await json<{ access_token: string }>(
      await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) }),
    )
  ).access_token;
  const failedLogin = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: 'pas le bon mot de passe' }),
  });
  if (failedLogin.status !== 401) throw new Error(`Connexion refusée attendue, reçu ${failedLogin.status}`);
  const { events } = await json<{ events: { id: number }[] }>(await fetch(`${url}/api/events`));
  if (events.length === 0) throw new Error('Aucun événement : la base de démonstration est vide.');
  const ids = events.map((event) => event.id);
  const signedIn = { authorization: `Bearer ${token}` };

  const mix: { path: string; status: number; headers?: Record<string, string> }[] = [
    { path: '/', status: 200 },
    { path: '/events', status: 200 },
    { path: '/events?when=past', status: 200 },
    { path: `/events/${ids[0]}`, status: 200 },
    { path: `/events/${ids[ids.length - 1]}`, status: 200 },
    { path: '/about', status: 200 },
    { path: '/contact', status: 200 },
    { path: '/login', status: 200 },
    { path: '/mentions-legales', status: 200 },
    { path: '/confidentialite', status: 200 },
    { path: '/conditions', status: 200 },
    { path: '/page-qui-nexiste-pas', status: 404 },
    { path: '/api/events', status: 200 },
    { path: '/api/events?when=past', status: 200 },
    { path: `/api/events/${ids[0]}`, status: 200 },
    { path: `/api/events/${ids[ids.length - 1]}`, status: 200 },
    { path: '/api/health', status: 200 },
    { path: '/api/users/me', status: 200, headers: signedIn },
    { path: '/api/events', status: 200, headers: signedIn },
  ];
  let next = 0;
  const unexpected = new Map<string, number>();
  const worker = async () => {
    while (next < REQUEST_COUNT) {
      const request = mix[next % mix.length]!;
      next += 1;
      const response = await fetch(`${url}${request.path}`, { headers: { 'accept-encoding': 'gzip, br', ...request.headers } });
      await response.arrayBuffer();
      if (response.status !== request.status) {
        const key = `${request.path} → ${response.status}`;
        unexpected.set(key, (unexpected.get(key) ?? 0) + 1);
      }
    }
  };
  const startedAt = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - startedAt) / 1000;
  console.log(`  ${REQUEST_COUNT} requêtes (${mix.length} sortes, ${CONCURRENCY} à la fois) en ${seconds.toFixed(1)} s`);
  for (const [key, times] of unexpected) console.log(`  statut inattendu : ${key} (${times} fois)`);
  if (unexpected.size > 0) throw new Error('Des réponses inattendues : les mesures ne valent rien.');
}

async function measure(kind: DatabaseKind, environment: Record<string, string>, options: { fresh: boolean }) {
  const targets = TARGETS[kind];
  console.log(`\n${kind === 'pglite' ? 'Base intégrée (PGlite, DATA_DIR neuf)' : 'PostgreSQL (base neuve)'} — commande de démarrage : ${startCommand()}`);
  const builds = options.fresh || BUILD_OUTPUTS.every((output) => !existsSync(path.join(ROOT, output)));
  if (options.fresh) for (const output of BUILD_OUTPUTS) rmSync(path.join(ROOT, output), { recursive: true, force: true });

  const first = await startServer(environment);
  try {
    report(`premier démarrage${builds ? ' (construction comprise)' : ''}`, first.startMs, TARGETS.firstStartMs, 's');
    report('mémoire au repos après le démarrage', residentBytes(first.serverPid), targets.restMb, 'Mo');
  } finally {
    await stopServer(first);
  }

  const server = await startServer(environment);
  try {
    report('redémarrage', server.startMs, TARGETS.restartMs, 's');
    report('mémoire au repos après le redémarrage', residentBytes(server.serverPid), targets.restMb, 'Mo');
    await sleep(IDLE_SECONDS * 1000);
    report(`mémoire après ${IDLE_SECONDS} s sans requête`, residentBytes(server.serverPid), targets.restMb, 'Mo');
    await applyLoad(server.url);
    report(`mémoire après ${REQUEST_COUNT} requêtes`, residentBytes(server.serverPid), targets.loadMb, 'Mo');
    await sleep(2000);
    report('mémoire 2 s après la charge', residentBytes(server.serverPid), targets.loadMb, 'Mo');
  } finally {
    await stopServer(server);
  }
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
console.log(`Charge de la machine au départ (1, 5, 15 min) : ${load()}`);
const common = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'true', JWT_SECRET: randomBytes(32).toString('hex') };

const dataDir = mkdtempSync(path.join(tmpdir(), 'action-plus-bench-memory-'));
try {
  await measure('pglite', { ...common, DATA_DIR: dataDir }, { fresh: flags.fresh });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const database = await createEmptyPostgresDatabase(serverUrl, 'action_plus_bench');
  // Uploads and mails written to files still go under DATA_DIR.
  const filesDir = mkdtempSync(path.join(tmpdir(), 'action-plus-bench-memory-'));
  try {
    await measure('postgres', { ...common, DATABASE_URL: database.url, DATA_DIR: filesDir }, { fresh: false });
  } finally {
    await database.drop();
    rmSync(filesDir, { recursive: true, force: true });
  }
} else {
  console.log('\nPostgreSQL : mesure sautée (ni BENCH_DATABASE_URL ni TEST_DATABASE_URL).');
}

console.log(`\nCharge de la machine à la fin (1, 5, 15 min) : ${load()}`);
const over = verdicts.filter((verdict) => !verdict.ok);
console.log(
  over.length === 0
    ? 'Toutes les cibles tenues.'
    : `Cibles dépassées : ${over.map((verdict) => `${verdict.label} (${verdict.value}, cible ${verdict.target})`).join(' ; ')}`,
);
if (flags.strict && over.length > 0) process.exitCode = 1;

/**
 * npm run bench: the events list and an event page, served by the real app on a fresh embedded
 * database of 200 events, against a bare node:http server sending the same bytes, in one run.
 * Not a test: it prints figures and the target (at least half the bare throughput, p99 < 25 ms).
 */
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Database } from '../src/db/client';
import { events, registrations, users } from '../src/db/schema';
import { createTestApp } from '../test/support/test-app';

const EVENT_COUNT = 200;
const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const TARGET = { throughputRatio: 0.5, p99Ms: 25 };
const DAY_MS = 24 * 60 * 60 * 1000;

/** The real web build when there is one (npm run bench builds it), else a minimal stand-in. */
function resolveWebDist(dataDir: string): string {
  const built = path.resolve(import.meta.dirname, '../../web/dist');
  if (existsSync(path.join(built, 'index.html'))) return built;
  const stand = path.join(dataDir, 'web-dist');
  mkdirSync(stand, { recursive: true });
  writeFileSync(
    path.join(stand, 'index.html'),
    '<!doctype html><html lang="fr"><head><meta charset="UTF-8" /><title>Action Plus</title><!--page-head--></head><body><div id="root"></div></body></html>',
  );
  return stand;
}

async function seed(db: Database) {
  const members = await db
    .insert(users)
    .values(Array.from({ length: 60 }, (_, index) => ({ firstName: 'Membre', lastName: String(index), username: `membre${index}`, email: `membre${index}@exemple.fr`, passwordHash: null })))
    .returning({ id: users.id });
  const now = Date.now();
  const rows = await db
    .insert(events)
    .values(
      Array.from({ length: EVENT_COUNT }, (_, index) => ({
        title: `Événement n°${index + 1} : rencontre interculturelle`,
        description: `Une rencontre autour des cultures du monde, avec musique, cuisine et débats. Édition ${index + 1}. `.repeat(3),
        startsAt: new Date(now + (index - EVENT_COUNT / 2) * DAY_MS),
        type: (['concert', 'exposition', 'conférence', 'théâtre', 'atelier'] as const)[index % 5],
        location: 'Metz',
        image: `https://exemple.fr/images/${index}.jpg`,
        images: [`https://exemple.fr/images/${index}.jpg`, `https://exemple.fr/images/${index}-b.jpg`],
        maxParticipants: 50,
        isFeatured: index % 10 === 0,
      })),
    )
    .returning({ id: events.id });
  await db.insert(registrations).values(rows.flatMap((event, index) => members.slice(0, index % 40).map((member) => ({ eventId: event.id, userId: member.id }))));
  return rows.map((row) => row.id);
}

const listen = (server: Server) =>
  new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

/** Serves exactly these bytes with these headers, and does nothing else. */
async function startBareServer(body: Buffer, contentType: string) {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    response.end(body);
  });
  const url = await listen(server);
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function measure(url: string) {
  // One worker thread fires the requests, so that the load does not share the server's event loop.
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, workers: 1 });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} réponses non 2xx, ${result.errors} erreurs`);
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99 };
}

// The app exactly as the API tests build it (same context), on a fresh embedded PGlite.
delete process.env.TEST_DATABASE_URL;
const dataDir = mkdtempSync(path.join(tmpdir(), 'action-plus-bench-'));
const testApp = await createTestApp({ config: { webDistDir: resolveWebDist(dataDir) } });
const eventIds = await seed(testApp.context.db);
const app = testApp.app;
await app.listen({ host: '127.0.0.1', port: 0 });
const appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const scenarios = [
  { name: 'GET /api/events', path: '/api/events' },
  { name: 'GET /events/{id} (HTML)', path: `/events/${eventIds[EVENT_COUNT / 2]}` },
];

const rows: { scenario: string; bytes: number; appRps: number; appP99: number; bareRps: number; bareP99: number }[] = [];
for (const scenario of scenarios) {
  const sample = await fetch(`${appUrl}${scenario.path}`);
  if (!sample.ok) throw new Error(`${scenario.path}: ${sample.status}`);
  const body = Buffer.from(await sample.arrayBuffer());
  const bare = await startBareServer(body, sample.headers.get('content-type') ?? 'application/octet-stream');
  console.log(`… ${scenario.name} (${body.length} octets), ${DURATION_SECONDS} s à ${CONNECTIONS} connexions, puis le serveur nu`);
  const measured = await measure(`${appUrl}${scenario.path}`);
  const baseline = await measure(bare.url);
  await bare.close();
  rows.push({ scenario: scenario.name, bytes: body.length, appRps: measured.requestsPerSecond, appP99: measured.p99, bareRps: baseline.requestsPerSecond, bareP99: baseline.p99 });
}

await testApp.close();

console.log('');
console.table(
  rows.map((row) => ({
    scénario: row.scenario,
    octets: row.bytes,
    'app req/s': Math.round(row.appRps),
    'app p99 (ms)': row.appP99,
    'nu req/s': Math.round(row.bareRps),
    'nu p99 (ms)': row.bareP99,
    'ratio (cible ≥ 0,5)': Number((row.appRps / row.bareRps).toFixed(2)),
    cible: row.appRps / row.bareRps >= TARGET.throughputRatio && row.appP99 < TARGET.p99Ms ? 'atteinte' : 'MANQUÉE',
  })),
);
console.log(`Cible : au moins ${TARGET.throughputRatio * 100} % du débit du serveur nu et p99 < ${TARGET.p99Ms} ms (${CONNECTIONS} connexions, ${DURATION_SECONDS} s).`);

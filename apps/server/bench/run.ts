/**
 * npm run bench: the events list (its first pages and the whole list, as visitors read them from
 * the cache), the home page, an event page, the news list, its page and an article's page, and the
 * treasurer's figures as an admin reads them (kept as sent, but the account and its roles read from
 * the database on every request, so judged as an uncached read), served by the real app on a fresh
 * embedded database of 2 000 events, 60 members with their memberships and 60 articles, against a
 * bare node:http server sending the same bytes, in one run.
 * Not a test: it prints figures and issue 29's targets (a cached read at least 0.8× the bare
 * server's throughput; an uncached read's p99 within 20 ms, at 50 connections).
 *
 * Fairness: both servers run in this process, one after the other, and autocannon fires from one
 * worker thread of this same process for both. The bare server answers with the app's very status,
 * headers (security headers included) and body, as first fetched without compression, as autocannon
 * asks; the target is judged against it. For reference only, a bare server sending the same body
 * with only content-type and content-length is measured too (the older, lighter comparison). Each
 * server is warmed up (JIT, the app's visitor cache) before it is measured, and they are measured in
 * turns app, bare, light, light, bare, app, so that a load change on a shared machine weighs on all
 * alike. Throughput is the requests of both turns over their time; p99 is the worse turn's.
 *
 * BENCH_DURATION (seconds, default 10) is each server's measured time per scenario.
 * BENCH_ONLY (e.g. news) measures only the scenarios whose name contains it.
 * BENCH_LOG_LEVEL (e.g. info) measures the app with the production logger (writing to /dev/null),
 * which logs every request, instead of the tests' silent one.
 * BENCH_DATABASE_URL (a PostgreSQL server's address) measures the app on PostgreSQL instead of the
 * embedded PGlite, whose queries all run on the app's own thread, one at a time: a read that asks
 * the database on every request (an admin's, whose account and roles are read each time) waits
 * there behind every other.
 */
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type OutgoingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '#app';
import type { Database } from '#db/client';
import { events, memberships, newsArticles, registrations, users } from '#db/schema';
import { createTestApp, createTestUser } from '#test/support/test-app';
import { EVENT_DEFAULTS } from '@action-plus/contract';
import { SEEDED_ASSOCIATION_SETTINGS as ACTION_PLUS } from '@action-plus/contract/association-settings-seed';

const EVENT_COUNT = 2000;
const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const WARM_UP_SECONDS = 2;
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL;
const TARGET = { cachedRatio: 0.8, uncachedP99Ms: 20 };
const DAY_MS = 24 * 60 * 60 * 1000;
/** Headers node:http writes itself on every answer. */
const PER_RESPONSE_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** The real web build when there is one (npm run bench builds it), else a minimal stand-in. */
function resolveWebDist(dataDir: string): string {
  const built = path.resolve(import.meta.dirname, '../../web/dist');
  if (existsSync(path.join(built, 'index.html'))) return built;
  const stand = path.join(dataDir, 'web-dist');
  mkdirSync(stand, { recursive: true });
  writeFileSync(
    path.join(stand, 'index.html'),
    `<!doctype html><html lang="fr"><head><meta charset="UTF-8" /><title>${ACTION_PLUS.identity.name}</title><!--page-head--></head><body><div id="root"></div></body></html>`,
  );
  return stand;
}

async function seed(db: Database) {
  const members = await db
    .insert(users)
    .values(
      Array.from({ length: 60 }, (_, index) => ({
        firstName: 'Membre',
        lastName: String(index),
        username: `membre${index}`,
        email: `membre${index}@exemple.fr`,
        passwordHash: null,
      })),
    )
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
  const today = new Date(now).toISOString().slice(0, 10);
  const nextYear = new Date(now + 365 * DAY_MS).toISOString().slice(0, 10);
  await db.insert(memberships).values(
    members.map((member, index) => ({
      userId: member.id,
      membershipType: 'standard' as const,
      startDate: today,
      endDate: nextYear,
      durationMonths: 12,
      amountCents: 2000 + (index % 3) * 1000,
    })),
  );
  const places = rows.flatMap((event, index) => members.slice(0, index % 40).map((member) => ({ eventId: event.id, userId: member.id })));
  // In slices: one statement carries at most 65 535 parameters.
  for (let start = 0; start < places.length; start += 10_000) await db.insert(registrations).values(places.slice(start, start + 10_000));
  return rows.map((row) => row.id);
}

/** Sixty published articles, each with some Markdown and a card of the event in the middle of the list. */
async function seedNews(db: Database, eventId: number): Promise<string[]> {
  const now = Date.now();
  const rows = await db
    .insert(newsArticles)
    .values(
      Array.from({ length: 60 }, (_, index) => ({
        slug: `nouvelle-${index + 1}`,
        title: `Nouvelle n°${index + 1} : la vie de l'association`,
        summary: 'Ce que l’association a fait ce mois-ci, et ce qui vient.',
        body: `## Ce mois-ci\n\nDes **ateliers**, des rencontres et [un concert](/events/${eventId}).\n\n[Le concert](/events/${eventId})\n\n- Cours de français\n- Chorale\n\n> Merci aux bénévoles.\n`.repeat(
          3,
        ),
        tags: [['vie associative', 'concert', 'bénévoles'][index % 3]!],
        status: 'published' as const,
        publishedAt: new Date(now - (index + 1) * DAY_MS),
        authorFirstName: 'Inès',
      })),
    )
    .returning({ slug: newsArticles.slug });
  return rows.map((row) => row.slug);
}

const listen = (server: Server) =>
  new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

/** One GET as autocannon sends it, with the scenario's headers: status, headers and body bytes. */
function fetchRaw(url: string, requestHeaders: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: OutgoingHttpHeaders; body: Buffer }>((resolve, reject) => {
    httpRequest(url, { headers: requestHeaders }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers: OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(response.headers)) if (!PER_RESPONSE_HEADERS.has(name) && value !== undefined) headers[name] = value;
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** Sends exactly these bytes with these headers (or only the body's type and length), and does nothing else. */
async function startBareServer(sample: { status: number; headers: OutgoingHttpHeaders; body: Buffer }, options: { bodyOnly: boolean }) {
  const headers = options.bodyOnly
    ? { 'content-type': sample.headers['content-type'] ?? 'application/octet-stream', 'content-length': sample.body.length }
    : { ...sample.headers, 'content-length': sample.body.length };
  const server = createServer((_request, response) => {
    response.writeHead(sample.status, headers);
    response.end(sample.body);
  });
  const url = await listen(server);
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

interface Target {
  url: string;
  headers?: Record<string, string>;
}

async function fire({ url, headers }: Target, seconds: number) {
  // One worker thread fires the requests, so that the load does not share the server's event loop.
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds, workers: 1 });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} réponses non 2xx, ${result.errors} erreurs`);
  return result;
}

/** Every server warmed up, then each measured in two turns, in the order given then reversed. */
async function measureInTurns(targets: Target[]) {
  for (const target of targets) await fire(target, WARM_UP_SECONDS);
  const half = DURATION_SECONDS / 2;
  const turns = targets.map(() => [] as Awaited<ReturnType<typeof fire>>[]);
  for (const index of [...targets.keys(), ...[...targets.keys()].reverse()]) turns[index]!.push(await fire(targets[index]!, half));
  return turns.map((measured) => ({
    requestsPerSecond: measured.reduce((sum, turn) => sum + turn.requests.total, 0) / measured.reduce((sum, turn) => sum + turn.duration, 0),
    p99: Math.max(...measured.map((turn) => turn.latency.p99)),
  }));
}

// The app exactly as the API tests build it (same context), on a fresh embedded PGlite, or on a fresh
// database of the PostgreSQL server BENCH_DATABASE_URL names (created for the run and dropped after).
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
else delete process.env.TEST_DATABASE_URL;
const dataDir = mkdtempSync(path.join(tmpdir(), 'action-plus-bench-'));
const testApp = await createTestApp({ config: { webDistDir: resolveWebDist(dataDir) } });
const eventIds = await seed(testApp.context.db);
const articleSlugs = await seedNews(testApp.context.db, eventIds[EVENT_COUNT / 2]!);
const app = LOG_LEVEL ? await buildApp(testApp.context, { logger: { level: LOG_LEVEL, stream: createWriteStream('/dev/null') } }) : testApp.app;
await app.listen({ host: '127.0.0.1', port: 0 });
const appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const admin = await createTestUser(testApp, { role: 'admin' });

// What visitors open most: the list's first pages as /events and other clients ask for them, the
// whole list, the home page (its next three events) and an event page, the news, all served from
// the visitors' cache; and the treasurer's figures, whose reader is authenticated on each request;
// the whole list and the figures once more as a browser asks for them, compressed.
const BROTLI = { 'accept-encoding': 'br' };
interface Scenario {
  name: string;
  path: string;
  cached: boolean;
  headers?: Record<string, string>;
}
const scenarios: Scenario[] = [
  { name: 'GET /api/events?when=upcoming&limit=12', path: '/api/events?when=upcoming&limit=12', cached: true },
  { name: 'GET /api/events (20 par défaut)', path: '/api/events', cached: true },
  { name: 'GET /api/events?limit=1000 (toute la liste)', path: `/api/events?limit=${EVENT_DEFAULTS.LIST_LIMIT_MAX}`, cached: true },
  { name: 'GET / (HTML)', path: '/', cached: true },
  { name: 'GET /events/{id} (HTML)', path: `/events/${eventIds[EVENT_COUNT / 2]}`, cached: true },
  { name: 'GET /api/news (12 par défaut)', path: '/api/news', cached: true },
  { name: 'GET /actualites (HTML)', path: '/actualites', cached: true },
  { name: 'GET /actualites/{slug} (HTML)', path: `/actualites/${articleSlugs[0]}`, cached: true },
  { name: 'GET /api/admin/treasury (admin)', path: '/api/admin/treasury', cached: false, headers: admin.authorization },
  // As a browser asks for them: compressed (the answers above are read as autocannon sends by default, plain).
  { name: 'GET /api/events?limit=1000 (toute la liste, brotli)', path: `/api/events?limit=${EVENT_DEFAULTS.LIST_LIMIT_MAX}`, cached: true, headers: BROTLI },
  { name: 'GET /api/admin/treasury (admin, brotli)', path: '/api/admin/treasury', cached: false, headers: { ...admin.authorization, ...BROTLI } },
];

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
console.log(`Charge de la machine au départ (1, 5, 15 min) : ${load()}`);
console.log(`Base de données : ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite intégrée'}.`);
console.log(
  `Les deux serveurs tournent dans ce processus, autocannon dans un thread de travail de ce même processus ; journal de l'app : ${LOG_LEVEL ? `${LOG_LEVEL} (vers /dev/null)` : 'aucun (comme les tests)'}.`,
);

const only = process.env.BENCH_ONLY;
const rows: { scenario: string; cached: boolean; bytes: number; appRps: number; appP99: number; bareRps: number; bareP99: number; lightRps: number }[] = [];
for (const scenario of scenarios.filter((candidate) => only === undefined || candidate.name.includes(only))) {
  const sample = await fetchRaw(`${appUrl}${scenario.path}`, scenario.headers);
  if (sample.status !== 200) throw new Error(`${scenario.path}: ${sample.status}`);
  if (sample.headers['content-encoding'] !== scenario.headers?.['accept-encoding'])
    throw new Error(
      `${scenario.path}: réponse en ${sample.headers['content-encoding'] ?? 'clair'}, demandée en ${scenario.headers?.['accept-encoding'] ?? 'clair'}`,
    );
  const bare = await startBareServer(sample, { bodyOnly: false });
  const light = await startBareServer(sample, { bodyOnly: true });
  console.log(
    `… ${scenario.name} (${sample.body.length} octets et ${Object.keys(sample.headers).length} en-têtes identiques chez l'app et le serveur nu), ${WARM_UP_SECONDS} s de chauffe chacun, puis ${DURATION_SECONDS} s chacun à ${CONNECTIONS} connexions`,
  );
  const [measuredApp, measuredBare, measuredLight] = await measureInTurns([
    { url: `${appUrl}${scenario.path}`, headers: scenario.headers },
    { url: bare.url },
    { url: light.url },
  ]);
  await bare.close();
  await light.close();
  // The bytes measured are still the app's answer (the cache did not change under the run).
  if (!(await fetchRaw(`${appUrl}${scenario.path}`, scenario.headers)).body.equals(sample.body))
    throw new Error(`${scenario.path}: la réponse a changé pendant la mesure`);
  rows.push({
    scenario: scenario.name,
    cached: scenario.cached,
    bytes: sample.body.length,
    appRps: measuredApp!.requestsPerSecond,
    appP99: measuredApp!.p99,
    bareRps: measuredBare!.requestsPerSecond,
    bareP99: measuredBare!.p99,
    lightRps: measuredLight!.requestsPerSecond,
  });
}

if (app !== testApp.app) await app.close();
await testApp.close();

const verdict = (ok: boolean) => (ok ? 'atteinte' : 'MANQUÉE');
const isRatioMet = (row: (typeof rows)[number]) => row.appRps / row.bareRps >= TARGET.cachedRatio;
const isP99Met = (row: (typeof rows)[number]) => row.appP99 <= TARGET.uncachedP99Ms;
console.log('');
console.table(
  rows.map((row) => ({
    scénario: row.scenario,
    cache: row.cached ? 'oui' : 'non',
    octets: row.bytes,
    'app req/s': Math.round(row.appRps),
    'nu req/s': Math.round(row.bareRps),
    ratio: Number((row.appRps / row.bareRps).toFixed(2)),
    [`ratio ≥ ${TARGET.cachedRatio} (en cache)`]: row.cached ? verdict(isRatioMet(row)) : '—',
    'app p99 (ms)': row.appP99,
    'nu p99 (ms)': row.bareP99,
    [`p99 ≤ ${TARGET.uncachedP99Ms} ms (hors cache)`]: row.cached ? '—' : verdict(isP99Met(row)),
    'nu léger req/s': Math.round(row.lightRps),
    'ratio au léger': Number((row.appRps / row.lightRps).toFixed(2)),
  })),
);
console.log(
  "« nu » : mêmes en-têtes et même corps que l'app (la référence des cibles) ; « nu léger » : même corps, seulement content-type et content-length (pour information).",
);
console.log(
  `Cibles : une lecture en cache à au moins ${TARGET.cachedRatio} fois le débit du serveur nu, une lecture hors cache avec un p99 ≤ ${TARGET.uncachedP99Ms} ms (${CONNECTIONS} connexions, ${DURATION_SECONDS} s mesurées par serveur).`,
);
const missed = rows.filter((row) => (row.cached ? !isRatioMet(row) : !isP99Met(row)));
console.log(missed.length === 0 ? 'Toutes les cibles sont atteintes.' : `Cibles manquées : ${missed.map((row) => row.scenario).join(' ; ')}.`);
console.log(`Charge de la machine à la fin (1, 5, 15 min) : ${load()}`);

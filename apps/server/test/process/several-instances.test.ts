import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from '@action-plus/test-stand-ins/free-port';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_COOKIE_NAME } from '@action-plus/contract';
import { createEmptyPostgresDatabase } from '#test/support/test-database';

/**
 * What the README promises of several instances on one PostgreSQL, shown on two real server
 * processes (the server's source run by tsx, as in development): one site for sessions, limits,
 * the visitors' cache and the outbox.
 */
const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const START_TIMEOUT_MS = 180_000;
const ADMIN = { email: 'presidence@exemple.fr', password: `Instances-${randomBytes(6).toString('hex')}` };
const RATE_LIMIT = 4;

interface Instance {
  url: string;
  dataDir: string;
  process: ChildProcess;
}

async function startInstance(databaseUrl: string): Promise<Instance> {
  const port = await findFreePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'action-plus-instance-'));
  let output = '';
  const child = spawn(path.join(SERVER_DIR, '../../node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: SERVER_DIR,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'un-secret-partage-par-les-deux-instances-0123456789',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_RATE_LIMIT_MAX: String(RATE_LIMIT),
      ANNOUNCEMENT_MAILS_PER_MINUTE: '600',
      // The tests speak for several clients through X-Forwarded-For, as a proxy on this machine would.
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
    },
  });
  child.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance arrêtée au démarrage : ${output}`);
    if (Date.now() > deadline) throw new Error(`instance muette : ${output}`);
    const ready = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, dataDir, process: child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stopInstance(instance: Instance | undefined) {
  if (!instance || instance.process.exitCode !== null) return;
  const exited = new Promise((resolve) => instance.process.once('exit', resolve));
  process.kill(-instance.process.pid!, 'SIGTERM');
  await exited;
  rmSync(instance.dataDir, { recursive: true, force: true });
}

const json = { 'content-type': 'application/json' };
const refreshCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .find((cookie) => cookie.startsWith(`${REFRESH_COOKIE_NAME}=`))!;

async function logIn(instance: Instance, client: string) {
  const response = await fetch(`${instance.url}/api/auth/login`, {
    method: 'POST',
    headers: { ...json, 'x-forwarded-for': client },
    body: JSON.stringify(ADMIN),
  });
  expect(response.status).toBe(200);
  const { access_token: token } = (await response.json()) as { access_token: string };
  return { authorization: `Bearer ${token}`, cookie: refreshCookieOf(response) };
}

const mailFilesIn = (instance: Instance) => {
  const directory = path.join(instance.dataDir, 'mail');
  return existsSync(directory) ? readdirSync(directory).filter((name) => name.endsWith('.eml')) : [];
};

describe.runIf(process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL behave as one site', () => {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  let a: Instance | undefined;
  let b: Instance | undefined;

  let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>> | undefined;

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase(serverUrl, 'action_plus_instances');
    a = await startInstance(database.url);
    // A mail queued and sent by A before B starts: B resumes the outbox at start and must not send it again.
    const reset = await fetch(`${a.url}/api/auth/reset-password-request`, {
      method: 'POST',
      headers: { ...json, 'x-forwarded-for': '203.0.113.1' },
      body: JSON.stringify({ email: ADMIN.email }),
    });
    expect(reset.status).toBe(200);
    const deadline = Date.now() + 10_000;
    while (mailFilesIn(a).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    b = await startInstance(database.url);
  }, 2 * START_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all([stopInstance(a), stopInstance(b)]);
    await database?.drop();
  }, 60_000);

  it('sends a mail one instance queued once, though the other resumed the outbox at its start', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mailFilesIn(a!)).toHaveLength(1);
    expect(mailFilesIn(b!)).toHaveLength(0);
  });

  it('keeps a session opened on one instance on the other, and ends it there when it is closed on the first', async () => {
    const session = await logIn(a!, '203.0.113.2');
    expect((await fetch(`${b!.url}/api/users/me`, { headers: { authorization: session.authorization } })).status).toBe(200);
    const refreshed = await fetch(`${b!.url}/api/auth/refresh-token`, { method: 'POST', headers: { cookie: session.cookie } });
    expect(refreshed.status).toBe(200);
    const cookie = refreshCookieOf(refreshed);

    expect((await fetch(`${a!.url}/api/auth/logout`, { method: 'POST', headers: { cookie } })).status).toBe(200);
    expect((await fetch(`${b!.url}/api/auth/refresh-token`, { method: 'POST', headers: { cookie } })).status).toBe(401);
  });

  it('ends on the other instance every session a password change ends on one', async () => {
    const session = await logIn(a!, '203.0.113.3');
    const other = await logIn(b!, '203.0.113.3');
    const newPassword = `${ADMIN.password}-nouveau`;
    const changed = await fetch(`${a!.url}/api/users/me/password`, {
      method: 'PUT',
      headers: { ...json, authorization: session.authorization, 'x-forwarded-for': '203.0.113.3' },
      body: JSON.stringify({ currentPassword: ADMIN.password, password: newPassword }),
    });
    expect(changed.status).toBe(200);
    ADMIN.password = newPassword;
    expect((await fetch(`${b!.url}/api/users/me`, { headers: { authorization: other.authorization } })).status).toBe(401);
    expect((await fetch(`${b!.url}/api/auth/refresh-token`, { method: 'POST', headers: { cookie: other.cookie } })).status).toBe(401);
  });

  it('counts a client’s sign-in attempts across both instances', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 2 * RATE_LIMIT; attempt += 1) {
      const instance = attempt % 2 === 0 ? a! : b!;
      const response = await fetch(`${instance.url}/api/auth/login`, {
        method: 'POST',
        headers: { ...json, 'x-forwarded-for': '198.51.100.7' },
        body: JSON.stringify({ email: `inconnu${attempt}@exemple.fr`, password: 'pas le bon' }),
      });
      statuses.push(response.status);
    }
    // Each instance alone would allow RATE_LIMIT attempts: together they allow RATE_LIMIT.
    expect(statuses.filter((status) => status !== 429)).toHaveLength(RATE_LIMIT);
    expect(statuses.slice(RATE_LIMIT).every((status) => status === 429)).toBe(true);
  });

  it('shows visitors on one instance an event as just edited on the other', async () => {
    const admin = await logIn(a!, '203.0.113.4');
    const created = await fetch(`${a!.url}/api/events`, {
      method: 'POST',
      headers: { ...json, authorization: admin.authorization },
      body: JSON.stringify({
        title: 'Atelier d’écriture',
        description: 'Écrire ensemble, à Metz.',
        date: '2031-05-04',
        time: '18:00',
        type: 'atelier',
        location: 'Metz',
        max_participants: 20,
      }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const titlesOnB = async () =>
      ((await (await fetch(`${b!.url}/api/events`)).json()) as { events: { id: number; title: string }[] }).events.find((event) => event.id === id)?.title;
    expect(await titlesOnB()).toBe('Atelier d’écriture');
    const pageOnB = async () => (await fetch(`${b!.url}/events/${id}`)).text();
    await pageOnB();

    const edited = await fetch(`${a!.url}/api/events/${id}`, {
      method: 'PUT',
      headers: { ...json, authorization: admin.authorization },
      body: JSON.stringify({ title: 'Atelier de poésie' }),
    });
    expect(edited.status).toBe(200);
    expect(await titlesOnB()).toBe('Atelier de poésie');
    expect(await pageOnB()).toContain('Atelier de poésie');
  });

  it('sends an announcement from both instances at the shared pace, each person once', async () => {
    const people = 60;
    const client = new pg.Client({ connectionString: database!.url });
    await client.connect();
    await client.query(`insert into users (first_name, last_name, username, email, email_verified_at)
      select 'Personne', 'N° ' || g, 'deux' || g, 'deux' || g || '@exemple.fr', now() from generate_series(1, ${people}) g`);
    await client.query(
      `insert into mail_consents (user_id, kind, consented, source) select id, 'new_events', true, 'signup' from users where username like 'deux%'`,
    );
    await client.end();
    const admin = await logIn(a!, '203.0.113.5');
    const headers = { ...json, authorization: admin.authorization };
    const created = await fetch(`${a!.url}/api/admin/announcements`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ subject: 'Annonce aux deux instances', body_markdown: 'Bonjour.', kind: 'new_events', segment: { type: 'consenting' } }),
    });
    const { id } = (await created.json()) as { id: number };
    expect(
      (await fetch(`${a!.url}/api/admin/announcements/${id}/send`, { method: 'POST', headers, body: JSON.stringify({ scheduled_at: null }) })).status,
    ).toBe(202);
    const deadline = Date.now() + 120_000;
    let state = '';
    while (state !== 'sent' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      state = ((await (await fetch(`${b!.url}/api/admin/announcements/${id}`, { headers })).json()) as { state: string }).state;
    }
    expect(state).toBe('sent');
    const recipients = [a!, b!].flatMap((instance) =>
      mailFilesIn(instance)
        .map((name) => readFileSync(path.join(instance.dataDir, 'mail', name), 'utf8'))
        .filter((text) => text.includes('Subject: Annonce aux deux instances'))
        .map((text) => /^To: (.+)$/m.exec(text)![1]!.trim()),
    );
    expect(recipients).toHaveLength(people);
    expect(new Set(recipients).size).toBe(people);
  }, 150_000);
});

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { findFreePort } from '@action-plus/test-stand-ins/free-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#db/client';
import { hashPassword } from '#modules/auth/passwords';
import { BULK_CONNECTIONS } from '#modules/mail/mailer';
import { createUser } from '#modules/users/create-user';
import { startSmtpCatcher, type SmtpCatcher } from '#test/support/smtp-catcher';

/**
 * Issue 27's promise, on a real server process: killed (SIGKILL, no goodbye) in the middle of
 * sending an announcement to 2 000 people, then started again, it loses none and sends none twice.
 */
const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const START_TIMEOUT_MS = 180_000;
const RECIPIENTS = 2_000;
const SUBJECT = 'La saison reprend';
const ADMIN = { email: 'presidence@exemple.fr', password: 'Annonces-mot-de-passe-solide' };

async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what()} (après ${timeoutMs} ms)`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function isGroupAlive(group: number) {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
}

describe('an announcement to 2 000 people, the server killed mid-send and started again', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'action-plus-announcement-crash-'));
  let smtp: SmtpCatcher;
  let server: ChildProcess | undefined;
  let url = '';
  let output = '';

  async function startServer() {
    const port = await findFreePort();
    url = `http://127.0.0.1:${port}`;
    output = '';
    const child = spawn(path.join(SERVER_DIR, '../../node_modules/.bin/tsx'), ['src/main.ts'], {
      cwd: SERVER_DIR,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PUBLIC_URL: 'https://actionplusmetz.org',
        SMTP_URL: smtp.url,
        JWT_SECRET: 'un-secret-qui-survit-au-redemarrage-0123456789',
        // Fast enough for a test, slow enough to be killed in the middle.
        ANNOUNCEMENT_MAILS_PER_MINUTE: '12000',
        // The copies claimed at the kill are taken again after this, rather than production's minute.
        ANNOUNCEMENT_CLAIM_LEASE_SECONDS: '3',
        LOG_LEVEL: 'info',
        LOG_FORMAT: 'json',
      },
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      const lines = chunk
        .toString()
        .split('\n')
        .filter((line) => line !== '' && !line.includes('"reqId"'));
      if (lines.length > 0) output = (output + lines.join('\n') + '\n').slice(-12000);
    });
    child.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-12000)));
    server = child;
    await waitUntil(
      async () => {
        if (child.exitCode !== null) throw new Error(`serveur arrêté au démarrage : ${output}`);
        return fetch(`${url}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
      },
      START_TIMEOUT_MS,
      () => `serveur muet : ${output}`,
    );
  }

  async function signIn() {
    const response = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    expect(response.status).toBe(200);
    return { authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}`, 'content-type': 'application/json' };
  }

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    // The people, written before the server holds the database: confirmed addresses that chose the association's news.
    const database = await openDatabase({ dataDir });
    await createUser(database.db, {
      firstName: 'Camille',
      lastName: 'Présidente',
      username: 'presidence',
      email: ADMIN.email,
      passwordHash: await hashPassword(ADMIN.password),
      role: 'admin',
    });
    await database.db.execute(sql`insert into users (first_name, last_name, username, email, email_verified_at)
      select 'Personne', 'N° ' || g, 'personne' || g, 'personne' || g || '@exemple.fr', now() from generate_series(1, ${RECIPIENTS}) g`);
    await database.db.execute(sql`insert into mail_consents (user_id, kind, consented, source)
      select id, 'association_news', true, 'signup' from users where username like 'personne%'`);
    await database.close();
    await startServer();
  }, START_TIMEOUT_MS + 60_000);

  afterAll(async () => {
    if (server?.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGKILL');
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('every recipient gets exactly one mail', async () => {
    let headers = await signIn();
    const created = await fetch(`${url}/api/admin/announcements`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        subject: SUBJECT,
        body_markdown: 'Bonjour,\n\nla **saison** reprend.',
        kind: 'association_news',
        segment: { type: 'consenting' },
      }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const sendStarted = Date.now();
    const sent = await fetch(`${url}/api/admin/announcements/${id}/send`, { method: 'POST', headers, body: JSON.stringify({ scheduled_at: null }) });
    expect(sent.status).toBe(202);
    expect(Date.now() - sendStarted).toBeLessThan(5_000);

    const ofAnnouncement = () => smtp.mails.filter((mail) => mail.subject === SUBJECT);
    await waitUntil(
      () => ofAnnouncement().length >= 300,
      120_000,
      () => `l’envoi n’a pas commencé : ${ofAnnouncement().length} mails ; ${output}`,
    );
    const group = server!.pid!;
    process.kill(-group, 'SIGKILL');
    // tsx runs the server in a child of its own: the whole group must be gone (and reaped), not only tsx.
    await waitUntil(
      () => !isGroupAlive(group),
      30_000,
      () => 'le serveur tué ne s’arrête pas',
    );
    const beforeRestart = ofAnnouncement().length;
    expect(beforeRestart).toBeLessThan(RECIPIENTS);

    await startServer();
    headers = await signIn();
    let state = '';
    await waitUntil(
      async () => {
        const detail = (await (await fetch(`${url}/api/admin/announcements/${id}`, { headers })).json()) as { state: string; progress: unknown };
        state = `${detail.state} ${JSON.stringify(detail.progress)}`;
        return state.startsWith('sent ');
      },
      240_000,
      () => `annonce toujours « ${state} » après le redémarrage, ${ofAnnouncement().length} mails reçus ; ${output}`,
    );

    const mails = ofAnnouncement();
    const messageIdsByRecipient = new Map<string, Set<string>>();
    for (const mail of mails) {
      for (const recipient of mail.to) {
        const ids = messageIdsByRecipient.get(recipient) ?? new Set<string>();
        ids.add(mail.headers['message-id']!);
        messageIdsByRecipient.set(recipient, ids);
      }
    }
    // None lost.
    expect(messageIdsByRecipient.size).toBe(RECIPIENTS);
    // None sent twice: each recipient's copy is one message. A copy the SMTP server had accepted at
    // the instant of the kill, not yet marked sent, goes again with its Message-ID (at most those in flight).
    expect([...messageIdsByRecipient.values()].filter((ids) => ids.size !== 1)).toEqual([]);
    expect(mails.length - RECIPIENTS).toBeLessThanOrEqual(BULK_CONNECTIONS);
    const progress = (await (await fetch(`${url}/api/admin/announcements/${id}`, { headers })).json()) as { progress: { recipients: number; sent: number } };
    expect(progress.progress).toMatchObject({ recipients: RECIPIENTS, sent: RECIPIENTS, failed: 0, queued: 0 });
  }, 600_000);
});

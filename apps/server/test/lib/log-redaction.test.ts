import { sql } from 'drizzle-orm';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACTED, redactUrl } from '#lib/log-redaction';
import { parseMail } from '@action-plus/test-stand-ins/mail-parser';
import { createTestApp, createTestUser, type TestApp } from '../support/test-app';

describe('nothing secret in the logs', () => {
  const lines: string[] = [];
  let testApp: TestApp;
  beforeAll(async () => {
    // The production logger (main.ts), written to memory instead of stdout.
    testApp = await createTestApp({ app: { logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } } });
    testApp.context.mailer.useLogger(testApp.app.log);
  });
  afterAll(() => testApp.close());

  async function resetLinkFromMailFile(): Promise<{ url: URL; file: string }> {
    const directory = path.join(testApp.context.config.dataDir, 'mail');
    const [name] = (await readdir(directory)).filter((file) => file.endsWith('.eml'));
    const file = path.join(directory, name!);
    const match = parseMail(await readFile(file, 'utf8')).text.match(/http:\/\/localhost:\d+\/reset-password\?token=[\w-]+/);
    if (!match) throw new Error('no reset link in the mail file');
    return { url: new URL(match[0]), file };
  }

  it('a reset link, requested, written as .eml and followed, never shows its token in the log', async () => {
    await createTestUser(testApp, { email: 'oceane@exemple.fr' });
    const requested = await testApp.app.inject({ method: 'POST', url: '/api/auth/reset-password-request', payload: { email: 'oceane@exemple.fr' } });
    expect(requested.statusCode).toBe(200);
    await testApp.context.mailer.whenIdle();
    const { url, file } = await resetLinkFromMailFile();
    const token = url.searchParams.get('token')!;
    expect(token.length).toBeGreaterThan(20);

    // The page the link opens, then the form it posts.
    await testApp.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    const reset = await testApp.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'un-nouveau-mot-de-passe' } });
    expect(reset.statusCode).toBe(200);

    const log = lines.join('');
    expect(log).not.toContain(token);
    // The log still says what happened, and where the link is to be found on a laptop.
    expect(log).toContain(`"url":"/reset-password?token=${REDACTED}"`);
    expect(log).toContain(JSON.stringify(file));
  });

  it("Google's callback code and state stay out of the log", async () => {
    await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/google/callback?state=etat-secret-123&code=code-secret-456&iss=https%3A%2F%2Faccounts.google.com',
    });
    const log = lines.join('');
    expect(log).not.toContain('etat-secret-123');
    expect(log).not.toContain('code-secret-456');
    expect(log).toContain(`"url":"/api/auth/google/callback?state=${REDACTED}&code=${REDACTED}&iss=https%3A%2F%2Faccounts.google.com"`);
  });
});

describe('a failed query in the log', () => {
  const lines: string[] = [];
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ app: { logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } } });
    // Any sign-up from this domain now fails in the database, whose answer quotes the whole row.
    await testApp.context.db.execute(sql`alter table users add constraint panne_simulee check (email not like '%@panne.fr')`);
  });
  afterAll(() => testApp.close());

  it('is logged with its query text and the database’s code, never its parameters', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'Ninon', lastName: 'Secret', username: 'ninon', email: 'ninon.secret@panne.fr', password: 'mot-de-passe-tres-secret' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('panne');

    const log = lines.join('');
    expect(log).not.toContain('ninon.secret');
    expect(log).not.toContain('$argon2');
    expect(log).not.toContain('params');
    const failure = lines.map((line) => JSON.parse(line) as { msg: string; err?: Record<string, unknown> }).find((entry) => entry.msg === 'requête en échec');
    expect(failure?.err).toMatchObject({
      type: 'DrizzleQueryError',
      query: expect.stringMatching(/^insert into "users"/),
      cause: { code: '23514', message: expect.stringContaining('panne_simulee') },
    });
  });
});

describe('redactUrl', () => {
  it('masks the value of every secret-looking parameter, however its name is written, and keeps the rest', () => {
    expect(redactUrl('/events?limit=10&when=past')).toBe('/events?limit=10&when=past');
    expect(redactUrl('/reset-password?token=abc&invitation=1')).toBe(`/reset-password?token=${REDACTED}&invitation=1`);
    expect(redactUrl('/x?%74oken=abc&Access_Token=def&api_key=ghi&id_token=jkl')).toBe(
      `/x?%74oken=${REDACTED}&Access_Token=${REDACTED}&api_key=${REDACTED}&id_token=${REDACTED}`,
    );
    expect(redactUrl('/x?token&%E0%A4%A=1&code=')).toBe(`/x?token=${REDACTED}&%E0%A4%A=1&code=${REDACTED}`);
    expect(redactUrl('/no-query')).toBe('/no-query');
  });
});

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SEEDED_ASSOCIATION_SETTINGS as SEEDED } from '@action-plus/contract/association-settings-seed';
import { loadConfig, resolveJwtSecret } from '#config';
import { events, users } from '#db/schema';
import { verifyPassword } from '#modules/auth/passwords';
import { prepareFirstStart } from '#modules/setup/first-start';
import { isIdentityPending } from '#modules/setup/identity-prompt';
import { createTestApp, createTestUser } from '#test/support/test-app';
import { createTestDatabase } from '#test/support/test-database';

const silentLog = { info: () => undefined } as unknown as FastifyBaseLogger;
const temporaryDir = () => mkdtempSync(path.join(tmpdir(), 'action-plus-first-start-'));

describe('first start', () => {
  const opened: { close: () => Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((handle) => handle.close()));
  });

  it('creates the admin from ADMIN_EMAIL / ADMIN_PASSWORD and seeds sample events on the embedded database', async () => {
    const database = await createTestDatabase();
    opened.push(database);
    const config = loadConfig({ DATA_DIR: temporaryDir(), ADMIN_EMAIL: 'presidence@actionplusmetz.org', ADMIN_PASSWORD: 'un-mot-de-passe-long' });
    await prepareFirstStart(database.db, config, true, silentLog);

    const [admin] = await database.db.select().from(users).where(eq(users.email, 'presidence@actionplusmetz.org'));
    expect(admin?.role).toBe('admin');
    expect(await verifyPassword(admin!.passwordHash, 'un-mot-de-passe-long')).toBe(true);
    // The operator wrote the address into the configuration: it counts as confirmed (decision 013).
    expect(admin!.emailVerifiedAt).toBeInstanceOf(Date);
    const samples = await database.db.select().from(events);
    expect(samples.length).toBeGreaterThan(0);
    expect(samples.every((event) => event.isSample && event.title.startsWith('[Exemple]'))).toBe(true);
  });

  it('prints a generated password once when none is configured, and does nothing on the next start', async () => {
    const database = await createTestDatabase();
    opened.push(database);
    const printed = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const config = loadConfig({ DATA_DIR: temporaryDir() });
    await prepareFirstStart(database.db, config, false, silentLog);

    const output = printed.mock.calls.flat().join('\n');
    const password = output.match(/Mot de passe : (\S+)/)?.[1];
    const [admin] = await database.db.select().from(users);
    expect(await verifyPassword(admin!.passwordHash, password!)).toBe(true);
    // Not embedded and no SEED_DEMO: a production PostgreSQL gets no sample events.
    expect(await database.db.select().from(events)).toHaveLength(0);

    const calls = printed.mock.calls.length;
    await prepareFirstStart(database.db, config, false, silentLog);
    expect(printed).toHaveBeenCalledTimes(calls);
    expect(await database.db.select().from(users)).toHaveLength(1);
  });

  it('asks the admins of a new site to present the association, until one of them saves its identity', async () => {
    const database = await createTestDatabase();
    opened.push(database);
    const printed = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await prepareFirstStart(database.db, loadConfig({ DATA_DIR: temporaryDir(), PUBLIC_URL: 'https://asso.exemple.fr' }), false, silentLog);
    expect(printed.mock.calls.flat().join('\n')).toContain('https://asso.exemple.fr/admin/association');

    const testApp = await createTestApp({ database });
    opened.push(testApp);
    const admin = await createTestUser(testApp, { role: 'admin' });
    const member = await createTestUser(testApp);
    const firstStart = (headers = admin.authorization) => testApp.app.inject({ method: 'GET', url: '/api/admin/first-start', headers });
    expect((await firstStart()).json()).toEqual({ identity_pending: true });
    expect((await firstStart(member.authorization)).statusCode).toBe(403);

    // Another section saved: still waiting for the identity.
    const save = (section: 'identity' | 'host', value: unknown) =>
      testApp.app.inject({ method: 'PUT', url: `/api/admin/association-settings/${section}`, headers: admin.authorization, payload: { version: 1, value } });
    expect((await save('host', { ...SEEDED.host, name: 'Hébergeur associatif' })).statusCode).toBe(200);
    expect((await firstStart()).json()).toEqual({ identity_pending: true });
    // The identity saved, even unchanged (the admin found it right): answered, for good.
    expect((await save('identity', SEEDED.identity)).statusCode).toBe(200);
    expect((await firstStart()).json()).toEqual({ identity_pending: false });
  });

  it('asks nothing when the site starts with the sample association (embedded database or SEED_DEMO)', async () => {
    const database = await createTestDatabase();
    opened.push(database);
    await prepareFirstStart(database.db, loadConfig({ DATA_DIR: temporaryDir(), SEED_DEMO: 'true' }), false, silentLog);
    expect(await isIdentityPending(database.db)).toBe(false);
  });

  it('keeps a generated token secret under DATA_DIR so that sessions survive a restart', () => {
    const dataDir = temporaryDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = resolveJwtSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveJwtSecret(loadConfig({ DATA_DIR: dataDir }))).toBe(first);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(resolveJwtSecret(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) }))).toBe('x'.repeat(40));
  });

  it('refuses a configuration that makes no sense, listing the problems', () => {
    expect(() => loadConfig({ PORT: 'abc', JWT_SECRET: 'court' })).toThrow(/PORT[\s\S]*JWT_SECRET/);
  });
});

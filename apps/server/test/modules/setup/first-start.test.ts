import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig, resolveJwtSecret } from '#config';
import { events, users } from '#db/schema';
import { verifyPassword } from '#modules/auth/passwords';
import { prepareFirstStart } from '#modules/setup/first-start';
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

    await prepareFirstStart(database.db, config, false, silentLog);
    expect(printed).toHaveBeenCalledTimes(1);
    expect(await database.db.select().from(users)).toHaveLength(1);
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

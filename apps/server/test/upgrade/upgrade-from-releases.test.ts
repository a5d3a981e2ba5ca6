import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { MIGRATIONS_FOLDER, openDatabase, type DatabaseHandle } from '#db/client';
import { readMigrations } from '#db/migrate';
import { extractPdfText } from '#test/support/pdf-text';
import { createEmptyPostgresDatabase } from '#test/support/test-database';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { RELEASE_FIXTURE_PASSWORD as PASSWORD, RELEASE_FIXTURE_PEOPLE as PEOPLE } from './release-fixture-people';
import { ASSOCIATION_SETTINGS_SECTIONS, MAIL_CONSENT_KINDS } from '@action-plus/contract';
import { SEEDED_ASSOCIATION_SETTINGS as ACTION_PLUS } from '@action-plus/contract/association-settings-seed';

/**
 * Every release's fixture (a database that release migrated and filled, dumped by
 * make-release-fixture.ts) is loaded as it was, then opened by today's code, which migrates it as
 * at an upgrade: no row may be lost, and the people in it still use the site. A released migration
 * edited or regenerated makes the opening fail (decision 028).
 */
const RELEASES_DIR = path.join(import.meta.dirname, 'releases');
const byVersion = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });
const RELEASES = readdirSync(RELEASES_DIR)
  .filter((file) => file.endsWith('.sql'))
  .map((file) => file.slice(0, -'.sql'.length))
  .sort(byVersion);

/** What a table holds: its row count, and its ids where it has that column. */
type TableContents = Map<string, { count: number; ids: string[] | null }>;

interface RawClient {
  query: (text: string) => Promise<{ rows: Record<string, unknown>[] }>;
}

async function readContents(client: RawClient): Promise<TableContents> {
  const tables = await client.query(
    `SELECT t.table_name AS name, EXISTS (SELECT 1 FROM information_schema.columns c WHERE c.table_schema = 'public' AND c.table_name = t.table_name AND c.column_name = 'id') AS has_id
     FROM information_schema.tables t WHERE t.table_schema = 'public' AND t.table_type = 'BASE TABLE' ORDER BY t.table_name`,
  );
  const contents: TableContents = new Map();
  for (const { name, has_id: hasId } of tables.rows as { name: string; has_id: boolean }[]) {
    const count = Number((await client.query(`SELECT count(*) AS n FROM public."${name}"`)).rows[0]!.n);
    const ids = hasId ? (await client.query(`SELECT id::text AS id FROM public."${name}" ORDER BY id`)).rows.map((row) => String(row.id)) : null;
    contents.set(name, { count, ids });
  }
  return contents;
}

/**
 * The release's database, as it left it: on the PostgreSQL server of TEST_DATABASE_URL when set,
 * else in an embedded data directory. Returns how to open it with today's code, and its contents.
 */
async function restoreRelease(release: string) {
  const dump = readFileSync(path.join(RELEASES_DIR, `${release}.sql`), 'utf8');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const database = await createEmptyPostgresDatabase(serverUrl, 'action_plus_upgrade');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query(dump);
      await client.query('RESET ALL');
      const before = await readContents(client);
      return { before, open: () => openDatabase({ databaseUrl: database.url, dataDir: null }), drop: database.drop };
    } finally {
      await client.end();
    }
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'action-plus-upgrade-'));
  const client = new PGlite(path.join(dataDir, 'pglite'));
  try {
    await client.exec(dump);
    await client.exec('RESET ALL');
    const before = await readContents(client);
    return { before, open: () => openDatabase({ dataDir }), drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  } finally {
    await client.close();
  }
}

describe.each(RELEASES)('a database left by release %s', (release) => {
  let before: TableContents;
  let database: DatabaseHandle;
  let testApp: TestApp;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const restored = await restoreRelease(release);
    before = restored.before;
    drop = restored.drop;
    database = await restored.open();
    testApp = await createTestApp({ database, config: { taxReceipts: { eligibleOverride: true, signatureFile: undefined } } });
  });
  afterAll(async () => {
    await testApp?.close();
    await database?.close();
    await drop?.();
  });

  const inject = (options: InjectOptions) => testApp.app.inject(options);
  async function signIn(email: string) {
    const response = await inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    expect(response.statusCode, response.body).toBe(200);
    return { authorization: `Bearer ${response.json().access_token as string}` };
  }

  it('holds every migration of this build, once', async () => {
    const result = await database.db.execute(sql`SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at`);
    const applied = (result as unknown as { rows: { created_at: unknown }[] }).rows.map((row) => Number(row.created_at));
    expect(applied).toEqual(readMigrations(MIGRATIONS_FOLDER).map((migration) => migration.createdAt));
  });

  it('keeps every table and every row the release held', async () => {
    expect(before.size).toBeGreaterThan(15);
    const rawClient: RawClient = { query: async (text) => (await database.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] } };
    const after = await readContents(rawClient);
    for (const [table, contents] of before) {
      expect(after.has(table), `la table ${table} a disparu`).toBe(true);
      const now = after.get(table)!;
      if (contents.ids) expect(now.ids, `des lignes de ${table} ont disparu`).toEqual(expect.arrayContaining(contents.ids));
      expect(now.count, `des lignes de ${table} ont disparu`).toBeGreaterThanOrEqual(contents.count);
    }
  });

  it('gives the release’s admin the admin role (migration 0006), and nothing more to anyone', async () => {
    const result = await database.db.execute(sql`SELECT u.email, r.role FROM account_roles r JOIN users u ON u.id = r.user_id ORDER BY u.email, r.role`);
    const held = (result as unknown as { rows: { email: string; role: string }[] }).rows.map(({ email, role }) => ({ email, role }));
    expect(held).toEqual([{ email: PEOPLE.admin.email, role: 'admin' }]);
    expect(await database.db.execute(sql`SELECT count(*)::int AS n FROM event_organisers`)).toMatchObject({ rows: [{ n: 0 }] });

    const admin = (await inject({ method: 'GET', url: '/api/users/me', headers: await signIn(PEOPLE.admin.email) })).json();
    expect(admin).toMatchObject({ role: 'admin', roles: ['admin'], permissions: expect.arrayContaining(['roles.manage', 'settings.manage']) });
    for (const person of [PEOPLE.sukru, PEOPLE.minh, PEOPLE.layla]) {
      const member = (await inject({ method: 'GET', url: '/api/users/me', headers: await signIn(person.email) })).json();
      expect(member, person.email).toMatchObject({ role: 'user', roles: [], permissions: [] });
    }
  });

  it('lets a member sign in and find their name, their membership, its invoice and their events', async () => {
    const headers = await signIn(PEOPLE.sukru.email);
    const me = (await inject({ method: 'GET', url: '/api/users/me', headers })).json();
    expect(me).toMatchObject({ firstName: PEOPLE.sukru.firstName, lastName: PEOPLE.sukru.lastName, email: PEOPLE.sukru.email, emailVerified: true });

    const mine = await inject({ method: 'GET', url: '/api/users/me/memberships', headers });
    expect(mine.statusCode).toBe(200);
    const { memberships } = mine.json() as { memberships: { id: number }[] };
    expect(memberships).toHaveLength(1);
    const invoice = await inject({ method: 'GET', url: `/api/users/me/memberships/${memberships[0]!.id}/invoice`, headers });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toContain('application/pdf');

    const events = (await inject({ method: 'GET', url: '/api/users/me/events', headers })).json() as { events: { title: string }[] };
    expect(events.events.map((event) => event.title).sort()).toEqual(['Concert de saz et de oud', 'Repas partagé']);
  });

  it('lets a member who never confirmed their address sign in, and keeps the line of a full event', async () => {
    await signIn(PEOPLE.layla.email);
    const minh = await signIn(PEOPLE.minh.email);
    const sukru = await signIn(PEOPLE.sukru.email);
    const list = (await inject({ method: 'GET', url: '/api/events?limit=100' })).json() as { events: { id: number; title: string; is_full: boolean }[] };
    const concert = list.events.find((event) => event.title === 'Concert de saz et de oud')!;
    expect(concert.is_full).toBe(true);

    // The one participant leaves: the first in line, from before the upgrade, takes the place.
    expect((await inject({ method: 'DELETE', url: `/api/events/${concert.id}/register`, headers: sukru })).statusCode).toBe(200);
    const status = (await inject({ method: 'GET', url: `/api/events/${concert.id}/check-registration`, headers: minh })).json();
    expect(status).toMatchObject({ registered: true });
  });

  it('lets the admin download an invoice, a tax receipt, and read the inbox and the donations', async () => {
    const headers = await signIn(PEOPLE.admin.email);
    const members = (await inject({ method: 'GET', url: '/api/admin/members', headers })).json() as { members: { email: string }[] };
    const sukru = await signIn(PEOPLE.sukru.email);
    const { memberships } = (await inject({ method: 'GET', url: '/api/users/me/memberships', headers: sukru })).json() as { memberships: { id: number }[] };
    expect(members.members.map((member) => member.email)).toEqual(expect.arrayContaining([PEOPLE.sukru.email, PEOPLE.minh.email, PEOPLE.layla.email]));

    const invoice = await inject({ method: 'GET', url: `/api/admin/download-invoice-membership/${memberships[0]!.id}`, headers });
    expect(invoice.statusCode).toBe(200);
    expect(await extractPdfText(invoice.rawPayload)).toContain('Metz');

    const donations = (await inject({ method: 'GET', url: '/api/admin/donations', headers })).json() as { receipt_id: number | null }[];
    expect(donations.length).toBeGreaterThanOrEqual(4);
    const withReceipt = donations.find((donation) => donation.receipt_id)!;
    const receipt = await inject({ method: 'GET', url: `/api/admin/tax-receipts/${withReceipt.receipt_id}/pdf`, headers });
    expect(receipt.statusCode).toBe(200);

    const inbox = (await inject({ method: 'GET', url: '/api/admin/contact-messages', headers })).json() as { email: string; status: string }[];
    expect(inbox.map((message) => message.email).sort()).toEqual([PEOPLE.contactVisitor.email, PEOPLE.sukru.email].sort());
    expect(inbox.some((message) => message.status === 'answered')).toBe(true);
  });

  it("finds every value Action Plus's site held in code in the association's settings, at version 1, and lets the admin change them", async () => {
    expect((await inject({ method: 'GET', url: '/api/association' })).json()).toEqual(ACTION_PLUS);
    const headers = await signIn(PEOPLE.admin.email);
    const { sections } = (await inject({ method: 'GET', url: '/api/admin/association-settings', headers })).json();
    for (const section of ASSOCIATION_SETTINGS_SECTIONS) expect(sections[section], section).toMatchObject({ version: 1, value: ACTION_PLUS[section] });
    const saved = await inject({
      method: 'PUT',
      url: '/api/admin/association-settings/contact',
      headers,
      payload: { version: 1, value: { ...ACTION_PLUS.contact, phone: '03 87 00 00 01' } },
    });
    expect(saved.statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: '/api/association' })).json().contact.phone).toBe('03 87 00 00 01');
  });

  it('asks the dues the release asked, now from the settings (migration 0004), and keeps the amounts of the memberships it recorded', async () => {
    const headers = await signIn(PEOPLE.admin.email);
    const { sections } = (await inject({ method: 'GET', url: '/api/admin/association-settings', headers })).json();
    expect(sections.dues).toMatchObject({
      version: 1,
      saved_by_name: null,
      value: {
        offers: [
          { durationMonths: 6, amountCents: 1500 },
          { durationMonths: 12, amountCents: 2500 },
          { durationMonths: 24, amountCents: 4500 },
          { durationMonths: 36, amountCents: 6500 },
        ],
        defaultDurationMonths: 12,
        invoiceMentions: { vat: "Cotisation hors du champ d'application de la TVA", additional: '' },
      },
    });

    const sukru = await signIn(PEOPLE.sukru.email);
    const [recorded] = (await inject({ method: 'GET', url: '/api/users/me/memberships', headers: sukru })).json().memberships;
    // Recorded by 1.0.0 for 12 months at 25 €: the settings do not touch it.
    expect(recorded).toMatchObject({ duration_months: 12, amount: 25 });
    const { members } = (await inject({ method: 'GET', url: '/api/admin/members', headers })).json() as { members: { id: number; email: string }[] };
    const member = members.find((candidate) => candidate.email === PEOPLE.sukru.email)!;
    const refused = await inject({ method: 'POST', url: `/api/admin/members/${member.id}/renew`, headers, payload: { duration: 18, amount: 30 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: 'Durée non proposée\u00a0: choisissez 6, 12, 24 ou 36 mois.' });
    const invoice = await inject({ method: 'GET', url: `/api/users/me/memberships/${recorded.id}/invoice`, headers: sukru });
    expect((await extractPdfText(invoice.rawPayload)).replace(/\s+/g, ' ')).toContain("Cotisation hors du champ d'application de la TVA");
  });
  it('starts the statutes’ rules for the general assembly as common statutes (migration 0012), which the admin may change', async () => {
    const headers = await signIn(PEOPLE.admin.email);
    const { sections } = (await inject({ method: 'GET', url: '/api/admin/association-settings', headers })).json();
    expect(sections.statutes).toMatchObject({
      version: 1,
      saved_by_name: null,
      value: {
        voterCutOffDaysBefore: 0,
        honoraryMembersVote: false,
        convocationDaysBefore: 15,
        quorumPercent: 0,
        majorities: { ordinary: 'simple', statutesChange: 'two-thirds', dissolution: 'two-thirds' },
        proxiesPerMember: 2,
        secondAssemblyWithoutQuorum: true,
      },
    });
    const saved = await inject({
      method: 'PUT',
      url: '/api/admin/association-settings/statutes',
      headers,
      payload: { version: 1, value: { ...ACTION_PLUS.statutes, convocationDaysBefore: 21 } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 2, value: { convocationDaysBefore: 21 } });
  });

  it('asks the release’s people their choices of mail without choosing for them (migration 0011): every kind unchecked, no announcement of a kind reaches them', async () => {
    const sukru = await signIn(PEOPLE.sukru.email);
    const { preferences } = (await inject({ method: 'GET', url: '/api/users/me/mail-preferences', headers: sukru })).json();
    expect(preferences).toEqual(MAIL_CONSENT_KINDS.map((kind) => ({ kind, consented: false, changed_at: null, source: null })));
    const headers = await signIn(PEOPLE.admin.email);
    for (const kind of MAIL_CONSENT_KINDS) {
      const counted = await inject({
        method: 'POST',
        url: '/api/admin/announcements/recipients-count',
        headers,
        payload: { kind, segment: { type: 'consenting' } },
      });
      expect(counted.json()).toEqual({ count: 0 });
    }
  });
});

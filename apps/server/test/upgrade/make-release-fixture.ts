/**
 * Writes the fixture of a release: a database that this very code migrated and filled with every
 * kind of row the site holds, by the routes and jobs a real association would use, dumped as SQL.
 * Run it at the release's commit (decision 028), from apps/server:
 *
 *   npx tsx test/upgrade/make-release-fixture.ts 1.0.0
 *
 * It needs the PostgreSQL server of TEST_DATABASE_URL (default: the local one) and pg_dump, and
 * writes test/upgrade/releases/<version>.sql. The upgrade test loads every such file and migrates it.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { addMonths, toParisDate } from '@action-plus/contract';
import { startHelloAssoStandIn } from '@action-plus/test-stand-ins/helloasso-stand-in';
import { openDatabase } from '#db/client';
import { oneTimeTokens, users } from '#db/schema';
import { hashPassword } from '#modules/auth/passwords';
import { queueDueEventReminders, reminderInstantOf } from '#modules/events/queue-event-reminders';
import { queueDueMembershipReminders } from '#modules/memberships/queue-membership-reminders';
import { insertEvent } from '#test/support/event-fixtures';
import { insertMembership } from '#test/support/membership-fixtures';
import { createEmptyPostgresDatabase } from '#test/support/test-database';
import { createTestApp, TEST_PASSWORD, type TestApp } from '#test/support/test-app';
import { RELEASE_FIXTURE_PEOPLE as PEOPLE, RELEASE_FIXTURE_PASSWORD } from './release-fixture-people';

const version = process.argv[2];
if (!version || !/^\d+\.\d+\.\d+$/.test(version)) {
  console.error('Usage : npx tsx test/upgrade/make-release-fixture.ts <version>');
  process.exit(2);
}
if (RELEASE_FIXTURE_PASSWORD !== TEST_PASSWORD) throw new Error('Le mot de passe des personnes du jeu de données a changé.');

const HELLOASSO = { clientId: 'client-fixture', clientSecret: 'secret-fixture', organizationSlug: 'action-plus' };
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = await createEmptyPostgresDatabase(serverUrl, 'action_plus_fixture');
const standIn = await startHelloAssoStandIn(HELLOASSO);
const handle = await openDatabase({ databaseUrl: database.url, dataDir: null });
const testApp = await createTestApp({
  database: handle,
  config: { helloAsso: { ...HELLOASSO, apiUrl: standIn.url }, taxReceipts: { eligibleOverride: true, signatureFile: undefined } },
});

async function call(options: InjectOptions, expected: number) {
  const response = await testApp.app.inject(options);
  if (response.statusCode !== expected) throw new Error(`${options.method} ${options.url} : ${response.statusCode} ${response.body}`);
  return response;
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signIn(email: string) {
  const response = await call({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD } }, 200);
  return bearer(response.json().access_token as string);
}

/** A member who signs up through the form; `verified` ones then follow the link mailed to them. */
async function signUp(person: { firstName: string; lastName: string; username: string; email: string }, verified: boolean) {
  await call({ method: 'POST', url: '/api/auth/register', payload: { ...person, password: TEST_PASSWORD } }, 201);
  const [user] = await testApp.context.db.select().from(users).where(eq(users.email, person.email));
  if (verified) {
    // The link's token is only ever mailed; the fixture marks the address as the confirmation does.
    await testApp.context.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user!.id));
    await testApp.context.db.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, user!.id));
  }
  return user!;
}

async function payOnline(testApp: TestApp, start: () => Promise<unknown>) {
  await start();
  const intent = standIn.lastIntent()!;
  standIn.pay(intent.id);
  const back = new URL(standIn.returnAddressOf(intent.id));
  await call({ method: 'GET', url: back.pathname + back.search }, 303);
}

try {
  await call({ method: 'GET', url: '/api/health' }, 200);
  const [admin] = await testApp.context.db
    .insert(users)
    .values({ ...PEOPLE.admin, passwordHash: await hashPassword(TEST_PASSWORD), role: 'admin', emailVerifiedAt: new Date() })
    .returning();
  const adminHeaders = await signIn(admin!.email);

  const sukru = await signUp(PEOPLE.sukru, true);
  const minh = await signUp(PEOPLE.minh, true);
  const layla = await signUp(PEOPLE.layla, false);
  const sukruHeaders = await signIn(sukru.email);
  const minhHeaders = await signIn(minh.email);
  const laylaHeaders = await signIn(layla.email);

  // Events: one with a single place, taken, and a line behind it; a weekly series; one tomorrow
  // whose reminders went; one past. An image uploaded as the admin does.
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  const boundary = 'fixture-boundary';
  const upload = await call(
    {
      method: 'POST',
      url: '/api/upload-multiple-images',
      headers: { ...adminHeaders, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="affiche.png"\r\nContent-Type: image/png\r\n\r\n`),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    },
    200,
  );
  const imageUrls = (upload.json() as { urls: string[] }).urls;
  const inThirtyDays = toParisDate(new Date(Date.now() + 30 * 86_400_000));
  const concert = (
    await call(
      {
        method: 'POST',
        url: '/api/events',
        headers: adminHeaders,
        payload: {
          title: 'Concert de saz et de oud',
          description: 'Musiques d’Anatolie et du Levant, par les élèves de l’atelier.',
          date: inThirtyDays,
          time: '20:00',
          type: 'concert',
          location: 'Metz, salle Braun',
          max_participants: 1,
          images: imageUrls,
        },
      },
      201,
    )
  ).json() as { id: number };
  await call({ method: 'POST', url: `/api/events/${concert.id}/join`, headers: sukruHeaders }, 200);
  await call({ method: 'POST', url: `/api/events/${concert.id}/waiting-list`, headers: minhHeaders }, 200);
  await call({ method: 'POST', url: `/api/events/${concert.id}/waiting-list`, headers: laylaHeaders }, 200);

  const series = (
    await call(
      {
        method: 'POST',
        url: '/api/events',
        headers: adminHeaders,
        payload: {
          title: 'Atelier de français',
          description: 'Conversation en petits groupes, tous niveaux.',
          date: toParisDate(new Date(Date.now() + 7 * 86_400_000)),
          time: '18:30',
          type: 'atelier',
          location: 'Metz, Borny',
          max_participants: 12,
          recurrence: { frequency: 'weekly', count: 4 },
        },
      },
      201,
    )
  ).json() as { id: number };
  await call({ method: 'POST', url: `/api/events/${series.id}/join`, headers: minhHeaders }, 200);

  const tomorrow = await insertEvent(testApp, { startsAt: new Date(Date.now() + 30 * 3_600_000), title: 'Repas partagé', maxParticipants: 30 });
  await call({ method: 'POST', url: `/api/events/${tomorrow.id}/join`, headers: sukruHeaders }, 200);
  await queueDueEventReminders(testApp.context.db, testApp.context.eventMails, {
    now: new Date(reminderInstantOf(tomorrow.startsAt, testApp.context.config.eventReminderTime).getTime() + 60_000),
    reminderTime: testApp.context.config.eventReminderTime,
  });
  await insertEvent(testApp, { startsAt: new Date(Date.now() - 40 * 86_400_000), title: 'Fête de quartier', maxParticipants: 200 });

  // Memberships: one recorded by the admin (with its invoice), one paid online, one ending within
  // 30 days whose reminder went.
  await call(
    {
      method: 'POST',
      url: '/api/admin/create-membership',
      headers: adminHeaders,
      payload: { userId: sukru.id, membershipType: 'standard', duration: 12, amount: 25 },
    },
    201,
  );
  await payOnline(testApp, () => call({ method: 'POST', url: '/api/memberships/me/checkout', headers: minhHeaders, payload: { durationMonths: 12 } }, 200));
  const endingSoonStart = addMonths(toParisDate(new Date(Date.now() + 20 * 86_400_000)), -12);
  await insertMembership(testApp, layla.id, { startDate: endingSoonStart });
  await queueDueMembershipReminders(testApp.context.db, { mailer: testApp.context.mailer, publicUrl: testApp.context.config.publicUrl });

  // Donations: online by a member, online by a visitor, a cheque the admin records for someone
  // without an account, and a checkout never paid.
  await payOnline(testApp, () =>
    call({ method: 'POST', url: '/api/donations/checkout', headers: sukruHeaders, payload: { ...PEOPLE.sukruDonor, amount: 40 } }, 201),
  );
  await payOnline(testApp, () => call({ method: 'POST', url: '/api/donations/checkout', payload: { ...PEOPLE.visitorDonor, amount: 15 } }, 201));
  await call(
    {
      method: 'POST',
      url: '/api/admin/donations',
      headers: adminHeaders,
      payload: { ...PEOPLE.chequeDonor, amount: 120, method: 'cheque', receivedOn: toParisDate(new Date()) },
    },
    201,
  );
  await call({ method: 'POST', url: '/api/donations/checkout', payload: { ...PEOPLE.visitorDonor, amount: 30 } }, 201);

  // The contact inbox: a visitor's message, a member's, and the admin's reply to one.
  await call({ method: 'POST', url: '/api/contact', payload: PEOPLE.contactVisitor }, 201);
  await call({ method: 'POST', url: '/api/contact', headers: sukruHeaders, payload: { ...PEOPLE.contactMember, email: sukru.email } }, 201);
  const inbox = (await call({ method: 'GET', url: '/api/admin/contact-messages', headers: adminHeaders }, 200)).json() as { id: number }[];
  await call(
    {
      method: 'POST',
      url: `/api/admin/contact-messages/${inbox[0]!.id}/reply`,
      headers: adminHeaders,
      payload: { subject: 'Re : votre message', message: 'Merci pour votre message, à bientôt.' },
    },
    200,
  );

  // A failed sign-in leaves its counter; every mail queued above is sent (or written) before the dump.
  await testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: layla.email, password: 'pas-le-bon-mot-de-passe' } });
  await testApp.context.mailer.whenIdle();

  const dump = execFileSync('pg_dump', ['--inserts', '--no-owner', '--no-privileges', '--no-comments', database.url], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const file = path.join(import.meta.dirname, 'releases', `${version}.sql`);
  // pg_dump's psql meta-commands (\restrict) are not SQL: the test runs the file as SQL statements.
  const sqlOnly = dump.replace(/^\\.*\n/gm, '');
  writeFileSync(file, `-- The database as Action Plus ${version} left it, filled by test/upgrade/make-release-fixture.ts.\n${sqlOnly}`);
  console.warn(`Écrit : ${file}`);
} finally {
  await testApp.close();
  await handle.close();
  await database.drop();
  await standIn.close();
}

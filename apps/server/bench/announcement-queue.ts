/**
 * npm run bench:announcements: an announcement to 10 000 people (issue 27). Fills a fresh database
 * (embedded, or PostgreSQL with TEST_DATABASE_URL) with 10 000 confirmed accounts that chose the
 * association's news, then prints the time of the request that sends the announcement (it only
 * changes its state), the time the job takes to write the 10 000 copies to the outbox (batches of
 * 500, each with its cursor in one transaction), the pages' answers meanwhile, and the copies
 * written: one per person, none twice. Not a test: it prints figures; decision 047 records them.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { writeAnnouncementOutboxes } from '#modules/announcements/write-announcement-outbox';
import { createTestApp, createTestUser } from '#test/support/test-app';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 10_000);
const milliseconds = (value: number) => `${Math.round(value)} ms`;

async function main() {
  const testApp = await createTestApp();
  const { db } = testApp.context;
  const admin = await createTestUser(testApp, { roles: ['admin'] });
  await db.execute(sql`insert into users (first_name, last_name, username, email, email_verified_at)
    select 'Personne', 'N° ' || g, 'banc' || g, 'banc' || g || '@exemple.fr', now() from generate_series(1, ${RECIPIENTS}) g`);
  await db.execute(sql`insert into mail_consents (user_id, kind, consented, source)
    select id, 'association_news', true, 'signup' from users where username like 'banc%'`);
  console.log(`${RECIPIENTS} personnes qui ont choisi « La vie de l’association » (base : ${testApp.database.kind})`);

  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/admin/announcements',
    headers: admin.authorization,
    payload: {
      subject: 'La saison reprend',
      body_markdown: 'Bonjour,\n\nla **saison** reprend le 3 octobre.',
      kind: 'association_news',
      segment: { type: 'consenting' },
    },
  });
  const { id } = created.json() as { id: number };

  const count = performance.now();
  const counted = await testApp.app.inject({
    method: 'POST',
    url: '/api/admin/announcements/recipients-count',
    headers: admin.authorization,
    payload: { kind: 'association_news', segment: { type: 'consenting' } },
  });
  console.log(`compte des destinataires : ${milliseconds(performance.now() - count)} (${(counted.json() as { count: number }).count})`);

  const send = performance.now();
  const sent = await testApp.app.inject({
    method: 'POST',
    url: `/api/admin/announcements/${id}/send`,
    headers: admin.authorization,
    payload: { scheduled_at: null },
  });
  console.log(`requête d’envoi : ${milliseconds(performance.now() - send)} (statut ${sent.statusCode})`);

  // The pages keep answering while the outbox is written: a visitor's search of the events, ten a second.
  let writing = true;
  const latencies: number[] = [];
  const visitor = (async () => {
    while (writing) {
      const asked = performance.now();
      await testApp.app.inject({ method: 'GET', url: '/api/events?limit=5&q=concert' });
      latencies.push(performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const write = performance.now();
  const written = await writeAnnouncementOutboxes(db, { unsubscribeLinks: testApp.context.mailUnsubscribeLinks });
  const writeMs = performance.now() - write;
  writing = false;
  await visitor;
  latencies.sort((first, second) => first - second);
  const percentile = (share: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0;
  console.log(`écriture de la file : ${milliseconds(writeMs)} (${written} copies)`);
  console.log(
    `pendant l’écriture, GET /api/events : ${latencies.length} réponses, p50 ${milliseconds(percentile(0.5))}, p99 ${milliseconds(percentile(0.99))}, max ${milliseconds(latencies.at(-1) ?? 0)}`,
  );

  const result = await db.execute(
    sql`select count(*)::integer as copies, count(distinct lower(recipient))::integer as people from mail_outbox where announcement_id = ${id}`,
  );
  const { copies, people } = (result as unknown as { rows: { copies: number; people: number }[] }).rows[0]!;
  console.log(`copies dans la file : ${copies}, personnes : ${people}, en double : ${copies - people}`);
  await testApp.close();
}

await main();

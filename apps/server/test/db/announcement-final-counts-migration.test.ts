import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const migrations = path.resolve(import.meta.dirname, '../../src/db/migrations');
const statementsOf = (file: string) => readFileSync(path.join(migrations, file), 'utf8').replaceAll('--> statement-breakpoint', '');
const files = readdirSync(migrations)
  .filter((file) => file.endsWith('.sql'))
  .sort();
const finalCounts = files.find((file) => file.endsWith('_announcement_final_counts.sql'))!;

describe('the migration that keeps an announcement’s counts (0015)', () => {
  let database: PGlite;
  beforeAll(async () => {
    database = new PGlite();
    for (const file of files.slice(0, files.indexOf(finalCounts))) await database.exec(statementsOf(file));
  });
  afterAll(() => database.close());

  it('counts the copies of the announcements already sent, and leaves those still leaving to their end', async () => {
    await database.exec(`
      insert into announcements (subject, body_markdown, kind, segment, state, author_first_name) values
        ('La saison', 'Bonjour', 'association_news', '{"type":"consenting"}', 'sent', 'Inès'),
        ('Bénévoles', 'Bonjour', 'volunteer_calls', '{"type":"consenting"}', 'sending', 'Inès'),
        ('Rien', 'Bonjour', 'association_news', '{"type":"consenting"}', 'sent', 'Inès');
      insert into mail_outbox (recipient, subject, text_body, html_body, announcement_id, sent_at, attempts) values
        ('a@exemple.fr', 'La saison', '', '', 1, now(), 1),
        ('b@exemple.fr', 'La saison', '', '', 1, now(), 2),
        ('c@exemple.fr', 'La saison', '', '', 1, null, 5),
        ('d@exemple.fr', 'Bénévoles', '', '', 2, null, 1);
    `);
    await database.exec(statementsOf(finalCounts));
    const { rows } = await database.query('select subject, final_recipients, final_sent, final_failed from announcements order by id');
    expect(rows).toEqual([
      { subject: 'La saison', final_recipients: 3, final_sent: 2, final_failed: 1 },
      { subject: 'Bénévoles', final_recipients: null, final_sent: null, final_failed: null },
      { subject: 'Rien', final_recipients: 0, final_sent: 0, final_failed: 0 },
    ]);
  });
});

import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '#db/schema';
import { composeMail, escapeHtml } from '#modules/mail/mail-layout';
import { BULK_CONNECTIONS, createMailer, pooledSmtpUrl } from '#modules/mail/mailer';
import { expectLoggedError } from '#test/support/logged-errors';
import { parseMail, type SmtpCatcher } from '#test/support/smtp-catcher';
import { createTestApp, createTestAppWithMail, type TestApp, type TestAppWithMail } from '#test/support/test-app';
import { SEEDED_ASSOCIATION_SETTINGS as ACTION_PLUS } from '@action-plus/contract/association-settings-seed';

describe('the mailer', () => {
  let smtp: SmtpCatcher;
  let testApp: TestAppWithMail;
  beforeAll(async () => {
    testApp = await createTestAppWithMail();
    smtp = testApp.smtp;
  });
  afterAll(() => testApp.close());
  afterEach(async () => {
    await testApp.context.mailer.whenIdle();
  });

  it('stores a mail in the outbox, sends it over SMTP and marks it sent', async () => {
    const content = composeMail({ subject: 'Bienvenue à Metz', blocks: ['Un paragraphe.', { kind: 'action', label: 'Ouvrir', url: 'http://localhost/x' }] });
    const { id } = await testApp.context.mailer.queueMail({ to: 'lea@exemple.fr', ...content });
    const mail = await smtp.waitForMail((candidate) => candidate.to.includes('lea@exemple.fr'));
    expect(mail.subject).toBe('Bienvenue à Metz');
    expect(mail.from).toContain(ACTION_PLUS.contact.email);
    expect(mail.text).toContain('Un paragraphe.');
    expect(mail.text).toContain('http://localhost/x');
    expect(mail.text).toContain(ACTION_PLUS.identity.name);
    expect(mail.html).toContain('href="http://localhost/x"');
    await testApp.context.mailer.whenIdle();
    const [row] = await testApp.context.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.attempts).toBe(1);
    // Sent mails keep no body: a reset link must not outlive its sending in the database.
    expect(row).toMatchObject({ recipient: 'lea@exemple.fr', subject: 'Bienvenue à Metz', textBody: '', htmlBody: '' });
  });

  it('sends bulk copies (transmit) over a few kept connections, not one SMTP session each', async () => {
    const before = smtp.connections();
    const copies = Array.from({ length: 3 * BULK_CONNECTIONS }, (_, index) => index);
    await Promise.all(
      Array.from({ length: BULK_CONNECTIONS }, async () => {
        for (let index = copies.shift(); index !== undefined; index = copies.shift()) {
          await testApp.context.mailer.transmit({
            id: -1 - index,
            to: `copie${index}@exemple.fr`,
            subject: 'Copie',
            text: 'x',
            html: '<p>x</p>',
            headers: {},
            messageId: `<copie-${index}@exemple.fr>`,
          });
        }
      }),
    );
    expect(smtp.mails.filter((mail) => mail.subject === 'Copie')).toHaveLength(3 * BULK_CONNECTIONS);
    expect(smtp.connections() - before).toBeLessThanOrEqual(BULK_CONNECTIONS);
  });

  it('keeps what SMTP_URL says beside the pool', () => {
    const url = new URL(pooledSmtpUrl('smtps://presidence%40exemple.fr:mot%2Fde%3Apasse@smtp.exemple.fr:465/?tls.rejectUnauthorized=false'));
    expect(url.searchParams.get('pool')).toBe('true');
    expect(url.searchParams.get('maxConnections')).toBe(String(BULK_CONNECTIONS));
    expect(url.searchParams.get('tls.rejectUnauthorized')).toBe('false');
    expect(decodeURIComponent(url.password)).toBe('mot/de:passe');
    expect(decodeURIComponent(url.username)).toBe('presidence@exemple.fr');
  });

  it('retries a mail the SMTP server refused, and keeps the failure on record meanwhile', async () => {
    smtp.rejectNextRecipients(1);
    const { id } = await testApp.context.mailer.queueMail({ to: 'retry@exemple.fr', ...composeMail({ subject: 'Deuxième essai', blocks: ['x'] }) });
    const mail = await smtp.waitForMail((candidate) => candidate.to.includes('retry@exemple.fr'));
    expect(mail.subject).toBe('Deuxième essai');
    await testApp.context.mailer.whenIdle();
    const [row] = await testApp.context.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ attempts: 2, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('gives up after the last retry but never loses the mail', async () => {
    smtp.rejectNextRecipients(3);
    // The last failure is logged for the operators.
    expectLoggedError(/échec définitif de l'envoi d'un mail/);
    const { id } = await testApp.context.mailer.queueMail({ to: 'never@exemple.fr', ...composeMail({ subject: 'Jamais', blocks: ['x'] }) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await testApp.context.mailer.whenIdle();
    const [row] = await testApp.context.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ attempts: 3, sentAt: null, subject: 'Jamais', recipient: 'never@exemple.fr' });
    expect(row?.lastError).toMatch(/451/);
    expect(smtp.mails.some((mail) => mail.to.includes('never@exemple.fr'))).toBe(false);
  });

  it('sends at start what a previous run left in the outbox', async () => {
    const [pending] = await testApp.context.db
      .insert(mailOutbox)
      .values({ recipient: 'reprise@exemple.fr', subject: 'Laissé en plan', textBody: 'texte', htmlBody: '<p>texte</p>', attempts: 1 })
      .returning();
    await testApp.context.mailer.resumePendingMails();
    const mail = await smtp.waitForMail((candidate) => candidate.to.includes('reprise@exemple.fr'));
    expect(mail.subject).toBe('Laissé en plan');
    await testApp.context.mailer.whenIdle();
    const [row] = await testApp.context.db.select().from(mailOutbox).where(eq(mailOutbox.id, pending!.id));
    expect(row?.sentAt).toBeInstanceOf(Date);
  });
});

describe('the mailer without SMTP_URL', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('writes each mail as an .eml file under DATA_DIR/mail, readable by the site alone, and logs its subject and file, never its links', async () => {
    const logged: { object: object; message: string }[] = [];
    const mailer = createMailer({
      config: testApp.context.config,
      db: testApp.context.db,
      associationSettings: testApp.context.associationSettings,
      logger: { info: (object, message) => logged.push({ object, message }), warn: () => {}, error: () => {} },
    });
    await mailer.queueMail({
      to: 'local@exemple.fr',
      ...composeMail({ subject: 'Lien local', blocks: [{ kind: 'action', label: 'Go', url: 'http://localhost:3000/reset-password?token=abc' }] }),
    });
    await mailer.whenIdle();
    await mailer.close();
    const directory = path.join(testApp.context.config.dataDir, 'mail');
    const files = (await readdir(directory)).filter((file) => file.endsWith('.eml'));
    expect(files).toHaveLength(1);
    // Its links open accounts: no other user of the machine may read it.
    expect((await stat(path.join(directory, files[0]!))).mode & 0o077).toBe(0);
    const mail = parseMail(await readFile(path.join(directory, files[0]!), 'utf8'));
    expect(mail.subject).toBe('Lien local');
    expect(mail.text).toContain('http://localhost:3000/reset-password?token=abc');
    expect(logged).toEqual([expect.objectContaining({ object: { subject: 'Lien local', to: 'local@exemple.fr', file: path.join(directory, files[0]!) } })]);
    expect(JSON.stringify(logged)).not.toContain('token=abc');
  });
});

describe('mail layout', () => {
  it('escapes what people typed in the HTML part and keeps it verbatim in the text part', () => {
    const typed = '<script>alert("x")</script> & <b>gras</b>';
    const mail = composeMail({
      subject: 'Test <i>',
      greeting: 'Bonjour <Léa>,',
      blocks: [typed, { kind: 'quote', text: typed }, { kind: 'details', rows: [{ label: 'Nom', value: typed }] }],
    }).write(ACTION_PLUS);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>gras');
    expect(mail.html).toContain(escapeHtml(typed));
    expect(mail.html).toContain('<title>Test &lt;i&gt;</title>');
    expect(mail.html).toContain('Bonjour &lt;Léa&gt;,');
    expect(mail.text).toContain(typed);
    expect(mail.text).toContain(ACTION_PLUS.contact.address.city);
    expect(mail.html).toContain(ACTION_PLUS.contact.phone);
  });
});

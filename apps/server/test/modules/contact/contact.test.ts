import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, CONTACT_MESSAGES, COMMON_MESSAGES, ROLE_MESSAGES } from '@action-plus/contract';
import { contactMessages, mailOutbox } from '#db/schema';
import { EVERY_ALPHABET } from '#test/support/every-alphabet';
import { expectLoggedError } from '#test/support/logged-errors';
import { parseMail, type SmtpCatcher } from '#test/support/smtp-catcher';
import { createTestApp, createTestAppWithMail, createTestUser, type TestApp, type TestAppWithMail } from '#test/support/test-app';
import { SEEDED_ASSOCIATION_SETTINGS as ACTION_PLUS } from '@action-plus/contract/association-settings-seed';

const INBOX = 'bureau@actionplus.test';

/** A mail's plain-text part as it was written: SMTP carries its lines ended by CRLF. */
const plainText = (mail: { text: string }) => mail.text.replace(/\r\n/g, '\n').trimEnd();

const visitor = {
  name: 'Inès Moreau',
  email: 'ines.moreau@exemple.fr',
  subject: 'Bénévolat',
  message: 'Bonjour, je souhaite aider lors de vos prochains ateliers. Comment faire ?',
};

describe('the contact form and the admin inbox', () => {
  let smtp: SmtpCatcher;
  let testApp: TestAppWithMail;
  let admin: Awaited<ReturnType<typeof createTestUser>>;
  let member: Awaited<ReturnType<typeof createTestUser>>;

  beforeAll(async () => {
    testApp = await createTestAppWithMail({ contactInbox: INBOX });
    smtp = testApp.smtp;
    admin = await createTestUser(testApp, { role: 'admin' });
    member = await createTestUser(testApp);
  });
  afterAll(() => testApp.close());

  const sendContact = (payload: Record<string, unknown>) => testApp.app.inject({ method: 'POST', url: '/api/contact', payload });
  const listMessages = (headers: Record<string, string> = admin.authorization) =>
    testApp.app.inject({ method: 'GET', url: '/api/admin/contact-messages', headers });
  const markRead = (id: number | string, headers: Record<string, string> = admin.authorization) =>
    testApp.app.inject({ method: 'PUT', url: `/api/admin/contact-messages/${id}/read`, headers, payload: {} });
  const reply = (id: number | string, payload: Record<string, unknown>, headers: Record<string, string> = admin.authorization) =>
    testApp.app.inject({ method: 'POST', url: `/api/admin/contact-messages/${id}/reply`, headers, payload });

  it('a visitor sends a message: stored unread, the association notified, the spec success text', async () => {
    const response = await sendContact(visitor);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: CONTACT_MESSAGES.sent });

    const list = await listMessages();
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]).toMatchObject({ ...visitor, status: 'unread', read_at: null, reply: null, created_at: expect.any(String) });

    const notification = await smtp.waitForMail((mail) => mail.to.includes(INBOX));
    expect(notification.subject).toBe('Nouveau message de contact\u00a0: Bénévolat');
    expect(notification.text).toContain(visitor.message);
    expect(notification.text).toContain(visitor.email);
    expect(notification.text).toContain(ACTION_PLUS.identity.name);
  });

  it('keeps a missing or blank subject as none, and the notification says Sans sujet', async () => {
    const response = await sendContact({ name: 'Paul', email: 'paul@exemple.fr', subject: '   ', message: 'Question sans sujet' });
    expect(response.statusCode).toBe(201);
    const stored = (await listMessages()).json().find((message: { email: string }) => message.email === 'paul@exemple.fr');
    expect(stored.subject).toBeNull();
    const notification = await smtp.waitForMail((mail) => mail.to.includes(INBOX) && mail.text.includes('Question sans sujet'));
    expect(notification.subject).toBe('Nouveau message de contact\u00a0: Sans sujet');
  });

  it('escapes what the visitor typed in the notification HTML', async () => {
    await sendContact({ name: '<b>Mallory</b>', email: 'mallory@exemple.fr', message: '<img src=x onerror=alert(1)>' });
    const notification = await smtp.waitForMail((mail) => mail.to.includes(INBOX) && mail.text.includes('<img src=x onerror=alert(1)>'));
    expect(notification.html).not.toContain('<img src=x');
    expect(notification.html).not.toContain('<b>Mallory');
    expect(notification.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it.each([
    ['no name', { ...visitor, name: '' }],
    ['a blank name', { ...visitor, name: '   ' }],
    ['no e-mail', { ...visitor, email: undefined }],
    ['no message', { ...visitor, message: '' }],
  ])('refuses %s with the spec message', async (_label, payload) => {
    const response = await sendContact(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: CONTACT_MESSAGES.requiredFields });
  });

  it('refuses a malformed e-mail and texts that are too long', async () => {
    expect((await sendContact({ ...visitor, email: 'ines@' })).json()).toEqual({ detail: CONTACT_MESSAGES.invalidEmail });
    const tooLong = await sendContact({ ...visitor, message: 'x'.repeat(CONTACT_LIMITS.messageMax + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ detail: CONTACT_MESSAGES.messageTooLong });
    expect((await sendContact({ ...visitor, subject: 's'.repeat(CONTACT_LIMITS.subjectMax + 1) })).json()).toEqual({ detail: CONTACT_MESSAGES.subjectTooLong });
    expect((await sendContact({ ...visitor, name: 'n'.repeat(CONTACT_LIMITS.nameMax + 1) })).json()).toEqual({ detail: CONTACT_MESSAGES.nameTooLong });
  });

  it(`accepts ${CONTACT_LIMITS.messagesPerAddressPerHour} messages an hour from one address, whatever its case, then answers a French 429`, async () => {
    for (let index = 0; index < CONTACT_LIMITS.messagesPerAddressPerHour; index += 1) {
      expect((await sendContact({ ...visitor, email: 'bavard@exemple.fr', message: `Message ${index}` })).statusCode).toBe(201);
    }
    const refused = await sendContact({ ...visitor, email: 'BAVARD@exemple.fr', message: 'Encore un' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: CONTACT_MESSAGES.tooManyFromAddress });
    expect((await sendContact({ ...visitor, email: 'autre@exemple.fr' })).statusCode).toBe(201);
  });

  it('opening a message marks it read once; reading it again keeps the first reading time', async () => {
    await sendContact({ ...visitor, email: 'lecture@exemple.fr' });
    const message = (await listMessages()).json().find((candidate: { email: string }) => candidate.email === 'lecture@exemple.fr');
    const first = await markRead(message.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: message.id, status: 'read', read_at: expect.any(String) });
    const second = await markRead(message.id);
    expect(second.json().read_at).toBe(first.json().read_at);
  });

  it('answers 404 in French for an unknown message and for a malformed id', async () => {
    expect((await markRead(999_999)).statusCode).toBe(404);
    expect((await markRead(999_999)).json()).toEqual({ detail: CONTACT_MESSAGES.notFound });
    expect((await reply(999_999, { subject: 'Re: x', message: 'y' })).json()).toEqual({ detail: CONTACT_MESSAGES.notFound });
    const malformed = await markRead('abc');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toEqual({ detail: 'Identifiant invalide.' });
  });

  it('gives each message the whole reply to start from: greeting with the name, room to write, the signature, the message quoted', async () => {
    await sendContact({ ...visitor, name: '  Zoé Ångström ', email: 'brouillon@exemple.fr', message: 'Première ligne\n\nDeuxième ligne' });
    const message = (await listMessages()).json().find((candidate: { email: string }) => candidate.email === 'brouillon@exemple.fr');
    const lines = (message.reply_draft as string).split('\n');
    expect(lines.slice(0, 5)).toEqual(['Bonjour Zoé Ångström,', '', '', '', '--']);
    expect(lines[5]).toBe(`L'équipe ${ACTION_PLUS.identity.name}`);
    expect(message.reply_draft).toContain(ACTION_PLUS.contact.email);
    expect(message.reply_draft).toMatch(/\n\nVotre message du \d{1,2} \S+ \d{4} à \d{2}:\d{2}\u00a0:\n> Première ligne\n>\n> Deuxième ligne$/);
  });

  it('an admin replies: the sender receives exactly the mail the admin validated, once greeted and once signed', async () => {
    await sendContact({ ...visitor, email: 'reponse@exemple.fr', message: 'Quels sont vos horaires ?' });
    const message = (await listMessages()).json().find((candidate: { email: string }) => candidate.email === 'reponse@exemple.fr');
    // The admin writes into the draft and replaces its greeting with their own.
    const written = (message.reply_draft as string)
      .replace('Bonjour Inès Moreau,', 'Chère Inès,')
      .replace('\n\n\n\n', '\n\nNous sommes ouverts du lundi au vendredi.\nÀ bientôt <3 & "merci"\n\n');
    const response = await reply(message.id, { subject: 'Re: Bénévolat', message: written });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: message.id,
      status: 'answered',
      read_at: expect.any(String),
      reply: { subject: 'Re: Bénévolat', message: written, replied_at: expect.any(String) },
    });
    const mail = await smtp.waitForMail((candidate) => candidate.to.includes('reponse@exemple.fr'));
    expect(mail.subject).toBe('Re: Bénévolat');
    expect(plainText(mail)).toBe(written);
    expect(mail.text).not.toContain('Bonjour');
    expect(mail.text.split(`L'équipe ${ACTION_PLUS.identity.name}`)).toHaveLength(2);
    expect(mail.html).not.toContain('Bonjour');
    expect(mail.html).toContain('Chère Inès,');
    expect(mail.html).toContain('Nous sommes ouverts du lundi au vendredi.<br>À bientôt &lt;3 &amp; &quot;merci&quot;');
    expect(mail.html.split(`L&#39;équipe ${ACTION_PLUS.identity.name}`)).toHaveLength(2);
    // The quoted message is drawn as a quotation, its « > » removed.
    expect(mail.html).toMatch(/<blockquote[^>]*>Quels sont vos horaires \?<\/blockquote>/);
    // Reading it afterwards leaves it answered.
    expect((await markRead(message.id)).json().status).toBe('answered');
  });

  it('sends a short reply as it is, with no greeting or signature added', async () => {
    await sendContact({ ...visitor, email: 'court@exemple.fr' });
    const message = (await listMessages()).json().find((candidate: { email: string }) => candidate.email === 'court@exemple.fr');
    expect((await reply(message.id, { subject: 'Re: Bénévolat', message: 'Oui, venez samedi.' })).statusCode).toBe(200);
    const mail = await smtp.waitForMail((candidate) => candidate.to.includes('court@exemple.fr'));
    expect(plainText(mail)).toBe('Oui, venez samedi.');
    expect(mail.html).toContain('Oui, venez samedi.');
    expect(mail.html).not.toContain('Bonjour');
    expect(mail.html).not.toContain(ACTION_PLUS.contact.email);
  });

  it('greets and answers names in every alphabet, in both parts of the mail', async () => {
    for (const [index, person] of EVERY_ALPHABET.entries()) {
      const name = `${person.firstName} ${person.lastName}`;
      const email = `alphabet-${index}@exemple.fr`;
      await sendContact({ ...visitor, name, email, message: `Message de ${name}` });
      const message = (await listMessages()).json().find((candidate: { email: string }) => candidate.email === email);
      expect(message.reply_draft.startsWith(`Bonjour ${name},\n`)).toBe(true);
      expect((await reply(message.id, { subject: `Re: ${person.city}`, message: message.reply_draft })).statusCode).toBe(200);
      const mail = await smtp.waitForMail((candidate) => candidate.to.includes(email));
      expect(mail.subject).toBe(`Re: ${person.city}`);
      expect(plainText(mail)).toBe(message.reply_draft);
      expect(mail.html).toContain(`Bonjour ${name},`);
      expect(mail.html).toContain(`Message de ${name}`);
    }
  });

  it('refuses a reply longer than the contract allows, in French', async () => {
    const [message] = (await listMessages()).json();
    const tooLong = await reply(message.id, { subject: 'Re: x', message: 'a'.repeat(CONTACT_LIMITS.replyMessageMax + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ detail: CONTACT_MESSAGES.replyMessageTooLong });
    const subjectTooLong = await reply(message.id, { subject: 'R'.repeat(CONTACT_LIMITS.subjectMax + 1), message: 'x' });
    expect(subjectTooLong.statusCode).toBe(400);
    expect(subjectTooLong.json()).toEqual({ detail: CONTACT_MESSAGES.replySubjectTooLong });
  });

  it('counts the unread messages for the navbar, one less once an admin opens one', async () => {
    const unreadCount = async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/admin/contact-messages/unread-count', headers: admin.authorization });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      return response.json().unread_count as number;
    };
    const list = (await listMessages()).json() as { id: number; status: string }[];
    const before = await unreadCount();
    expect(before).toBe(list.filter((message) => message.status === 'unread').length);
    await sendContact({ ...visitor, email: 'compte@exemple.fr' });
    expect(await unreadCount()).toBe(before + 1);
    const fresh = (await listMessages()).json().find((candidate: { email: string }) => candidate.email === 'compte@exemple.fr');
    await markRead(fresh.id);
    expect(await unreadCount()).toBe(before);
  });

  it('a reply needs both a subject and a message', async () => {
    const [message] = (await listMessages()).json();
    for (const payload of [{ subject: '', message: 'x' }, { subject: 'Re: x', message: '  ' }, { subject: 'Re: x' }]) {
      const response = await reply(message.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: CONTACT_MESSAGES.replyRequired });
    }
  });

  it('lists the newest message first', async () => {
    const list = (await listMessages()).json() as { created_at: string }[];
    const dates = list.map((message) => message.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('keeps the inbox for admins: 401 for visitors, 403 for members', async () => {
    for (const call of [
      (headers: Record<string, string>) => testApp.app.inject({ method: 'GET', url: '/api/admin/contact-messages/unread-count', headers }),
      listMessages,
      (headers: Record<string, string>) => markRead(1, headers),
      (headers: Record<string, string>) => reply(1, { subject: 'a', message: 'b' }, headers),
    ]) {
      const anonymous = await call({});
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ detail: COMMON_MESSAGES.authenticationRequired });
      const forbidden = await call(member.authorization);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ detail: ROLE_MESSAGES.permissionDenied });
    }
  });
});

describe('the contact form without an SMTP server', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ config: { contactInbox: 'bureau@actionplus.test' } });
  });
  afterAll(() => testApp.close());

  it('writes the notification as an .eml file under DATA_DIR/mail', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/contact', payload: visitor });
    expect(response.statusCode).toBe(201);
    await testApp.context.mailer.whenIdle();
    const directory = path.join(testApp.context.config.dataDir, 'mail');
    const [file] = await readdir(directory);
    const mail = parseMail(await readFile(path.join(directory, file!), 'utf8'));
    expect(mail.subject).toBe('Nouveau message de contact\u00a0: Bénévolat');
    expect(mail.text).toContain(visitor.message);
  });

  it('keeps the message even when the notification cannot be queued', async () => {
    const failingApp = await createTestApp({
      context: {
        mailer: {
          queueMail: () => Promise.reject(new Error('outbox unavailable')),
          storeMails: () => Promise.reject(new Error('outbox unavailable')),
          sendStoredMails: () => {},
          transmit: () => Promise.reject(new Error('outbox unavailable')),
          resumePendingMails: async () => {},
          whenIdle: async () => {},
          useLogger: () => {},
          close: async () => {},
        },
      },
    });
    try {
      // The operators are told in the log: the person is not.
      expectLoggedError(/notification du message de contact non mise en file/);
      const response = await failingApp.app.inject({ method: 'POST', url: '/api/contact', payload: visitor });
      expect(response.statusCode).toBe(201);
      expect(await failingApp.context.db.select().from(contactMessages)).toHaveLength(1);
      expect(await failingApp.context.db.select().from(mailOutbox)).toHaveLength(0);
    } finally {
      await failingApp.close();
    }
  });
});

describe('contact rate limit per client', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ config: { authRateLimitMax: 2 } });
  });
  afterAll(() => testApp.close());

  it('answers a French 429 to a client sending too often, whatever the address', async () => {
    const statuses = [];
    for (let index = 0; index < 3; index += 1) {
      const response = await testApp.app.inject({ method: 'POST', url: '/api/contact', payload: { ...visitor, email: `c${index}@exemple.fr` } });
      statuses.push(response.statusCode);
      if (index === 2) expect(response.json().detail).toBe(COMMON_MESSAGES.tooManyRequests);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});

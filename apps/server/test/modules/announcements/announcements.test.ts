import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  ANNOUNCEMENT_SEGMENT_TYPES,
  MAIL_CONSENT_KINDS,
  toParisDate,
  type TAnnouncement,
  type TAnnouncementInput,
  type TAnnouncementKind,
  type TAnnouncementSegment,
  type TAnnouncementSummary,
  type TMailConsentKind,
} from '@action-plus/contract';
import { announcements, auditLog, donations, mailOutbox, memberships, registrations, users, waitingListEntries } from '#db/schema';
import { countRecipients, findRecipientsAfter } from '#modules/announcements/segment-recipients';
import { sendAnnouncementMails } from '#modules/announcements/send-announcement-mails';
import { queueDueAnnouncements, writeAnnouncementOutboxes, writeNextRecipientBatch } from '#modules/announcements/write-announcement-outbox';
import { readMailPreferences, saveMailChoices } from '#modules/users/mail-consents-repository';
import { insertEvent } from '#test/support/event-fixtures';
import { insertMembership } from '#test/support/membership-fixtures';
import { createTestAppWithMail, createTestUser, type TestAppWithMail } from '#test/support/test-app';

const PUBLIC_URL = 'https://actionplusmetz.org';
const today = toParisDate();
const yesterday = addDays(today, -1);
const thisYear = Number(today.slice(0, 4));

interface Person {
  name: string;
  /** The segments (by type) the person belongs to. */
  segments: TAnnouncementSegment['type'][];
  consents: TMailConsentKind[];
  verified?: boolean;
}

/**
 * One population for every segment: in each, someone who chose every kind, someone who chose none;
 * beside them, people outside every segment but consenting, a donor whose gift was cancelled, an
 * address never confirmed, and a person who chose one kind only.
 */
const PEOPLE: Person[] = [
  { name: 'actif-oui', segments: ['active_members'], consents: [...MAIL_CONSENT_KINDS] },
  { name: 'actif-non', segments: ['active_members'], consents: [] },
  { name: 'echu-oui', segments: ['lapsed_members'], consents: [...MAIL_CONSENT_KINDS] },
  { name: 'echu-non', segments: ['lapsed_members'], consents: [] },
  { name: 'participant-oui', segments: ['event_participants'], consents: [...MAIL_CONSENT_KINDS] },
  { name: 'participant-non', segments: ['event_participants'], consents: [] },
  { name: 'attente-oui', segments: ['event_waiting_list'], consents: [...MAIL_CONSENT_KINDS] },
  { name: 'attente-non', segments: ['event_waiting_list'], consents: [] },
  { name: 'donateur-oui', segments: ['donors_of_year'], consents: [...MAIL_CONSENT_KINDS] },
  { name: 'donateur-non', segments: ['donors_of_year'], consents: [] },
  { name: 'don-annule-oui', segments: [], consents: [...MAIL_CONSENT_KINDS] },
  { name: 'nulle-part-oui', segments: [], consents: [...MAIL_CONSENT_KINDS] },
  { name: 'evenements-seulement', segments: ['event_participants', 'active_members'], consents: ['new_events'] },
  { name: 'adresse-non-confirmee', segments: ['active_members', 'event_participants'], consents: [...MAIL_CONSENT_KINDS], verified: false },
];

describe('announcements to members, with their consent', () => {
  let testApp: TestAppWithMail;
  let admin: { authorization: string };
  let eventId: number;
  const ids = new Map<string, number>();
  const emailOf = (name: string) => `${name}@exemple.fr`;
  const expectedFor = (kind: TAnnouncementKind, type: TAnnouncementSegment['type']) =>
    PEOPLE.filter(
      (person) =>
        person.verified !== false &&
        (type === 'consenting' || person.segments.includes(type)) &&
        (kind === 'membership' ? type === 'active_members' : person.consents.includes(kind)),
    )
      .map((person) => emailOf(person.name))
      .sort();

  const segmentOf = (type: TAnnouncementSegment['type']): TAnnouncementSegment =>
    type === 'event_participants' || type === 'event_waiting_list'
      ? { type, event_id: eventId }
      : type === 'donors_of_year'
        ? { type, year: thisYear }
        : ({ type } as TAnnouncementSegment);

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
    testApp.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  const draft = (overrides: Partial<TAnnouncementInput> = {}): TAnnouncementInput => ({
    subject: 'La saison commence',
    body_markdown: 'Bonjour,\n\nla **saison** reprend le 3 octobre.',
    kind: 'association_news',
    segment: { type: 'consenting' },
    attachment: null,
    archive: 'none',
    ...overrides,
  });

  /** Writes the outbox and sends everything due, as the two periodic jobs do, until nothing is left. */
  async function deliverEverything() {
    const { db } = testApp.context;
    await writeAnnouncementOutboxes(db, { unsubscribeLinks: testApp.context.mailUnsubscribeLinks });
    const options = {
      mailer: testApp.context.mailer,
      associationSettings: testApp.context.associationSettings,
      publicUrl: PUBLIC_URL,
      mailsPerMinute: 100_000,
    };
    while ((await sendAnnouncementMails(db, options)) > 0);
  }

  async function sendNow(input: TAnnouncementInput): Promise<TAnnouncement> {
    const created = await inject('POST', '/api/admin/announcements', input);
    expect(created.statusCode, created.body).toBe(201);
    const sent = await inject('POST', `/api/admin/announcements/${created.json().id}/send`, { scheduled_at: null });
    expect(sent.statusCode, sent.body).toBe(202);
    return sent.json();
  }

  beforeAll(async () => {
    testApp = await createTestAppWithMail({ publicUrl: PUBLIC_URL });
    admin = (await createTestUser(testApp, { roles: ['secretary'], email: 'secretariat@exemple.fr' })).authorization;
    const { db } = testApp.context;
    eventId = (await insertEvent(testApp, { startsAt: new Date(Date.now() + 10 * 86_400_000) })).id;
    for (const person of PEOPLE) {
      const { user } = await createTestUser(testApp, { email: emailOf(person.name), username: person.name });
      ids.set(person.name, user.id);
      if (person.verified !== false) await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
      await saveMailChoices(db, user.id, Object.fromEntries(person.consents.map((kind) => [kind, true])), 'profile');
      if (person.segments.includes('active_members')) await insertMembership(testApp, user.id, { startDate: addDays(today, -30) });
      if (person.segments.includes('lapsed_members')) await insertMembership(testApp, user.id, { startDate: addDays(yesterday, -365), durationMonths: 12 });
      if (person.segments.includes('event_participants')) await db.insert(registrations).values({ eventId, userId: user.id });
      if (person.segments.includes('event_waiting_list')) await db.insert(waitingListEntries).values({ eventId, userId: user.id });
      const gift = person.segments.includes('donors_of_year') ? 'confirmed' : person.name === 'don-annule-oui' ? 'cancelled' : null;
      if (gift) {
        await db.insert(donations).values({
          amountCents: 5000,
          method: 'cheque',
          status: gift,
          donorFirstName: 'Camille',
          donorLastName: person.name,
          donorEmail: emailOf(person.name),
          donorAddress: '1 rue Serpenoise',
          donorPostalCode: '57000',
          donorCity: 'Metz',
          userId: user.id,
          receivedOn: today,
          ...(gift === 'cancelled' ? { cancelledAt: new Date() } : {}),
        });
      }
    }
  });
  afterAll(() => testApp.close());

  describe('the choices of mail', () => {
    it('start unchecked, are saved from the profile with their date and source, and only a changed kind gets a new date', async () => {
      const member = await createTestUser(testApp);
      const empty = await inject('GET', '/api/users/me/mail-preferences', undefined, member.authorization);
      expect(empty.json().preferences).toEqual(MAIL_CONSENT_KINDS.map((kind) => ({ kind, consented: false, changed_at: null, source: null })));

      const first = await inject(
        'PUT',
        '/api/users/me/mail-preferences',
        { association_news: true, new_events: false, volunteer_calls: true },
        member.authorization,
      );
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().message).toBe('Vos choix de mails sont enregistrés.');
      const [news, events, volunteers] = first.json().preferences;
      expect(news).toMatchObject({ kind: 'association_news', consented: true, source: 'profile' });
      expect(events).toMatchObject({ kind: 'new_events', consented: false, source: 'profile' });
      expect(volunteers).toMatchObject({ kind: 'volunteer_calls', consented: true, source: 'profile' });

      await new Promise((resolve) => setTimeout(resolve, 20));
      const second = await inject(
        'PUT',
        '/api/users/me/mail-preferences',
        { association_news: true, new_events: true, volunteer_calls: true },
        member.authorization,
      );
      const [newsAgain, eventsNow] = second.json().preferences;
      expect(newsAgain.changed_at).toBe(news.changed_at);
      expect(eventsNow.consented).toBe(true);
      expect(Date.parse(eventsNow.changed_at)).toBeGreaterThan(Date.parse(events.changed_at));

      const exported = await inject('GET', '/api/users/me/export', undefined, member.authorization);
      expect(exported.json().mail_preferences).toEqual(second.json().preferences);
    });

    it('refuses a choice that is not yes or no, in French', async () => {
      const member = await createTestUser(testApp);
      const response = await inject(
        'PUT',
        '/api/users/me/mail-preferences',
        { association_news: 'oui', new_events: false, volunteer_calls: false },
        member.authorization,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toContain('Indiquez oui ou non pour chaque type de mail.');
    });

    it('are asked at sign-up, unchecked by default, and recorded with the source « signup »', async () => {
      const registered = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          firstName: 'Inès',
          lastName: 'Moreau',
          username: 'ines_inscrite',
          email: 'ines.inscrite@exemple.fr',
          password: 'motdepasse-solide',
          mail_consents: ['new_events'],
        },
      });
      expect(registered.statusCode, registered.body).toBe(201);
      const headers = { authorization: `Bearer ${registered.json().access_token as string}` };
      const { preferences } = (await inject('GET', '/api/users/me/mail-preferences', undefined, headers)).json();
      expect(
        preferences.map((preference: { kind: string; consented: boolean; source: string }) => [preference.kind, preference.consented, preference.source]),
      ).toEqual([
        ['association_news', false, 'signup'],
        ['new_events', true, 'signup'],
        ['volunteer_calls', false, 'signup'],
      ]);

      const withNothing = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { firstName: 'Paul', lastName: 'Simon', username: 'paul_inscrit', email: 'paul.inscrit@exemple.fr', password: 'motdepasse-solide' },
      });
      const paul = { authorization: `Bearer ${withNothing.json().access_token as string}` };
      const paulsChoices = (await inject('GET', '/api/users/me/mail-preferences', undefined, paul)).json().preferences;
      expect(paulsChoices.every((preference: { consented: boolean }) => !preference.consented)).toBe(true);

      const wrongKind = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          firstName: 'Léa',
          lastName: 'Roux',
          username: 'lea_inscrite',
          email: 'lea.inscrite@exemple.fr',
          password: 'motdepasse-solide',
          mail_consents: ['publicite'],
        },
      });
      expect(wrongKind.statusCode).toBe(400);
      expect(wrongKind.json().detail).toContain('Ce type de mail n’existe pas.');
    });
  });

  describe('who receives an announcement', () => {
    it('nobody without consent receives a non-membership announcement, whatever the segment', async () => {
      const { db } = testApp.context;
      const population = new Set(PEOPLE.map((person) => emailOf(person.name)));
      for (const kind of MAIL_CONSENT_KINDS) {
        for (const type of ANNOUNCEMENT_SEGMENT_TYPES) {
          const segment = segmentOf(type);
          const found = (await findRecipientsAfter(db, { kind, segment, afterUserId: 0, limit: 1000 })).map((recipient) => recipient.email);
          const ofPopulation = found.filter((email) => population.has(email)).sort();
          expect(ofPopulation, `${kind} × ${type}`).toEqual(expectedFor(kind, type));
          // Every recipient, of the population or not, chose the kind.
          const consenting = await db.execute(
            `select u.email from users u join mail_consents c on c.user_id = u.id where c.kind = '${kind}' and c.consented` as never,
          );
          const allowed = new Set((consenting as unknown as { rows: { email: string }[] }).rows.map((row) => row.email));
          expect(
            found.filter((email) => !allowed.has(email)),
            `${kind} × ${type}`,
          ).toEqual([]);
          expect(await countRecipients(db, kind, segment), `${kind} × ${type}`).toBe(found.length);
        }
      }
    });

    it('an information to members reaches every active member whatever their choices, and only with that segment', async () => {
      const { db } = testApp.context;
      const found = (await findRecipientsAfter(db, { kind: 'membership', segment: { type: 'active_members' }, afterUserId: 0, limit: 1000 })).map(
        (recipient) => recipient.email,
      );
      expect(found.sort()).toEqual(expectedFor('membership', 'active_members'));
      for (const type of ANNOUNCEMENT_SEGMENT_TYPES.filter((candidate) => candidate !== 'active_members')) {
        expect(await countRecipients(db, 'membership', segmentOf(type)), type).toBe(0);
      }
      const refused = await inject('POST', '/api/admin/announcements', draft({ kind: 'membership', segment: { type: 'consenting' } }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toContain('Une information aux membres est envoyée aux membres à jour de leur adhésion seulement');
    });

    it('counts the recipients before sending', async () => {
      const response = await inject('POST', '/api/admin/announcements/recipients-count', {
        kind: 'volunteer_calls',
        segment: { type: 'event_participants', event_id: eventId },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ count: expectedFor('volunteer_calls', 'event_participants').length });
    });
  });

  describe('sending', () => {
    it('exactly the consenting people of the segment receive one mail each, with a one-click unsubscribe that stops the next announcement of that kind only', async () => {
      const segment = segmentOf('event_participants');
      const before = testApp.smtp.mails.length;
      const sent = await sendNow(draft({ subject: 'Appel aux bénévoles du concert', kind: 'volunteer_calls', segment }));
      expect(sent.state).toBe('queued');
      await deliverEverything();
      const received = testApp.smtp.mails.slice(before).filter((mail) => mail.subject === 'Appel aux bénévoles du concert');
      expect(received.flatMap((mail) => mail.to).sort()).toEqual(expectedFor('volunteer_calls', 'event_participants'));
      expect(received.length).toBe(expectedFor('volunteer_calls', 'event_participants').length);

      const mail = received.find((candidate) => candidate.to.includes(emailOf('participant-oui')))!;
      expect(mail.subject).toBe('Appel aux bénévoles du concert');
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      const oneClick = /^<(.+)>$/.exec(mail.headers['list-unsubscribe']!)![1]!;
      expect(oneClick).toMatch(new RegExp(`^${PUBLIC_URL}/api/mail-preferences/unsubscribe\\?token=${ids.get('participant-oui')}\\.volunteer_calls\\.`));
      expect(mail.text).toContain('la **saison** reprend le 3 octobre.');
      // The sender's words open the mail: no « Bonjour, » of the layout before their own.
      expect(mail.text.trimStart()).toMatch(/^Bonjour,\r?\n\r?\nla \*\*saison\*\*/);
      expect(mail.html.match(/Bonjour/g)).toHaveLength(1);
      // French typography (decision 039): a narrow no-break space inside the guillemets, which never part from the words.
      expect(mail.text).toContain('Vous recevez ce message car vous avez choisi de recevoir les mails «\u202fAppels à bénévoles\u202f».');
      expect(mail.text).toContain(`${PUBLIC_URL}/desabonnement?token=`);
      expect(mail.text).toContain(`${PUBLIC_URL}/profile#choix-de-mails`);
      expect(mail.html).toContain('<strong>saison</strong>');

      const detail = (await inject('GET', `/api/admin/announcements/${sent.id}`)).json() as TAnnouncement;
      expect(detail.state).toBe('sent');
      expect(detail.progress).toMatchObject({ recipients: received.length, sent: received.length, queued: 0, failed: 0, failures: [] });

      // The mail client's one-click POST (RFC 8058), no session.
      const url = oneClick.slice(PUBLIC_URL.length);
      const info = await testApp.app.inject({ method: 'GET', url });
      expect(info.json()).toEqual({ kind: 'volunteer_calls', label: 'Appels à bénévoles' });
      const unsubscribed = await testApp.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(unsubscribed.statusCode, unsubscribed.body).toBe(200);
      expect(unsubscribed.json()).toEqual({ message: 'Vous ne recevrez plus les mails «\u202fAppels à bénévoles\u202f».', kind: 'volunteer_calls' });

      const next = testApp.smtp.mails.length;
      await sendNow(draft({ subject: 'Encore besoin de bras', kind: 'volunteer_calls', segment }));
      await sendNow(draft({ subject: 'Le programme de la saison', kind: 'new_events', segment }));
      await deliverEverything();
      const later = testApp.smtp.mails.slice(next);
      const toParticipant = later.filter((candidate) => candidate.to.includes(emailOf('participant-oui'))).map((candidate) => candidate.subject);
      expect(toParticipant).toEqual(['Le programme de la saison']);
      expect(
        later
          .filter((candidate) => candidate.subject === 'Le programme de la saison')
          .flatMap((candidate) => candidate.to)
          .sort(),
      ).toEqual(expectedFor('new_events', 'event_participants'));
      expect(later.filter((candidate) => candidate.subject === 'Encore besoin de bras')).toHaveLength(
        expectedFor('volunteer_calls', 'event_participants').length - 1,
      );
      const { preferences } = (
        await inject('GET', '/api/users/me/mail-preferences', undefined, {
          authorization: `Bearer ${await testApp.context.accessTokens.sign({ id: ids.get('participant-oui')!, sessionVersion: 0 } as never)}`,
        })
      ).json();
      expect(preferences.find((preference: { kind: string }) => preference.kind === 'volunteer_calls')).toMatchObject({
        consented: false,
        source: 'mail_link',
      });
    });

    it('an information to members says why it comes, and carries no unsubscribe', async () => {
      const before = testApp.smtp.mails.length;
      await sendNow(draft({ subject: 'Convocation à l’assemblée générale', kind: 'membership', segment: { type: 'active_members' } }));
      await deliverEverything();
      const received = testApp.smtp.mails.slice(before).filter((mail) => mail.subject === 'Convocation à l’assemblée générale');
      expect(received.flatMap((mail) => mail.to).sort()).toEqual(expectedFor('membership', 'active_members'));
      expect(received[0]!.text).toContain('Vous recevez ce message en tant que membre de l’association');
      expect(received[0]!.headers['list-unsubscribe']).toBeUndefined();
    });

    it('refuses an unsigned or forged unsubscribe link in French', async () => {
      for (const token of ['nimporte-quoi', `${ids.get('actif-oui')}.association_news.${'A'.repeat(43)}`]) {
        const response = await testApp.app.inject({ method: 'POST', url: `/api/mail-preferences/unsubscribe?token=${token}`, payload: {} });
        expect(response.statusCode).toBe(400);
        expect(response.json().detail).toBe('Ce lien de désabonnement n’est pas valide. Vous pouvez choisir vos mails dans votre profil.');
      }
    });

    it('turns the kind off on a one-click POST sent as multipart/form-data, as RFC 8058 says a mail client should', async () => {
      const { db } = testApp.context;
      const { user } = await createTestUser(testApp);
      await saveMailChoices(db, user.id, { association_news: true, new_events: true, volunteer_calls: false }, 'profile');
      const oneClick = new URL(testApp.context.mailUnsubscribeLinks.linksFor(user.id, 'new_events').oneClickUrl);
      const response = await testApp.app.inject({
        method: 'POST',
        url: `${oneClick.pathname}${oneClick.search}`,
        headers: { 'content-type': 'multipart/form-data; boundary=----unsubscribe' },
        payload: '------unsubscribe\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n------unsubscribe--\r\n',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: 'Vous ne recevrez plus les mails «\u202fLes nouveaux événements\u202f».', kind: 'new_events' });
      const preferences = await readMailPreferences(db, user.id);
      expect(preferences.map((preference) => [preference.kind, preference.consented])).toEqual([
        ['association_news', true],
        ['new_events', false],
        ['volunteer_calls', false],
      ]);
    });

    it('refuses an altered link, GET or POST, in French, and turns nothing off', async () => {
      const { db } = testApp.context;
      const userId = ids.get('actif-oui')!;
      const token = new URL(testApp.context.mailUnsubscribeLinks.linksFor(userId, 'association_news').oneClickUrl).searchParams.get('token')!;
      const [, kind, signature] = token.split('.') as [string, string, string];
      const altered = [
        `0${token}`,
        `00${token}`,
        `${userId + 1}.${kind}.${signature}`,
        `${userId}.new_events.${signature}`,
        `${userId}.membership.${signature}`,
        token.slice(0, -1),
        `${token}.`,
        `${userId}..${kind}.${signature}`,
        `${token}A`,
        `${token}${'A'.repeat(100_000)}`,
        ` ${token}`,
      ];
      for (const variant of altered) {
        for (const method of ['GET', 'POST'] as const) {
          const response = await testApp.app.inject({ method, url: `/api/mail-preferences/unsubscribe?token=${encodeURIComponent(variant)}` });
          expect(response.statusCode, `${method} ${variant.slice(0, 80)}`).toBe(400);
          expect(response.json().detail).toBe('Ce lien de désabonnement n’est pas valide. Vous pouvez choisir vos mails dans votre profil.');
        }
      }
      const preferences = await readMailPreferences(db, userId);
      expect(preferences.every((preference) => preference.consented)).toBe(true);
    });

    it('goes no faster than the rate allows, all runs together', async () => {
      const { db } = testApp.context;
      await sendNow(draft({ subject: 'Au compte-gouttes', segment: { type: 'consenting' } }));
      await writeAnnouncementOutboxes(db, { unsubscribeLinks: testApp.context.mailUnsubscribeLinks });
      await db.execute("delete from rate_limit_counters where key = 'announcement-mails'" as never);
      const options = {
        mailer: testApp.context.mailer,
        associationSettings: testApp.context.associationSettings,
        publicUrl: PUBLIC_URL,
        mailsPerMinute: 3,
        everyMs: 60_000,
      };
      const runs = await Promise.all([sendAnnouncementMails(db, options), sendAnnouncementMails(db, options), sendAnnouncementMails(db, options)]);
      expect(runs.reduce((sum, count) => sum + count, 0)).toBe(3);
      await db.execute("delete from rate_limit_counters where key = 'announcement-mails'" as never);
      await deliverEverything();
    });

    it('retries a refused copy, and shows the failures with their reason once given up', async () => {
      const { db } = testApp.context;
      const sent = await sendNow(draft({ subject: 'Une boîte pleine', segment: { type: 'event_waiting_list', event_id: eventId } }));
      await writeAnnouncementOutboxes(db, { unsubscribeLinks: testApp.context.mailUnsubscribeLinks });
      // Five refusals: the first attempt and the outbox's four retries (without their waits here).
      testApp.smtp.rejectNextRecipients(5);
      const options = {
        mailer: testApp.context.mailer,
        associationSettings: testApp.context.associationSettings,
        publicUrl: PUBLIC_URL,
        mailsPerMinute: 100_000,
        retryDelaysMs: [0, 0, 0, 0],
      };
      for (let run = 0; run < 4; run += 1) {
        await sendAnnouncementMails(db, options);
        expect((await inject('GET', `/api/admin/announcements/${sent.id}`)).json().progress).toMatchObject({ queued: 1, failed: 0 });
      }
      await sendAnnouncementMails(db, options);
      const detail = (await inject('GET', `/api/admin/announcements/${sent.id}`)).json() as TAnnouncement;
      expect(detail.progress).toMatchObject({ recipients: 1, sent: 0, failed: 1, queued: 0 });
      expect(detail.progress.failures).toEqual([{ recipient: emailOf('attente-oui'), error: expect.stringContaining('451') }]);
      expect(detail.state).toBe('sent');

      // 36 months later the purge deletes the copies and the addresses they hold: the figures stay.
      await db.delete(mailOutbox).where(eq(mailOutbox.announcementId, sent.id));
      const later = (await inject('GET', `/api/admin/announcements/${sent.id}`)).json() as TAnnouncement;
      expect(later.progress).toEqual({ recipients: 1, sent: 0, failed: 1, queued: 0, failures: [] });
      const listed = ((await inject('GET', '/api/admin/announcements')).json() as { announcements: TAnnouncementSummary[] }).announcements;
      expect(listed.find((summary) => summary.id === sent.id)?.progress).toEqual({ recipients: 1, sent: 0, failed: 1, queued: 0 });
    });
  });

  describe('the outbox, written in batches', () => {
    it('resumes from its cursor and never writes a copy twice, whatever the runs racing', async () => {
      const { db } = testApp.context;
      const sent = await sendNow(draft({ subject: 'Par petits lots', kind: 'new_events', segment: { type: 'consenting' } }));
      const unsubscribeLinks = testApp.context.mailUnsubscribeLinks;
      // One batch, then « the process stops »; then two instances resume at once, in batches of two.
      await writeNextRecipientBatch(db, sent.id, { unsubscribeLinks, batchSize: 3 });
      await Promise.all([writeAnnouncementOutboxes(db, { unsubscribeLinks, batchSize: 2 }), writeAnnouncementOutboxes(db, { unsubscribeLinks, batchSize: 2 })]);
      const rows = await db.select({ recipient: mailOutbox.recipient }).from(mailOutbox).where(eq(mailOutbox.announcementId, sent.id));
      const expected = await countRecipients(db, 'new_events', { type: 'consenting' });
      expect(rows).toHaveLength(expected);
      expect(new Set(rows.map((row) => row.recipient)).size).toBe(expected);
      expect((await inject('GET', `/api/admin/announcements/${sent.id}`)).json().state).toBe('sending');
      await deliverEverything();
    });

    it('sends once when two admins press « Envoyer » together, and tells the second one why in French', async () => {
      const created = (await inject('POST', '/api/admin/announcements', draft({ subject: 'Deux clics' }))).json() as TAnnouncement;
      const answers = await Promise.all([
        inject('POST', `/api/admin/announcements/${created.id}/send`, { scheduled_at: null }),
        inject('POST', `/api/admin/announcements/${created.id}/send`, { scheduled_at: null }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json().detail).toBe('Cette annonce a déjà été envoyée ou est en cours d’envoi.');
      const before = testApp.smtp.mails.length;
      await deliverEverything();
      const received = testApp.smtp.mails
        .slice(before)
        .filter((mail) => mail.subject === 'Deux clics')
        .flatMap((mail) => mail.to);
      expect(received.length).toBe(new Set(received).size);
      expect(received.length).toBe(await countRecipients(testApp.context.db, 'association_news', { type: 'consenting' }));
    });

    it('sends a scheduled announcement once its time has come, claimed once', async () => {
      const { db } = testApp.context;
      const created = (await inject('POST', '/api/admin/announcements', draft({ subject: 'À l’heure dite' }))).json() as TAnnouncement;
      await inject('POST', `/api/admin/announcements/${created.id}/send`, { scheduled_at: new Date(Date.now() + 60_000).toISOString() });
      expect(await queueDueAnnouncements(db)).toBe(0);
      await db
        .update(announcements)
        .set({ scheduledAt: new Date(Date.now() - 1_000) })
        .where(eq(announcements.id, created.id));
      const claims = await Promise.all([queueDueAnnouncements(db), queueDueAnnouncements(db)]);
      expect(claims.sort()).toEqual([0, 1]);
      await deliverEverything();
      const detail = (await inject('GET', `/api/admin/announcements/${created.id}`)).json() as TAnnouncement;
      expect(detail.state).toBe('sent');
      expect(detail.sent_at).not.toBeNull();
      expect(detail.progress.sent).toBe(await countRecipients(db, 'association_news', { type: 'consenting' }));
    });
  });

  describe('writing, preview, test, schedule and journal', () => {
    it('previews the mail as sent, sanitised: no script, no javascript: link', async () => {
      const response = await inject(
        'POST',
        '/api/admin/announcements/preview',
        draft({
          body_markdown: '<script>alert(1)</script>\n\n[clic](javascript:alert(1)) et [le site](https://exemple.fr)',
          attachment: { type: 'event', id: eventId },
        }),
      );
      expect(response.statusCode, response.body).toBe(200);
      const { subject, html, text } = response.json();
      expect(subject).toBe('La saison commence');
      expect(html).not.toContain('<script>');
      expect(html).not.toMatch(/href="javascript:/i);
      expect(html).toContain('&lt;script&gt;');
      expect(html).toContain('href="https://exemple.fr"');
      expect(html).toContain('Voir l’événement');
      expect(text).toContain('Ne plus recevoir ces mails');
    });

    it('refuses, in the preview and the count as on saving, an event or article that does not exist', async () => {
      const previews: [Partial<TAnnouncementInput>, string][] = [
        [{ attachment: { type: 'event', id: 999_999 } }, 'L’événement joint n’existe pas.'],
        [{ attachment: { type: 'article', id: 999_999 } }, 'Cet article n’existe pas ou n’est pas publié.'],
        [{ segment: { type: 'event_waiting_list', event_id: 999_999 } }, 'Cet événement n’existe pas.'],
      ];
      for (const [overrides, detail] of previews) {
        const response = await inject('POST', '/api/admin/announcements/preview', draft(overrides));
        expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
        expect(response.json().detail).toBe(detail);
      }
      // Saving names the attachment, not the recipients' event: each message shows under its own field.
      const saved = await inject('POST', '/api/admin/announcements', draft({ attachment: { type: 'event', id: 999_999 } }));
      expect(saved.statusCode).toBe(400);
      expect(saved.json().detail).toBe('L’événement joint n’existe pas.');
      const count = await inject('POST', '/api/admin/announcements/recipients-count', {
        kind: 'association_news',
        segment: { type: 'event_participants', event_id: 999_999 },
      });
      expect(count.statusCode).toBe(400);
      expect(count.json().detail).toBe('Cet événement n’existe pas.');
    });

    it('mails a test to the sender alone', async () => {
      const created = (await inject('POST', '/api/admin/announcements', draft({ subject: 'Brouillon à essayer' }))).json();
      const response = await inject('POST', `/api/admin/announcements/${created.id}/test`);
      expect(response.json()).toEqual({ message: 'Un essai a été envoyé à secretariat@exemple.fr.' });
      const mail = await testApp.smtp.waitForMail((candidate) => candidate.subject === '[Essai] Brouillon à essayer');
      expect(mail.to).toEqual(['secretariat@exemple.fr']);
    });

    it('schedules for later, refuses the past, edits and deletes only before it leaves, and journals each act', async () => {
      const { db } = testApp.context;
      const created = (await inject('POST', '/api/admin/announcements', draft({ subject: 'Programmée' }))).json() as TAnnouncement;
      expect(created.state).toBe('draft');
      const past = await inject('POST', `/api/admin/announcements/${created.id}/send`, { scheduled_at: '2020-01-01T10:00:00.000Z' });
      expect(past.statusCode).toBe(400);
      expect(past.json().detail).toBe('La date d’envoi programmée doit être dans le futur.');
      const later = new Date(Date.now() + 3_600_000).toISOString();
      const scheduled = await inject('POST', `/api/admin/announcements/${created.id}/send`, { scheduled_at: later });
      expect(scheduled.json()).toMatchObject({ state: 'scheduled', scheduled_at: later });
      const edited = await inject('PUT', `/api/admin/announcements/${created.id}`, draft({ subject: 'Programmée, corrigée' }));
      expect(edited.json()).toMatchObject({ subject: 'Programmée, corrigée', state: 'scheduled' });

      const other = (await inject('POST', '/api/admin/announcements', draft({ subject: 'À supprimer' }))).json() as TAnnouncement;
      expect((await inject('DELETE', `/api/admin/announcements/${other.id}`)).statusCode).toBe(204);

      const gone = await sendNow(draft({ subject: 'Partie' }));
      const refused = await inject('PUT', `/api/admin/announcements/${gone.id}`, draft());
      expect(refused.statusCode).toBe(409);
      expect(refused.json().detail).toBe('Cette annonce est déjà partie\u00a0: elle ne peut plus être modifiée ni supprimée.');

      const entries = await db
        .select({ action: auditLog.action, targetId: auditLog.targetId })
        .from(auditLog)
        .where(inArray(auditLog.targetId, [String(created.id), String(other.id)]));
      expect(entries.map((entry) => `${entry.action} ${entry.targetId}`).sort()).toEqual(
        [
          `announcement.create ${created.id}`,
          `announcement.send ${created.id}`,
          `announcement.update ${created.id}`,
          `announcement.create ${other.id}`,
          `announcement.delete ${other.id}`,
        ].sort(),
      );
    });

    it('refuses, in French, a sending time that does not exist on the calendar or is absurdly far', async () => {
      const nextYear = thisYear + 1;
      const cases: [string, string][] = [
        [`${nextYear}-02-31T10:00:00Z`, 'La date et l’heure d’envoi ne sont pas valides.'],
        [`${nextYear}-04-31T10:00:00+02:00`, 'La date et l’heure d’envoi ne sont pas valides.'],
        [`${nextYear}-01-01T25:00:00Z`, 'La date et l’heure d’envoi ne sont pas valides.'],
        [`${nextYear}-01-01T10:60:00Z`, 'La date et l’heure d’envoi ne sont pas valides.'],
        [`${nextYear}-01-01T10:00:00+24:00`, 'La date et l’heure d’envoi ne sont pas valides.'],
        [`${nextYear}-01-01T1:2Z`, 'La date et l’heure d’envoi ne sont pas valides.'],
        ['9999-12-31T23:59:59Z', 'La date d’envoi programmée doit être dans moins d’un an.'],
        [new Date(Date.now() + 400 * 86_400_000).toISOString(), 'La date d’envoi programmée doit être dans moins d’un an.'],
      ];
      const created = (await inject('POST', '/api/admin/announcements', draft({ subject: 'Quand ?' }))).json() as TAnnouncement;
      for (const [scheduledAt, detail] of cases) {
        const response = await inject('POST', `/api/admin/announcements/${created.id}/send`, { scheduled_at: scheduledAt });
        expect(response.statusCode, scheduledAt).toBe(400);
        expect(response.json().detail, scheduledAt).toBe(detail);
      }
      const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString();
      const scheduled = await inject('POST', `/api/admin/announcements/${created.id}/send`, { scheduled_at: inAMonth });
      expect(scheduled.json()).toMatchObject({ state: 'scheduled', scheduled_at: inAMonth });
      expect((await inject('DELETE', `/api/admin/announcements/${created.id}`)).statusCode).toBe(204);
    });

    it('every route refuses visitors (401) and members, organisers and treasurers (403); a secretary does all an admin does', async () => {
      const created = (await inject('POST', '/api/admin/announcements', draft({ subject: 'Droits' }))).json() as TAnnouncement;
      const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
        ['GET', '/api/admin/announcements'],
        ['POST', '/api/admin/announcements', draft()],
        ['POST', '/api/admin/announcements/recipients-count', { kind: 'association_news', segment: { type: 'consenting' } }],
        ['POST', '/api/admin/announcements/preview', draft()],
        ['GET', `/api/admin/announcements/${created.id}`],
        ['PUT', `/api/admin/announcements/${created.id}`, draft()],
        ['POST', `/api/admin/announcements/${created.id}/test`],
        ['POST', `/api/admin/announcements/${created.id}/send`, { scheduled_at: new Date(Date.now() + 86_400_000).toISOString() }],
        ['DELETE', `/api/admin/announcements/${created.id}`],
      ];
      for (const roles of [[], ['organiser'], ['treasurer']] as const) {
        const { authorization } = await createTestUser(testApp, { roles: [...roles] });
        for (const [method, url, payload] of routes) {
          const response = await inject(method, url, payload, authorization);
          expect(response.statusCode, `${roles.join() || 'member'} ${method} ${url}`).toBe(403);
          expect(response.json().detail).toMatch(/\p{L}/u);
        }
      }
      for (const [method, url, payload] of routes) {
        const response = await inject(method, url, payload, {} as never);
        expect(response.statusCode, `visitor ${method} ${url}`).toBe(401);
      }
      const organiserAndTreasurer = await createTestUser(testApp, { roles: ['organiser', 'treasurer'] });
      expect((await inject('GET', '/api/admin/announcements', undefined, organiserAndTreasurer.authorization)).statusCode).toBe(403);
      // The secretary (this suite's sender) went through every route above: create, count, preview, read, edit, test, schedule, delete.
      for (const [method, url, payload] of routes) {
        const response = await inject(method, url, payload);
        expect(response.statusCode, `secretary ${method} ${url}: ${response.body}`).toBeLessThan(300);
      }
    });

    it('carries a subject and a text in any alphabet exactly, and sanitises raw HTML and data:, javascript: and vbscript: links', async () => {
      const subject = 'Fête de quartier — مرحبا — 你好 — Αθήνα — 🎉👨‍👩‍👧';
      const body =
        'مرحبا بكم في الحفل\n\n欢迎大家 🎉👨‍👩‍👧 Şükrü, Nguyễn Thị\n\n<img src=x onerror=alert(1)> <iframe src="https://exemple.com"></iframe>\n\n[a](data:text/html;base64,PHNjcmlwdD4=) [b](JaVaScRiPt:alert(1)) [c](vbscript:x) ![d](data:image/svg+xml,<svg onload=alert(1)>)';
      const { user } = await createTestUser(testApp, { email: 'alphabets@exemple.fr' });
      await testApp.context.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
      await saveMailChoices(testApp.context.db, user.id, { association_news: true, new_events: false, volunteer_calls: false }, 'profile');
      const before = testApp.smtp.mails.length;
      await sendNow(draft({ subject, body_markdown: body, segment: { type: 'consenting' } }));
      await deliverEverything();
      // Other announcements queued earlier may reach this new account too: its copy of this one is the one whose subject came back whole.
      const mine = testApp.smtp.mails.slice(before).filter((candidate) => candidate.to.includes('alphabets@exemple.fr'));
      const mail = mine.find((candidate) => candidate.subject === subject)!;
      expect(mail, mine.map((candidate) => candidate.subject).join(' | ')).toBeDefined();
      expect(mail.text).toContain('مرحبا بكم في الحفل');
      expect(mail.text).toContain('欢迎大家 🎉👨‍👩‍👧 Şükrü, Nguyễn Thị');
      expect(mail.html).toContain('مرحبا بكم في الحفل');
      expect(mail.html).toContain('欢迎大家 🎉👨‍👩‍👧 Şükrü, Nguyễn Thị');
      expect(mail.html).not.toMatch(/<img[^>]*onerror|<iframe|<svg|href="(data|javascript|vbscript):|src="data:/i);
      expect(mail.headers['list-unsubscribe']).toBe(`<${testApp.context.mailUnsubscribeLinks.linksFor(user.id, 'association_news').oneClickUrl}>`);
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    });

    it('refuses a segment of an event that does not exist, and a member without the permission', async () => {
      const missing = await inject('POST', '/api/admin/announcements', draft({ segment: { type: 'event_participants', event_id: 999_999 } }));
      expect(missing.statusCode).toBe(400);
      expect(missing.json().detail).toBe('Cet événement n’existe pas.');
      const member = await createTestUser(testApp);
      expect((await inject('GET', '/api/admin/announcements', undefined, member.authorization)).statusCode).toBe(403);
    });
  });

  describe('the archive', () => {
    it('shows the public ones to visitors, the members’ ones to signed-in members, and never a draft', async () => {
      const open = await sendNow(draft({ subject: 'Ouverte à tous', archive: 'public' }));
      const members = await sendNow(draft({ subject: 'Pour les membres', archive: 'members' }));
      await inject('POST', '/api/admin/announcements', draft({ subject: 'Brouillon public', archive: 'public' }));
      const visitor = (await testApp.app.inject({ method: 'GET', url: '/api/announcements' })).json();
      const visitorSubjects = visitor.announcements.map((announcement: { subject: string }) => announcement.subject);
      expect(visitorSubjects).toContain('Ouverte à tous');
      expect(visitorSubjects).not.toContain('Pour les membres');
      expect(visitorSubjects).not.toContain('Brouillon public');
      expect((await testApp.app.inject({ method: 'GET', url: `/api/announcements/${members.id}` })).statusCode).toBe(404);

      const member = await createTestUser(testApp);
      await insertMembership(testApp, member.user.id, { startDate: addDays(today, -10) });
      const read = await testApp.app.inject({ method: 'GET', url: `/api/announcements/${members.id}`, headers: member.authorization });
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json()).toMatchObject({ subject: 'Pour les membres', archive: 'members' });
      expect(read.json().body_html).toContain('<strong>saison</strong>');
      const page = (await testApp.app.inject({ method: 'GET', url: `/api/announcements/${open.id}` })).json();
      expect(page.subject).toBe('Ouverte à tous');

      const first = (await testApp.app.inject({ method: 'GET', url: '/api/announcements?limit=1', headers: member.authorization })).json();
      expect(first.announcements).toHaveLength(1);
      const second = (
        await testApp.app.inject({ method: 'GET', url: `/api/announcements?limit=1&cursor=${first.next_cursor as string}`, headers: member.authorization })
      ).json();
      expect(second.announcements[0].id).not.toBe(first.announcements[0].id);
      const bad = await testApp.app.inject({ method: 'GET', url: '/api/announcements?cursor=zzz' });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('the members’ archive, to whom it is not', () => {
    it('is hidden, list and page, from accounts with no membership running today, whatever their roles, and nothing scheduled shows', async () => {
      const members = await sendNow(draft({ subject: 'Réservée aux membres', archive: 'members' }));
      const later = (
        await inject('POST', '/api/admin/announcements', draft({ subject: 'Publique mais programmée', archive: 'public' }))
      ).json() as TAnnouncement;
      await inject('POST', `/api/admin/announcements/${later.id}/send`, { scheduled_at: new Date(Date.now() + 3_600_000).toISOString() });
      const lapsed = await createTestUser(testApp);
      await insertMembership(testApp, lapsed.user.id, { startDate: addDays(yesterday, -365), durationMonths: 12 });
      const ahead = await createTestUser(testApp);
      await insertMembership(testApp, ahead.user.id, { startDate: addDays(today, 10) });
      const readers = {
        visitor: {},
        account: (await createTestUser(testApp)).authorization,
        lapsed: lapsed.authorization,
        'membership not begun': ahead.authorization,
        treasurer: (await createTestUser(testApp, { roles: ['treasurer'] })).authorization,
        organiser: (await createTestUser(testApp, { roles: ['organiser'] })).authorization,
      };
      for (const [who, headers] of Object.entries(readers)) {
        const list = await testApp.app.inject({ method: 'GET', url: '/api/announcements?limit=50', headers });
        const subjects = list.json().announcements.map((announcement: { subject: string }) => announcement.subject);
        expect(subjects, who).not.toContain('Réservée aux membres');
        expect(subjects, who).not.toContain('Publique mais programmée');
        for (const id of [members.id, later.id]) {
          const page = await testApp.app.inject({ method: 'GET', url: `/api/announcements/${id}`, headers });
          expect(page.statusCode, `${who} ${id}`).toBe(404);
          expect(page.json()).toEqual({ detail: 'Annonce introuvable.' });
        }
      }
      const sitemap = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(sitemap.body).not.toContain(`/annonces/${members.id}`);
      expect(sitemap.body).not.toContain(`/annonces/${later.id}`);
    });
  });

  describe('between the outbox and the mail', () => {
    it('sends nothing to an account deleted, an address no longer confirmed or a consent withdrawn since the copies were written', async () => {
      const { db } = testApp.context;
      const people = ['reste', 'supprime', 'retire', 'deconfirme', 'Casse'].map((name) => `entre-deux-${name}@exemple.fr`);
      const accounts = new Map<string, number>();
      for (const email of people) {
        const { user } = await createTestUser(testApp, { email });
        accounts.set(email, user.id);
        await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
        await saveMailChoices(db, user.id, { association_news: true, new_events: false, volunteer_calls: false }, 'profile');
      }
      const sent = await sendNow(draft({ subject: 'Entre deux', kind: 'association_news', segment: { type: 'consenting' } }));
      await writeAnnouncementOutboxes(db, { unsubscribeLinks: testApp.context.mailUnsubscribeLinks });
      const [deleted, withdrawn, unconfirmed, recased] = people.slice(1);
      await db.delete(users).where(eq(users.id, accounts.get(deleted!)!));
      await saveMailChoices(db, accounts.get(withdrawn!)!, { association_news: false, new_events: false, volunteer_calls: false }, 'profile');
      await db
        .update(users)
        .set({ emailVerifiedAt: null })
        .where(eq(users.id, accounts.get(unconfirmed!)!));
      // The same address, written in other letters' case: still the account's own.
      await db
        .update(users)
        .set({ email: recased!.toUpperCase() })
        .where(eq(users.id, accounts.get(recased!)!));

      const before = testApp.smtp.mails.length;
      await deliverEverything();
      const received = testApp.smtp.mails
        .slice(before)
        .filter((mail) => mail.subject === 'Entre deux')
        .flatMap((mail) => mail.to.map((address) => address.toLowerCase()));
      expect(received).toContain(people[0]);
      expect(received).toContain(recased!.toLowerCase());
      for (const email of [deleted, withdrawn, unconfirmed]) expect(received, email).not.toContain(email);
      // The deleted account's address is not kept for a mail that will never leave.
      const left = await db.select({ recipient: mailOutbox.recipient }).from(mailOutbox).where(eq(mailOutbox.announcementId, sent.id));
      expect(left.map((row) => row.recipient)).not.toContain(deleted);
      const detail = (await inject('GET', `/api/admin/announcements/${sent.id}`)).json() as TAnnouncement;
      expect(detail.state).toBe('sent');
      expect(detail.progress).toMatchObject({ queued: 0, failed: 0 });
      expect(detail.progress.sent).toBe(received.length);
    });
  });

  describe('an information to members, between the outbox and the mail', () => {
    it('goes to nobody whose membership ended since the copies were written', async () => {
      const { db } = testApp.context;
      const stays = await createTestUser(testApp, { email: 'membre-reste@exemple.fr' });
      const leaves = await createTestUser(testApp, { email: 'membre-part@exemple.fr' });
      for (const { user } of [stays, leaves]) await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
      await insertMembership(testApp, stays.user.id, { startDate: addDays(today, -30) });
      const ending = await insertMembership(testApp, leaves.user.id, { startDate: addDays(today, -30) });
      await sendNow(draft({ subject: 'Le montant de la cotisation change', kind: 'membership', segment: { type: 'active_members' } }));
      await writeAnnouncementOutboxes(db, { unsubscribeLinks: testApp.context.mailUnsubscribeLinks });
      await db.update(memberships).set({ endDate: yesterday }).where(eq(memberships.id, ending.id));

      const before = testApp.smtp.mails.length;
      await deliverEverything();
      const received = testApp.smtp.mails
        .slice(before)
        .filter((mail) => mail.subject === 'Le montant de la cotisation change')
        .flatMap((mail) => mail.to);
      expect(received).toContain('membre-reste@exemple.fr');
      expect(received).not.toContain('membre-part@exemple.fr');
    });
  });

  it('keeps no body nor token once a copy is sent', async () => {
    const rows = await testApp.context.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, emailOf('participant-oui')));
    for (const row of rows.filter((candidate) => candidate.sentAt !== null)) expect(row.headers).toEqual({});
  });
});

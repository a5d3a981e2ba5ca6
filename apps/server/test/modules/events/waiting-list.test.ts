import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { EVENT_MESSAGES, WAITING_LIST_MESSAGES, type TEvent } from '@action-plus/contract';
import { events, mailOutbox, registrations, users, waitingListEntries } from '#db/schema';
import { deleteEvent } from '#modules/events/delete-event';
import { collectEventMails } from '#modules/events/event-mails';
import { createEventThroughApi, insertEvent, type TestUser } from '#test/support/event-fixtures';
import type { CaughtMail } from '#test/support/smtp-catcher';
import { createTestAppWithMail, createTestUser, type TestAppWithMail } from '#test/support/test-app';

/** Parses an attached .ics as a calendar application would, zone definition included. */
function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
}

describe('the waiting list, « Complet » and the mails to participants', () => {
  let testApp: TestAppWithMail;
  let admin: TestUser;

  beforeAll(async () => {
    testApp = await createTestAppWithMail({ publicUrl: 'https://actionplusmetz.org' });
    admin = await createTestUser(testApp, { role: 'admin' });
  });
  afterAll(() => testApp.close());
  afterEach(() => testApp.context.mailer.whenIdle());

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, person?: TestUser, payload?: object) =>
    testApp.app.inject({ method, url, headers: person?.authorization ?? {}, ...(payload ? { payload } : {}) });
  const join = (id: number, person: TestUser) => inject('POST', `/api/events/${id}/join`, person, {});
  const leave = (id: number, person: TestUser) => inject('DELETE', `/api/events/${id}/register`, person);
  const joinLine = (id: number, person: TestUser) => inject('POST', `/api/events/${id}/waiting-list`, person, {});
  const leaveLine = (id: number, person: TestUser) => inject('DELETE', `/api/events/${id}/waiting-list`, person);
  const remove = (id: number, userId: number, person: TestUser = admin) => inject('DELETE', `/api/events/${id}/participants/${userId}`, person);
  const getEvent = async (id: number, person?: TestUser) => (await inject('GET', `/api/events/${id}`, person)).json() as TEvent;
  const mailsTo = (person: TestUser) => testApp.smtp.mails.filter((mail) => mail.to.includes(person.user.email));
  const waitForMailTo = (person: TestUser, subjectPart: string) =>
    testApp.smtp.waitForMail((mail) => mail.to.includes(person.user.email) && mail.subject.includes(subjectPart));
  const member = (firstName = 'Camille') => createTestUser(testApp, { firstName });

  /** An upcoming event with `places` places, all taken by new members; returns them too. */
  async function fullEvent(places: number, overrides: Parameters<typeof createEventThroughApi>[2] = {}) {
    const event = await createEventThroughApi(testApp, admin.authorization, { max_participants: places, ...overrides });
    const participants: TestUser[] = [];
    for (let index = 0; index < places; index += 1) {
      const participant = await member(`Participant${index}`);
      expect((await join(event.id, participant)).statusCode).toBe(200);
      participants.push(participant);
    }
    return { event, participants };
  }

  it('says an event is full (is_full) to everyone, and gives a signed-in member their place in line', async () => {
    const { event } = await fullEvent(1);
    const waiting = await member();
    const visitorView = await getEvent(event.id);
    expect(visitorView.is_full).toBe(true);
    expect(visitorView).not.toHaveProperty('waitingListPosition');
    expect((await getEvent(event.id, waiting)).waitingListPosition).toBeNull();
    const list = (await inject('GET', '/api/events', waiting)).json().events as TEvent[];
    expect(list.find((listed) => listed.id === event.id)).toMatchObject({ is_full: true, waitingListPosition: null });

    const open = await createEventThroughApi(testApp, admin.authorization, { max_participants: 2 });
    expect((await getEvent(open.id)).is_full).toBe(false);
  });

  it('a member joins a full event’s waiting list, sees their position, and leaves it', async () => {
    const { event } = await fullEvent(1);
    const first = await member();
    const second = await member();

    const joined = await joinLine(event.id, first);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toEqual({ message: WAITING_LIST_MESSAGES.joined(1), waitingListPosition: 1, participant_count: 1 });
    expect((await joinLine(event.id, second)).json()).toMatchObject({ waitingListPosition: 2 });
    expect((await getEvent(event.id, second)).waitingListPosition).toBe(2);

    const again = await joinLine(event.id, first);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: WAITING_LIST_MESSAGES.alreadyWaiting });

    // What the site keeps about the person includes their places in line (GDPR export).
    const exported = (await inject('GET', '/api/users/me/export', first)).json();
    expect(exported.waiting_lists).toEqual([{ event_id: event.id, event_title: event.title, event_date: event.starts_at, joined_at: expect.any(String) }]);

    const left = await leaveLine(event.id, first);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ message: WAITING_LIST_MESSAGES.left, waitingListPosition: null, participant_count: 1 });
    expect((await getEvent(event.id, second)).waitingListPosition).toBe(1);
    const notThere = await leaveLine(event.id, first);
    expect(notThere.statusCode).toBe(409);
    expect(notThere.json()).toEqual({ detail: WAITING_LIST_MESSAGES.notWaiting });
  });

  it('refuses the waiting list with a French reason when there is room, to a participant, after the event, for an unknown event', async () => {
    const open = await createEventThroughApi(testApp, admin.authorization, { max_participants: 5 });
    const someone = await member();
    expect((await joinLine(open.id, someone)).json()).toEqual({ detail: WAITING_LIST_MESSAGES.placesLeft });

    const { event, participants } = await fullEvent(1);
    const asParticipant = await joinLine(event.id, participants[0]!);
    expect(asParticipant.statusCode).toBe(409);
    expect(asParticipant.json()).toEqual({ detail: WAITING_LIST_MESSAGES.alreadyRegistered });

    const past = await insertEvent(testApp, { startsAt: new Date(Date.now() - 3_600_000), maxParticipants: 1 });
    const afterwards = await joinLine(past.id, someone);
    expect(afterwards.statusCode).toBe(409);
    expect(afterwards.json()).toEqual({ detail: WAITING_LIST_MESSAGES.eventPast });

    for (const response of [await joinLine(999_999, someone), await leaveLine(999_999, someone)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: EVENT_MESSAGES.eventNotFound });
    }
    expect((await inject('POST', `/api/events/${event.id}/waiting-list`, undefined, {})).statusCode).toBe(401);
  });

  it('mails a confirmation with the event’s details and its .ics when a member joins, and an acknowledgement when they leave', async () => {
    const event = await createEventThroughApi(testApp, admin.authorization, {
      title: 'Atelier cuisine du monde',
      date: '2031-03-15',
      time: '19:30',
      location: 'Metz, centre social Bon Pasteur',
    });
    const someone = await member('Léa');
    expect((await join(event.id, someone)).statusCode).toBe(200);

    const confirmation = await waitForMailTo(someone, 'Inscription confirmée');
    expect(confirmation.subject).toBe('Inscription confirmée\u00a0: Atelier cuisine du monde');
    expect(confirmation.text).toContain('Bonjour Léa,');
    expect(confirmation.text).toContain('Votre inscription est bien enregistrée.');
    expect(confirmation.text).toContain('Date\u00a0: samedi 15 mars 2031');
    expect(confirmation.text).toContain('Heure\u00a0: 19 h 30');
    expect(confirmation.text).toContain('Lieu\u00a0: Metz, centre social Bon Pasteur');
    expect(confirmation.text).toContain(`https://actionplusmetz.org/events/${event.id}`);
    // A confirmation of the member's own action: no opt-out.
    expect(confirmation.headers['list-unsubscribe']).toBeUndefined();
    const [calendar] = confirmation.attachments;
    expect(calendar).toMatchObject({ filename: `evenement-${event.id}.ics` });
    expect(calendar!.contentType).toMatch(/^text\/calendar/);
    const parsed = parseCalendar(calendar!.content);
    expect(parsed.summary).toBe('Atelier cuisine du monde');
    expect(parsed.location).toBe('Metz, centre social Bon Pasteur');
    expect(parsed.startDate.toString()).toBe('2031-03-15T19:30:00');
    expect(parsed.startDate.zone?.tzid).toBe('Europe/Paris');
    expect(parsed.startDate.toJSDate().toISOString()).toBe('2031-03-15T18:30:00.000Z');

    expect((await leave(event.id, someone)).statusCode).toBe(200);
    const acknowledgement = await waitForMailTo(someone, 'Désinscription confirmée');
    expect(acknowledgement.subject).toBe('Désinscription confirmée\u00a0: Atelier cuisine du monde');
    expect(acknowledgement.text).toContain('Votre désinscription de « Atelier cuisine du monde » (samedi 15 mars 2031 à 19 h 30) est enregistrée.');
    expect(acknowledgement.attachments).toEqual([]);
  });

  it('gives a freed place to the first in line at once, who is told by mail with the .ics', async () => {
    const { event, participants } = await fullEvent(2, { title: 'Concert de oud' });
    const first = await member('Inès');
    const second = await member('Hugo');
    await joinLine(event.id, first);
    await joinLine(event.id, second);

    const left = await leave(event.id, participants[0]!);
    expect(left.json()).toMatchObject({ participant_count: 2 });
    expect(await getEvent(event.id, first)).toMatchObject({ isParticipating: true, waitingListPosition: null, participant_count: 2, is_full: true });
    expect(await getEvent(event.id, second)).toMatchObject({ isParticipating: false, waitingListPosition: 1 });

    const promotion = await waitForMailTo(first, 'Une place');
    expect(promotion.subject).toBe("Une place s'est libérée pour vous\u00a0: Concert de oud");
    expect(promotion.text).toContain('Bonjour Inès,');
    expect(promotion.text).toContain('vous étiez en tête de la liste d’attente');
    expect(parseCalendar(promotion.attachments[0]!.content).summary).toBe('Concert de oud');
    await testApp.context.mailer.whenIdle();
    // The second in line was told their place when they queued, and nothing since.
    expect(mailsTo(second).map((mail) => mail.subject)).toEqual(['Liste d’attente\u00a0: Concert de oud']);
  });

  it('gives the places of a deleted account to the first in line of each event, who are told by mail', async () => {
    const [one, two] = [await fullEvent(1, { title: 'Randonnée' }), await fullEvent(1, { title: 'Jardinage' })];
    const leaving = await member();
    // Registered to one (in place of its participant, who leaves) and in line for the other, behind someone.
    const ahead = await member('Nadia');
    await joinLine(one.event.id, leaving);
    await joinLine(two.event.id, ahead);
    await joinLine(two.event.id, leaving);
    await leave(one.event.id, one.participants[0]!);
    const next = await member('Omar');
    await joinLine(one.event.id, next);
    expect(await getEvent(one.event.id, leaving)).toMatchObject({ isParticipating: true });

    expect((await inject('DELETE', '/api/users/me', leaving)).statusCode).toBe(200);
    expect(await getEvent(one.event.id, next)).toMatchObject({ isParticipating: true, waitingListPosition: null, participant_count: 1 });
    expect((await waitForMailTo(next, 'Une place')).subject).toContain('Randonnée');
    // In the other, the line only moved: the one ahead keeps waiting, first now and still first.
    expect(await getEvent(two.event.id, ahead)).toMatchObject({ isParticipating: false, waitingListPosition: 1, participant_count: 1 });
  });

  it('gives the places an admin adds to the first in line, in order', async () => {
    const { event } = await fullEvent(1);
    const line = [await member(), await member(), await member()];
    for (const person of line) await joinLine(event.id, person);

    const raised = await inject('PUT', `/api/events/${event.id}`, admin, { max_participants: 3 });
    expect(raised.statusCode).toBe(200);
    expect(raised.json()).toMatchObject({ participant_count: 3, is_full: true });
    expect((await getEvent(event.id, line[0])).isParticipating).toBe(true);
    expect((await getEvent(event.id, line[1])).isParticipating).toBe(true);
    expect((await getEvent(event.id, line[2])).waitingListPosition).toBe(1);
    await waitForMailTo(line[0]!, 'Une place');
    await waitForMailTo(line[1]!, 'Une place');
  });

  describe("the admin's removal of a participant", () => {
    it('removes a participant, mails them, and gives the place to the first in line', async () => {
      const { event, participants } = await fullEvent(1, { title: 'Soirée slam' });
      const waiting = await member();
      await joinLine(event.id, waiting);

      const response = await remove(event.id, participants[0]!.user.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: WAITING_LIST_MESSAGES.participantRemoved, participant_count: 1 });
      expect((await getEvent(event.id, participants[0])).isParticipating).toBe(false);
      expect((await getEvent(event.id, waiting)).isParticipating).toBe(true);

      const removal = await waitForMailTo(participants[0]!, 'annulée');
      expect(removal.subject).toBe('Votre inscription à Soirée slam a été annulée');
      expect(removal.text).toContain('L’équipe organisatrice a annulé votre inscription à « Soirée slam »');
      await waitForMailTo(waiting, 'Une place');
    });

    it('removes someone from the waiting list and mails them', async () => {
      const { event } = await fullEvent(1, { title: 'Visite du musée' });
      const waiting = await member();
      await joinLine(event.id, waiting);
      const response = await remove(event.id, waiting.user.id);
      expect(response.json()).toEqual({ message: WAITING_LIST_MESSAGES.waitingEntryRemoved, participant_count: 1 });
      expect((await getEvent(event.id, waiting)).waitingListPosition).toBeNull();
      const mail = await waitForMailTo(waiting, 'liste d');
      expect(mail.subject).toBe("Votre place sur la liste d'attente est annulée\u00a0: Visite du musée");
    });

    it('answers 404 in French for someone who is neither, and refuses a member', async () => {
      const { event, participants } = await fullEvent(1);
      const stranger = await member();
      const response = await remove(event.id, stranger.user.id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: WAITING_LIST_MESSAGES.personNotFound });
      expect((await remove(999_999, stranger.user.id)).json()).toEqual({ detail: EVENT_MESSAGES.eventNotFound });
      expect((await remove(event.id, participants[0]!.user.id, stranger)).statusCode).toBe(403);
    });
  });

  describe('mails when an admin changes or deletes an event', () => {
    it('tells every participant and everyone in line what changed, with the one-click opt-out, but not those who turned it off', async () => {
      const { event, participants } = await fullEvent(2, { title: 'Ciné-débat', date: '2031-05-10', time: '20:00', location: 'Metz, Klub' });
      const waiting = await member('Nora');
      await joinLine(event.id, waiting);
      const quiet = participants[1]!;
      expect((await inject('PUT', '/api/users/me', quiet, { firstName: 'Calme', lastName: 'Martin', eventRemindersEnabled: false })).statusCode).toBe(200);
      await testApp.context.db.update(events).set({ remindersQueuedAt: new Date() }).where(eq(events.id, event.id));

      const updated = await inject('PUT', `/api/events/${event.id}`, admin, { date: '2031-05-11', time: '18:30', location: 'Metz, Arsenal' });
      expect(updated.statusCode).toBe(200);

      for (const person of [participants[0]!, waiting]) {
        const mail = await waitForMailTo(person, 'Changement');
        expect(mail.subject).toBe('Changement pour Ciné-débat');
        expect(mail.text).toContain('Date\u00a0: samedi 10 mai 2031 → dimanche 11 mai 2031');
        expect(mail.text).toContain('Heure\u00a0: 20 h 00 → 18 h 30');
        expect(mail.text).toContain('Lieu\u00a0: Metz, Klub → Metz, Arsenal');
        const oneClick = mail.headers['list-unsubscribe']!;
        expect(oneClick).toMatch(/^<https:\/\/actionplusmetz\.org\/api\/event-reminders\/unsubscribe\?token=\d+\.[\w-]{43}>$/);
        expect(oneClick).toContain(`token=${person.user.id}.`);
        expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
        expect(mail.text).toContain(`https://actionplusmetz.org/rappels/desactiver?token=${person.user.id}.`);
      }
      await testApp.context.mailer.whenIdle();
      expect(mailsTo(quiet).filter((mail) => mail.subject.includes('Changement'))).toEqual([]);
      // The new day gets its own reminders.
      const [row] = await testApp.context.db.select().from(events).where(eq(events.id, event.id));
      expect(row?.remindersQueuedAt).toBeNull();
    });

    it('tells nobody of an edit that changes neither date, time nor place', async () => {
      const event = await createEventThroughApi(testApp, admin.authorization);
      const someone = await member();
      await join(event.id, someone);
      await waitForMailTo(someone, 'Inscription confirmée');
      await inject('PUT', `/api/events/${event.id}`, admin, { title: 'Nouveau titre', description: 'Autre description.' });
      await testApp.context.mailer.whenIdle();
      expect(mailsTo(someone).map((mail) => mail.subject)).toEqual([`Inscription confirmée\u00a0: ${event.title}`]);
    });

    it('tells participants and the waiting list of a deleted upcoming event, and nobody of a deleted past one', async () => {
      const { event, participants } = await fullEvent(1, { title: 'Bal folk', date: '2031-06-21', time: '21:00' });
      const waiting = await member();
      await joinLine(event.id, waiting);
      expect((await inject('DELETE', `/api/events/${event.id}`, admin)).statusCode).toBe(200);
      for (const person of [participants[0]!, waiting]) {
        const mail = await waitForMailTo(person, 'annulé');
        expect(mail.subject).toBe('Événement annulé\u00a0: Bal folk');
        expect(mail.text).toContain('« Bal folk », prévu le samedi 21 juin 2031 à 21 h 00');
        expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      }

      const past = await insertEvent(testApp, { startsAt: new Date(Date.now() - 86_400_000), title: 'Passé' });
      const former = await member();
      await testApp.context.db.insert(registrations).values({ eventId: past.id, userId: former.user.id });
      expect((await inject('DELETE', `/api/events/${past.id}`, admin)).statusCode).toBe(200);
      await testApp.context.mailer.whenIdle();
      expect(mailsTo(former)).toEqual([]);
    });

    it('tells the participants of each date of a series edited or deleted from a date on, once per date', async () => {
      const first = await inject('POST', '/api/events', admin, {
        title: 'Chorale du jeudi',
        description: 'On chante ensemble.',
        date: '2031-09-04',
        time: '18:00',
        location: 'Metz, salle Braun',
        recurrence: { frequency: 'weekly', count: 3 },
      });
      expect(first.statusCode, first.body).toBe(201);
      const seriesId = (first.json() as TEvent & { series_id: number }).series_id;
      const dates = await testApp.context.db.select().from(events).where(eq(events.seriesId, seriesId)).orderBy(events.startsAt);
      expect(dates).toHaveLength(3);
      const singer = await member('Yanis');
      for (const date of dates.slice(1)) expect((await join(date.id, singer)).statusCode).toBe(200);

      const moved = await inject('PUT', `/api/events/${dates[0]!.id}?scope=following`, admin, { location: 'Metz, église Saint-Maximin' });
      expect(moved.statusCode, moved.body).toBe(200);
      await testApp.context.mailer.whenIdle();
      const changes = mailsTo(singer).filter((mail) => mail.subject === 'Changement pour Chorale du jeudi');
      expect(changes.map((mail) => mail.text.match(/Date\u00a0: (.+)/)?.[1]).sort()).toEqual(['jeudi 11 septembre 2031', 'jeudi 18 septembre 2031']);

      expect((await inject('DELETE', `/api/events/${dates[0]!.id}?scope=following`, admin)).statusCode).toBe(200);
      await testApp.context.mailer.whenIdle();
      expect(mailsTo(singer).filter((mail) => mail.subject === 'Événement annulé\u00a0: Chorale du jeudi')).toHaveLength(2);
    });

    it('queues the mails in the transaction of the change: a rollback leaves none to send', async () => {
      const event = await createEventThroughApi(testApp, admin.authorization, { title: 'Annulation annulée' });
      const someone = await member();
      await join(event.id, someone);
      await waitForMailTo(someone, 'Inscription confirmée');
      const outbox = collectEventMails(testApp.context.eventMails);
      await expect(
        testApp.context.db.transaction(async (tx) => {
          await deleteEvent(tx, event.id, { mails: testApp.context.eventMails, outbox });
          throw new Error('abandon');
        }),
      ).rejects.toThrow('abandon');
      outbox.sendAfterCommit();
      const stored = await testApp.context.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, someone.user.email));
      expect(stored.map((mail) => mail.subject)).toEqual([`Inscription confirmée\u00a0: ${event.title}`]);
      expect((await getEvent(event.id)).id).toBe(event.id);
    });
  });

  describe('turning reminders off', () => {
    const oneClickPath = (mail: CaughtMail) =>
      new URL(mail.headers['list-unsubscribe']!.slice(1, -1)).pathname + new URL(mail.headers['list-unsubscribe']!.slice(1, -1)).search;

    it('the profile shows and changes the setting', async () => {
      const someone = await member();
      expect((await inject('GET', '/api/users/me', someone)).json().eventRemindersEnabled).toBe(true);
      const off = await inject('PUT', '/api/users/me', someone, { firstName: 'Camille', lastName: 'Martin', eventRemindersEnabled: false });
      expect(off.json().eventRemindersEnabled).toBe(false);
      // Left out, it stays as it is.
      expect((await inject('PUT', '/api/users/me', someone, { firstName: 'Camille', lastName: 'Martin' })).json().eventRemindersEnabled).toBe(false);
      const wrong = await inject('PUT', '/api/users/me', someone, { firstName: 'Camille', lastName: 'Martin', eventRemindersEnabled: 'oui' });
      expect(wrong.statusCode).toBe(400);
    });

    it('the one-click POST of a mail turns reminders off without a session; opening the link changes nothing', async () => {
      const event = await createEventThroughApi(testApp, admin.authorization);
      const someone = await member();
      await join(event.id, someone);
      await inject('PUT', `/api/events/${event.id}`, admin, { location: 'Ailleurs' });
      const path = oneClickPath(await waitForMailTo(someone, 'Changement'));
      const isEnabled = async () => (await testApp.context.db.select().from(users).where(eq(users.id, someone.user.id)))[0]!.eventRemindersEnabled;

      const opened = await testApp.app.inject({ method: 'GET', url: path });
      expect(opened.statusCode).toBe(303);
      expect(opened.headers.location).toMatch(new RegExp(`^/rappels/desactiver\\?token=${someone.user.id}\\.[\\w-]{43}$`));
      expect(await isEnabled()).toBe(true);

      const posted = await testApp.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(posted.statusCode).toBe(200);
      expect(posted.json()).toEqual({ message: WAITING_LIST_MESSAGES.remindersDisabled });
      expect(await isEnabled()).toBe(false);
      // The opt-out page sends JSON: the same answer, again.
      expect((await testApp.app.inject({ method: 'POST', url: path, payload: {} })).statusCode).toBe(200);
      // RFC 8058: a mail client SHOULD post multipart/form-data.
      const boundary = 'limite';
      const multipart = await testApp.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
      });
      expect(multipart.statusCode, multipart.body).toBe(200);
    });

    it('refuses a link whose token is not the server’s signature of that account', async () => {
      const someone = await member();
      const other = await member();
      const { oneClickUrl } = testApp.context.eventMails.remindersOffLinks(other.user.id);
      const forged = new URL(oneClickUrl);
      // Another account's signature under this account's id.
      forged.searchParams.set('token', `${someone.user.id}.${forged.searchParams.get('token')!.split('.')[1]}`);
      for (const url of [forged.pathname + forged.search, `/api/event-reminders/unsubscribe?token=${someone.user.id}.abc`]) {
        const response = await testApp.app.inject({ method: 'POST', url, payload: {} });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ detail: WAITING_LIST_MESSAGES.reminderLinkInvalid });
      }
      const missing = await testApp.app.inject({ method: 'POST', url: '/api/event-reminders/unsubscribe', payload: {} });
      expect(missing.statusCode).toBe(400);
      const [row] = await testApp.context.db.select().from(users).where(eq(users.id, someone.user.id));
      expect(row?.eventRemindersEnabled).toBe(true);
    });
  });

  it('a member who joins after a raise of capacity while in line leaves the line', async () => {
    const { event } = await fullEvent(1);
    const waiting = await member();
    await joinLine(event.id, waiting);
    // Raised by hand (no promotion): the member then joins directly.
    await testApp.context.db.update(events).set({ maxParticipants: 2 }).where(eq(events.id, event.id));
    expect((await join(event.id, waiting)).statusCode).toBe(200);
    const entries = await testApp.context.db
      .select()
      .from(waitingListEntries)
      .where(and(eq(waitingListEntries.eventId, event.id), eq(waitingListEntries.userId, waiting.user.id)));
    expect(entries).toEqual([]);
  });
});

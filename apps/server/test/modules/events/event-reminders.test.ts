import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { loadConfig } from '#config';
import { events, mailOutbox, registrations, users } from '#db/schema';
import { fromParisDateTime } from '#lib/paris-time';
import { queueDueEventReminders, reminderInstantOf } from '#modules/events/queue-event-reminders';
import { createEventThroughApi, createManyMembers, insertEvent } from '#test/support/event-fixtures';
import { createTestApp, createTestAppWithMail, createTestUser, type TestApp, type TestAppWithMail } from '#test/support/test-app';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

describe('the day-before reminders', () => {
  let testApp: TestAppWithMail;

  beforeAll(async () => {
    testApp = await createTestAppWithMail({ publicUrl: 'https://actionplusmetz.org' });
  });
  afterAll(() => testApp.close());

  /** An event at `startsAt` with participants who joined three days before, some of whom turned reminders off. */
  async function eventWithParticipants(app: TestApp, startsAt: Date, options: { count: number; quiet?: number; title?: string }) {
    const event = await insertEvent(app, { startsAt, maxParticipants: 500, title: options.title ?? 'Rencontre lecture' });
    const people = await createManyMembers(app, options.count);
    await app.context.db
      .insert(registrations)
      .values(people.map((person) => ({ eventId: event.id, userId: person.user.id, createdAt: new Date(Date.now() - 3 * DAY_MS) })));
    const quiet = people.slice(0, options.quiet ?? 0);
    if (quiet.length > 0) {
      await app.context.db
        .update(users)
        .set({ eventRemindersEnabled: false })
        .where(
          inArray(
            users.id,
            quiet.map((person) => person.user.id),
          ),
        );
    }
    return { event, people, quiet };
  }

  const queuedFor = (app: TestApp, subject: string) => app.context.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject));

  it('reads the time of day in Paris: the day before the event, at EVENT_REMINDER_TIME', () => {
    // Summer: 18:00 in Paris is 16:00 UTC; winter: 17:00 UTC.
    expect(reminderInstantOf(new Date('2031-07-14T19:00:00Z'), '18:00').toISOString()).toBe('2031-07-13T16:00:00.000Z');
    expect(reminderInstantOf(new Date('2031-01-10T09:00:00Z'), '18:00').toISOString()).toBe('2031-01-09T17:00:00.000Z');
    // 00:30 on the 1st of the month in Paris is still the 31st in UTC: the day before is the 31st in Paris.
    expect(reminderInstantOf(new Date('2031-01-31T23:30:00Z'), '09:15').toISOString()).toBe('2031-01-31T08:15:00.000Z');
  });

  it('EVENT_REMINDER_TIME defaults to 18:00 and must be a time HH:MM', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).eventReminderTime).toBe('18:00');
    expect(loadConfig({ NODE_ENV: 'test', EVENT_REMINDER_TIME: '07:45' }).eventReminderTime).toBe('07:45');
    expect(() => loadConfig({ NODE_ENV: 'test', EVENT_REMINDER_TIME: '25:00' })).toThrow(/EVENT_REMINDER_TIME est une heure HH:MM/);
  });

  it('sends each participant who keeps reminders on one reminder, at the set time the day before, in French with the opt-out', async () => {
    const startsAt = fromParisDateTime('2031-09-20', '20:00');
    const { event, people, quiet } = await eventWithParticipants(testApp, startsAt, { count: 3, quiet: 1, title: 'Nuit des conteurs' });
    const mails = testApp.context.eventMails;

    // The day before at 17:59 Paris time: not yet.
    expect(await queueDueEventReminders(testApp.context.db, mails, { now: fromParisDateTime('2031-09-19', '17:59'), reminderTime: '18:00' })).toBe(0);
    // At 18:00: the two who keep reminders on.
    expect(await queueDueEventReminders(testApp.context.db, mails, { now: fromParisDateTime('2031-09-19', '18:00'), reminderTime: '18:00' })).toBe(2);
    // Again (another run, a restart): nothing more.
    expect(await queueDueEventReminders(testApp.context.db, mails, { now: fromParisDateTime('2031-09-19', '18:05'), reminderTime: '18:00' })).toBe(0);

    const subject = 'Rappel\u00a0: Nuit des conteurs, demain à 20 h 00';
    const reminded = people.filter((person) => !quiet.includes(person));
    for (const person of reminded) {
      const mail = await testApp.smtp.waitForMail((candidate) => candidate.to.includes(person.user.email) && candidate.subject === subject);
      expect(mail.text).toContain('Petit rappel\u00a0: vous participez à cet événement, qui a lieu demain.');
      expect(mail.text).toContain('Date\u00a0: samedi 20 septembre 2031');
      expect(mail.text).toContain(`https://actionplusmetz.org/events/${event.id}`);
      // The opt-out line names the link once and takes one colon, before the page's address.
      const optOutLine = mail.text.split(/\r?\n/).find((line) => line.includes('Pour ne plus recevoir de rappels'));
      expect(optOutLine).toBe(
        'Vous recevez ce message parce que vous participez à cet événement ou figurez sur sa liste d’attente. Pour ne plus recevoir de rappels ni d’avis de changement, vous pouvez désactiver les rappels\u00a0:',
      );
      expect(mail.text).toMatch(/désactiver les rappels\u00a0:\r?\nhttps:\/\/actionplusmetz\.org\/rappels\/desactiver\?/);
      expect(mail.headers['list-unsubscribe']).toContain(`https://actionplusmetz.org/api/event-reminders/unsubscribe?token=${person.user.id}.`);
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    }
    await testApp.context.mailer.whenIdle();
    expect((await queuedFor(testApp, subject)).map((row) => row.recipient).sort()).toEqual(reminded.map((person) => person.user.email).sort());
  });

  it('sends what a stopped site missed once it starts again, saying « aujourd’hui » on the day, and a moved event gets its own', async () => {
    const startsAt = fromParisDateTime('2031-10-04', '15:00');
    const { event } = await eventWithParticipants(testApp, startsAt, { count: 2, title: 'Goûter partagé' });
    // The site was down the evening before: at 10:00 on the day, the reminders still go.
    expect(
      await queueDueEventReminders(testApp.context.db, testApp.context.eventMails, { now: fromParisDateTime('2031-10-04', '10:00'), reminderTime: '18:00' }),
    ).toBe(2);
    expect(await queuedFor(testApp, "Rappel\u00a0: Goûter partagé, aujourd'hui à 15 h 00")).toHaveLength(2);

    // Moved by an admin to another day: its reminders go again the day before the new date.
    const admin = await createTestUser(testApp, { role: 'admin' });
    const moved = await testApp.app.inject({ method: 'PUT', url: `/api/events/${event.id}`, headers: admin.authorization, payload: { date: '2031-10-11' } });
    expect(moved.statusCode).toBe(200);
    expect(
      await queueDueEventReminders(testApp.context.db, testApp.context.eventMails, { now: fromParisDateTime('2031-10-10', '18:30'), reminderTime: '18:00' }),
    ).toBe(2);
    expect(await queuedFor(testApp, 'Rappel\u00a0: Goûter partagé, demain à 15 h 00')).toHaveLength(2);
    await testApp.context.mailer.whenIdle();
  });

  it('does not remind who joined after the reminders’ moment: their confirmation has just told them', async () => {
    const startsAt = fromParisDateTime('2031-11-08', '19:00');
    const { event } = await eventWithParticipants(testApp, startsAt, { count: 1, title: 'Cours de darija' });
    const late = await createTestUser(testApp);
    await testApp.context.db.insert(registrations).values({ eventId: event.id, userId: late.user.id, createdAt: fromParisDateTime('2031-11-07', '21:00') });
    expect(
      await queueDueEventReminders(testApp.context.db, testApp.context.eventMails, { now: fromParisDateTime('2031-11-07', '22:00'), reminderTime: '18:00' }),
    ).toBe(1);
    const rows = await queuedFor(testApp, 'Rappel\u00a0: Cours de darija, demain à 19 h 00');
    expect(rows.map((row) => row.recipient)).not.toContain(late.user.email);
    await testApp.context.mailer.whenIdle();
  });

  it('two instances on one database running the job at once queue each reminder once', async () => {
    const second = await createTestApp({ database: testApp.database });
    try {
      const now = new Date();
      const { event, people } = await eventWithParticipants(testApp, new Date(now.getTime() + 6 * HOUR_MS), { count: 30, title: 'Concert A' });
      const other = await eventWithParticipants(testApp, new Date(now.getTime() + 7 * HOUR_MS), { count: 10, title: 'Concert B' });
      const counts = await Promise.all(
        [testApp, second, testApp, second].map((app) => queueDueEventReminders(app.context.db, app.context.eventMails, { now, reminderTime: '00:00' })),
      );
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(40);
      const queued = await testApp.context.db
        .select()
        .from(mailOutbox)
        .where(
          inArray(
            mailOutbox.recipient,
            [...people, ...other.people].map((person) => person.user.email),
          ),
        );
      expect(queued).toHaveLength(40);
      expect(new Set(queued.map((row) => row.recipient)).size).toBe(40);
      expect(queued.every((row) => row.subject.startsWith('Rappel\u00a0: Concert '))).toBe(true);
      const claimed = await testApp.context.db
        .select()
        .from(events)
        .where(inArray(events.id, [event.id, other.event.id]));
      expect(claimed.every((row) => row.remindersQueuedAt !== null)).toBe(true);
      await Promise.all([testApp.context.mailer.whenIdle(), second.context.mailer.whenIdle()]);
    } finally {
      await second.close();
    }
  });

  it('an event created through the API whose reminders are not yet due is left for later', async () => {
    const admin = await createTestUser(testApp, { role: 'admin' });
    const event = await createEventThroughApi(testApp, admin.authorization, { date: '2031-12-24', time: '18:00' });
    await queueDueEventReminders(testApp.context.db, testApp.context.eventMails, { now: fromParisDateTime('2031-12-23', '12:00'), reminderTime: '18:00' });
    const [row] = await testApp.context.db.select().from(events).where(eq(events.id, event.id));
    expect(row?.remindersQueuedAt).toBeNull();
  });
});

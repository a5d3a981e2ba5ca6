import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { WAITING_LIST_MESSAGES } from '@action-plus/contract';
import { mailOutbox, registrations, waitingListEntries } from '#db/schema';
import { waitingListPromotionMail } from '#modules/mail/event-mail-templates';
import { createEventThroughApi, createManyMembers, type TestUser } from '#test/support/event-fixtures';
import { createTestApp, createTestUser, type TestApp } from '#test/support/test-app';
import { SEEDED_ASSOCIATION_SETTINGS as ACTION_PLUS } from '@action-plus/contract/association-settings-seed';

type Member = Awaited<ReturnType<typeof createManyMembers>>[number];

/**
 * Issue 22, item 1: capacity 1, P registered, W1 then W2 in line; P leaves the event while W1
 * leaves the line, on two instances at the same moment. Either W1 left first (W2 gets the place)
 * or the promotion came first (W1 has the place, and leaving the line is refused): never W1 told
 * « vous avez quitté la liste d'attente » yet registered and mailed « Une place s'est libérée »,
 * with W2 still waiting. On PostgreSQL the two requests really run at once; the embedded database
 * runs one transaction at a time, where the test holds trivially.
 */
describe('a participant leaving while the first in line leaves the line, on two instances', () => {
  let first: TestApp;
  let second: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp({ database: first.database });
    admin = await createTestUser(first, { role: 'admin' });
  });
  afterAll(async () => {
    await first.context.mailer.whenIdle();
    await second.context.mailer.whenIdle();
    await second.close();
    await first.close();
  });

  const ROUNDS = 20;

  it(`gives the place to exactly one of them, and tells each the truth (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const event = await createEventThroughApi(first, admin.authorization, { max_participants: 1, title: `Atelier ${round}` });
      const [participant, w1, w2] = (await createManyMembers(first, 3)) as [Member, Member, Member];
      expect((await first.app.inject({ method: 'POST', url: `/api/events/${event.id}/join`, headers: participant.authorization })).statusCode).toBe(200);
      for (const person of [w1, w2]) {
        expect((await first.app.inject({ method: 'POST', url: `/api/events/${event.id}/waiting-list`, headers: person.authorization })).statusCode).toBe(200);
      }

      const [leave, leaveLine] = await Promise.all([
        first.app.inject({ method: 'DELETE', url: `/api/events/${event.id}/register`, headers: participant.authorization }),
        second.app.inject({ method: 'DELETE', url: `/api/events/${event.id}/waiting-list`, headers: w1.authorization }),
      ]);
      expect(leave.statusCode).toBe(200);

      const db = first.context.db;
      const registered = (await db.select({ userId: registrations.userId }).from(registrations).where(eq(registrations.eventId, event.id))).map(
        (row) => row.userId,
      );
      const waiting = (await db.select({ userId: waitingListEntries.userId }).from(waitingListEntries).where(eq(waitingListEntries.eventId, event.id))).map(
        (row) => row.userId,
      );
      const promotionSubject = waitingListPromotionMail({
        firstName: '',
        event: { title: event.title, dateText: '', timeText: '', location: '', url: '' },
      }).write(ACTION_PLUS).subject;
      const promotionMailsTo = async (person: Member) =>
        (await db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.recipient, person.user.email))).filter(
          (mail) => mail.subject === promotionSubject,
        ).length;

      const outcome = { leaveLine: leaveLine.json(), registered, waiting, w1Mailed: await promotionMailsTo(w1), w2Mailed: await promotionMailsTo(w2) };
      if (leaveLine.statusCode === 200) {
        // W1 left the line first: the place went to W2.
        expect(outcome, `round ${round}`).toEqual({
          leaveLine: expect.objectContaining({ message: WAITING_LIST_MESSAGES.left }),
          registered: [w2.user.id],
          waiting: [],
          w1Mailed: 0,
          w2Mailed: 1,
        });
      } else {
        // The promotion came first: W1 has the place, and is told they are no longer in line.
        expect(outcome, `round ${round}`).toEqual({
          leaveLine: { detail: WAITING_LIST_MESSAGES.notWaiting },
          registered: [w1.user.id],
          waiting: [w2.user.id],
          w1Mailed: 1,
          w2Mailed: 0,
        });
      }
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { EVENT_MESSAGES, WAITING_LIST_MESSAGES, type TEvent } from '@action-plus/contract';
import { events, mailOutbox, registrations, users, waitingListEntries } from '#db/schema';
import { removedByOrganiserMail, waitingListPromotionMail, type EventMailDetails } from '#modules/mail/event-mail-templates';
import { createManyMembers, validEvent, type TestUser } from '#test/support/event-fixtures';
import { createTestApp, createTestUser, type TestApp } from '#test/support/test-app';
import { SEEDED_ASSOCIATION_SETTINGS as ACTION_PLUS } from '@action-plus/contract/association-settings-seed';

type Member = Awaited<ReturnType<typeof createManyMembers>>[number];

/** A small seeded generator (mulberry32), so that a failing round can be played again from its seed. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    chance: (probability: number) => next() < probability,
    integer: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    shuffle: <T>(items: T[]) =>
      items
        .map((item) => ({ item, key: next() }))
        .sort((a, b) => a.key - b.key)
        .map(({ item }) => item),
  };
}

/** The embedded database runs the requests one after the other: fewer rounds say as much there. */
const ROUNDS = process.env.TEST_DATABASE_URL ? 12 : 6;

/** What a person's own request (or the organiser's about them) was, and what it was answered. */
type Operation = { kind: 'leave' | 'leave-line' | 'join' | 'join-line' | 'removed' | 'delete-account'; person: Member; status?: number; body?: unknown };

/**
 * Issue 22, item 1, in general: every path that changes an event's places or its line (join,
 * leave, join and leave the line, the organiser's removal, a capacity change of one date or of a
 * series, an account's deletion, an event's deletion) runs at the same moment as the others, on two
 * instances of one database, round after round; after each, the invariants hold: participants ≤
 * capacity, nobody both registered and waiting, no free place while someone waits, the line's order
 * kept, every answer and every mail true. On PostgreSQL the requests really interleave; the embedded
 * database runs one transaction at a time, where the same rounds check the invariants in sequence.
 */
describe('the waiting list under every interleaving, on two instances', () => {
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

  let requestCount = 0;
  /** Requests alternate between the two instances, as behind a load balancer. */
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) => {
    requestCount += 1;
    const instance = requestCount % 2 === 0 ? first : second;
    return instance.app.inject({ method, url, headers, ...(payload ? { payload } : method === 'POST' ? { payload: {} } : {}) });
  };
  const mustSucceed = async (response: Promise<{ statusCode: number; body: string }>) => {
    const answered = await response;
    expect(answered.statusCode, answered.body).toBeLessThan(300);
  };

  async function stateOf(eventId: number) {
    const db = first.context.db;
    const [event] = await db.select().from(events).where(eq(events.id, eventId));
    const registered = (await db.select({ userId: registrations.userId }).from(registrations).where(eq(registrations.eventId, eventId))).map(
      (row) => row.userId,
    );
    const waiting = (
      await db
        .select({ userId: waitingListEntries.userId })
        .from(waitingListEntries)
        .where(eq(waitingListEntries.eventId, eventId))
        .orderBy(asc(waitingListEntries.createdAt), asc(waitingListEntries.id))
    ).map((row) => row.userId);
    return { event, registered, waiting };
  }

  async function subjectsTo(people: Member[]): Promise<Map<string, string[]>> {
    const rows = await first.context.db
      .select({ recipient: mailOutbox.recipient, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.recipient,
          people.map((person) => person.user.email),
        ),
      )
      .orderBy(asc(mailOutbox.id));
    const byRecipient = new Map<string, string[]>();
    for (const row of rows) byRecipient.set(row.recipient, [...(byRecipient.get(row.recipient) ?? []), row.subject]);
    return byRecipient;
  }

  it(`keeps the invariants in ${ROUNDS} rounds of concurrent joins, leaves, removals, capacity changes and deletions`, { timeout: 240_000 }, async () => {
    const seed = Number(process.env.WAITING_LIST_SEED ?? Date.now() % 1_000_000);
    const random = randomFrom(seed);
    for (let round = 0; round < ROUNDS; round += 1) {
      const where = `seed ${seed}, round ${round}`;
      const title = `Atelier ${seed}-${round}`;
      const capacity = random.integer(1, 3);

      // Two dates of one series, A and B, both full, each with a line.
      const created = await send('POST', '/api/events', admin.authorization, {
        ...validEvent({ title, max_participants: capacity }),
        recurrence: { frequency: 'weekly', count: 2 },
      });
      expect(created.statusCode, created.body).toBe(201);
      const seriesId = (created.json() as TEvent).series_id!;
      const [dateA, dateB] = await first.context.db.select().from(events).where(eq(events.seriesId, seriesId)).orderBy(asc(events.startsAt));
      const [a, b] = [dateA!.id, dateB!.id];

      const [participantsA, lineA, outsiders, participantsB, lineB, onBoth] = [
        await createManyMembers(first, capacity),
        await createManyMembers(first, 4),
        await createManyMembers(first, 4),
        capacity === 1 ? [] : await createManyMembers(first, capacity - 1),
        await createManyMembers(first, 2),
        // Registered to B and in A's line: their account's deletion locks both dates.
        await createManyMembers(first, 1),
      ];
      for (const person of [...participantsA]) await mustSucceed(send('POST', `/api/events/${a}/join`, person.authorization));
      for (const person of [...participantsB, ...onBoth]) await mustSucceed(send('POST', `/api/events/${b}/join`, person.authorization));
      for (const person of [...lineA, ...onBoth]) await mustSucceed(send('POST', `/api/events/${a}/waiting-list`, person.authorization));
      for (const person of lineB) await mustSucceed(send('POST', `/api/events/${b}/waiting-list`, person.authorization));
      const initialLineA = [...lineA, ...onBoth].map((person) => person.user.id);

      // Each person does at most one thing in the round; the organiser and the admin's edits join in.
      const operations: Operation[] = [];
      for (const person of participantsA) if (random.chance(0.5)) operations.push({ kind: random.chance(0.7) ? 'leave' : 'removed', person });
      for (const person of lineA) {
        if (random.chance(0.5)) operations.push({ kind: random.chance(0.7) ? 'leave-line' : 'removed', person });
      }
      for (const person of outsiders) operations.push({ kind: random.chance(0.5) ? 'join' : 'join-line', person });
      for (const person of onBoth) if (random.chance(0.6)) operations.push({ kind: 'delete-account', person });
      const capacityChange = random.chance(0.6) ? { scope: random.chance(0.5) ? 'this' : 'following', to: capacity + random.integer(-1, 1) } : undefined;
      const deletesB = random.chance(0.25);

      const requests = random.shuffle([
        ...operations.map((operation) => async () => {
          const { person } = operation;
          const response =
            operation.kind === 'leave'
              ? await send('DELETE', `/api/events/${a}/register`, person.authorization)
              : operation.kind === 'leave-line'
                ? await send('DELETE', `/api/events/${a}/waiting-list`, person.authorization)
                : operation.kind === 'join'
                  ? await send('POST', `/api/events/${a}/join`, person.authorization)
                  : operation.kind === 'join-line'
                    ? await send('POST', `/api/events/${a}/waiting-list`, person.authorization)
                    : operation.kind === 'removed'
                      ? await send('DELETE', `/api/events/${a}/participants/${person.user.id}`, admin.authorization)
                      : await send('DELETE', '/api/users/me', person.authorization);
          operation.status = response.statusCode;
          operation.body = response.json();
        }),
        ...(capacityChange
          ? [
              async () => {
                const response = await send('PUT', `/api/events/${a}?scope=${capacityChange.scope}`, admin.authorization, {
                  max_participants: Math.max(1, capacityChange.to),
                });
                expect(response.statusCode, `${where}: ${response.body}`).toBeOneOf([200, 409]);
              },
            ]
          : []),
        ...(deletesB
          ? [
              async () => {
                const response = await send('DELETE', `/api/events/${b}?scope=this`, admin.authorization);
                expect(response.statusCode, `${where}: ${response.body}`).toBe(200);
              },
            ]
          : []),
      ]);
      await Promise.all(requests.map((request) => request()));

      for (const operation of operations) expect(operation.status, `${where}: ${operation.kind} ${JSON.stringify(operation.body)}`).toBeLessThan(500);

      const [stateA, stateB] = [await stateOf(a), await stateOf(b)];
      const everyone = [...participantsA, ...lineA, ...outsiders, ...participantsB, ...lineB, ...onBoth];
      const subjects = await subjectsTo(everyone);
      const details: EventMailDetails = { title, dateText: '', timeText: '', location: '', url: '' };
      const promotionSubject = waitingListPromotionMail({ firstName: '', event: details }).write(ACTION_PLUS).subject;
      const removedFromEventSubject = removedByOrganiserMail({ firstName: '', event: details, wasWaiting: false }).write(ACTION_PLUS).subject;
      const removedFromLineSubject = removedByOrganiserMail({ firstName: '', event: details, wasWaiting: true }).write(ACTION_PLUS).subject;
      const mailsOf = (person: Member, subject: string) => (subjects.get(person.user.email) ?? []).filter((sent) => sent === subject).length;

      // The numbers and the line, on each date still there.
      for (const state of [stateA, ...(deletesB ? [] : [stateB])]) {
        expect(state.event, where).toBeDefined();
        const { registered, waiting } = state;
        expect(registered.length, `${where}: participants ≤ capacity`).toBeLessThanOrEqual(state.event!.maxParticipants);
        expect(
          registered.filter((userId) => waiting.includes(userId)),
          `${where}: nobody both registered and waiting`,
        ).toEqual([]);
        if (registered.length < state.event!.maxParticipants) expect(waiting, `${where}: a free place while people wait`).toEqual([]);
      }
      if (deletesB) expect({ ...stateB, event: stateB.event ?? null }, where).toEqual({ event: null, registered: [], waiting: [] });

      // The line's order on A: nobody promoted while someone who queued before them still waits.
      const promotedOnA = everyone.filter((person) => mailsOf(person, promotionSubject) > 0 && !lineB.some((other) => other === person));
      for (const promoted of promotedOnA) {
        const index = initialLineA.indexOf(promoted.user.id);
        const aheadStillWaiting = stateA.waiting.filter((userId) => {
          const waitingIndex = initialLineA.indexOf(userId);
          return waitingIndex !== -1 && (index === -1 || waitingIndex < index);
        });
        expect(aheadStillWaiting, `${where}: ${promoted.user.id} promoted before those ahead of them`).toEqual([]);
      }

      // Every mail and every answer true.
      const deletedAccounts = operations.filter((operation) => operation.kind === 'delete-account').map((operation) => operation.person.user.id);
      const remaining = new Set(
        (
          await first.context.db
            .select({ id: users.id })
            .from(users)
            .where(
              inArray(
                users.id,
                everyone.map((person) => person.user.id),
              ),
            )
        ).map((row) => row.id),
      );
      for (const userId of deletedAccounts) expect(remaining.has(userId), where).toBe(false);
      const stateOfPerson = (person: Member) =>
        stateA.registered.includes(person.user.id) ? 'registered' : stateA.waiting.includes(person.user.id) ? 'waiting' : 'none';
      for (const person of [...participantsA, ...lineA, ...outsiders]) {
        const operation = operations.find((candidate) => candidate.person === person);
        const state = stateOfPerson(person);
        const promotions = mailsOf(person, promotionSubject);
        const said = `${where}: person ${person.user.id} (${operation?.kind ?? 'nothing'} → ${JSON.stringify(operation?.body)}), ${state}, ${promotions} promotion mail(s)`;
        expect(promotions, said).toBeLessThanOrEqual(1);
        if (!operation) {
          // Those who did nothing: a participant stays one; one in line is either promoted, and told, or still waiting.
          expect(state, said).toBe(participantsA.includes(person) ? 'registered' : promotions === 1 ? 'registered' : 'waiting');
          continue;
        }
        if (operation.kind === 'leave') expect({ state, promotions, status: operation.status }, said).toEqual({ state: 'none', promotions: 0, status: 200 });
        if (operation.kind === 'leave-line') {
          if (operation.status === 200) expect({ state, promotions }, said).toEqual({ state: 'none', promotions: 0 });
          else
            expect({ state, promotions, body: operation.body }, said).toEqual({
              state: 'registered',
              promotions: 1,
              body: { detail: WAITING_LIST_MESSAGES.notWaiting },
            });
        }
        if (operation.kind === 'join') {
          if (operation.status === 200) expect(state, said).toBe('registered');
          else expect({ state, body: operation.body }, said).toEqual({ state: 'none', body: { detail: EVENT_MESSAGES.eventFull } });
        }
        if (operation.kind === 'join-line') {
          if (operation.status === 200) expect(state === 'waiting' || (state === 'registered' && promotions === 1), said).toBe(true);
          else expect({ state, body: operation.body }, said).toEqual({ state: 'none', body: { detail: WAITING_LIST_MESSAGES.placesLeft } });
        }
        if (operation.kind === 'removed') {
          expect({ state, status: operation.status }, said).toEqual({ state: 'none', status: 200 });
          const fromLine = (operation.body as { message: string }).message === WAITING_LIST_MESSAGES.waitingEntryRemoved;
          // Removed from the line only if never promoted; from the event, if they were a participant or had been promoted.
          expect(promotions, said).toBe(fromLine || participantsA.includes(person) ? 0 : 1);
          expect(mailsOf(person, fromLine ? removedFromLineSubject : removedFromEventSubject), said).toBe(1);
        }
      }
      // On B: those in line are registered exactly when they were told so (or the date is gone).
      if (!deletesB) {
        for (const person of lineB) {
          const promoted = mailsOf(person, promotionSubject) === 1;
          expect(stateB.registered.includes(person.user.id), `${where}: B's line, person ${person.user.id}`).toBe(promoted);
          expect(stateB.waiting.includes(person.user.id), `${where}: B's line, person ${person.user.id}`).toBe(!promoted);
        }
      }
    }
  });
});

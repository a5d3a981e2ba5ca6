import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WAITING_LIST_MESSAGES, ZMyWaitingListResponseSchema } from '@action-plus/contract';
import { waitingListEntries } from '#db/schema';
import { createEventThroughApi, insertEvent, type TestUser } from '#test/support/event-fixtures';
import { createTestAppWithMail, createTestUser, type TestAppWithMail } from '#test/support/test-app';

/**
 * Issue 23, item 6: a member in line sees it. Joining the line mails the position and how to leave
 * it; GET /api/users/me/waiting-list gives the signed-in member their own places in line, never
 * another member's.
 */
describe('the waiting list as the member on it sees it', () => {
  let testApp: TestAppWithMail;
  let admin: TestUser;

  beforeAll(async () => {
    testApp = await createTestAppWithMail({ publicUrl: 'https://actionplusmetz.org' });
    admin = await createTestUser(testApp, { role: 'admin' });
  });
  afterAll(() => testApp.close());
  afterEach(() => testApp.context.mailer.whenIdle());

  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, person?: TestUser) =>
    testApp.app.inject({ method, url, headers: person?.authorization ?? {}, ...(method === 'POST' ? { payload: {} } : {}) });
  const member = (firstName = 'Camille') => createTestUser(testApp, { firstName });
  const myWaitingList = async (person: TestUser) => {
    const response = await inject('GET', '/api/users/me/waiting-list', person);
    expect(response.statusCode, response.body).toBe(200);
    return ZMyWaitingListResponseSchema.parse(response.json()).events.map((event) => ({ id: event.id, position: event.waitingListPosition }));
  };

  async function fullEvent(overrides: Parameters<typeof createEventThroughApi>[2] = {}) {
    const event = await createEventThroughApi(testApp, admin.authorization, { max_participants: 1, ...overrides });
    expect((await inject('POST', `/api/events/${event.id}/join`, await member('Participant'))).statusCode).toBe(200);
    return event;
  }

  it('mails the member who joins the line their position and how to leave it', async () => {
    const event = await fullEvent({ title: 'Atelier calligraphie', date: '2031-04-12', time: '10:00', location: 'Metz, médiathèque Verlaine' });
    await inject('POST', `/api/events/${event.id}/waiting-list`, await member('Yasmina'));
    const second = await member('Thanh');
    expect((await inject('POST', `/api/events/${event.id}/waiting-list`, second)).json()).toMatchObject({ waitingListPosition: 2 });

    const mail = await testApp.smtp.waitForMail((caught) => caught.to.includes(second.user.email) && caught.subject.includes('Liste d’attente'));
    expect(mail.subject).toBe('Liste d’attente\u00a0: Atelier calligraphie');
    expect(mail.text).toContain('Bonjour Thanh,');
    expect(mail.text).toContain(`${WAITING_LIST_MESSAGES.position(2)} de «\u00a0Atelier calligraphie\u00a0» (samedi 12 avril 2031 à 10 h 00).`);
    expect(mail.text).toContain('Vous êtes n°\u00a02 sur la liste d');
    expect(mail.text).toContain('la place vous sera attribuée automatiquement');
    expect(mail.text).toContain('Quittez la liste d’attente depuis la page de l’événement ou depuis votre profil');
    expect(mail.text).toContain(`https://actionplusmetz.org/events/${event.id}`);
    expect(mail.text).toContain('https://actionplusmetz.org/profile');
    // French typography: a non-breaking space before « ? » and « : » in what this mail says.
    expect(mail.text).toContain('attendre\u202f?');
    expect(mail.text).not.toMatch(/ [?!;]/);
    // Nothing for the calendar: the member is not registered.
    expect(mail.attachments).toEqual([]);
  });

  it('sends no confirmation when joining the line is refused', async () => {
    const event = await createEventThroughApi(testApp, admin.authorization, { max_participants: 5, title: 'Places libres' });
    const someone = await member();
    expect((await inject('POST', `/api/events/${event.id}/waiting-list`, someone)).json()).toEqual({ detail: WAITING_LIST_MESSAGES.placesLeft });
    await testApp.context.mailer.whenIdle();
    expect(testApp.smtp.mails.filter((mail) => mail.to.includes(someone.user.email))).toEqual([]);
  });

  it('lists the events the member waits for, soonest first, with their own position', async () => {
    const [later, sooner] = [await fullEvent({ date: '2031-09-01' }), await fullEvent({ date: '2031-05-01' })];
    const [ahead, me] = [await member(), await member()];
    await inject('POST', `/api/events/${later.id}/waiting-list`, ahead);
    await inject('POST', `/api/events/${later.id}/waiting-list`, me);
    await inject('POST', `/api/events/${sooner.id}/waiting-list`, me);

    expect(await myWaitingList(me)).toEqual([
      { id: sooner.id, position: 1 },
      { id: later.id, position: 2 },
    ]);
    // The one ahead leaves: the member moves up.
    await inject('DELETE', `/api/events/${later.id}/waiting-list`, ahead);
    expect(await myWaitingList(me)).toEqual([
      { id: sooner.id, position: 1 },
      { id: later.id, position: 1 },
    ]);
    // Leaving the line, or being promoted, takes the event off the list.
    await inject('DELETE', `/api/events/${sooner.id}/waiting-list`, me);
    expect(await myWaitingList(me)).toEqual([{ id: later.id, position: 1 }]);
    const raised = await testApp.app.inject({ method: 'PUT', url: `/api/events/${later.id}`, headers: admin.authorization, payload: { max_participants: 2 } });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(await myWaitingList(me)).toEqual([]);
  });

  it('shows a member only their own places in line, and nothing to a visitor', async () => {
    const event = await fullEvent();
    const [waiting, other] = [await member(), await member()];
    await inject('POST', `/api/events/${event.id}/waiting-list`, waiting);

    expect(await myWaitingList(other)).toEqual([]);
    expect(await myWaitingList(admin)).toEqual([]);
    const visitor = await inject('GET', '/api/users/me/waiting-list');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toHaveProperty('detail');
    // A member's answer names no one else: only events, each with the caller's own position.
    const answer = (await inject('GET', '/api/users/me/waiting-list', waiting)).body;
    expect(answer).not.toContain(other.user.email);
    expect(answer).not.toContain(waiting.user.email);
  });

  it('leaves out the past events whose line closed', async () => {
    const past = await insertEvent(testApp, { startsAt: new Date(Date.now() - 86_400_000), maxParticipants: 1 });
    const someone = await member();
    await testApp.context.db.insert(waitingListEntries).values({ eventId: past.id, userId: someone.user.id });
    expect(await myWaitingList(someone)).toEqual([]);
  });
});

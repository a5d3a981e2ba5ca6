import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_DEFAULTS, EVENT_MESSAGES, type TEvent, ROLE_MESSAGES } from '@action-plus/contract';
import { registrations } from '#db/schema';
import { createAppWithAdminAndMember, createEventThroughApi, daysFromNow, insertEvent, validEvent, type TestUser } from '#test/support/event-fixtures';
import { createTestApp, createTestUser, type TestApp } from '#test/support/test-app';

describe('events API', () => {
  let testApp: TestApp;
  let admin: TestUser;
  let member: TestUser;

  beforeAll(async () => ({ testApp, admin, member } = await createAppWithAdminAndMember()));
  afterAll(() => testApp.close());

  const post = (payload: object, headers: Record<string, string> = admin.authorization) =>
    testApp.app.inject({ method: 'POST', url: '/api/events', headers, payload });

  describe('admins create events', () => {
    it('creates an event with the fields of the spec, dated in Paris', async () => {
      const response = await post(validEvent({ date: '2030-07-14', time: '21:15', images: ['https://exemple.fr/a.jpg'], isFeatured: true }));
      expect(response.statusCode).toBe(201);
      const event = response.json() as TEvent;
      expect(event).toMatchObject({
        title: 'Soirée contes du monde',
        date: '2030-07-14',
        time: '21:15',
        starts_at: '2030-07-14T19:15:00.000Z',
        type: 'conférence',
        location: 'Metz, salle des fêtes',
        image: null,
        images: ['https://exemple.fr/a.jpg'],
        max_participants: 40,
        participant_count: 0,
        isFeatured: true,
        isPast: false,
        created_by: admin.user.id,
      });
      expect(event.id).toEqual(expect.any(Number));
      expect(Date.parse(event.created_at)).not.toBeNaN();
    });

    it('applies the defaults: 19:00, 50 places, no type, not featured', async () => {
      const response = await post({ title: 'Pique-nique', description: 'Au parc.', date: '2030-01-10', location: 'Metz', time: '', max_participants: '' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        time: EVENT_DEFAULTS.DEFAULT_TIME,
        starts_at: '2030-01-10T18:00:00.000Z',
        max_participants: EVENT_DEFAULTS.DEFAULT_MAX_PARTICIPANTS,
        type: null,
        isFeatured: false,
        images: [],
      });
    });

    it('ignores created_by and created_at sent by the browser', async () => {
      const response = await post({ ...validEvent(), created_by: 999, created_at: '2000-01-01T00:00:00Z' });
      expect(response.statusCode).toBe(201);
      expect(response.json().created_by).toBe(admin.user.id);
      expect(response.json().created_at).not.toContain('2000');
    });

    it.each([
      [{ title: '' }, EVENT_MESSAGES.titleRequired],
      [{ title: '   ' }, EVENT_MESSAGES.titleRequired],
      [{ description: undefined }, EVENT_MESSAGES.descriptionRequired],
      [{ date: '' }, EVENT_MESSAGES.dateRequired],
      [{ date: '2030-02-30' }, EVENT_MESSAGES.dateInvalid],
      [{ date: '14/07/2030' }, EVENT_MESSAGES.dateInvalid],
      [{ location: '' }, EVENT_MESSAGES.locationRequired],
      [{ time: '7h' }, EVENT_MESSAGES.timeInvalid],
      [{ time: '24:00' }, EVENT_MESSAGES.timeInvalid],
      [{ type: 'cinéma' }, "Le type d'événement doit être concert, exposition, conférence, théâtre ou atelier."],
      [{ max_participants: 0 }, EVENT_MESSAGES.maxParticipantsInvalid],
      [{ max_participants: 1001 }, EVENT_MESSAGES.maxParticipantsInvalid],
      [{ max_participants: 12.5 }, EVENT_MESSAGES.maxParticipantsInvalid],
      [{ max_participants: 'beaucoup' }, EVENT_MESSAGES.maxParticipantsInvalid],
      [{ image: 'javascript:alert(1)' }, EVENT_MESSAGES.imageUrlInvalid],
      [{ images: ['ftp://exemple.fr/a.jpg'] }, EVENT_MESSAGES.imageUrlInvalid],
      [{ images: Array.from({ length: 21 }, () => 'https://exemple.fr/a.jpg') }, EVENT_MESSAGES.tooManyImages],
    ])('refuses %j with a French 400', async (overrides, detail) => {
      const response = await post({ ...validEvent(), ...overrides });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail });
    });

    it('accepts every type of the spec, the bounds 1 and 1000, and /uploads/ images', async () => {
      for (const type of ['concert', 'exposition', 'conférence', 'théâtre', 'atelier']) {
        expect((await post(validEvent({ type }))).statusCode, type).toBe(201);
      }
      expect((await post(validEvent({ max_participants: 1 }))).statusCode).toBe(201);
      expect((await post(validEvent({ max_participants: 1000 }))).statusCode).toBe(201);
      expect((await post(validEvent({ image: '/uploads/abc.webp', images: ['/uploads/abc.webp'] }))).statusCode).toBe(201);
    });

    it('keeps creation to admins: 401 for a visitor, 403 for a member', async () => {
      const visitor = await testApp.app.inject({ method: 'POST', url: '/api/events', payload: validEvent() });
      expect(visitor.statusCode).toBe(401);
      const asMember = await post(validEvent(), member.authorization);
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json()).toEqual({ detail: ROLE_MESSAGES.permissionDenied });
    });
  });

  describe('anyone reads events', () => {
    it('shows one event, or 404 Événement non trouvé', async () => {
      const created = await createEventThroughApi(testApp, admin.authorization, { title: 'Expo photo' });
      const response = await testApp.app.inject({ method: 'GET', url: `/api/events/${created.id}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(created);
      expect(response.json()).not.toHaveProperty('isParticipating');

      const missing = await testApp.app.inject({ method: 'GET', url: '/api/events/999999' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: EVENT_MESSAGES.eventNotFound });

      const malformed = await testApp.app.inject({ method: 'GET', url: '/api/events/abc' });
      expect(malformed.statusCode).toBe(404);
      expect(malformed.json()).toEqual({ detail: 'Identifiant invalide.' });
    });

    it('lists upcoming events soonest first before past ones most recent first, and filters with when and limit', async () => {
      const isolated = await createTestApp();
      try {
        const now = Date.now();
        const hour = 60 * 60 * 1000;
        const soon = await insertEvent(isolated, { startsAt: new Date(now + 2 * hour), title: 'bientôt' });
        const later = await insertEvent(isolated, { startsAt: new Date(now + 200 * hour), title: 'plus tard' });
        const recent = await insertEvent(isolated, { startsAt: new Date(now - 2 * hour), title: 'récent' });
        const old = await insertEvent(isolated, { startsAt: new Date(now - 200 * hour), title: 'ancien' });
        const list = async (query = '') => {
          const response = await isolated.app.inject({ method: 'GET', url: `/api/events${query}` });
          expect(response.statusCode).toBe(200);
          return (response.json().events as TEvent[]).map((event) => [event.title, event.isPast]);
        };
        expect(await list()).toEqual([
          [soon.title, false],
          [later.title, false],
          [recent.title, true],
          [old.title, true],
        ]);
        expect(await list('?when=upcoming')).toEqual([
          [soon.title, false],
          [later.title, false],
        ]);
        expect(await list('?when=past')).toEqual([
          [recent.title, true],
          [old.title, true],
        ]);
        expect(await list('?limit=3')).toHaveLength(3);
        expect(await list('?when=past&limit=1')).toEqual([[recent.title, true]]);

        for (const query of ['?when=demain', '?limit=0', '?limit=abc', '?limit=1.5']) {
          const refused = await isolated.app.inject({ method: 'GET', url: `/api/events${query}` });
          expect(refused.statusCode, query).toBe(400);
          expect(refused.json()).toEqual({ detail: EVENT_MESSAGES.listQueryInvalid });
        }
      } finally {
        await isolated.close();
      }
    });

    it('counts participants from the registrations, and tells a signed-in member where they are registered', async () => {
      const created = await createEventThroughApi(testApp, admin.authorization, { title: 'Concert' });
      const other = await createTestUser(testApp);
      await testApp.context.db.insert(registrations).values([
        { eventId: created.id, userId: member.user.id },
        { eventId: created.id, userId: other.user.id },
      ]);
      const asVisitor = await testApp.app.inject({ method: 'GET', url: '/api/events?limit=1000' });
      const seenByVisitor = (asVisitor.json().events as TEvent[]).find((event) => event.id === created.id)!;
      expect(seenByVisitor.participant_count).toBe(2);
      expect(seenByVisitor).not.toHaveProperty('isParticipating');

      const asMember = await testApp.app.inject({ method: 'GET', url: '/api/events?limit=1000', headers: member.authorization });
      const mine = asMember.json().events as TEvent[];
      expect(mine.find((event) => event.id === created.id)?.isParticipating).toBe(true);
      expect(mine.filter((event) => event.id !== created.id).every((event) => event.isParticipating === false)).toBe(true);

      const detail = await testApp.app.inject({ method: 'GET', url: `/api/events/${created.id}`, headers: admin.authorization });
      expect(detail.json()).toMatchObject({ participant_count: 2, isParticipating: false });

      // A bad token on a public route: the visitor's view, not a 401.
      const withBadToken = await testApp.app.inject({ method: 'GET', url: '/api/events', headers: { authorization: 'Bearer nimportequoi' } });
      expect(withBadToken.statusCode).toBe(200);
    });
  });

  describe('admins edit events', () => {
    const put = (id: number, payload: object, headers: Record<string, string> = admin.authorization) =>
      testApp.app.inject({ method: 'PUT', url: `/api/events/${id}`, headers, payload });

    it('changes the fields sent and keeps the others', async () => {
      const created = await createEventThroughApi(testApp, admin.authorization, { date: '2030-03-29', time: '20:00' });
      const response = await put(created.id, { title: 'Nouveau titre', date: '2030-03-31', isFeatured: true });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: created.id,
        title: 'Nouveau titre',
        description: created.description,
        date: '2030-03-31',
        // Kept at 20:00 in Paris across the change to summer time.
        time: '20:00',
        starts_at: '2030-03-31T18:00:00.000Z',
        location: created.location,
        max_participants: created.max_participants,
        isFeatured: true,
      });
      const timeOnly = await put(created.id, { time: '09:05', image: 'https://exemple.fr/affiche.png', type: null });
      expect(timeOnly.json()).toMatchObject({ date: '2030-03-31', time: '09:05', image: 'https://exemple.fr/affiche.png', type: null });
      const cleared = await put(created.id, { image: '' });
      expect(cleared.json().image).toBeNull();
    });

    it('validates like creation, but for the 1 000 places that bound a creation only (spec §5)', async () => {
      const created = await createEventThroughApi(testApp, admin.authorization);
      for (const [payload, detail] of [
        [{ title: '' }, EVENT_MESSAGES.titleRequired],
        [{ max_participants: 0 }, EVENT_MESSAGES.maxParticipantsOnEditInvalid],
        [{ max_participants: EVENT_DEFAULTS.EDIT_MAX_PARTICIPANTS + 1 }, EVENT_MESSAGES.maxParticipantsOnEditInvalid],
        [{ date: '2030-13-01' }, EVENT_MESSAGES.dateInvalid],
      ] as const) {
        const response = await put(created.id, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toEqual({ detail });
      }
      const raised = await put(created.id, { max_participants: 1500 });
      expect(raised.statusCode).toBe(200);
      expect(raised.json().max_participants).toBe(1500);
    });

    it('refuses to lower the capacity below the number of participants', async () => {
      const created = await createEventThroughApi(testApp, admin.authorization, { max_participants: 5 });
      const others = await Promise.all([createTestUser(testApp), createTestUser(testApp), createTestUser(testApp)]);
      for (const other of others) {
        expect(
          (await testApp.app.inject({ method: 'POST', url: `/api/events/${created.id}/join`, headers: other.authorization, payload: {} })).statusCode,
        ).toBe(200);
      }
      const tooLow = await put(created.id, { max_participants: 2 });
      expect(tooLow.statusCode).toBe(409);
      expect(tooLow.json()).toEqual({ detail: EVENT_MESSAGES.maxBelowParticipants(3) });
      const exact = await put(created.id, { max_participants: 3 });
      expect(exact.statusCode).toBe(200);
      expect(exact.json()).toMatchObject({ max_participants: 3, participant_count: 3 });
    });

    it('answers 404 for an unknown event and 403 to a member', async () => {
      const missing = await put(999999, { title: 'x' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: EVENT_MESSAGES.eventNotFound });
      const created = await createEventThroughApi(testApp, admin.authorization);
      expect((await put(created.id, { title: 'x' }, member.authorization)).statusCode).toBe(403);
    });
  });

  describe('admins delete events', () => {
    it('deletes the event and its registrations', async () => {
      const created = await createEventThroughApi(testApp, admin.authorization, { date: daysFromNow(3) });
      await testApp.app.inject({ method: 'POST', url: `/api/events/${created.id}/join`, headers: member.authorization, payload: {} });

      expect((await testApp.app.inject({ method: 'DELETE', url: `/api/events/${created.id}`, headers: member.authorization })).statusCode).toBe(403);
      const response = await testApp.app.inject({ method: 'DELETE', url: `/api/events/${created.id}`, headers: admin.authorization });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: EVENT_MESSAGES.deleted });

      expect((await testApp.app.inject({ method: 'GET', url: `/api/events/${created.id}` })).statusCode).toBe(404);
      const mine = await testApp.app.inject({ method: 'GET', url: '/api/users/me/events', headers: member.authorization });
      expect((mine.json().events as TEvent[]).some((event) => event.id === created.id)).toBe(false);

      const again = await testApp.app.inject({ method: 'DELETE', url: `/api/events/${created.id}`, headers: admin.authorization });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ detail: EVENT_MESSAGES.eventNotFound });
    });
  });
});

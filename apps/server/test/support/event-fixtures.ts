import type { TCreateEventInput, TEventDetail } from '@action-plus/contract';
import { events, users } from '#db/schema';
import { createTestApp, createTestUser, type TestApp } from './test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

export type TestUser = Awaited<ReturnType<typeof createTestUser>>;

/** A fresh app with the cast most event tests need: one admin who creates events, one member who joins them. */
export async function createAppWithAdminAndMember() {
  const testApp = await createTestApp();
  const admin = await createTestUser(testApp, { role: 'admin' });
  const member = await createTestUser(testApp);
  return { testApp, admin, member };
}

/** 'YYYY-MM-DD' this many days from now (in UTC, far enough from midnight for tests that only need "future"). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

export const validEvent = (overrides: Partial<TCreateEventInput> = {}): TCreateEventInput => ({
  title: 'Soirée contes du monde',
  description: 'Des conteurs de Metz et d’ailleurs partagent les histoires de leurs pays.',
  date: daysFromNow(10),
  time: '19:30',
  type: 'conférence',
  location: 'Metz, salle des fêtes',
  max_participants: 40,
  ...overrides,
});

export async function createEventThroughApi(testApp: TestApp, authorization: { authorization: string }, overrides: Partial<TCreateEventInput> = {}) {
  const response = await testApp.app.inject({ method: 'POST', url: '/api/events', headers: authorization, payload: validEvent(overrides) });
  if (response.statusCode !== 201) throw new Error(`création refusée : ${response.statusCode} ${response.body}`);
  return response.json() as TEventDetail;
}

/** An event straight in the database, for dates the API would not be asked for (the past, exact instants). */
export async function insertEvent(
  testApp: TestApp,
  fields: { startsAt: Date; maxParticipants?: number; title?: string; location?: string; seriesId?: number; image?: string | null; images?: string[] },
) {
  const [row] = await testApp.context.db
    .insert(events)
    .values({
      title: fields.title ?? 'Événement de test',
      description: 'Description de test.',
      startsAt: fields.startsAt,
      location: fields.location ?? 'Metz',
      seriesId: fields.seriesId ?? null,
      maxParticipants: fields.maxParticipants ?? 50,
      image: fields.image ?? null,
      images: fields.images ?? [],
    })
    .returning();
  return row!;
}

/** Many members at once (no password: hashing 200 of them would only slow the test down). */
export async function createManyMembers(testApp: TestApp, count: number) {
  const prefix = `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const rows = await testApp.context.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        firstName: 'Membre',
        lastName: String(index),
        username: `${prefix}-${index}`,
        email: `${prefix}-${index}@exemple.fr`,
        passwordHash: null,
        role: 'user' as const,
      })),
    )
    .returning();
  return Promise.all(rows.map(async (user) => ({ user, authorization: { authorization: `Bearer ${await testApp.context.accessTokens.sign(user)}` } })));
}

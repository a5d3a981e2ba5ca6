import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TStatutesSettings } from '@action-plus/contract';
import { SEEDED_ASSOCIATION_SETTINGS as ACTION_PLUS } from '@action-plus/contract/association-settings-seed';
import { auditLog } from '#db/schema';
import { createTestApp, createTestUser, type TestApp } from '#test/support/test-app';

/** An association whose statutes ask more than common ones: a month's notice, a third present, three quarters to dissolve. */
const STRICTER: TStatutesSettings = {
  voterCutOffDaysBefore: 30,
  honoraryMembersVote: true,
  convocationDaysBefore: 30,
  quorumPercent: 33,
  majorities: { ordinary: 'absolute', statutesChange: 'two-thirds', dissolution: 'three-quarters' },
  proxiesPerMember: 1,
  secondAssemblyWithoutQuorum: false,
};

describe("the statutes' rules for the general assembly, as the association's settings", () => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof createTestUser>>;

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await createTestUser(testApp, { role: 'admin', firstName: 'Inès', lastName: 'Admin' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const readAdmin = async () =>
    (await testApp.app.inject({ method: 'GET', url: '/api/admin/association-settings', headers: admin.authorization })).json().sections.statutes;
  const save = (version: number, value: unknown, by = admin) =>
    testApp.app.inject({ method: 'PUT', url: '/api/admin/association-settings/statutes', headers: by.authorization, payload: { version, value } });

  it('start as common statutes, at version 1, for admins and in the public document', async () => {
    expect(await readAdmin()).toMatchObject({ version: 1, value: ACTION_PLUS.statutes, saved_by_name: null });
    expect(ACTION_PLUS.statutes).toMatchObject({ convocationDaysBefore: 15, quorumPercent: 0, proxiesPerMember: 2, secondAssemblyWithoutQuorum: true });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/association' })).json().statutes).toEqual(ACTION_PLUS.statutes);
  });

  it('refuse, with a French 400, days past 90, a quorum above 100 %, too many proxies or a majority not offered, and keep the version', async () => {
    const refusals: [Partial<Record<keyof TStatutesSettings, unknown>>, string][] = [
      [{ convocationDaysBefore: 91 }, 'Le délai de convocation ne doit pas dépasser 90 jours.'],
      [{ voterCutOffDaysBefore: -1 }, 'Le délai d’arrêté de la liste des votants ne peut pas être négatif.'],
      [{ quorumPercent: 101 }, 'Le quorum ne doit pas dépasser 100\u00a0%.'],
      [{ proxiesPerMember: 11 }, 'Un membre ne peut pas détenir plus de 10 pouvoirs.'],
      [{ majorities: { ...ACTION_PLUS.statutes.majorities, ordinary: 'unanimity' } }, 'Choisissez une majorité.'],
      [{ honoraryMembersVote: 'non' }, 'Indiquez si les membres d’honneur votent.'],
    ];
    for (const [change, detail] of refusals) {
      const refused = await save(1, { ...ACTION_PLUS.statutes, ...change });
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(refused.json()).toEqual({ detail });
    }
    expect(await readAdmin()).toMatchObject({ version: 1, value: ACTION_PLUS.statutes });
  });

  it('may not be read or changed by a member, a treasurer or a secretary', async () => {
    const member = await createTestUser(testApp);
    const treasurer = await createTestUser(testApp, { roles: ['treasurer'] });
    const secretary = await createTestUser(testApp, { roles: ['secretary'] });
    for (const person of [member, treasurer, secretary]) {
      expect((await save(1, STRICTER, person)).statusCode).toBe(403);
      const history = await testApp.app.inject({ method: 'GET', url: '/api/admin/association-settings/statutes/history', headers: person.authorization });
      expect(history.statusCode).toBe(403);
    }
    expect(await readAdmin()).toMatchObject({ version: 1, value: ACTION_PLUS.statutes });
  });

  it('are saved by an admin as version 2, shown to every reader, journaled with what changed, and refused from a version since replaced', async () => {
    const saved = await save(1, STRICTER);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 2, value: STRICTER, saved_by_name: 'Inès Admin' });
    expect(await readAdmin()).toMatchObject({ version: 2, value: STRICTER });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/association' })).json().statutes).toEqual(STRICTER);

    const [entry, ...more] = await testApp.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.save'), eq(auditLog.targetId, 'statutes')));
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      targetType: 'settings',
      before: { version: 1, convocationDaysBefore: 15, quorumPercent: 0 },
      after: { version: 2, convocationDaysBefore: 30, quorumPercent: 33 },
    });

    const late = await save(1, { ...STRICTER, proxiesPerMember: 3 });
    expect(late.statusCode).toBe(409);
    expect(late.json().current).toMatchObject({ version: 2, value: STRICTER });
    expect(await readAdmin()).toMatchObject({ version: 2, value: STRICTER });
  });
});

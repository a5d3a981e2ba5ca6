import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, toParisDate, type TAssembly, type TAssemblyVotersResponse, type TVoteChoice } from '@action-plus/contract';
import { saveCurrentSection } from '#test/support/association-settings';
import { insertMembership } from '#test/support/membership-fixtures';
import { extractPdfText } from '#test/support/pdf-text';
import { createTestApp, createTestUser, type TestApp } from '#test/support/test-app';

type Person = Awaited<ReturnType<typeof createTestUser>>;

const VOTERS = 60;
/** Voters 0–44 come; 45–49 stay away; 50–59 give their proxy to voters 0–4, two each (the statutes' maximum). */
const PRESENT = 45;
const FIRST_GIVER = 50;
const holderOf = (index: number) => (index - FIRST_GIVER) >> 1;

/**
 * Issue 28's whole assembly, on two instances of one database (PostgreSQL when TEST_DATABASE_URL
 * names one, as in CI's second run): 60 voters, 10 proxies, every vote sent twice at once, once to
 * each instance; every voter and proxy votes exactly once, the quorum and majorities apply, and the
 * minutes print the counts.
 */
describe('a whole general assembly on two instances', () => {
  let first: TestApp;
  let second: TestApp;
  let admin: Person;
  const people: Person[] = [];
  const voterIds: number[] = [];
  let assembly: TAssembly;

  const call = (instance: TestApp, method: 'GET' | 'POST' | 'PUT', url: string, who: Person, payload?: object) =>
    instance.app.inject({ method, url, headers: who.authorization, ...(payload === undefined ? {} : { payload }) });
  const instanceFor = (index: number) => (index % 2 === 0 ? first : second);

  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp({ database: first.database });
    admin = await createTestUser(first, { role: 'admin' });
    const statutes = (await call(first, 'GET', '/api/admin/association-settings', admin)).json().sections.statutes.value;
    expect((await saveCurrentSection(first, admin, 'statutes', { ...statutes, quorumPercent: 50, proxiesPerMember: 2 })).statusCode).toBe(200);
    for (let index = 0; index < VOTERS; index += 1) {
      const person = await createTestUser(first, { firstName: `Prénom${index}`, lastName: `Votant${String(index).padStart(2, '0')}` });
      await insertMembership(first, person.user.id, { startDate: addDays(toParisDate(), -100) });
      people.push(person);
    }
    assembly = (
      await call(first, 'POST', '/api/admin/assemblies', admin, {
        title: 'Assemblée générale annuelle',
        date: addDays(toParisDate(), 20),
        time: '18:00',
        place: 'Metz',
      })
    ).json<TAssembly>();
    await call(first, 'POST', `/api/admin/assemblies/${assembly.id}/resolutions`, admin, { title: 'Rapport financier', kind: 'ordinary' });
    await call(second, 'POST', `/api/admin/assemblies/${assembly.id}/resolutions`, admin, { title: 'Dissolution', kind: 'dissolution' });
    await call(first, 'POST', `/api/admin/assemblies/${assembly.id}/resolutions`, admin, {
      title: 'Conseil d’administration',
      kind: 'election',
      seats: 2,
      candidates: ['Alice', 'Bruno', 'Chloé'],
    });
    await call(first, 'POST', `/api/admin/assemblies/${assembly.id}/voters/freeze`, admin);
    const list = (await call(first, 'GET', `/api/admin/assemblies/${assembly.id}/voters`, admin)).json<TAssemblyVotersResponse>();
    for (const person of people) voterIds.push(list.voters.find((voter) => voter.user_id === person.user.id)!.id);
    assembly = (await call(second, 'POST', `/api/admin/assemblies/${assembly.id}/convene`, admin, {})).json<TAssembly>();
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('ten proxies are given and accepted at once on both instances, none beyond the statutes’ two per holder', async () => {
    for (let index = FIRST_GIVER; index < VOTERS; index += 1) {
      const asked = await call(instanceFor(index), 'PUT', `/api/assemblies/${assembly.id}/answer`, people[index]!, {
        answer: 'proxy',
        proxy_holder_id: voterIds[holderOf(index)],
      });
      expect(asked.statusCode).toBe(200);
    }
    const accepted = await Promise.all(
      Array.from({ length: VOTERS - FIRST_GIVER }, (_, offset) => FIRST_GIVER + offset).map((index) =>
        call(instanceFor(index + 1), 'POST', `/api/assemblies/${assembly.id}/proxies/${voterIds[index]}/accept`, people[holderOf(index)]!),
      ),
    );
    expect(accepted.map((reply) => reply.statusCode)).toEqual(Array(10).fill(200));
    const list = (await call(first, 'GET', `/api/admin/assemblies/${assembly.id}/voters`, admin)).json<TAssemblyVotersResponse>();
    expect(list.voters.filter((voter) => voter.proxy_accepted)).toHaveLength(10);
    expect(Math.max(...list.voters.map((voter) => voter.proxies_held))).toBe(2);
    // A holder of two is asked a third time: refused, whichever instance.
    const third = await call(second, 'PUT', `/api/assemblies/${assembly.id}/answer`, people[49]!, { answer: 'proxy', proxy_holder_id: voterIds[0] });
    expect(third.statusCode).toBe(409);
    await call(second, 'PUT', `/api/assemblies/${assembly.id}/answer`, people[49]!, { answer: 'absent' });
  });

  it('the session opens, 45 voters are checked in on both instances and the quorum is reached', async () => {
    await call(first, 'POST', `/api/admin/assemblies/${assembly.id}/open`, admin);
    const checked = await Promise.all(
      Array.from({ length: PRESENT }, (_, index) =>
        call(instanceFor(index), 'PUT', `/api/admin/assemblies/${assembly.id}/voters/${voterIds[index]}/check-in`, admin, { present: true }),
      ),
    );
    expect(checked.every((reply) => reply.statusCode === 200)).toBe(true);
    const live = (await call(second, 'GET', `/api/admin/assemblies/${assembly.id}`, admin)).json<TAssembly>();
    expect(live.quorum).toEqual({ voters: 60, present: 45, represented: 10, required: 30, is_reached: true });
  });

  it('every voter and proxy votes exactly once on each resolution, each vote sent to both instances at once', async () => {
    const targets = Array.from({ length: VOTERS }, (_, index) => index).filter((index) => index < PRESENT || index >= FIRST_GIVER);
    expect(targets).toHaveLength(55);
    const voterOf = (target: number) => (target < PRESENT ? target : holderOf(target));
    const plans: { choiceOf: (rank: number) => object }[] = [
      // 40 for, 10 against, 5 abstain: adopted by a simple majority.
      { choiceOf: (rank) => ({ choice: (rank < 40 ? 'yes' : rank < 50 ? 'no' : 'abstain') satisfies TVoteChoice }) },
      // 30 for, 20 against, 5 abstain: 60 % of the votes cast, short of two thirds.
      { choiceOf: (rank) => ({ choice: (rank < 30 ? 'yes' : rank < 50 ? 'no' : 'abstain') satisfies TVoteChoice }) },
      // Alice on every ballot, Bruno on 20, Chloé on 25 of the others, 10 blank.
      {
        choiceOf: (rank) => {
          const [alice, bruno, chloe] = assembly.resolutions[2]!.candidates.map((candidate) => candidate.id);
          return { candidate_ids: rank < 20 ? [alice, bruno] : rank < 45 ? [alice, chloe] : [] };
        },
      },
    ];
    for (const [position, plan] of plans.entries()) {
      const resolution = assembly.resolutions[position]!;
      expect((await call(first, 'POST', `/api/admin/assemblies/${assembly.id}/resolutions/${resolution.id}/open`, admin, {})).statusCode).toBe(200);
      const attempts = await Promise.all(
        targets.flatMap((target, rank) =>
          [first, second].map((instance) =>
            call(instance, 'POST', `/api/assemblies/${assembly.id}/resolutions/${resolution.id}/vote`, people[voterOf(target)]!, {
              voter_id: voterIds[target],
              ...plan.choiceOf(rank),
            }),
          ),
        ),
      );
      expect(attempts.filter((reply) => reply.statusCode === 201)).toHaveLength(55);
      expect(attempts.filter((reply) => reply.statusCode === 409)).toHaveLength(55);
      expect((await call(second, 'POST', `/api/admin/assemblies/${assembly.id}/resolutions/${resolution.id}/close`, admin)).statusCode).toBe(200);
    }
    const counted = (await call(first, 'GET', `/api/admin/assemblies/${assembly.id}`, admin)).json<TAssembly>();
    expect(counted.resolutions[0]!.result).toMatchObject({ yes: 40, no: 10, abstain: 5, online: { ballots: 55 }, outcome: 'adopted' });
    expect(counted.resolutions[1]!.result).toMatchObject({ yes: 30, no: 20, abstain: 5, outcome: 'rejected' });
    expect(counted.resolutions[1]!.majority).toBe('two-thirds');
    expect(counted.resolutions[2]!.result!.candidates.map((candidate) => [candidate.name, candidate.votes, candidate.elected])).toEqual([
      ['Alice', 45, true],
      ['Bruno', 20, false],
      ['Chloé', 25, true],
    ]);
    expect(counted.resolutions[2]!.result!.abstain).toBe(10);
  });

  it('the minutes print the quorum and every count', async () => {
    await call(first, 'POST', `/api/admin/assemblies/${assembly.id}/close`, admin, { chair_name: 'Alice Martin', secretary_name: 'Bruno Petit' });
    const minutes = await call(second, 'GET', `/api/admin/assemblies/${assembly.id}/minutes.pdf`, admin);
    expect(minutes.statusCode).toBe(200);
    const text = await extractPdfText(minutes.rawPayload);
    for (const expected of [
      'Votants inscrits : 60 · présents : 45 · représentés : 10',
      'soit 30. Le quorum est atteint.',
      'Pour : 40 voix',
      'Contre : 10 voix',
      'Résultat : Adoptée.',
      'Pour : 30 voix',
      'Contre : 20 voix',
      'Résultat : Rejetée.',
      'Alice : 45 voix — élu(e)',
      'Bruno : 20 voix',
      'Chloé : 25 voix — élu(e)',
      'Bulletins blancs : 10 voix',
    ])
      expect(text).toContain(expected);
    expect(text.match(/— présent\(e\)/g)).toHaveLength(45);
    expect(text.match(/— représenté\(e\) par/g)).toHaveLength(10);
    expect(text.match(/— absent\(e\)/g)).toHaveLength(5);
  });
});

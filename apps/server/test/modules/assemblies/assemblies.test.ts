import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  ASSEMBLY_MESSAGES,
  toParisDate,
  type TAssembly,
  type TAssemblyVotersResponse,
  type TMemberAssembly,
  type TResolutionInput,
} from '@action-plus/contract';
import { assemblies, auditLog, memberships } from '#db/schema';
import { saveCurrentSection } from '#test/support/association-settings';
import { insertMembership } from '#test/support/membership-fixtures';
import { extractPdfText } from '#test/support/pdf-text';
import { createTestApp, createTestUser, type TestApp } from '#test/support/test-app';

const today = toParisDate();
type Person = Awaited<ReturnType<typeof createTestUser>>;

describe('a general assembly, prepared, convened, held and minuted', () => {
  let testApp: TestApp;
  let admin: Person;
  let secretary: Person;
  const voters: Person[] = [];
  let lapsed: Person;
  let honorary: Person;
  let notYet: Person;
  let outsider: Person;
  let assembly: TAssembly;
  const assemblyDay = addDays(today, 20);

  const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, who: Person = admin) =>
    testApp.app.inject({ method, url, headers: who.authorization, ...(payload === undefined ? {} : { payload: payload as object }) });
  const voterIdOf = async (person: Person) => {
    const list = (await asAdmin('GET', `/api/admin/assemblies/${assembly.id}/voters`)).json<TAssemblyVotersResponse>();
    return list.voters.find((voter) => voter.user_id === person.user.id)!.id;
  };
  const readAs = async (person: Person) => (await asAdmin('GET', `/api/assemblies/${assembly.id}`, undefined, person)).json<TMemberAssembly>();

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await createTestUser(testApp, { role: 'admin' });
    secretary = await createTestUser(testApp, { roles: ['secretary'] });
    for (let index = 0; index < 8; index += 1) {
      const person = await createTestUser(testApp, { firstName: `Votant${index}`, lastName: `Membre${String(index).padStart(2, '0')}` });
      await insertMembership(testApp, person.user.id, { startDate: addDays(today, -30) });
      voters.push(person);
    }
    lapsed = await createTestUser(testApp, { firstName: 'Ancien', lastName: 'Échu' });
    await insertMembership(testApp, lapsed.user.id, { startDate: addDays(today, -400) });
    honorary = await createTestUser(testApp, { firstName: 'Honneur', lastName: 'Membre' });
    const given = await insertMembership(testApp, honorary.user.id, { startDate: addDays(today, -30) });
    await testApp.context.db.update(memberships).set({ amountCents: 0 }).where(eq(memberships.id, given.id));
    notYet = await createTestUser(testApp, { firstName: 'Futur', lastName: 'Membre' });
    await insertMembership(testApp, notYet.user.id, { startDate: addDays(assemblyDay, 1) });
    outsider = await createTestUser(testApp, { firstName: 'Sans', lastName: 'Adhésion' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('a secretary prepares an assembly: date, place, agenda and resolutions, with French refusals', async () => {
    const refused = await asAdmin('POST', '/api/admin/assemblies', { title: 'AG', date: '2030-02-30', time: '18:00' }, secretary);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(ASSEMBLY_MESSAGES.dateInvalid);
    const nowhere = await asAdmin('POST', '/api/admin/assemblies', { title: 'AG', date: assemblyDay, time: '18:00' }, secretary);
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().detail).toBe(ASSEMBLY_MESSAGES.placeOrOnlineRequired);

    const created = await asAdmin(
      'POST',
      '/api/admin/assemblies',
      { title: 'Assemblée générale ordinaire 2026', date: assemblyDay, time: '18:30', place: 'Salle des fêtes, Metz', online_url: null },
      secretary,
    );
    expect(created.statusCode).toBe(201);
    assembly = created.json<TAssembly>();
    expect(assembly).toMatchObject({ state: 'draft', date: assemblyDay, time: '18:30', voters_count: 0, statutes: null });

    await asAdmin('POST', `/api/admin/assemblies/${assembly.id}/agenda-items`, { title: 'Rapport moral', description: '' }, secretary);
    await asAdmin('POST', `/api/admin/assemblies/${assembly.id}/agenda-items`, { title: 'Comptes de l’exercice' }, secretary);
    const resolutions: TResolutionInput[] = [
      { title: 'Approbation des comptes', text: 'L’assemblée approuve les comptes.', kind: 'ordinary' },
      { title: 'Nouvel article 5', text: 'L’article 5 est remplacé.', kind: 'statutes_change' },
      { title: 'Élection du bureau', kind: 'election', seats: 2, candidates: ['Zoé Ἀθηνᾶ', 'Li 李华', 'Omar عمر'] },
    ];
    for (const resolution of resolutions) {
      const added = await asAdmin('POST', `/api/admin/assemblies/${assembly.id}/resolutions`, resolution, secretary);
      expect(added.statusCode).toBe(201);
    }
    const noCandidate = await asAdmin('POST', `/api/admin/assemblies/${assembly.id}/resolutions`, { title: 'Élection', kind: 'election', seats: 1 });
    expect(noCandidate.statusCode).toBe(400);
    expect(noCandidate.json().detail).toBe(ASSEMBLY_MESSAGES.candidatesRequired);

    assembly = (await asAdmin('GET', `/api/admin/assemblies/${assembly.id}`)).json<TAssembly>();
    expect(assembly.agenda_items.map((item) => item.title)).toEqual(['Rapport moral', 'Comptes de l’exercice']);
    expect(assembly.resolutions.map((resolution) => [resolution.kind, resolution.vote_state])).toEqual([
      ['ordinary', 'pending'],
      ['statutes_change', 'pending'],
      ['election', 'pending'],
    ]);
    expect(assembly.resolutions[2]!.candidates.map((candidate) => candidate.name)).toEqual(['Zoé Ἀθηνᾶ', 'Li 李华', 'Omar عمر']);

    const early = await asAdmin('POST', `/api/admin/assemblies/${assembly.id}/convene`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe(ASSEMBLY_MESSAGES.votersNotFrozen);
  });

  it('the voters are frozen at the cut-off: members current that day, honorary ones only when the statutes say so', async () => {
    const frozen = await asAdmin('POST', `/api/admin/assemblies/${assembly.id}/voters/freeze`);
    expect(frozen.statusCode).toBe(200);
    assembly = frozen.json<TAssembly>();
    expect(assembly.cut_off_date).toBe(assemblyDay);
    expect(assembly.statutes).toMatchObject({ proxiesPerMember: 2, quorumPercent: 0 });
    const list = (await asAdmin('GET', `/api/admin/assemblies/${assembly.id}/voters`)).json<TAssemblyVotersResponse>();
    expect(list.voters.map((voter) => voter.user_id).sort()).toEqual(voters.map((person) => person.user.id).sort());

    // The statutes now let honorary members vote, and cut the list off 30 days earlier: frozen again, the list follows.
    const statutes = { ...assembly.statutes!, honoraryMembersVote: true, voterCutOffDaysBefore: 25, quorumPercent: 50 };
    expect((await saveCurrentSection(testApp, admin, 'statutes', statutes)).statusCode).toBe(200);
    assembly = (await asAdmin('POST', `/api/admin/assemblies/${assembly.id}/voters/freeze`)).json<TAssembly>();
    expect(assembly.cut_off_date).toBe(addDays(assemblyDay, -25));
    const again = (await asAdmin('GET', `/api/admin/assemblies/${assembly.id}/voters`)).json<TAssemblyVotersResponse>();
    expect(again.voters.map((voter) => voter.user_id).sort()).toEqual([...voters.map((person) => person.user.id), honorary.user.id].sort());
    expect(again.voters.some((voter) => [lapsed.user.id, notYet.user.id, outsider.user.id].includes(voter.user_id!))).toBe(false);
    expect(assembly.quorum).toMatchObject({ voters: 9, required: 5, is_reached: false });

    // A renewal after the freeze is shown as such, not as a voter.
    await insertMembership(testApp, lapsed.user.id, { startDate: today });
    const late = (await asAdmin('GET', `/api/admin/assemblies/${assembly.id}/voters`)).json<TAssemblyVotersResponse>();
    expect(late.late_renewals).toEqual([{ user_id: lapsed.user.id, first_name: 'Ancien', last_name: 'Échu', membership_start_date: today }]);
    expect(late.voters).toHaveLength(9);
  });

  it('the convocation goes out; the agenda no longer changes and the list stays frozen', async () => {
    const convened = await asAdmin('POST', `/api/admin/assemblies/${assembly.id}/convene`, {});
    expect(convened.statusCode).toBe(200);
    expect(convened.json<TAssembly>().state).toBe('convened');
    const edit = await asAdmin('POST', `/api/admin/assemblies/${assembly.id}/agenda-items`, { title: 'Questions diverses' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().detail).toBe(ASSEMBLY_MESSAGES.notEditable);
    expect((await asAdmin('POST', `/api/admin/assemblies/${assembly.id}/voters/freeze`)).statusCode).toBe(409);
    expect((await asAdmin('DELETE', `/api/admin/assemblies/${assembly.id}`)).statusCode).toBe(409);
    const journal = await testApp.context.db.select().from(auditLog).where(eq(auditLog.action, 'assembly.convene'));
    expect(journal).toHaveLength(1);
  });

  it('a convocation later than the statutes allow is refused unless the admin confirms', async () => {
    const soon = (
      await asAdmin('POST', '/api/admin/assemblies', {
        title: 'AG extraordinaire',
        date: addDays(today, 5),
        time: '10:00',
        online_url: 'https://visio.exemple.fr/ag',
      })
    ).json<TAssembly>();
    await asAdmin('POST', `/api/admin/assemblies/${soon.id}/resolutions`, { title: 'Dissolution', kind: 'dissolution' });
    await asAdmin('POST', `/api/admin/assemblies/${soon.id}/voters/freeze`);
    const late = await asAdmin('POST', `/api/admin/assemblies/${soon.id}/convene`, {});
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(ASSEMBLY_MESSAGES.convocationTooLate(15));
    const confirmed = await asAdmin('POST', `/api/admin/assemblies/${soon.id}/convene`, { confirm_late: true });
    expect(confirmed.statusCode).toBe(200);
  });

  it('members see only the assemblies they vote at; the others are refused in French', async () => {
    const mine = await asAdmin('GET', '/api/assemblies', undefined, voters[0]);
    expect(mine.json().assemblies.map((row: { id: number }) => row.id)).toContain(assembly.id);
    const theirs = await asAdmin('GET', `/api/assemblies/${assembly.id}`, undefined, outsider);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().detail).toBe(ASSEMBLY_MESSAGES.notAVoter);
    expect((await asAdmin('PUT', `/api/assemblies/${assembly.id}/answer`, { answer: 'present' }, outsider)).statusCode).toBe(403);
  });

  it('proxies go to another voter who accepts them, within the statutes’ maximum, even when accepted at once', async () => {
    const holder = voters[0]!;
    const holderId = await voterIdOf(holder);
    expect((await asAdmin('PUT', `/api/assemblies/${assembly.id}/answer`, { answer: 'present' }, holder)).statusCode).toBe(200);
    // Four voters ask the same holder; the holder accepts all four at once: the statutes allow two.
    const givers = voters.slice(1, 5);
    for (const giver of givers) {
      const asked = await asAdmin('PUT', `/api/assemblies/${assembly.id}/answer`, { answer: 'proxy', proxy_holder_id: holderId }, giver);
      expect(asked.statusCode).toBe(200);
    }
    const giverIds = await Promise.all(givers.map(voterIdOf));
    const accepted = await Promise.all(giverIds.map((id) => asAdmin('POST', `/api/assemblies/${assembly.id}/proxies/${id}/accept`, undefined, holder)));
    expect(accepted.map((reply) => reply.statusCode).sort()).toEqual([200, 200, 409, 409]);
    expect(accepted.find((reply) => reply.statusCode === 409)!.json().detail).toBe(ASSEMBLY_MESSAGES.proxiesFull(2));
    const view = await readAs(holder);
    expect(view.me!.proxy_requests.filter((request) => request.accepted)).toHaveLength(2);

    // One accepted asks the same holder again: nothing changes, the acceptance stays.
    const acceptedGiver = givers[accepted.findIndex((reply) => reply.statusCode === 200)]!;
    const again = await asAdmin('PUT', `/api/assemblies/${assembly.id}/answer`, { answer: 'proxy', proxy_holder_id: holderId }, acceptedGiver);
    expect(again.statusCode).toBe(200);
    expect((await readAs(acceptedGiver)).me!.proxy_holder).toMatchObject({ voter_id: holderId, accepted: true });
    // A fifth asks too: refused at once, the holder is full.
    const full = await asAdmin('PUT', `/api/assemblies/${assembly.id}/answer`, { answer: 'proxy', proxy_holder_id: holderId }, voters[5]!);
    expect(full.statusCode).toBe(409);
    // A voter holding proxies cannot give theirs; nobody gives a proxy to themselves or to one who gave theirs.
    const holding = await asAdmin('PUT', `/api/assemblies/${assembly.id}/answer`, { answer: 'proxy', proxy_holder_id: await voterIdOf(voters[6]!) }, holder);
    expect(holding.json().detail).toBe(ASSEMBLY_MESSAGES.proxyGiverHoldsProxies);
    const self = await asAdmin('PUT', `/api/assemblies/${assembly.id}/answer`, { answer: 'proxy', proxy_holder_id: await voterIdOf(voters[6]!) }, voters[6]!);
    expect(self.json().detail).toBe(ASSEMBLY_MESSAGES.proxyToSelf);
    const toGiver = await asAdmin('PUT', `/api/assemblies/${assembly.id}/answer`, { answer: 'proxy', proxy_holder_id: giverIds[0] }, voters[6]!);
    expect(toGiver.json().detail).toBe(ASSEMBLY_MESSAGES.proxyHolderGaveProxy);

    // The givers not accepted withdraw: one comes, one is absent (a withdrawal is another answer).
    const refusedIds = new Set(giverIds.filter((_, index) => accepted[index]!.statusCode === 409));
    const refusedGivers = givers.filter((_, index) => refusedIds.has(giverIds[index]!));
    await asAdmin('PUT', `/api/assemblies/${assembly.id}/answer`, { answer: 'present' }, refusedGivers[0]!);
    await asAdmin('PUT', `/api/assemblies/${assembly.id}/answer`, { answer: 'absent' }, refusedGivers[1]!);
    for (const person of [voters[5]!, voters[6]!]) await asAdmin('PUT', `/api/assemblies/${assembly.id}/answer`, { answer: 'present' }, person);
  });

  it('the secretary prints the attendance sheet to sign: every voter, and the proxies accepted', async () => {
    const sheet = await asAdmin('GET', `/api/admin/assemblies/${assembly.id}/attendance-sheet.pdf`, undefined, secretary);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toBe('application/pdf');
    const text = await extractPdfText(sheet.rawPayload);
    expect(text).toContain('Feuille d’émargement — Assemblée générale ordinaire 2026');
    expect(text).toContain('Votants : 9');
    for (let index = 0; index < 8; index += 1) expect(text).toContain(`Membre${String(index).padStart(2, '0')} Votant${index}`);
    expect(text).toContain('Membre Honneur');
    expect(text.match(/Votant0 Membre00/g)).toHaveLength(2);
  });

  it('the session opens: answers freeze, the secretary checks voters in, the quorum is live', async () => {
    const opened = await asAdmin('POST', `/api/admin/assemblies/${assembly.id}/open`, {}, secretary);
    expect(opened.statusCode).toBe(200);
    const tooLate = await asAdmin('PUT', `/api/assemblies/${assembly.id}/answer`, { answer: 'absent' }, voters[7]!);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().detail).toBe(ASSEMBLY_MESSAGES.answersClosed);
    expect((await asAdmin('GET', `/api/admin/assemblies/${assembly.id}`)).json<TAssembly>().quorum).toMatchObject({ present: 0, represented: 0 });
    // Nobody checked in yet: no vote opens without the quorum, unless the statutes allow a second assembly and the chair says so.
    const ordinaryId = assembly.resolutions[0]!.id;
    const noQuorum = await asAdmin('POST', `/api/admin/assemblies/${assembly.id}/resolutions/${ordinaryId}/open`, {}, secretary);
    expect(noQuorum.statusCode).toBe(409);
    expect(noQuorum.json().detail).toBe(ASSEMBLY_MESSAGES.quorumNotReached(0, 5, true));
    const [kept] = await testApp.context.db.select().from(assemblies).where(eq(assemblies.id, assembly.id));
    await testApp.context.db
      .update(assemblies)
      .set({ statutes: { ...kept!.statutes!, secondAssemblyWithoutQuorum: false } })
      .where(eq(assemblies.id, assembly.id));
    const notAllowed = await asAdmin('POST', `/api/admin/assemblies/${assembly.id}/resolutions/${ordinaryId}/open`, { without_quorum: true });
    expect(notAllowed.json().detail).toBe(ASSEMBLY_MESSAGES.withoutQuorumNotAllowed);
    await testApp.context.db.update(assemblies).set({ statutes: kept!.statutes }).where(eq(assemblies.id, assembly.id));
    // Present: voters 0, 5, 6 and the refused giver who came; voter 0 holds two proxies.
    const list = (await asAdmin('GET', `/api/admin/assemblies/${assembly.id}/voters`)).json<TAssemblyVotersResponse>();
    const presentOnes = list.voters.filter((voter) => voter.answer === 'present');
    expect(presentOnes).toHaveLength(4);
    for (const voter of presentOnes) {
      const checked = await asAdmin('PUT', `/api/admin/assemblies/${assembly.id}/voters/${voter.id}/check-in`, { present: true }, secretary);
      expect(checked.statusCode).toBe(200);
    }
    const live = (await asAdmin('GET', `/api/admin/assemblies/${assembly.id}`)).json<TAssembly>();
    expect(live.quorum).toEqual({ voters: 9, present: 4, represented: 2, required: 5, is_reached: true });
  });

  it('each voter votes once for themselves and once per proxy, concurrent attempts included; nothing is counted before the close', async () => {
    const [ordinary, statutesChange, election] = assembly.resolutions;
    const holder = voters[0]!;
    const vote = (person: Person, resolutionId: number, body: object) =>
      asAdmin('POST', `/api/assemblies/${assembly.id}/resolutions/${resolutionId}/vote`, body, person);
    const holderId = await voterIdOf(holder);

    const notOpen = await vote(holder, ordinary!.id, { voter_id: holderId, choice: 'yes' });
    expect(notOpen.statusCode).toBe(409);
    expect((await asAdmin('POST', `/api/admin/assemblies/${assembly.id}/resolutions/${ordinary!.id}/open`, {}, secretary)).statusCode).toBe(200);
    const second = await asAdmin('POST', `/api/admin/assemblies/${assembly.id}/resolutions/${statutesChange!.id}/open`, {});
    expect(second.json().detail).toBe(ASSEMBLY_MESSAGES.anotherVoteOpen);

    // Five attempts at once for the same vote: exactly one counts.
    const attempts = await Promise.all(Array.from({ length: 5 }, () => vote(holder, ordinary!.id, { voter_id: holderId, choice: 'yes' })));
    expect(attempts.map((reply) => reply.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(attempts.find((reply) => reply.statusCode === 409)!.json().detail).toBe(ASSEMBLY_MESSAGES.alreadyVoted);
    const receipt = attempts.find((reply) => reply.statusCode === 201)!.json().receipt_code as string;
    expect(receipt).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}$/);

    const view = await readAs(holder);
    expect(view.me!.votes_for).toHaveLength(3);
    const [first, secondProxy] = view.me!.votes_for.filter((entry) => entry.voter_id !== holderId);
    expect((await vote(holder, ordinary!.id, { voter_id: first!.voter_id, choice: 'yes' })).statusCode).toBe(201);
    expect((await vote(holder, ordinary!.id, { voter_id: secondProxy!.voter_id, choice: 'no' })).statusCode).toBe(201);
    expect((await vote(holder, ordinary!.id, { voter_id: first!.voter_id, choice: 'no' })).statusCode).toBe(409);
    // Another voter's vote, a proxy one does not hold, an absent voter: refused.
    const stranger = await vote(holder, ordinary!.id, { voter_id: await voterIdOf(voters[5]!), choice: 'no' });
    expect(stranger.json().detail).toBe(ASSEMBLY_MESSAGES.cannotVoteFor);
    const absent = await vote(voters[7]!, ordinary!.id, { voter_id: await voterIdOf(voters[7]!), choice: 'no' });
    expect(absent.json().detail).toBe(ASSEMBLY_MESSAGES.notCheckedIn);
    expect((await vote(voters[5]!, ordinary!.id, { voter_id: await voterIdOf(voters[5]!), choice: 'abstain' })).statusCode).toBe(201);
    expect((await vote(voters[6]!, ordinary!.id, { voter_id: await voterIdOf(voters[6]!), candidate_ids: [1] })).statusCode).toBe(400);

    // While it runs, no count anywhere.
    expect((await asAdmin('GET', `/api/admin/assemblies/${assembly.id}`)).json<TAssembly>().resolutions[0]!.result).toBeNull();
    expect((await readAs(holder)).resolutions[0]!.result).toBeNull();

    expect((await asAdmin('POST', `/api/admin/assemblies/${assembly.id}/resolutions/${ordinary!.id}/close`, undefined, secretary)).statusCode).toBe(200);
    expect((await vote(voters[6]!, ordinary!.id, { voter_id: await voterIdOf(voters[6]!), choice: 'yes' })).statusCode).toBe(409);
    const closed = (await asAdmin('GET', `/api/admin/assemblies/${assembly.id}`)).json<TAssembly>().resolutions[0]!;
    expect(closed.result).toMatchObject({ yes: 2, no: 1, abstain: 1, online: { ballots: 4 }, outcome: 'adopted', voters_present_or_represented: 6 });
    expect(closed.majority).toBe('simple');

    // The voter checks their receipt: counted, and on which resolution, never how.
    const checked = await asAdmin('POST', `/api/assemblies/${assembly.id}/receipt-check`, { receipt_code: receipt.toLowerCase() }, holder);
    expect(checked.json()).toEqual({ counted: true, resolution_title: 'Approbation des comptes' });
    const unknown = await asAdmin('POST', `/api/assemblies/${assembly.id}/receipt-check`, { receipt_code: 'AAAAA-AAAAA-AAAAA-AAAAA' }, holder);
    expect(unknown.json()).toEqual({ counted: false, resolution_title: null });

    // Statutes change: two thirds of the votes cast. 2 for, 1 against online, then 1 against on paper: 2/4 < 2/3, rejected.
    await asAdmin('POST', `/api/admin/assemblies/${assembly.id}/resolutions/${statutesChange!.id}/open`, {});
    for (const [voterId, choice] of [
      [holderId, 'yes'],
      [first!.voter_id, 'yes'],
      [secondProxy!.voter_id, 'no'],
    ] as const)
      expect((await vote(holder, statutesChange!.id, { voter_id: voterId, choice })).statusCode).toBe(201);
    const early = await asAdmin('PUT', `/api/admin/assemblies/${assembly.id}/resolutions/${statutesChange!.id}/paper-totals`, { no: 1 });
    expect(early.json().detail).toBe(ASSEMBLY_MESSAGES.paperTotalsWhenClosed);
    await asAdmin('POST', `/api/admin/assemblies/${assembly.id}/resolutions/${statutesChange!.id}/close`);
    const tooMany = await asAdmin('PUT', `/api/admin/assemblies/${assembly.id}/resolutions/${statutesChange!.id}/paper-totals`, { no: 4 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().detail).toBe(ASSEMBLY_MESSAGES.paperTotalsTooMany(6));
    const paper = await asAdmin('PUT', `/api/admin/assemblies/${assembly.id}/resolutions/${statutesChange!.id}/paper-totals`, { no: 1 }, secretary);
    expect(paper.statusCode).toBe(200);
    expect(paper.json<TAssembly>().resolutions[1]!.result).toMatchObject({ yes: 2, no: 2, paper: { yes: 0, no: 1, abstain: 0 }, outcome: 'rejected' });
    expect(paper.json<TAssembly>().resolutions[1]!.majority).toBe('two-thirds');

    // The election: up to two of three candidates; a blank ballot is an empty choice.
    await asAdmin('POST', `/api/admin/assemblies/${assembly.id}/resolutions/${election!.id}/open`, {});
    const [zoe, li, omar] = election!.candidates;
    const tooManyChosen = await vote(holder, election!.id, { voter_id: holderId, candidate_ids: [zoe!.id, li!.id, omar!.id] });
    expect(tooManyChosen.json().detail).toBe(ASSEMBLY_MESSAGES.tooManyCandidatesChosen(2));
    expect((await vote(holder, election!.id, { voter_id: holderId, candidate_ids: [zoe!.id, li!.id] })).statusCode).toBe(201);
    expect((await vote(holder, election!.id, { voter_id: first!.voter_id, candidate_ids: [zoe!.id] })).statusCode).toBe(201);
    expect((await vote(holder, election!.id, { voter_id: secondProxy!.voter_id, candidate_ids: [] })).statusCode).toBe(201);
    expect((await vote(voters[5]!, election!.id, { voter_id: await voterIdOf(voters[5]!), candidate_ids: [omar!.id] })).statusCode).toBe(201);
    await asAdmin('POST', `/api/admin/assemblies/${assembly.id}/resolutions/${election!.id}/close`);
    await asAdmin('PUT', `/api/admin/assemblies/${assembly.id}/resolutions/${election!.id}/paper-totals`, {
      abstain: 0,
      candidates: [{ candidate_id: omar!.id, votes: 1 }],
    });
    const elected = (await asAdmin('GET', `/api/admin/assemblies/${assembly.id}`)).json<TAssembly>().resolutions[2]!.result!;
    expect(elected.candidates.map((candidate) => [candidate.name, candidate.votes, candidate.elected])).toEqual([
      ['Zoé Ἀθηνᾶ', 2, true],
      ['Li 李华', 1, false],
      ['Omar عمر', 2, true],
    ]);
    expect(elected.abstain).toBe(1);
  });

  it('the assembly closes and its minutes carry the date, the officers, the quorum, every count and the attendance', async () => {
    const refused = await asAdmin('POST', `/api/admin/assemblies/${assembly.id}/close`, { chair_name: '', secretary_name: 'Anne' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(ASSEMBLY_MESSAGES.closeNamesRequired);
    const notYetMinutes = await asAdmin('GET', `/api/assemblies/${assembly.id}/minutes.pdf`, undefined, voters[0]);
    expect(notYetMinutes.statusCode).toBe(404);
    const closed = await asAdmin(
      'POST',
      `/api/admin/assemblies/${assembly.id}/close`,
      { chair_name: 'Marie Curie', secretary_name: 'Ахмед Петров' },
      secretary,
    );
    expect(closed.statusCode).toBe(200);
    expect(closed.json<TAssembly>().state).toBe('closed');

    const minutes = await asAdmin('GET', `/api/assemblies/${assembly.id}/minutes.pdf`, undefined, voters[7]);
    expect(minutes.statusCode).toBe(200);
    expect(minutes.headers['content-type']).toBe('application/pdf');
    const text = await extractPdfText(minutes.rawPayload);
    for (const expected of [
      'Procès-verbal de l’assemblée générale',
      'Assemblée générale ordinaire 2026',
      'Salle des fêtes, Metz',
      'Marie Curie',
      'Ахмед Петров',
      'Votants inscrits : 9 · présents : 4 · représentés : 2',
      'Le quorum est atteint.',
      'Résolution n° 1 : Approbation des comptes',
      'Pour : 2 voix',
      'Contre : 1 voix',
      'Abstentions : 1 voix',
      'Résultat : Adoptée.',
      'Contre : 2 voix (dont 1 sur papier)',
      'Résultat : Rejetée.',
      'Zoé Ἀθηνᾶ : 2 voix — élu(e)',
      'Li 李华 : 1 voix',
      'Omar عمر : 2 voix (dont 1 sur papier) — élu(e)',
      'Le ou la secrétaire de séance',
      'Annexe : liste d’émargement',
      'Membre00 Votant0 — présent(e)',
      'Membre07 Votant7 — absent(e)',
    ])
      expect(text).toContain(expected);
    expect(text.match(/— représenté\(e\) par Votant0 Membre00/g)).toHaveLength(2);

    // A member current today reads past minutes; an account without membership does not.
    expect((await asAdmin('GET', `/api/assemblies/${assembly.id}/minutes.pdf`, undefined, lapsed)).statusCode).toBe(200);
    const refusedMinutes = await asAdmin('GET', `/api/assemblies/${assembly.id}/minutes.pdf`, undefined, outsider);
    expect(refusedMinutes.statusCode).toBe(403);
    expect(refusedMinutes.json().detail).toBe(ASSEMBLY_MESSAGES.minutesNotAllowed);
    expect((await asAdmin('GET', '/api/assemblies', undefined, lapsed)).json().assemblies.map((row: { id: number }) => row.id)).toContain(assembly.id);
  });

  it('a second assembly the statutes allow deliberates without quorum when the chair confirms it, and its minutes say so', async () => {
    const second = (
      await asAdmin('POST', '/api/admin/assemblies', { title: 'Seconde assemblée', date: assemblyDay, time: '20:00', place: 'Metz' })
    ).json<TAssembly>();
    const withResolution = (await asAdmin('POST', `/api/admin/assemblies/${second.id}/resolutions`, { title: 'Budget', kind: 'ordinary' })).json<TAssembly>();
    await asAdmin('POST', `/api/admin/assemblies/${second.id}/voters/freeze`);
    await asAdmin('POST', `/api/admin/assemblies/${second.id}/convene`, {});
    await asAdmin('POST', `/api/admin/assemblies/${second.id}/open`);
    const resolutionId = withResolution.resolutions[0]!.id;
    expect((await asAdmin('POST', `/api/admin/assemblies/${second.id}/resolutions/${resolutionId}/open`, {})).statusCode).toBe(409);
    expect((await asAdmin('POST', `/api/admin/assemblies/${second.id}/resolutions/${resolutionId}/open`, { without_quorum: true })).statusCode).toBe(200);
    await asAdmin('POST', `/api/admin/assemblies/${second.id}/resolutions/${resolutionId}/close`);
    await asAdmin('POST', `/api/admin/assemblies/${second.id}/close`, { chair_name: 'Marie Curie', secretary_name: 'Anne Moreau' });
    const text = await extractPdfText((await asAdmin('GET', `/api/admin/assemblies/${second.id}/minutes.pdf`)).rawPayload);
    expect(text).toContain('Le quorum n’est pas atteint.');
    expect(text).toContain('L’assemblée a délibéré sans quorum, en seconde assemblée, comme ses statuts le permettent.');
  });

  it('a draft is edited freely: its agenda and resolutions change, a new day drops the list frozen for the old one, and it can be deleted', async () => {
    const draft = (await asAdmin('POST', '/api/admin/assemblies', { title: 'Brouillon', date: assemblyDay, time: '10:00', place: 'Metz' })).json<TAssembly>();
    const withItem = (await asAdmin('POST', `/api/admin/assemblies/${draft.id}/agenda-items`, { title: 'Point un' })).json<TAssembly>();
    const itemId = withItem.agenda_items[0]!.id;
    const renamed = await asAdmin('PUT', `/api/admin/assemblies/${draft.id}/agenda-items/${itemId}`, { title: 'Point premier', description: 'Détails' });
    expect(renamed.json<TAssembly>().agenda_items[0]).toMatchObject({ title: 'Point premier', description: 'Détails' });
    const withResolution = (await asAdmin('POST', `/api/admin/assemblies/${draft.id}/resolutions`, { title: 'Budget', kind: 'ordinary' })).json<TAssembly>();
    const resolutionId = withResolution.resolutions[0]!.id;
    const changed = await asAdmin('PUT', `/api/admin/assemblies/${draft.id}/resolutions/${resolutionId}`, {
      title: 'Trésorier',
      kind: 'election',
      seats: 1,
      candidates: ['Ana', 'ana'],
    });
    expect(changed.json().detail).toBe(ASSEMBLY_MESSAGES.candidateTwice);
    const election = await asAdmin('PUT', `/api/admin/assemblies/${draft.id}/resolutions/${resolutionId}`, {
      title: 'Trésorier',
      kind: 'election',
      seats: 1,
      candidates: ['Ana'],
    });
    expect(election.json<TAssembly>().resolutions[0]).toMatchObject({ kind: 'election', seats: 1, candidates: [{ name: 'Ana' }] });
    const seatsOnOrdinary = await asAdmin('PUT', `/api/admin/assemblies/${draft.id}/resolutions/${resolutionId}`, {
      title: 'Budget',
      kind: 'ordinary',
      seats: 2,
    });
    expect(seatsOnOrdinary.json().detail).toBe(ASSEMBLY_MESSAGES.candidatesOnlyForElection);

    await asAdmin('POST', `/api/admin/assemblies/${draft.id}/voters/freeze`);
    const sameDay = (
      await asAdmin('PUT', `/api/admin/assemblies/${draft.id}`, { title: 'Brouillon', date: assemblyDay, time: '11:00', place: 'Metz' })
    ).json<TAssembly>();
    expect(sameDay).toMatchObject({ time: '11:00', voters_count: 9, cut_off_date: addDays(assemblyDay, -25) });
    const otherDay = (
      await asAdmin('PUT', `/api/admin/assemblies/${draft.id}`, { title: 'Brouillon', date: addDays(assemblyDay, 1), time: '11:00', place: 'Metz' })
    ).json<TAssembly>();
    expect(otherDay).toMatchObject({ voters_count: 0, cut_off_date: null, voters_frozen_at: null, statutes: null });

    expect((await asAdmin('DELETE', `/api/admin/assemblies/${draft.id}/agenda-items/${itemId}`)).json<TAssembly>().agenda_items).toEqual([]);
    expect((await asAdmin('DELETE', `/api/admin/assemblies/${draft.id}/agenda-items/${itemId}`)).json().detail).toBe(ASSEMBLY_MESSAGES.agendaItemNotFound);
    expect((await asAdmin('DELETE', `/api/admin/assemblies/${draft.id}/resolutions/${resolutionId}`)).json<TAssembly>().resolutions).toEqual([]);
    expect((await asAdmin('DELETE', `/api/admin/assemblies/${draft.id}`)).statusCode).toBe(204);
    const gone = await asAdmin('GET', `/api/admin/assemblies/${draft.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().detail).toBe(ASSEMBLY_MESSAGES.notFound);
    // A member never sees a draft.
    expect((await asAdmin('GET', `/api/assemblies/${assembly.id + 1000}`, undefined, voters[0])).statusCode).toBe(404);
  });
});

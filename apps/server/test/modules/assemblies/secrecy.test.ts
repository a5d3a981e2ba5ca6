import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, toParisDate, type TAssembly, type TAssemblyVotersResponse, type TMemberAssembly } from '@action-plus/contract';
import { insertMembership } from '#test/support/membership-fixtures';
import { createTestApp, createTestUser, type TestApp } from '#test/support/test-app';

type Person = Awaited<ReturnType<typeof createTestUser>>;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Decision 050: nobody — admin, database reader, log — can link a ballot to a voter. The test runs a
 * secret vote through an instance that logs every request, then reads every row of the ballots'
 * and the voters' tables, the journal and every log line, looking for a link.
 */
describe('a secret vote leaves no link between a ballot and its voter', () => {
  let testApp: TestApp;
  let loggingApp: TestApp;
  const logLines: string[] = [];
  let admin: Person;
  const people: Person[] = [];
  let assembly: TAssembly;
  const receipts: string[] = [];

  beforeAll(async () => {
    testApp = await createTestApp();
    loggingApp = await createTestApp({
      database: testApp.database,
      app: { logger: { level: 'trace', stream: { write: (line: string) => void logLines.push(line) } } },
    });
    admin = await createTestUser(testApp, { role: 'admin' });
    for (let index = 0; index < 6; index += 1) {
      const person = await createTestUser(testApp, { firstName: `Secret${index}`, lastName: `Votant${index}` });
      await insertMembership(testApp, person.user.id, { startDate: addDays(toParisDate(), -10) });
      people.push(person);
    }
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, who: Person = admin) =>
      testApp.app.inject({ method, url, headers: who.authorization, ...(payload === undefined ? {} : { payload: payload as object }) });
    assembly = (
      await call('POST', '/api/admin/assemblies', { title: 'AG secrète', date: addDays(toParisDate(), 30), time: '18:00', place: 'Metz' })
    ).json<TAssembly>();
    assembly = (await call('POST', `/api/admin/assemblies/${assembly.id}/resolutions`, { title: 'Budget', kind: 'ordinary' })).json<TAssembly>();
    await call('POST', `/api/admin/assemblies/${assembly.id}/voters/freeze`);
    await call('POST', `/api/admin/assemblies/${assembly.id}/convene`, {});
    const voters = (await call('GET', `/api/admin/assemblies/${assembly.id}/voters`)).json<TAssemblyVotersResponse>().voters;
    const idOf = (person: Person) => voters.find((voter) => voter.user_id === person.user.id)!.id;
    // Person 5 gives their proxy to person 0.
    await call('PUT', `/api/assemblies/${assembly.id}/answer`, { answer: 'proxy', proxy_holder_id: idOf(people[0]!) }, people[5]);
    await call('POST', `/api/assemblies/${assembly.id}/proxies/${idOf(people[5]!)}/accept`, undefined, people[0]);
    await call('POST', `/api/admin/assemblies/${assembly.id}/open`);
    for (const person of people.slice(0, 5)) await call('PUT', `/api/admin/assemblies/${assembly.id}/voters/${idOf(person)}/check-in`, { present: true });
    assembly = (await call('POST', `/api/admin/assemblies/${assembly.id}/resolutions/${assembly.resolutions[0]!.id}/open`, {})).json<TAssembly>();

    // The votes, through the instance that logs everything.
    const choices = ['yes', 'no', 'yes', 'abstain', 'yes'] as const;
    for (const [index, person] of people.slice(0, 5).entries()) {
      const me = (await loggingApp.app.inject({ method: 'GET', url: `/api/assemblies/${assembly.id}`, headers: person.authorization })).json<TMemberAssembly>();
      for (const target of me.me!.votes_for) {
        const voted = await loggingApp.app.inject({
          method: 'POST',
          url: `/api/assemblies/${assembly.id}/resolutions/${assembly.resolutions[0]!.id}/vote`,
          headers: person.authorization,
          payload: { voter_id: target.voter_id, choice: target.voter_id === idOf(person) ? choices[index] : 'no' },
        });
        expect(voted.statusCode).toBe(201);
        receipts.push(voted.json().receipt_code as string);
      }
    }
    await call('POST', `/api/admin/assemblies/${assembly.id}/resolutions/${assembly.resolutions[0]!.id}/close`);
  });

  afterAll(async () => {
    await loggingApp.close();
    await testApp.close();
  });

  it('the ballots’ table holds the resolution, the choice and the receipt’s hash, keyed at random: no voter, no time, no sequence', async () => {
    const columns = rowsOf<{ column_name: string; column_default: string | null; data_type: string }>(
      await testApp.context.db.execute(
        sql`select column_name, column_default, data_type from information_schema.columns where table_name = 'assembly_ballots' order by column_name`,
      ),
    );
    expect(columns.map((column) => column.column_name)).toEqual(['candidate_ids', 'choice', 'id', 'receipt_hash', 'resolution_id']);
    expect(columns.find((column) => column.column_name === 'id')).toMatchObject({ data_type: 'uuid', column_default: null });
    expect(columns.some((column) => /timestamp|date|time/.test(column.data_type))).toBe(false);
    const sequences = rowsOf<{ sequence_name: string }>(
      await testApp.context.db.execute(sql`select sequence_name from information_schema.sequences where sequence_name like '%ballot%'`),
    );
    expect(sequences).toEqual([]);
    // The record of who voted holds the resolution and the voter only.
    const recordColumns = rowsOf<{ column_name: string }>(
      await testApp.context.db.execute(sql`select column_name from information_schema.columns where table_name = 'assembly_vote_records' order by column_name`),
    );
    expect(recordColumns.map((column) => column.column_name)).toEqual(['resolution_id', 'voter_id']);
  });

  it('every ballot row is read: six ballots, none naming a voter, an account or a receipt code in clear', async () => {
    const ballots = rowsOf<Record<string, unknown>>(await testApp.context.db.execute(sql`select * from assembly_ballots`));
    expect(ballots).toHaveLength(6);
    const voterValues = new Set<string>(people.flatMap((person) => [String(person.user.id), person.user.email, person.user.firstName, person.user.lastName]));
    for (const ballot of ballots) {
      expect(Object.keys(ballot).sort()).toEqual(['candidate_ids', 'choice', 'id', 'receipt_hash', 'resolution_id']);
      expect(ballot.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      for (const value of [ballot.choice, ballot.receipt_hash]) expect(voterValues.has(String(value))).toBe(false);
      for (const receipt of receipts) expect(JSON.stringify(ballot)).not.toContain(receipt);
    }
    expect(ballots.map((ballot) => ballot.choice).sort()).toEqual(['abstain', 'no', 'no', 'yes', 'yes', 'yes']);
  });

  it('once the vote is closed, no system column ties a ballot to the transaction that recorded its voter', async () => {
    const ballotTransactions = rowsOf<{ xmin: string }>(await testApp.context.db.execute(sql`select xmin::text as xmin from assembly_ballots`));
    const recordTransactions = rowsOf<{ xmin: string }>(await testApp.context.db.execute(sql`select xmin::text as xmin from assembly_vote_records`));
    expect(recordTransactions).toHaveLength(6);
    // Every ballot was rewritten by the closing: one transaction for all, none of the voters'.
    expect(new Set(ballotTransactions.map((row) => row.xmin)).size).toBe(1);
    const recorded = new Set(recordTransactions.map((row) => row.xmin));
    for (const row of ballotTransactions) expect(recorded.has(row.xmin)).toBe(false);
  });

  it('no log line of the votes carries a choice, a voter, a receipt or the body; the journal records no vote', async () => {
    const voteLines = logLines.filter((line) => line.includes('/vote'));
    expect(voteLines.length).toBeGreaterThan(0);
    for (const line of logLines) {
      for (const receipt of receipts) expect(line).not.toContain(receipt);
      expect(line).not.toMatch(/"choice"|voter_id|"yes"|"no"|abstain|receipt/);
      for (const person of people) {
        expect(line).not.toContain(person.user.email);
        expect(line).not.toContain(person.token);
      }
    }
    // What a vote's request line says: the method, the address (the assembly and the resolution), the status.
    const request = JSON.parse(voteLines[0]!) as { req?: Record<string, unknown> };
    const allowed = ['host', 'method', 'remoteAddress', 'remotePort', 'url', 'version'];
    expect(Object.keys(request.req ?? {}).every((key) => allowed.includes(key))).toBe(true);
    expect(request.req?.url).toBe(`/api/assemblies/${assembly.id}/resolutions/${assembly.resolutions[0]!.id}/vote`);
    const journal = rowsOf<{ action: string }>(await testApp.context.db.execute(sql`select action from audit_log where action like 'assembly.%'`));
    expect(journal.map((row) => row.action)).not.toContain('assembly.vote');
    expect(JSON.stringify(journal)).not.toMatch(/yes|abstain/);
  });
});

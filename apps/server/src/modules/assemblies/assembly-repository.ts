import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  ASSEMBLY_MESSAGES,
  majorityRuleOf,
  toParisDate,
  type TAgendaItem,
  type TAssembly,
  type TAssemblySummary,
  type TQuorum,
  type TResolution,
  type TStatutesSettings,
} from '@action-plus/contract';
import type { Database, Transaction } from '#db/client';
import { assemblies, assemblyAgendaItems, assemblyBallots, assemblyCandidates, assemblyResolutions, assemblyVoters } from '#db/schema';
import { notFound } from '#lib/errors';
import { toParisDateTime } from '#lib/paris-time';
import { quorumOf, resultOf } from './count-results';

export type AssemblyRow = typeof assemblies.$inferSelect;
export type ResolutionRow = typeof assemblyResolutions.$inferSelect;
export type VoterRow = typeof assemblyVoters.$inferSelect;
type Reader = Database | Transaction;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function requireAssembly(db: Reader, id: number): Promise<AssemblyRow> {
  const [row] = await db.select().from(assemblies).where(eq(assemblies.id, id));
  if (!row) throw notFound(ASSEMBLY_MESSAGES.notFound);
  return row;
}

/** The assembly under its row lock: every change of its state, agenda or voters takes it first. */
export async function lockAssembly(tx: Transaction, id: number): Promise<AssemblyRow> {
  const [row] = await tx.select().from(assemblies).where(eq(assemblies.id, id)).for('update');
  if (!row) throw notFound(ASSEMBLY_MESSAGES.notFound);
  return row;
}

export async function requireResolution(db: Reader, assemblyId: number, resolutionId: number): Promise<ResolutionRow> {
  const [row] = await db
    .select()
    .from(assemblyResolutions)
    .where(and(eq(assemblyResolutions.id, resolutionId), eq(assemblyResolutions.assemblyId, assemblyId)));
  if (!row) throw notFound(ASSEMBLY_MESSAGES.resolutionNotFound);
  return row;
}

/** The voter row of an account in an assembly, if it is one of its voters. */
export async function findVoterOfUser(db: Reader, assemblyId: number, userId: number): Promise<VoterRow | undefined> {
  const [row] = await db
    .select()
    .from(assemblyVoters)
    .where(and(eq(assemblyVoters.assemblyId, assemblyId), eq(assemblyVoters.userId, userId)));
  return row;
}

/**
 * Present and represented, live. Once the session is open, present are the checked-in voters and
 * represented the absent ones whose accepted proxy's holder is checked in; before it, the answers
 * say who is expected.
 */
export async function countAttendance(
  db: Reader,
  assembly: Pick<AssemblyRow, 'id' | 'openedAt'>,
): Promise<{ voters: number; present: number; represented: number }> {
  const isSession = assembly.openedAt !== null;
  const result = await db.execute(sql`
    select
      count(*)::integer as voters,
      (count(*) filter (where ${isSession ? sql`giver.checked_in_at is not null` : sql`giver.answer = 'present'`}))::integer as present,
      (count(*) filter (where giver.proxy_accepted_at is not null and ${
        isSession ? sql`giver.checked_in_at is null and holder.checked_in_at is not null` : sql`holder.answer = 'present'`
      }))::integer as represented
    from assembly_voters giver
    left join assembly_voters holder on holder.id = giver.proxy_holder_id
    where giver.assembly_id = ${assembly.id}`);
  const [row] = rowsOf<{ voters: number; present: number; represented: number }>(result);
  return { voters: Number(row?.voters ?? 0), present: Number(row?.present ?? 0), represented: Number(row?.represented ?? 0) };
}

export async function quorumNow(db: Reader, assembly: AssemblyRow, statutes: TStatutesSettings): Promise<TQuorum> {
  const attendance = await countAttendance(db, assembly);
  return quorumOf(attendance.voters, attendance.present, attendance.represented, (assembly.statutes ?? statutes).quorumPercent);
}

export function toAssemblySummary(row: AssemblyRow, votersCount: number): TAssemblySummary {
  const { date, time } = toParisDateTime(row.startsAt);
  return {
    id: row.id,
    title: row.title,
    starts_at: row.startsAt.toISOString(),
    date,
    time,
    place: row.place,
    online_url: row.onlineUrl,
    state: row.state,
    cut_off_date: row.cutOffDate,
    voters_count: votersCount,
  };
}

async function countVoters(db: Reader, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: assemblyVoters.assemblyId, count: sql<number>`count(*)::integer` })
    .from(assemblyVoters)
    .where(inArray(assemblyVoters.assemblyId, [...ids]))
    .groupBy(assemblyVoters.assemblyId);
  return new Map(rows.map((row) => [row.id, Number(row.count)]));
}

export async function countVotersOf(db: Reader, assemblyId: number): Promise<number> {
  return (await countVoters(db, [assemblyId])).get(assemblyId) ?? 0;
}

export async function listAssemblies(db: Reader, only?: readonly number[]): Promise<TAssemblySummary[]> {
  if (only && only.length === 0) return [];
  const rows = await db
    .select()
    .from(assemblies)
    .where(only ? inArray(assemblies.id, [...only]) : undefined)
    .orderBy(desc(assemblies.startsAt), desc(assemblies.id));
  const counts = await countVoters(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAssemblySummary(row, counts.get(row.id) ?? 0));
}

export async function readAgenda(db: Reader, assemblyId: number): Promise<TAgendaItem[]> {
  const rows = await db
    .select()
    .from(assemblyAgendaItems)
    .where(eq(assemblyAgendaItems.assemblyId, assemblyId))
    .orderBy(asc(assemblyAgendaItems.position), asc(assemblyAgendaItems.id));
  return rows.map((row) => ({ id: row.id, position: row.position, title: row.title, description: row.description }));
}

/**
 * The resolutions with their candidates, and each closed vote's result: the online ballots counted
 * from `assembly_ballots` (by choice, and each candidate by `unnest`), plus the paper totals. While
 * a vote is pending or open, nothing is counted, so nobody sees a trend.
 */
export async function readResolutions(db: Reader, assembly: AssemblyRow): Promise<TResolution[]> {
  const rows = await db
    .select()
    .from(assemblyResolutions)
    .where(eq(assemblyResolutions.assemblyId, assembly.id))
    .orderBy(asc(assemblyResolutions.position), asc(assemblyResolutions.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const candidates = await db
    .select()
    .from(assemblyCandidates)
    .where(inArray(assemblyCandidates.resolutionId, ids))
    .orderBy(asc(assemblyCandidates.position), asc(assemblyCandidates.id));
  const closedIds = rows.filter((row) => row.voteState === 'closed').map((row) => row.id);
  const choiceCounts = new Map<number, { yes: number; no: number; abstain: number; ballots: number }>();
  const candidateVotes = new Map<number, number>();
  if (closedIds.length > 0) {
    const counted = await db
      .select({
        resolutionId: assemblyBallots.resolutionId,
        ballots: sql<number>`count(*)::integer`,
        yes: sql<number>`(count(*) filter (where ${assemblyBallots.choice} = 'yes'))::integer`,
        no: sql<number>`(count(*) filter (where ${assemblyBallots.choice} = 'no'))::integer`,
        // An election's blank ballot (no candidate) counts as its abstention.
        abstain: sql<number>`(count(*) filter (where ${assemblyBallots.choice} = 'abstain' or (${assemblyBallots.choice} is null and cardinality(${assemblyBallots.candidateIds}) = 0)))::integer`,
      })
      .from(assemblyBallots)
      .where(inArray(assemblyBallots.resolutionId, closedIds))
      .groupBy(assemblyBallots.resolutionId);
    for (const row of counted)
      choiceCounts.set(row.resolutionId, { yes: Number(row.yes), no: Number(row.no), abstain: Number(row.abstain), ballots: Number(row.ballots) });
    const chosen = rowsOf<{ candidate_id: number; votes: number }>(
      await db.execute(sql`
        select chosen.candidate_id, count(*)::integer as votes
        from assembly_ballots ballot, unnest(ballot.candidate_ids) as chosen(candidate_id)
        where ballot.resolution_id in ${closedIds}
        group by chosen.candidate_id`),
    );
    for (const row of chosen) candidateVotes.set(Number(row.candidate_id), Number(row.votes));
  }
  const statutes = assembly.statutes;
  return rows.map((row) => {
    const own = candidates.filter((candidate) => candidate.resolutionId === row.id);
    const rule = row.kind === 'election' || !statutes ? null : majorityRuleOf(row.kind, statutes);
    return {
      id: row.id,
      position: row.position,
      title: row.title,
      text: row.text,
      kind: row.kind,
      seats: row.seats,
      candidates: own.map((candidate) => ({ id: candidate.id, name: candidate.name })),
      majority: rule,
      vote_state: row.voteState,
      result:
        row.voteState !== 'closed'
          ? null
          : resultOf({
              kind: row.kind,
              rule,
              seats: row.seats,
              online: choiceCounts.get(row.id) ?? { yes: 0, no: 0, abstain: 0, ballots: 0 },
              paper: { yes: row.paperYes, no: row.paperNo, abstain: row.paperAbstain },
              presentOrRepresented: row.attendanceAtClose ?? 0,
              candidates: own.map((candidate) => ({
                id: candidate.id,
                name: candidate.name,
                online: candidateVotes.get(candidate.id) ?? 0,
                paper: candidate.paperVotes,
              })),
            }),
    };
  });
}

export async function toAssembly(db: Reader, row: AssemblyRow, currentStatutes: TStatutesSettings): Promise<TAssembly> {
  const [agenda, resolutions, quorum, counts] = await Promise.all([
    readAgenda(db, row.id),
    readResolutions(db, row),
    quorumNow(db, row, currentStatutes),
    countVoters(db, [row.id]),
  ]);
  return {
    ...toAssemblySummary(row, counts.get(row.id) ?? 0),
    agenda_items: agenda,
    resolutions,
    statutes: row.statutes ?? null,
    quorum,
    voters_frozen_at: row.votersFrozenAt?.toISOString() ?? null,
    convocation_sent_at: row.convocationSentAt?.toISOString() ?? null,
    chair_name: row.chairName,
    secretary_name: row.secretaryName,
    closed_at: row.closedAt?.toISOString() ?? null,
  };
}

/** Every voter, by name, with their answer, proxy and check-in. */
export async function listVoters(db: Reader, assemblyId: number) {
  const rows = await db
    .select()
    .from(assemblyVoters)
    .where(eq(assemblyVoters.assemblyId, assemblyId))
    .orderBy(asc(assemblyVoters.lastName), asc(assemblyVoters.firstName), asc(assemblyVoters.id));
  const held = new Map<number, number>();
  for (const row of rows) if (row.proxyHolderId !== null && row.proxyAcceptedAt !== null) held.set(row.proxyHolderId, (held.get(row.proxyHolderId) ?? 0) + 1);
  return rows.map((row) => ({
    id: row.id,
    user_id: row.userId,
    first_name: row.firstName,
    last_name: row.lastName,
    answer: row.answer,
    proxy_holder_id: row.proxyHolderId,
    proxy_accepted: row.proxyAcceptedAt !== null,
    proxies_held: held.get(row.id) ?? 0,
    checked_in: row.checkedInAt !== null,
  }));
}

/**
 * The accounts that renewed after the list was frozen and are not in it: shown to the secretary as
 * such (a renewal does not make a voter after the cut-off).
 */
export async function listLateRenewals(db: Reader, assembly: AssemblyRow) {
  if (!assembly.votersFrozenAt) return [];
  const result = await db.execute(sql`
    select distinct on (u.id) u.id as user_id, u.first_name, u.last_name, m.start_date::text as membership_start_date
    from memberships m
    join users u on u.id = m.user_id
    where m.created_at > ${assembly.votersFrozenAt.toISOString()}::timestamptz
      and not exists (select 1 from assembly_voters v where v.assembly_id = ${assembly.id} and v.user_id = u.id)
    order by u.id, m.start_date`);
  return rowsOf<{ user_id: number; first_name: string; last_name: string; membership_start_date: string }>(result).map((row) => ({
    user_id: Number(row.user_id),
    first_name: row.first_name,
    last_name: row.last_name,
    membership_start_date: row.membership_start_date,
  }));
}

/** Whether an account may read an assembly's minutes: a voter of it, a member current today, or its managers. */
export async function mayReadMinutes(db: Reader, assemblyId: number, userId: number, isManager: boolean): Promise<boolean> {
  if (isManager) return true;
  if (await findVoterOfUser(db, assemblyId, userId)) return true;
  return isCurrentMember(db, userId);
}

/** Whether the account's membership runs today (Paris's calendar). */
export async function isCurrentMember(db: Reader, userId: number): Promise<boolean> {
  const today = toParisDate();
  const rows = await db.execute(
    sql`select 1 from memberships where user_id = ${userId} and start_date <= ${today}::date and end_date >= ${today}::date limit 1`,
  );
  return rowsOf<unknown>(rows).length > 0;
}

/** Voters who hold an accepted proxy of a voter not checked in: whom `holder` may vote for, themselves aside. */
export async function acceptedProxiesOf(db: Reader, holderId: number): Promise<VoterRow[]> {
  return db
    .select()
    .from(assemblyVoters)
    .where(and(eq(assemblyVoters.proxyHolderId, holderId), isNotNull(assemblyVoters.proxyAcceptedAt), isNull(assemblyVoters.checkedInAt)))
    .orderBy(asc(assemblyVoters.lastName), asc(assemblyVoters.id));
}

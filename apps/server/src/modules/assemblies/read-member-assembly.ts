import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { type TMemberAssembly, type TStatutesSettings } from '@action-plus/contract';
import type { Database } from '#db/client';
import { assemblies, assemblyVoteRecords, assemblyVoters } from '#db/schema';
import {
  acceptedProxiesOf,
  countVotersOf,
  findVoterOfUser,
  quorumNow,
  readAgenda,
  readResolutions,
  toAssemblySummary,
  type AssemblyRow,
} from './assembly-repository';

const nameOf = (row: { id: number; firstName: string; lastName: string }) => ({ voter_id: row.id, first_name: row.firstName, last_name: row.lastName });

/** The assemblies an account is a voter of (convened or later), and the closed ones a member may read the minutes of. */
export async function listAssembliesOf(db: Database, userId: number, isCurrentMember: boolean): Promise<AssemblyRow[]> {
  const ownIds = db.select({ id: assemblyVoters.assemblyId }).from(assemblyVoters).where(eq(assemblyVoters.userId, userId));
  return db
    .select()
    .from(assemblies)
    .where(
      and(
        ne(assemblies.state, 'draft'),
        isCurrentMember ? sql`(${assemblies.id} in ${ownIds} or ${assemblies.state} = 'closed')` : inArray(assemblies.id, ownIds),
      ),
    )
    .orderBy(sql`${assemblies.startsAt} desc`, sql`${assemblies.id} desc`);
}

/**
 * The assembly as its reader sees it: the agenda, the resolutions (results once each vote is
 * closed), the live quorum and, for a voter, their answer, the proxies asked of them, whom they
 * may vote for now and which of those votes are cast.
 */
export async function readMemberAssembly(db: Database, assembly: AssemblyRow, userId: number, currentStatutes: TStatutesSettings): Promise<TMemberAssembly> {
  const me = await findVoterOfUser(db, assembly.id, userId);
  const [agenda, resolutions, quorum, votersCount] = await Promise.all([
    readAgenda(db, assembly.id),
    readResolutions(db, assembly),
    quorumNow(db, assembly, currentStatutes),
    countVotersOf(db, assembly.id),
  ]);
  let mine: TMemberAssembly['me'] = null;
  if (me) {
    const [holder] = me.proxyHolderId === null ? [] : await db.select().from(assemblyVoters).where(eq(assemblyVoters.id, me.proxyHolderId));
    const requests = await db
      .select()
      .from(assemblyVoters)
      .where(eq(assemblyVoters.proxyHolderId, me.id))
      .orderBy(asc(assemblyVoters.lastName), asc(assemblyVoters.id));
    const proxies = assembly.state === 'open' && me.checkedInAt ? await acceptedProxiesOf(db, me.id) : [];
    const votesFor = assembly.state === 'open' && me.checkedInAt ? [me, ...proxies] : [];
    const everyoneMine = [me.id, ...requests.map((request) => request.id)];
    const cast = await db
      .select()
      .from(assemblyVoteRecords)
      .innerJoin(assemblyVoters, eq(assemblyVoters.id, assemblyVoteRecords.voterId))
      .where(and(eq(assemblyVoters.assemblyId, assembly.id), inArray(assemblyVoteRecords.voterId, everyoneMine)));
    mine = {
      voter_id: me.id,
      answer: me.answer,
      proxy_holder: holder ? { ...nameOf(holder), accepted: me.proxyAcceptedAt !== null } : null,
      proxy_requests: requests.map((request) => ({ ...nameOf(request), accepted: request.proxyAcceptedAt !== null })),
      checked_in: me.checkedInAt !== null,
      votes_for: votesFor.map(nameOf),
      votes_cast: cast.map((row) => ({ resolution_id: row.assembly_vote_records.resolutionId, voter_id: row.assembly_vote_records.voterId })),
    };
  }
  return {
    ...toAssemblySummary(assembly, votersCount),
    agenda_items: agenda,
    resolutions,
    quorum,
    proxies_per_member: assembly.statutes?.proxiesPerMember ?? null,
    me: mine,
    has_minutes: assembly.state === 'closed',
  };
}

/** The voters' names, for choosing whom to give one's proxy to. */
export async function listVoterNames(db: Database, assemblyId: number) {
  const rows = await db
    .select()
    .from(assemblyVoters)
    .where(eq(assemblyVoters.assemblyId, assemblyId))
    .orderBy(asc(assemblyVoters.lastName), asc(assemblyVoters.firstName), asc(assemblyVoters.id));
  return rows.map(nameOf);
}

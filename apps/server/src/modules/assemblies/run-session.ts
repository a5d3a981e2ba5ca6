import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { ASSEMBLY_MESSAGES, daysBetween, toParisDate, type TCloseAssemblyRequest, type TPaperTotalsRequest } from '@action-plus/contract';
import type { Database, Transaction } from '#db/client';
import { assemblies, assemblyBallots, assemblyCandidates, assemblyResolutions, assemblyVoters } from '#db/schema';
import { badRequest, conflict, notFound } from '#lib/errors';
import { toParisDateTime } from '#lib/paris-time';
import { snapshotIssuer } from '../association-settings/issuer-snapshot';
import { recordAudit } from '../audit/record-audit';
import { countAttendance, lockAssembly, type AssemblyRow, type ResolutionRow } from './assembly-repository';
import { quorumOf } from './count-results';
import type { AssemblyManager } from './save-assembly';

/**
 * Convenes the assembly: its voters' list must be frozen and it must have a resolution. Later than
 * the statutes' delay (`convocationDaysBefore` days before its day, on Paris's calendar), the admin
 * confirms that their statutes permit it; otherwise a French 409 says so.
 */
export async function conveneAssembly(
  db: Database,
  id: number,
  confirmLate: boolean,
  manager: AssemblyManager,
  now = new Date(),
  afterConvening?: (tx: Transaction, assembly: AssemblyRow) => Promise<void>,
): Promise<AssemblyRow> {
  return db.transaction(async (tx) => {
    const assembly = await lockAssembly(tx, id);
    if (assembly.state !== 'draft') throw conflict(ASSEMBLY_MESSAGES.votersAlreadyFrozen);
    if (!assembly.votersFrozenAt || !assembly.statutes) throw conflict(ASSEMBLY_MESSAGES.votersNotFrozen);
    const [resolution] = await tx.select({ id: assemblyResolutions.id }).from(assemblyResolutions).where(eq(assemblyResolutions.assemblyId, id)).limit(1);
    if (!resolution) throw conflict(ASSEMBLY_MESSAGES.noResolution);
    const daysAhead = daysBetween(toParisDate(now), toParisDateTime(assembly.startsAt).date);
    const isLate = daysAhead < assembly.statutes.convocationDaysBefore;
    if (isLate && !confirmLate) throw conflict(ASSEMBLY_MESSAGES.convocationTooLate(assembly.statutes.convocationDaysBefore));
    const [updated] = await tx.update(assemblies).set({ state: 'convened', convocationSentAt: now, updatedAt: now }).where(eq(assemblies.id, id)).returning();
    await recordAudit(tx, {
      actor: manager,
      action: 'assembly.convene',
      targetType: 'assembly',
      targetId: id,
      after: { state: 'convened', days_ahead: daysAhead, late_confirmed: isLate },
    });
    await afterConvening?.(tx, updated!);
    return updated!;
  });
}

/** Opens the session: answers and proxies are frozen, the secretary checks voters in, votes can open. */
export async function openSession(db: Database, id: number, manager: AssemblyManager, now = new Date()): Promise<AssemblyRow> {
  return db.transaction(async (tx) => {
    const assembly = await lockAssembly(tx, id);
    if (assembly.state !== 'convened') throw conflict(ASSEMBLY_MESSAGES.notConvened);
    const [updated] = await tx.update(assemblies).set({ state: 'open', openedAt: now, updatedAt: now }).where(eq(assemblies.id, id)).returning();
    await recordAudit(tx, { actor: manager, action: 'assembly.open', targetType: 'assembly', targetId: id, after: { state: 'open' } });
    return updated!;
  });
}

const requireOpenSession = (assembly: AssemblyRow) => {
  if (assembly.state === 'closed') throw conflict(ASSEMBLY_MESSAGES.alreadyClosed);
  if (assembly.state !== 'open') throw conflict(ASSEMBLY_MESSAGES.checkInClosed);
};

/** The secretary checks a voter in (or out, a mistake undone) during the session. */
export async function checkIn(db: Database, id: number, voterId: number, isPresent: boolean, manager: AssemblyManager, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [assembly] = await tx.select().from(assemblies).where(eq(assemblies.id, id)).for('share');
    if (!assembly) throw notFound(ASSEMBLY_MESSAGES.notFound);
    requireOpenSession(assembly);
    const [voter] = await tx
      .update(assemblyVoters)
      .set({ checkedInAt: isPresent ? now : null })
      .where(and(eq(assemblyVoters.id, voterId), eq(assemblyVoters.assemblyId, id)))
      .returning();
    if (!voter) throw notFound(ASSEMBLY_MESSAGES.voterNotFound);
    await recordAudit(tx, {
      actor: manager,
      action: 'assembly.check_in',
      targetType: 'assembly',
      targetId: id,
      after: { voter: `${voter.firstName} ${voter.lastName}`.trim(), present: isPresent },
    });
  });
}

async function lockResolution(tx: Transaction, assemblyId: number, resolutionId: number): Promise<ResolutionRow> {
  const [row] = await tx
    .select()
    .from(assemblyResolutions)
    .where(and(eq(assemblyResolutions.id, resolutionId), eq(assemblyResolutions.assemblyId, assemblyId)))
    .for('update');
  if (!row) throw notFound(ASSEMBLY_MESSAGES.resolutionNotFound);
  return row;
}

/**
 * The chair opens one resolution's vote at a time, once the statutes' quorum is reached (present
 * and represented, live), or without it when the chair confirms that this is the second assembly
 * the statutes allow to decide without quorum.
 */
export async function openVote(db: Database, id: number, resolutionId: number, withoutQuorum: boolean, manager: AssemblyManager): Promise<void> {
  await db.transaction(async (tx) => {
    const assembly = await lockAssembly(tx, id);
    requireOpenSession(assembly);
    const statutes = assembly.statutes!;
    const attendance = await countAttendance(tx, assembly);
    const quorum = quorumOf(attendance.voters, attendance.present, attendance.represented, statutes.quorumPercent);
    if (!quorum.is_reached && !withoutQuorum) {
      throw conflict(ASSEMBLY_MESSAGES.quorumNotReached(quorum.present + quorum.represented, quorum.required, statutes.secondAssemblyWithoutQuorum));
    }
    if (!quorum.is_reached && !statutes.secondAssemblyWithoutQuorum) throw conflict(ASSEMBLY_MESSAGES.withoutQuorumNotAllowed);
    const resolution = await lockResolution(tx, id, resolutionId);
    if (resolution.voteState !== 'pending') throw conflict(ASSEMBLY_MESSAGES.resolutionNotPending);
    const [open] = await tx
      .select({ id: assemblyResolutions.id })
      .from(assemblyResolutions)
      .where(and(eq(assemblyResolutions.assemblyId, id), eq(assemblyResolutions.voteState, 'open')));
    if (open) throw conflict(ASSEMBLY_MESSAGES.anotherVoteOpen);
    await tx.update(assemblyResolutions).set({ voteState: 'open' }).where(eq(assemblyResolutions.id, resolutionId));
    await recordAudit(tx, {
      actor: manager,
      action: 'assembly.vote_open',
      targetType: 'assembly',
      targetId: id,
      after: { resolution: resolution.title, quorum_reached: quorum.is_reached },
    });
  });
}

/**
 * Rewrites a resolution's ballots in a random order, in this (the closing) transaction: each ballot
 * row then carries the closing transaction's id and a place in the table that no longer follow the
 * order, nor the transactions, in which the votes were cast (decision 050: what PostgreSQL's system
 * columns would otherwise tell a database reader).
 */
async function shuffleBallots(tx: Transaction, resolutionId: number): Promise<void> {
  const ballots = await tx.select().from(assemblyBallots).where(eq(assemblyBallots.resolutionId, resolutionId));
  for (let index = ballots.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [ballots[index], ballots[other]] = [ballots[other]!, ballots[index]!];
  }
  await tx.delete(assemblyBallots).where(eq(assemblyBallots.resolutionId, resolutionId));
  for (let start = 0; start < ballots.length; start += 500) await tx.insert(assemblyBallots).values(ballots.slice(start, start + 500));
}

/**
 * The chair closes the vote. The resolution's row lock waits for the votes being written (each
 * reads it in share mode), so none is lost or comes after; the attendance of the moment is kept as
 * the absolute majority's base and the paper totals' bound.
 */
export async function closeVote(db: Database, id: number, resolutionId: number, manager: AssemblyManager): Promise<void> {
  await db.transaction(async (tx) => {
    const assembly = await lockAssembly(tx, id);
    requireOpenSession(assembly);
    const resolution = await lockResolution(tx, id, resolutionId);
    if (resolution.voteState !== 'open') throw conflict(ASSEMBLY_MESSAGES.resolutionNotOpen);
    const attendance = await countAttendance(tx, assembly);
    await tx
      .update(assemblyResolutions)
      .set({ voteState: 'closed', attendanceAtClose: attendance.present + attendance.represented })
      .where(eq(assemblyResolutions.id, resolutionId));
    await shuffleBallots(tx, resolutionId);
    await recordAudit(tx, { actor: manager, action: 'assembly.vote_close', targetType: 'assembly', targetId: id, after: { resolution: resolution.title } });
  });
}

/**
 * The secretary records what the room voted on paper, once the vote is closed and before the
 * assembly closes: together with the online ballots, never more than the present and represented.
 */
export async function recordPaperTotals(db: Database, id: number, resolutionId: number, request: TPaperTotalsRequest, manager: AssemblyManager): Promise<void> {
  await db.transaction(async (tx) => {
    const assembly = await lockAssembly(tx, id);
    requireOpenSession(assembly);
    const resolution = await lockResolution(tx, id, resolutionId);
    if (resolution.voteState !== 'closed') throw conflict(ASSEMBLY_MESSAGES.paperTotalsWhenClosed);
    const [online] = await tx
      .select({ count: sql<number>`count(*)::integer` })
      .from(assemblyBallots)
      .where(eq(assemblyBallots.resolutionId, resolutionId));
    const bound = Math.max(0, (resolution.attendanceAtClose ?? 0) - Number(online?.count ?? 0));
    const candidates = await tx.select().from(assemblyCandidates).where(eq(assemblyCandidates.resolutionId, resolutionId));
    const known = new Set(candidates.map((candidate) => candidate.id));
    if (request.candidates.some((entry) => !known.has(entry.candidate_id))) throw badRequest(ASSEMBLY_MESSAGES.paperCandidateUnknown);
    if (resolution.kind !== 'election' && request.candidates.length > 0) throw badRequest(ASSEMBLY_MESSAGES.paperCandidateUnknown);
    const paperBallots = resolution.kind === 'election' ? request.abstain : request.yes + request.no + request.abstain;
    const isOverBound = paperBallots > bound || (resolution.kind === 'election' && request.candidates.some((entry) => entry.votes + request.abstain > bound));
    if (isOverBound) throw badRequest(ASSEMBLY_MESSAGES.paperTotalsTooMany(resolution.attendanceAtClose ?? 0));
    await tx
      .update(assemblyResolutions)
      .set(
        resolution.kind === 'election'
          ? { paperYes: 0, paperNo: 0, paperAbstain: request.abstain }
          : { paperYes: request.yes, paperNo: request.no, paperAbstain: request.abstain },
      )
      .where(eq(assemblyResolutions.id, resolutionId));
    const votes = new Map(request.candidates.map((entry) => [entry.candidate_id, entry.votes]));
    for (const candidate of candidates) {
      await tx
        .update(assemblyCandidates)
        .set({ paperVotes: votes.get(candidate.id) ?? 0 })
        .where(eq(assemblyCandidates.id, candidate.id));
    }
    await recordAudit(tx, {
      actor: manager,
      action: 'assembly.paper_totals',
      targetType: 'assembly',
      targetId: id,
      after: { resolution: resolution.title, yes: request.yes, no: request.no, abstain: request.abstain, candidates: request.candidates },
    });
  });
}

/**
 * Closes the assembly once no vote is open: the chair and secretary are named for the minutes, and
 * the association's name and address of the day are kept with it, as an invoice keeps its issuer.
 */
export async function closeAssembly(
  db: Database,
  id: number,
  request: TCloseAssemblyRequest,
  manager: AssemblyManager,
  now = new Date(),
): Promise<AssemblyRow> {
  return db.transaction(async (tx) => {
    const assembly = await lockAssembly(tx, id);
    requireOpenSession(assembly);
    const [open] = await tx
      .select({ id: assemblyResolutions.id })
      .from(assemblyResolutions)
      .where(and(eq(assemblyResolutions.assemblyId, id), eq(assemblyResolutions.voteState, 'open')));
    if (open) throw conflict(ASSEMBLY_MESSAGES.resolutionStillOpen);
    const [updated] = await tx
      .update(assemblies)
      .set({
        state: 'closed',
        closedAt: now,
        chairName: request.chair_name,
        secretaryName: request.secretary_name,
        issuer: await snapshotIssuer(tx, 'minutes'),
        updatedAt: now,
      })
      .where(eq(assemblies.id, id))
      .returning();
    await recordAudit(tx, {
      actor: manager,
      action: 'assembly.close',
      targetType: 'assembly',
      targetId: id,
      after: { state: 'closed', chair_name: request.chair_name, secretary_name: request.secretary_name },
    });
    return updated!;
  });
}

import { createHash, randomInt, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ASSEMBLY_LIMITS, ASSEMBLY_MESSAGES, normaliseReceiptCode, type TVoteRequest } from '@action-plus/contract';
import type { Database } from '#db/client';
import { assemblies, assemblyBallots, assemblyCandidates, assemblyResolutions, assemblyVoteRecords, assemblyVoters } from '#db/schema';
import { badRequest, conflict, forbidden, notFound } from '#lib/errors';

/** Crockford's base 32: no I, L, O or U, so that a code read aloud or copied by hand is not mistaken. */
const RECEIPT_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A receipt code: 100 random bits, written in four groups of five. */
export function newReceiptCode(): string {
  const characters = Array.from({ length: ASSEMBLY_LIMITS.RECEIPT_CODE_LENGTH }, () => RECEIPT_ALPHABET[randomInt(RECEIPT_ALPHABET.length)]);
  return [0, 5, 10, 15].map((start) => characters.slice(start, start + 5).join('')).join('-');
}

/** The ballot keeps the code's hash only: the code itself is shown once to the voter and kept nowhere. */
export const hashReceiptCode = (code: string) => createHash('sha256').update(normaliseReceiptCode(code)).digest('hex');

/**
 * A voter votes on the open resolution, for themselves (checked in) or for a voter whose accepted
 * proxy they hold (that voter not checked in). In one transaction: the record of who voted, whose
 * primary key (resolution, voter) refuses a second vote on any number of instances (the second
 * insert waits for the first to commit, then finds it: a French 409), and the ballot, which holds
 * the choice and the receipt's hash and nothing that names, dates or orders it (decision 050). The
 * resolution is read in share mode: its closing waits for the votes being written.
 */
export async function castVote(db: Database, assemblyId: number, resolutionId: number, userId: number, request: TVoteRequest): Promise<string> {
  return db.transaction(async (tx) => {
    const [resolution] = await tx
      .select()
      .from(assemblyResolutions)
      .where(and(eq(assemblyResolutions.id, resolutionId), eq(assemblyResolutions.assemblyId, assemblyId)))
      .for('share');
    if (!resolution) throw notFound(ASSEMBLY_MESSAGES.resolutionNotFound);
    const [assembly] = await tx.select({ state: assemblies.state }).from(assemblies).where(eq(assemblies.id, assemblyId));
    if (!assembly || assembly.state !== 'open' || resolution.voteState !== 'open') throw conflict(ASSEMBLY_MESSAGES.resolutionNotOpen);

    const [me] = await tx
      .select()
      .from(assemblyVoters)
      .where(and(eq(assemblyVoters.assemblyId, assemblyId), eq(assemblyVoters.userId, userId)));
    if (!me) throw forbidden(ASSEMBLY_MESSAGES.notAVoter);
    if (!me.checkedInAt) throw forbidden(ASSEMBLY_MESSAGES.notCheckedIn);
    if (request.voter_id !== me.id) {
      const [giver] = await tx
        .select()
        .from(assemblyVoters)
        .where(and(eq(assemblyVoters.id, request.voter_id), eq(assemblyVoters.assemblyId, assemblyId)));
      const isHeldProxy = giver && giver.proxyHolderId === me.id && giver.proxyAcceptedAt !== null && giver.checkedInAt === null;
      if (!isHeldProxy) throw forbidden(ASSEMBLY_MESSAGES.cannotVoteFor);
    }

    let choice: TVoteRequest['choice'] = null;
    let candidateIds: number[] = [];
    if (resolution.kind === 'election') {
      if (request.choice !== null) throw badRequest(ASSEMBLY_MESSAGES.choiceForElection);
      candidateIds = [...new Set(request.candidate_ids)].sort((first, second) => first - second);
      if (candidateIds.length > (resolution.seats ?? 0)) throw badRequest(ASSEMBLY_MESSAGES.tooManyCandidatesChosen(resolution.seats ?? 0));
      const candidates = await tx.select({ id: assemblyCandidates.id }).from(assemblyCandidates).where(eq(assemblyCandidates.resolutionId, resolutionId));
      const known = new Set(candidates.map((candidate) => candidate.id));
      if (candidateIds.some((id) => !known.has(id))) throw badRequest(ASSEMBLY_MESSAGES.candidateUnknown);
    } else {
      if (request.choice === null || request.candidate_ids.length > 0) throw badRequest(ASSEMBLY_MESSAGES.choiceRequired);
      choice = request.choice;
    }

    const [recorded] = await tx
      .insert(assemblyVoteRecords)
      .values({ resolutionId, voterId: request.voter_id })
      .onConflictDoNothing()
      .returning({ voterId: assemblyVoteRecords.voterId });
    if (!recorded) throw conflict(ASSEMBLY_MESSAGES.alreadyVoted);

    const receiptCode = newReceiptCode();
    await tx.insert(assemblyBallots).values({ id: randomUUID(), resolutionId, choice, candidateIds, receiptHash: hashReceiptCode(receiptCode) });
    return receiptCode;
  });
}

/** Whether a ballot with this receipt code is in the count of one of the assembly's resolutions. */
export async function checkReceipt(db: Database, assemblyId: number, receiptCode: string): Promise<{ counted: boolean; resolution_title: string | null }> {
  const [row] = await db
    .select({ title: assemblyResolutions.title })
    .from(assemblyBallots)
    .innerJoin(assemblyResolutions, eq(assemblyResolutions.id, assemblyBallots.resolutionId))
    .where(and(eq(assemblyBallots.receiptHash, hashReceiptCode(receiptCode)), eq(assemblyResolutions.assemblyId, assemblyId)));
  return row ? { counted: true, resolution_title: row.title } : { counted: false, resolution_title: null };
}

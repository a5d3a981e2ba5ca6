import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { ASSEMBLY_MESSAGES, type TAssemblyAnswerRequest } from '@action-plus/contract';
import type { Database, Transaction } from '#db/client';
import { assemblies, assemblyVoters } from '#db/schema';
import { badRequest, conflict, forbidden, notFound } from '#lib/errors';
import type { AssemblyRow, VoterRow } from './assembly-repository';

/**
 * Answers and proxies change while the assembly is convened, until the session opens. Every change
 * locks the voters' rows it touches in the order of their ids (so two changes never wait on each
 * other in a circle), after the assembly's row read in share mode (so the opening waits for them).
 * The holder's row is among them: its proxies are counted under its lock, which makes the statutes'
 * maximum exact whatever the number of instances accepting at once.
 */
async function lockForAnswers(tx: Transaction, assemblyId: number, userId: number, otherVoterIds: readonly number[]) {
  const [assembly] = await tx.select().from(assemblies).where(eq(assemblies.id, assemblyId)).for('share');
  if (!assembly) throw notFound(ASSEMBLY_MESSAGES.notFound);
  if (assembly.state === 'draft') throw notFound(ASSEMBLY_MESSAGES.notFound);
  if (assembly.state !== 'convened') throw conflict(ASSEMBLY_MESSAGES.answersClosed);
  const [own] = await tx
    .select({ id: assemblyVoters.id })
    .from(assemblyVoters)
    .where(and(eq(assemblyVoters.assemblyId, assemblyId), eq(assemblyVoters.userId, userId)));
  if (!own) throw forbidden(ASSEMBLY_MESSAGES.notAVoter);
  const ids = [...new Set([own.id, ...otherVoterIds])];
  const rows = await tx
    .select()
    .from(assemblyVoters)
    .where(and(eq(assemblyVoters.assemblyId, assemblyId), inArray(assemblyVoters.id, ids)))
    .orderBy(asc(assemblyVoters.id))
    .for('update');
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { assembly: assembly as AssemblyRow, me: byId.get(own.id)!, byId };
}

const acceptedProxiesHeld = async (tx: Transaction, holderId: number) => {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::integer` })
    .from(assemblyVoters)
    .where(and(eq(assemblyVoters.proxyHolderId, holderId), isNotNull(assemblyVoters.proxyAcceptedAt)));
  return Number(row?.count ?? 0);
};

const proxiesMax = (assembly: AssemblyRow) => assembly.statutes?.proxiesPerMember ?? 0;

/** A voter answers: present, absent, or a proxy to another voter (asked, until they accept). Another answer withdraws a proxy given. */
export async function answerConvocation(
  db: Database,
  assemblyId: number,
  userId: number,
  request: TAssemblyAnswerRequest,
  now = new Date(),
): Promise<VoterRow> {
  return db.transaction(async (tx) => {
    const holderId = request.answer === 'proxy' ? request.proxy_holder_id : null;
    const { assembly, me, byId } = await lockForAnswers(tx, assemblyId, userId, holderId === null ? [] : [holderId]);
    if (holderId !== null) {
      if (holderId === me.id) throw badRequest(ASSEMBLY_MESSAGES.proxyToSelf);
      const holder = byId.get(holderId);
      if (!holder) throw badRequest(ASSEMBLY_MESSAGES.proxyHolderNotAVoter);
      if (holder.answer === 'proxy') throw conflict(ASSEMBLY_MESSAGES.proxyHolderGaveProxy);
      if ((await acceptedProxiesHeld(tx, me.id)) > 0) throw conflict(ASSEMBLY_MESSAGES.proxyGiverHoldsProxies);
    }
    // The same holder asked again keeps an acceptance already given (and is not counted twice).
    const keepsAcceptance = holderId !== null && me.proxyHolderId === holderId && me.answer === 'proxy';
    if (holderId !== null && !keepsAcceptance) {
      const max = proxiesMax(assembly);
      if ((await acceptedProxiesHeld(tx, holderId)) >= max) throw conflict(ASSEMBLY_MESSAGES.proxiesFull(max));
    }
    const [updated] = await tx
      .update(assemblyVoters)
      .set({
        answer: request.answer,
        proxyHolderId: holderId,
        proxyAcceptedAt: keepsAcceptance ? me.proxyAcceptedAt : null,
        answeredAt: now,
      })
      .where(eq(assemblyVoters.id, me.id))
      .returning();
    return updated!;
  });
}

/**
 * The holder accepts a proxy asked of them: within the statutes' maximum, counted under the
 * holder's lock, and only when they have not given their own.
 */
export async function acceptProxy(db: Database, assemblyId: number, userId: number, giverId: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const { assembly, me, byId } = await lockForAnswers(tx, assemblyId, userId, [giverId]);
    const giver = byId.get(giverId);
    if (!giver || giver.proxyHolderId !== me.id || giver.answer !== 'proxy') throw notFound(ASSEMBLY_MESSAGES.proxyNotRequested);
    if (giver.proxyAcceptedAt) return;
    if (me.answer === 'proxy') throw conflict(ASSEMBLY_MESSAGES.proxyHolderGaveProxy);
    const max = proxiesMax(assembly);
    if ((await acceptedProxiesHeld(tx, me.id)) >= max) throw conflict(ASSEMBLY_MESSAGES.proxiesFull(max));
    await tx.update(assemblyVoters).set({ proxyAcceptedAt: now }).where(eq(assemblyVoters.id, giverId));
  });
}

/** The holder declines (or gives back) a proxy: the giver has not answered any more, and may give it to another. */
export async function declineProxy(db: Database, assemblyId: number, userId: number, giverId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { me, byId } = await lockForAnswers(tx, assemblyId, userId, [giverId]);
    const giver = byId.get(giverId);
    if (!giver || giver.proxyHolderId !== me.id) throw notFound(ASSEMBLY_MESSAGES.proxyNotRequested);
    await tx.update(assemblyVoters).set({ answer: 'none', proxyHolderId: null, proxyAcceptedAt: null }).where(eq(assemblyVoters.id, giverId));
  });
}

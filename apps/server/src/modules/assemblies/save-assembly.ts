import { and, eq, sql } from 'drizzle-orm';
import { ASSEMBLY_LIMITS, ASSEMBLY_MESSAGES, type TAgendaItemRequest, type TAssemblyRequest, type TResolutionRequest } from '@action-plus/contract';
import type { Database, Transaction } from '#db/client';
import { assemblies, assemblyAgendaItems, assemblyCandidates, assemblyResolutions, assemblyVoters } from '#db/schema';
import { conflict, notFound } from '#lib/errors';
import { fromParisDateTime, toParisDateTime } from '#lib/paris-time';
import type { AuthenticatedUser } from '#plugins/authentication';
import { changedFields, recordAudit } from '../audit/record-audit';
import { lockAssembly, type AssemblyRow } from './assembly-repository';

export type AssemblyManager = Pick<AuthenticatedUser, 'id' | 'roles'>;

const journaledFields = (row: AssemblyRow) => ({
  title: row.title,
  starts_at: row.startsAt,
  place: row.place,
  online_url: row.onlineUrl,
  state: row.state,
});

const contentOf = (request: TAssemblyRequest) => ({
  title: request.title,
  startsAt: fromParisDateTime(request.date, request.time),
  place: request.place || null,
  onlineUrl: request.online_url || null,
});

/** The assembly under its lock, still in preparation: its agenda and resolutions change only then (409 after). */
export async function lockDraft(tx: Transaction, id: number): Promise<AssemblyRow> {
  const row = await lockAssembly(tx, id);
  if (row.state !== 'draft') throw conflict(ASSEMBLY_MESSAGES.notEditable);
  return row;
}

export async function createAssembly(db: Database, request: TAssemblyRequest, manager: AssemblyManager): Promise<AssemblyRow> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(assemblies).values(contentOf(request)).returning();
    await recordAudit(tx, { actor: manager, action: 'assembly.create', targetType: 'assembly', targetId: created!.id, after: journaledFields(created!) });
    return created!;
  });
}

/**
 * Changes a draft. A new day moves the cut-off: a list frozen for the old day is dropped, to be
 * frozen again.
 */
export async function updateAssembly(db: Database, id: number, request: TAssemblyRequest, manager: AssemblyManager): Promise<AssemblyRow> {
  return db.transaction(async (tx) => {
    const previous = await lockDraft(tx, id);
    const content = contentOf(request);
    const isNewDay = toParisDateTime(previous.startsAt).date !== request.date;
    if (isNewDay && previous.votersFrozenAt) await tx.delete(assemblyVoters).where(eq(assemblyVoters.assemblyId, id));
    const [updated] = await tx
      .update(assemblies)
      .set({ ...content, ...(isNewDay ? { votersFrozenAt: null, cutOffDate: null, statutes: null } : {}), updatedAt: new Date() })
      .where(eq(assemblies.id, id))
      .returning();
    await recordAudit(tx, {
      actor: manager,
      action: 'assembly.update',
      targetType: 'assembly',
      targetId: id,
      ...changedFields(journaledFields(previous), journaledFields(updated!)),
    });
    return updated!;
  });
}

export async function deleteAssembly(db: Database, id: number, manager: AssemblyManager): Promise<void> {
  await db.transaction(async (tx) => {
    const previous = await lockAssembly(tx, id);
    if (previous.state !== 'draft') throw conflict(ASSEMBLY_MESSAGES.notDeletable);
    await tx.delete(assemblies).where(eq(assemblies.id, id));
    await recordAudit(tx, { actor: manager, action: 'assembly.delete', targetType: 'assembly', targetId: id, before: journaledFields(previous) });
  });
}

const nextPosition = async (tx: Transaction, table: typeof assemblyAgendaItems | typeof assemblyResolutions, assemblyId: number) => {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::integer`, last: sql<number>`coalesce(max(${table.position}), 0)::integer` })
    .from(table)
    .where(eq(table.assemblyId, assemblyId));
  return { count: Number(row?.count ?? 0), position: Number(row?.last ?? 0) + 1 };
};

// ─── The agenda ────────────────────────────────────────────────────────────────

export async function addAgendaItem(db: Database, assemblyId: number, request: TAgendaItemRequest, manager: AssemblyManager): Promise<void> {
  await db.transaction(async (tx) => {
    await lockDraft(tx, assemblyId);
    const { count, position } = await nextPosition(tx, assemblyAgendaItems, assemblyId);
    if (count >= ASSEMBLY_LIMITS.AGENDA_ITEMS_MAX) throw conflict(ASSEMBLY_MESSAGES.tooManyAgendaItems);
    await tx.insert(assemblyAgendaItems).values({ assemblyId, position, title: request.title, description: request.description });
    await recordAudit(tx, { actor: manager, action: 'assembly.update', targetType: 'assembly', targetId: assemblyId, after: { agenda_item: request.title } });
  });
}

export async function updateAgendaItem(db: Database, assemblyId: number, itemId: number, request: TAgendaItemRequest, manager: AssemblyManager): Promise<void> {
  await db.transaction(async (tx) => {
    await lockDraft(tx, assemblyId);
    const [updated] = await tx
      .update(assemblyAgendaItems)
      .set({ title: request.title, description: request.description })
      .where(and(eq(assemblyAgendaItems.id, itemId), eq(assemblyAgendaItems.assemblyId, assemblyId)))
      .returning();
    if (!updated) throw notFound(ASSEMBLY_MESSAGES.agendaItemNotFound);
    await recordAudit(tx, { actor: manager, action: 'assembly.update', targetType: 'assembly', targetId: assemblyId, after: { agenda_item: request.title } });
  });
}

export async function deleteAgendaItem(db: Database, assemblyId: number, itemId: number, manager: AssemblyManager): Promise<void> {
  await db.transaction(async (tx) => {
    await lockDraft(tx, assemblyId);
    const [deleted] = await tx
      .delete(assemblyAgendaItems)
      .where(and(eq(assemblyAgendaItems.id, itemId), eq(assemblyAgendaItems.assemblyId, assemblyId)))
      .returning();
    if (!deleted) throw notFound(ASSEMBLY_MESSAGES.agendaItemNotFound);
    await recordAudit(tx, { actor: manager, action: 'assembly.update', targetType: 'assembly', targetId: assemblyId, before: { agenda_item: deleted.title } });
  });
}

// ─── The resolutions ───────────────────────────────────────────────────────────

const resolutionContent = (request: TResolutionRequest) => ({
  title: request.title,
  text: request.text,
  kind: request.kind,
  seats: request.kind === 'election' ? request.seats : null,
});

async function writeCandidates(tx: Transaction, resolutionId: number, names: readonly string[]) {
  await tx.delete(assemblyCandidates).where(eq(assemblyCandidates.resolutionId, resolutionId));
  if (names.length > 0) await tx.insert(assemblyCandidates).values(names.map((name, index) => ({ resolutionId, position: index + 1, name })));
}

export async function addResolution(db: Database, assemblyId: number, request: TResolutionRequest, manager: AssemblyManager): Promise<void> {
  await db.transaction(async (tx) => {
    await lockDraft(tx, assemblyId);
    const { count, position } = await nextPosition(tx, assemblyResolutions, assemblyId);
    if (count >= ASSEMBLY_LIMITS.RESOLUTIONS_MAX) throw conflict(ASSEMBLY_MESSAGES.tooManyResolutions);
    const [created] = await tx
      .insert(assemblyResolutions)
      .values({ assemblyId, position, ...resolutionContent(request) })
      .returning();
    await writeCandidates(tx, created!.id, request.candidates);
    await recordAudit(tx, {
      actor: manager,
      action: 'assembly.update',
      targetType: 'assembly',
      targetId: assemblyId,
      after: { resolution: request.title, kind: request.kind, candidates: request.candidates },
    });
  });
}

export async function updateResolution(
  db: Database,
  assemblyId: number,
  resolutionId: number,
  request: TResolutionRequest,
  manager: AssemblyManager,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockDraft(tx, assemblyId);
    const [updated] = await tx
      .update(assemblyResolutions)
      .set(resolutionContent(request))
      .where(and(eq(assemblyResolutions.id, resolutionId), eq(assemblyResolutions.assemblyId, assemblyId)))
      .returning();
    if (!updated) throw notFound(ASSEMBLY_MESSAGES.resolutionNotFound);
    await writeCandidates(tx, resolutionId, request.candidates);
    await recordAudit(tx, {
      actor: manager,
      action: 'assembly.update',
      targetType: 'assembly',
      targetId: assemblyId,
      after: { resolution: request.title, kind: request.kind, candidates: request.candidates },
    });
  });
}

export async function deleteResolution(db: Database, assemblyId: number, resolutionId: number, manager: AssemblyManager): Promise<void> {
  await db.transaction(async (tx) => {
    await lockDraft(tx, assemblyId);
    const [deleted] = await tx
      .delete(assemblyResolutions)
      .where(and(eq(assemblyResolutions.id, resolutionId), eq(assemblyResolutions.assemblyId, assemblyId)))
      .returning();
    if (!deleted) throw notFound(ASSEMBLY_MESSAGES.resolutionNotFound);
    await recordAudit(tx, { actor: manager, action: 'assembly.update', targetType: 'assembly', targetId: assemblyId, before: { resolution: deleted.title } });
  });
}
